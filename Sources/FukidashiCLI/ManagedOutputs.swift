import FukidashiJSON
import FukidashiPlatform
import FukidashiSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files a project's renders wrote into its output, kept in `OUTPUT/.fukidashi-outputs.jsonl`:
/// so an image whose locale, appearance or scale the project no longer has, or whose spec
/// left it, is removed, as Xcode and Android's tools expect of a generated folder. Only files
/// in this record are ever removed; nothing else in the folder is touched. (Both tools skip
/// dot files: `aapt` ignores them, and Xcode lists no hidden file in a catalog.)
///
/// Files are kept relative to the output root and specs relative to the project's folder, so
/// the record is the same bytes in every clone, names none of the user's folders, and a run
/// from another folder, or naming the project otherwise, finds the same files: a file this run
/// wrote is never removed, however its path was spelt before.
struct ManagedOutputs {
    static let fileName = ".fukidashi-outputs.jsonl"
    let root: String
    /// What spec paths in the record are relative to: the project's folder.
    let projectFolder: String
    /// Each file (relative to the root), and the spec that wrote it (relative to the project).
    private(set) var owners: [String: String] = [:]

    /// How much of the project a run rendered, which bounds what it may remove.
    enum Coverage {
        /// Every spec in every locale: what no spec wrote any more is removed.
        case whole
        /// Some specs (named on the command line, or a shard), each in every locale: only
        /// those specs' files they no longer write are removed; every other spec's stay.
        case specs
        /// Some locales (`--locale`): nothing is removed.
        case someLocales
    }

    static func load(root: String, projectFolder: String) -> ManagedOutputs {
        var record = ManagedOutputs(root: root, projectFolder: projectFolder)
        guard let data = FileManager.default.contents(atPath: PathText.joined(root, fileName)) else { return record }
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard case .object(let o)? = try? JSONParser.parse([UInt8](line)), case .string(let file)? = o["file"],
                case .string(let spec)? = o["spec"]
            else { continue }
            // An earlier release kept absolute spec paths: read them as the same spec.
            record.owners[record.relative(file)] = spec.hasPrefix("/") ? record.specKey(spec) : spec
        }
        return record
    }

    /// `file` as the record keeps it: relative to the root when it is below it.
    private func relative(_ file: String) -> String {
        let prefix = PathText.joined(root, "")
        return !prefix.isEmpty && file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// A spec as the record keeps it: its path from the project's folder, after symlinks.
    private func specKey(_ spec: String) -> String { PathText.relative(spec, to: projectFolder) }

    /// A recorded file's path from here.
    private func path(_ recorded: String) -> String {
        recorded.hasPrefix("/") ? recorded : PathText.joined(root, recorded)
    }

    /// After a batch: files it no longer wrote are removed, as far as `coverage` says the
    /// batch knows, and never a file of a spec that failed this time (its last good images
    /// stay). Folders left empty go too. Returns what was removed.
    func update(files: [String: [String]], failedSpecs: Set<String>, coverage: Coverage) throws(RenderError) -> [String] {
        var next: [String: String] = [:]
        for (spec, paths) in files {
            let owner = specKey(spec)
            for path in paths { next[relative(path)] = owner }
        }
        let failed = Set(failedSpecs.map(specKey))
        let rendered = Set(files.keys.map(specKey)).subtracting(failed)
        let kept = Set(next.keys.map { PathText.real(path($0)) })
        var removed: [String] = []
        for (file, spec) in owners.sorted(by: { $0.key < $1.key }) where next[file] == nil {
            let stale: Bool
            switch coverage {
            case .whole: stale = !failed.contains(spec)
            case .specs: stale = rendered.contains(spec)
            case .someLocales: stale = false
            }
            guard stale else {
                next[file] = spec
                continue
            }
            let target = path(file)
            guard !kept.contains(PathText.real(target)) else { continue }
            if FileManager.default.fileExists(atPath: target) {
                do { try FileManager.default.removeItem(atPath: target) } catch {
                    throw .file(path: target, problem: "cannot remove \(target), which the project no longer makes: \(error)")
                }
                removed.append(target)
            }
            removeEmptyFolders(above: target)
        }
        let lines = next.keys.sorted().map { "{\"file\": \($0.jsonQuoted), \"spec\": \(next[$0]!.jsonQuoted)}" }
        try AtomicFile.writeReporting(Array(lines.map { $0 + "\n" }.joined().utf8), to: PathText.joined(root, Self.fileName))
        return removed
    }

    /// Removes the folders between `file` and the root that are now empty (an image set of a
    /// spec that left the project, a `drawable-ar-night-xhdpi` no locale needs).
    private func removeEmptyFolders(above file: String) {
        var folder = PathText.parent(file)
        let stop = URL(fileURLWithPath: root, isDirectory: true).standardized.path
        while !folder.isEmpty, URL(fileURLWithPath: folder, isDirectory: true).standardized.path != stop,
            (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true
        {
            try? FileManager.default.removeItem(atPath: folder)
            folder = PathText.parent(folder)
        }
    }
}
