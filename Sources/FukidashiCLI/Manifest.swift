import Fukidashi

/// `--manifest FILE.jsonl`: one JSON line per output (and per failed spec), in input order,
/// so shards can be merged and checked.
enum Manifest {
    static func line(spec: String, locale: String?, output: String, png: [UInt8], warnings: [String]) -> String {
        "{\"spec\": \(quoted(spec)), \"locale\": \(locale.map(quoted) ?? "null"), \"output\": \(quoted(output)), "
            + "\"bytes\": \(png.count), \"sha256\": \"\(SHA256.hex(png))\", \"warnings\": [\(warnings.map(quoted).joined(separator: ", "))]}"
    }

    static func failure(spec: String, errors: [String]) -> String {
        "{\"spec\": \(quoted(spec)), \"failed\": true, \"errors\": [\(errors.map(quoted).joined(separator: ", "))]}"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
