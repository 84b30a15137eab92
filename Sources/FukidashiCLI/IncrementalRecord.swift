#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Fukidashi
import FukidashiSpec

/// `render --incremental`: for each spec, what decided its last outputs, kept beside them in
/// `OUT/.fukidashi-incremental.jsonl`. A spec is skipped only when its bytes and the render
/// settings (`Renderer.pixelSettings`, the locales asked for) give the same key, every file it
/// read still has the same bytes, and every output it wrote is still there with the bytes it
/// was written with: a missing or edited output is rendered again, never trusted. The digests
/// are `ContentDigest`'s, the preview's cache key too.
struct IncrementalRecord: Sendable {
    struct Entry: Sendable {
        let spec: String
        let key: String
        let inputs: [String]
        let inputsDigest: String
        let outputs: [(path: String, digest: String)]

        /// One JSON line.
        var line: String {
            let outputs = self.outputs.map { "{\"path\": \($0.path.jsonQuoted), \"digest\": \"\($0.digest)\"}" }.joined(separator: ", ")
            return "{\"spec\": \(spec.jsonQuoted), \"key\": \"\(key)\", \"inputs\": [\(inputs.map(\.jsonQuoted).joined(separator: ", "))], "
                + "\"inputsDigest\": \"\(inputsDigest)\", \"outputs\": [\(outputs)]}"
        }
    }

    static let fileName = ".fukidashi-incremental.jsonl"
    private(set) var entries: [String: Entry] = [:]

    /// The record in `folder`; one that cannot be read or parsed counts as empty, so every
    /// spec is rendered.
    static func load(from folder: String) -> IncrementalRecord {
        var record = IncrementalRecord()
        guard let data = FileManager.default.contents(atPath: PathText.joined(folder, fileName)) else { return record }
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard case .object(let o)? = try? JSONParser.parse([UInt8](line)),
                  case .string(let spec)? = o["spec"], case .string(let key)? = o["key"], case .string(let digest)? = o["inputsDigest"],
                  case .array(let inputs)? = o["inputs"], case .array(let outputs)? = o["outputs"] else { continue }
            let inputPaths = inputs.compactMap { if case .string(let s) = $0 { s } else { nil } }
            let outputPairs: [(path: String, digest: String)] = outputs.compactMap {
                guard case .object(let out) = $0, case .string(let path)? = out["path"], case .string(let d)? = out["digest"] else { return nil }
                return (path, d)
            }
            record.entries[spec] = Entry(spec: spec, key: key, inputs: inputPaths, inputsDigest: digest, outputs: outputPairs)
        }
        return record
    }

    /// The key of a spec's bytes under these settings.
    static func key(specBytes: [UInt8], settings: String) -> String {
        ContentDigest.hex(ContentDigest.of(bytes: specBytes + Array(("\u{0}" + settings).utf8)))
    }

    /// The entry for `spec` when nothing that decides its outputs has changed.
    func current(spec: String, key: String) -> Entry? {
        guard let entry = entries[spec], entry.key == key, !entry.outputs.isEmpty,
              ContentDigest.hex(ContentDigest.of(files: entry.inputs)) == entry.inputsDigest else { return nil }
        for output in entry.outputs {
            guard let data = FileManager.default.contents(atPath: output.path),
                  ContentDigest.hex(ContentDigest.of(bytes: [UInt8](data))) == output.digest else { return nil }
        }
        return entry
    }

    static func entry(spec: String, key: String, inputs: [String], outputs: [(path: String, png: [UInt8])]) -> Entry {
        Entry(spec: spec, key: key, inputs: inputs, inputsDigest: ContentDigest.hex(ContentDigest.of(files: inputs)),
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
