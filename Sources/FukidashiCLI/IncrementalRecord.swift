import Fukidashi
import FukidashiPlatform
import FukidashiSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `render --incremental`: for each spec, what decided its last outputs, kept beside them in
/// `OUT/.fukidashi-incremental.jsonl`. A spec is skipped only when its bytes and the render
/// settings (`Renderer.pixelSettings`, the locales asked for) give the same key, what it read
/// is unchanged (`RenderInputs`: every file's bytes, and of its string tables the entries its
/// keys use), and every output it wrote is still there with the bytes it was written with: a
/// missing or edited output is rendered again, never trusted. The preview's cache asks
/// `RenderInputs` the same.
struct IncrementalRecord: Sendable {
    struct Entry: Sendable {
        let spec: String
        let key: String
        let inputs: RenderInputs
        let outputs: [(path: String, digest: String)]

        /// One JSON line.
        var line: String {
            let outputs = self.outputs.map { "{\"path\": \($0.path.jsonQuoted), \"digest\": \"\($0.digest)\"}" }.joined(separator: ", ")
            func list(_ paths: [String]) -> String { "[" + paths.map(\.jsonQuoted).joined(separator: ", ") + "]" }
            return "{\"spec\": \(spec.jsonQuoted), \"key\": \"\(key)\", \"inputs\": \(list(inputs.files)), "
                + "\"inputsDigest\": \"\(ContentDigest.hex(inputs.filesDigest))\", \"tables\": \(list(inputs.strings.tables)), "
                + "\"tablesDigest\": \"\(ContentDigest.hex(inputs.tablesDigest))\", \"stringsDigest\": \"\(ContentDigest.hex(inputs.strings.usageDigest))\", "
                + "\"outputs\": [\(outputs)]}"
        }
    }

    static let fileName = ".fukidashi-incremental.jsonl"
    private(set) var entries: [String: Entry] = [:]

    /// The record in `folder`; one that cannot be read or parsed counts as empty, so every
    /// spec is rendered (a line in an earlier release's form too).
    static func load(from folder: String) -> IncrementalRecord {
        var record = IncrementalRecord()
        guard let data = FileManager.default.contents(atPath: PathText.joined(folder, fileName)) else { return record }
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard case .object(let o)? = try? JSONParser.parse([UInt8](line)),
                case .string(let spec)? = o["spec"], case .string(let key)? = o["key"],
                case .array(let inputs)? = o["inputs"], let filesDigest = Self.digest(o["inputsDigest"]),
                case .array(let tables)? = o["tables"], let tablesDigest = Self.digest(o["tablesDigest"]),
                let usageDigest = Self.digest(o["stringsDigest"]), case .array(let outputs)? = o["outputs"]
            else { continue }
            func paths(_ values: [JSONValue]) -> [String] { values.compactMap { if case .string(let s) = $0 { s } else { nil } } }
            let read = RenderInputs(
                files: paths(inputs), filesDigest: filesDigest,
                strings: StringsRead(tables: paths(tables), usageDigest: usageDigest), tablesDigest: tablesDigest)
            let outputPairs: [(path: String, digest: String)] = outputs.compactMap {
                guard case .object(let out) = $0, case .string(let path)? = out["path"], case .string(let d)? = out["digest"] else { return nil }
                return (path, d)
            }
            record.entries[spec] = Entry(spec: spec, key: key, inputs: read, outputs: outputPairs)
        }
        return record
    }

    private static func digest(_ value: JSONValue?) -> UInt64? {
        guard case .string(let hex)? = value else { return nil }
        return UInt64(hex, radix: 16)
    }

    /// The key of a spec's bytes under these settings.
    static func key(specBytes: [UInt8], settings: String) -> String {
        ContentDigest.hex(ContentDigest.of(bytes: specBytes + Array(("\u{0}" + settings).utf8)))
    }

    /// The entry for `spec` when nothing that decides its outputs has changed, with its string
    /// tables' new digest when only strings it does not use changed. `usageNow` is asked
    /// only then (`RenderInputs.current`).
    func current(spec: String, key: String, memo: FileDigests, usageNow: () -> UInt64?) -> Entry? {
        guard let entry = entries[spec], entry.key == key, !entry.outputs.isEmpty else { return nil }
        for output in entry.outputs {
            guard ContentDigest.of(file: output.path).map(ContentDigest.hex) == output.digest else { return nil }
        }
        guard let inputs = entry.inputs.current(memo: memo, usageNow: usageNow) else { return nil }
        return Entry(spec: entry.spec, key: key, inputs: inputs, outputs: entry.outputs)
    }

    static func entry(
        spec: String, key: String, read output: RenderOutput?, outputs: [(path: String, png: [UInt8])],
        memo: FileDigests
    ) -> Entry {
        Entry(
            spec: spec, key: key, inputs: RenderInputs(paths: output?.inputs ?? [], strings: output?.stringsRead ?? StringsRead(), memo: memo),
            outputs: outputs.map { ($0.path, ContentDigest.hex(ContentDigest.of(bytes: $0.png))) })
    }

    /// Writes the record: this batch's entries, and the earlier ones for specs it did not
    /// touch (another shard's).
    func writing(_ lines: [String: String], to folder: String) throws(RenderError) {
        var merged = entries.mapValues(\.line)
        merged.merge(lines) { _, new in new }
        let text = merged.keys.sorted().map { merged[$0]! }.joined(separator: "\n")
        try AtomicFile.writeReporting(Array((text + (text.isEmpty ? "" : "\n")).utf8), to: PathText.joined(folder, Self.fileName))
    }
}
