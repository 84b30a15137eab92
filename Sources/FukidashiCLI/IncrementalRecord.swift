import Fukidashi
import FukidashiJSON
import FukidashiJSONParser
import FukidashiModel
import FukidashiPlatform

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
    /// A file a spec wrote: an image (of a locale, for a spec with locales), a frame of one,
    /// or a layout's own file (`Contents.json`, of no locale).
    struct Output: Sendable {
        let path: String
        let digest: String
        var locale: String?
    }

    struct Entry: Sendable {
        let spec: String
        let key: String
        let inputs: RenderInputs
        let outputs: [Output]

        /// One JSON line, its paths relative to `base` (the record's `base`).
        func line(base: String) -> String {
            func stored(_ path: String) -> String { PathText.relative(path, to: base) }
            let outputs = self.outputs.map {
                "{\"path\": \(stored($0.path).jsonQuoted), \"digest\": \"\($0.digest)\"" + ($0.locale.map { ", \"locale\": \($0.jsonQuoted)" } ?? "")
                    + "}"
            }.joined(separator: ", ")
            func list(_ paths: [String]) -> String { "[" + paths.map { stored($0).jsonQuoted }.joined(separator: ", ") + "]" }
            let locales = inputs.strings.localeDigests.sorted { $0.key < $1.key }.map { "\($0.key.jsonQuoted): \"\(ContentDigest.hex($0.value))\"" }
            let ownFiles = inputs.localeFiles.sorted { $0.key < $1.key }.map { locale, files in
                "\(locale.jsonQuoted): {\"files\": \(list(files)), \"digest\": \"\(ContentDigest.hex(inputs.localeFilesDigests[locale] ?? 0))\"}"
            }
            let localeInputs = ownFiles.isEmpty ? "" : ", \"localeInputs\": {\(ownFiles.joined(separator: ", "))}"
            return "{\"spec\": \(stored(spec).jsonQuoted), \"key\": \"\(key)\", \"inputs\": \(list(inputs.files))\(localeInputs), "
                + "\"inputsDigest\": \"\(ContentDigest.hex(inputs.filesDigest))\", \"tables\": \(list(inputs.strings.tables)), "
                + "\"tablesDigest\": \"\(ContentDigest.hex(inputs.tablesDigest))\", \"stringsDigest\": \"\(ContentDigest.hex(inputs.strings.usageDigest))\", "
                + "\"localeStrings\": {\(locales.joined(separator: ", "))}, \"outputs\": [\(outputs)]}"
        }
    }

    /// How a spec's last outputs stand against what it would read now.
    enum Standing {
        /// Nothing that decides them changed: the spec is skipped.
        case current(Entry)
        /// Only strings that some of its locales show changed: those locales render again,
        /// and the others' files stay. `usage` is what its keys have in the tables now.
        case localesChanged(Entry, locales: [String], usage: StringsRead)
    }

    static let fileName = ".fukidashi-incremental.jsonl"
    /// What the record's paths are relative to (the project's folder, else the output's), so
    /// it is the same bytes in every clone and names none of the user's folders.
    let base: String
    /// Each spec's entry, by `key(of:)`.
    private(set) var entries: [String: Entry] = [:]

    /// A spec as the record names it: its path from `base`, after symlinks.
    func key(of spec: String) -> String { PathText.relative(spec, to: base) }

    /// The record in `folder`; one that cannot be read or parsed counts as empty, so every
    /// spec is rendered (a line in an earlier release's form too).
    static func load(from folder: String, base: String) -> IncrementalRecord {
        var record = IncrementalRecord(base: base)
        guard let data = FileManager.default.contents(atPath: PathText.joined(folder, fileName)) else { return record }
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard case .object(let o)? = try? JSONParser.parse([UInt8](line)),
                case .string(let spec)? = o["spec"], case .string(let key)? = o["key"],
                case .array(let inputs)? = o["inputs"], let filesDigest = Self.digest(o["inputsDigest"]),
                case .array(let tables)? = o["tables"], let tablesDigest = Self.digest(o["tablesDigest"]),
                let usageDigest = Self.digest(o["stringsDigest"]), case .array(let outputs)? = o["outputs"]
            else { continue }
            func usable(_ stored: String) -> String { PathText.joined(base, stored) }
            func paths(_ values: [JSONValue]) -> [String] { values.compactMap { if case .string(let s) = $0 { usable(s) } else { nil } } }
            var localeDigests: [String: UInt64] = [:]
            if case .object(let locales)? = o["localeStrings"] {
                for (locale, value) in locales.members { localeDigests[locale] = Self.digest(value) }
            }
            var localeFiles: [String: [String]] = [:], localeFilesDigests: [String: UInt64] = [:]
            if case .object(let own)? = o["localeInputs"] {
                for (locale, value) in own.members {
                    guard case .object(let entry) = value, case .array(let files)? = entry["files"], let digest = Self.digest(entry["digest"]) else {
                        continue
                    }
                    (localeFiles[locale], localeFilesDigests[locale]) = (paths(files), digest)
                }
            }
            let read = RenderInputs(
                files: paths(inputs), filesDigest: filesDigest,
                strings: StringsRead(tables: paths(tables), usageDigest: usageDigest, localeDigests: localeDigests), tablesDigest: tablesDigest,
                localeFiles: localeFiles, localeFilesDigests: localeFilesDigests)
            let written: [Output] = outputs.compactMap {
                guard case .object(let out) = $0, case .string(let path)? = out["path"], case .string(let d)? = out["digest"] else { return nil }
                if case .string(let locale)? = out["locale"] { return Output(path: usable(path), digest: d, locale: locale) }
                return Output(path: usable(path), digest: d)
            }
            record.entries[record.key(of: usable(spec))] = Entry(spec: usable(spec), key: key, inputs: read, outputs: written)
        }
        return record
    }

    private static func digest(_ value: JSONValue?) -> UInt64? {
        guard case .string(let hex)? = value else { return nil }
        return UInt64(hex, radix: 16)
    }

    /// How `spec`'s last outputs stand, or nil when it must render whole: a new key, an output
    /// missing or edited, a file every locale read changed, or a locale added or dropped. A
    /// file only one locale read (its screenshot, its hierarchy dump) that changed names that
    /// locale. When its string tables' bytes changed, `usageNow` says what its keys have in
    /// them now (in all, and as each locale looks them up): unchanged, the entry stands with
    /// the tables' new digest; else the locales whose lookups see something new are named too.
    func standing(spec: String, key: String, memo: FileDigests, usageNow: () -> StringsRead?) -> Standing? {
        guard let entry = entries[self.key(of: spec)], entry.key == key, !entry.outputs.isEmpty else { return nil }
        for output in entry.outputs {
            guard ContentDigest.of(file: output.path).map(ContentDigest.hex) == output.digest else { return nil }
        }
        let check = entry.inputs.check(memo: memo, splittingLocales: true)
        let ownFilesChanged = entry.inputs.localesWithChangedFiles(memo: memo)
        switch check {
        case .changed:
            return nil
        case .unchanged:
            return ownFilesChanged.isEmpty ? .current(entry) : .localesChanged(entry, locales: ownFilesChanged, usage: entry.inputs.strings)
        case .tablesChanged(let tablesNow):
            guard let usage = usageNow() else { return nil }
            if ownFilesChanged.isEmpty, let inputs = entry.inputs.current(after: check, usage: usage.usageDigest) {
                return .current(Entry(spec: spec, key: key, inputs: inputs, outputs: entry.outputs))
            }
            guard let stringLocales = entry.inputs.strings.localesChanged(in: usage) else { return nil }
            let locales = Array(Set(stringLocales + ownFilesChanged)).sorted()
            if locales.isEmpty {
                // Only locales it does not render changed (`--locale`): the outputs stand.
                let inputs = RenderInputs(
                    files: entry.inputs.files, filesDigest: entry.inputs.filesDigest, strings: usage, tablesDigest: tablesNow,
                    localeFiles: entry.inputs.localeFiles, localeFilesDigests: entry.inputs.localeFilesDigests)
                return .current(Entry(spec: spec, key: key, inputs: inputs, outputs: entry.outputs))
            }
            return .localesChanged(entry, locales: locales, usage: usage)
        }
    }

    /// A spec's entry after a render: what it read (`read`, or with `kept` the earlier entry's
    /// reads joined to this render's), and every file it now has: those written, and `kept`'s
    /// files of the locales not rendered again.
    static func entry(
        spec: String, key: String, read output: RenderOutput?, outputs: [(path: String, png: [UInt8], locale: String?)],
        memo: FileDigests, kept: (entry: Entry, rendered: Set<String>, usage: StringsRead)? = nil
    ) -> Entry {
        var written = outputs.map { Output(path: $0.path, digest: ContentDigest.hex(ContentDigest.of(bytes: $0.png)), locale: $0.locale) }
        var paths = output?.inputs ?? []
        var strings = output?.stringsRead ?? StringsRead()
        let readBy = output?.inputsByLocale ?? [:]
        // A file one locale alone read is that locale's own; one several read is everyone's.
        // With one locale rendered, each file is everyone's.
        var readers: [String: Int] = [:]
        for files in readBy.values { for file in files { readers[file, default: 0] += 1 } }
        var localeFiles =
            readBy.count < 2 ? [:] : readBy.mapValues { files in files.filter { readers[$0] == 1 } }.filter { !$0.value.isEmpty }
        if let kept {
            let writtenPaths = Set(written.map(\.path))
            written =
                kept.entry.outputs.filter { output in
                    !writtenPaths.contains(output.path) && !(output.locale.map(kept.rendered.contains) ?? false)
                } + written
            // The locales rendered now replace their own files; the others keep theirs. What
            // was everyone's stays so (this render saw only some locales).
            let shared = Set(kept.entry.inputs.files)
            localeFiles = kept.entry.inputs.localeFiles.filter { !kept.rendered.contains($0.key) }
            for locale in kept.rendered {
                let own = (readBy[locale] ?? []).filter { !shared.contains($0) }
                if !own.isEmpty { localeFiles[locale] = own }
            }
            let before = shared.union(localeFiles.values.joined())
            paths = kept.entry.inputs.files + Array(localeFiles.values.joined()) + paths.filter { !before.contains($0) }
            strings = kept.usage
        }
        return Entry(
            spec: spec, key: key, inputs: RenderInputs(paths: paths, strings: strings, memo: memo, localeFiles: localeFiles), outputs: written)
    }

    /// Writes the record: this batch's entries (each by `key(of:)`), and the earlier ones for
    /// specs it did not touch (another shard's).
    func writing(_ lines: [String: String], to folder: String) throws(RenderError) {
        var merged = entries.mapValues { $0.line(base: base) }
        merged.merge(lines) { _, new in new }
        let text = merged.keys.sorted().map { merged[$0]! }.joined(separator: "\n")
        try AtomicFile.write(Array((text + (text.isEmpty ? "" : "\n")).utf8), to: PathText.joined(folder, Self.fileName))
    }
}
