import Fukidashi
import FukidashiBackend
import FukidashiCommandLine
import FukidashiSpec

/// `--manifest FILE.jsonl`: one JSON line per output (and per failed spec), in input order,
/// so shards can be merged and checked.
enum Manifest {
    /// One output: its spec, locale, file, bytes and hash, warnings, and the string table
    /// entries its `localized` texts used (`strings`, present when it used any).
    static func line(
        spec: String, variant: OutputVariant, output: String, png: [UInt8], warnings: [String], strings: [LocalizedStringUse] = []
    ) -> String {
        var line = "{\"spec\": \(quoted(spec)), \"locale\": \(variant.locale.map(quoted) ?? "null"), "
        // The appearance and scale only where the spec or its project declares them.
        if let appearance = variant.appearance { line += "\"appearance\": \(quoted(appearance)), " }
        if let scale = variant.scale { line += "\"scale\": \(OutputVariant.scaleText(scale)), " }
        line +=
            "\"output\": \(quoted(output)), "
            + "\"bytes\": \(png.count), \"sha256\": \"\(SHA256.hex(png))\", \"warnings\": [\(warnings.map(quoted).joined(separator: ", "))]"
        if !strings.isEmpty {
            let entries = strings.map { use in
                "{\"key\": \(quoted(use.key)), \"table\": \(quoted(use.table)), \"locale\": \(quoted(use.locale)), "
                    + "\"file\": \(quoted(use.file)), \"state\": \(quoted(use.state))}"
            }
            line += ", \"strings\": [\(entries.joined(separator: ", "))]"
        }
        return line + "}"
    }

    static func failure(spec: String, errors: [String]) -> String {
        "{\"spec\": \(quoted(spec)), \"failed\": true, \"errors\": [\(errors.map(quoted).joined(separator: ", "))]}"
    }

    static func quoted(_ text: String) -> String { text.jsonQuoted }
}
