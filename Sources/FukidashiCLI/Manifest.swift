import Fukidashi
import FukidashiSpec

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

    static func quoted(_ text: String) -> String { text.jsonQuoted }
}
