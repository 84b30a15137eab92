import FukidashiJSON
import FukidashiJSONParser
import FukidashiModel
import FukidashiOutputs
import FukidashiPlatform
import FukidashiVariants

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
///
/// The record also keeps each image's accessibility label (on the first file of each locale),
/// and the label files made from them (`ImageLabelFiles`): a label lives as long as its image,
/// and a run of some specs or locales writes the label files whole, the others' labels kept.
struct ManagedOutputs: Sendable {
    static let fileName = ".fukidashi-outputs.jsonl"
    let root: String
    /// What spec paths in the record are relative to: the project's folder.
    let projectFolder: String
    /// Each file (relative to the root), and the spec that wrote it (relative to the project).
    private(set) var owners: [String: String] = [:]
    /// The label recorded with a file (relative to the root).
    private(set) var labels: [String: ImageLabel] = [:]
    /// The label files this project wrote, relative to the root (`../TutorialsLabels.xcstrings`).
    private(set) var labelFiles: Set<String> = []
    /// The specs with a label recorded (relative to the project; one with no text has an empty one).
    private(set) var labelledSpecs: Set<String> = []

    /// How a batch wants its labels written: under which name, in which layout.
    struct LabelPlan {
        let layout: OutputLayout
        let name: String
        /// The String Catalog's language: the project's first locale.
        let sourceLanguage: String
    }

    /// What an update did: the files it removed, and the label files it would not write.
    struct Update {
        var removed: [String] = []
        var refused: [String] = []
    }

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
            guard case .object(let o)? = try? JSONParser.parse([UInt8](line)), case .string(let file)? = o["file"] else { continue }
            if case .bool(true)? = o["labels"] {
                record.labelFiles.insert(file)
                continue
            }
            guard case .string(let spec)? = o["spec"] else { continue }
            // An earlier release kept absolute spec paths: read them as the same spec.
            let owner = spec.hasPrefix("/") ? record.specKey(spec) : spec
            record.owners[record.relative(file)] = owner
            if case .object(let label)? = o["label"], case .string(let name)? = label["name"], case .string(let text)? = label["text"] {
                func field(_ key: String) -> String? { if case .string(let value)? = label[key] { value } else { nil } }
                record.labels[record.relative(file)] = ImageLabel(name: name, locale: field("locale"), qualifier: field("qualifier"), text: text)
                record.labelledSpecs.insert(owner)
            }
        }
        return record
    }

    /// Whether the record holds `spec`'s labels: an `--incremental` run renders a spec without
    /// them again rather than skip it, so its labels are there after the run.
    func hasLabels(ofSpec spec: String) -> Bool { labelledSpecs.contains(specKey(spec)) }

    /// `file` as the record keeps it: relative to the root when it is below it.
    private func relative(_ file: String) -> String {
        let prefix = PathText.joined(root, "")
        return !prefix.isEmpty && file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// A spec as the record keeps it: its path from the project's folder, after symlinks.
    private func specKey(_ spec: String) -> String { PathText.relative(spec, to: projectFolder) }

    /// A recorded file's path from here.
    private func path(_ recorded: String) -> String {
        if recorded.hasPrefix("/") { return recorded }
        // Beside the root (an asset catalog's String Catalog): said without the `..`.
        let last = PathText.lastComponent(root)
        if recorded.hasPrefix("../"), !["", ".", "..", "/"].contains(last), root != "/" {
            return PathText.joined(PathText.parent(root), String(recorded.dropFirst(3)))
        }
        return PathText.joined(root, recorded)
    }

    /// After a batch: files it no longer wrote are removed, as far as `coverage` says the
    /// batch knows, and never a file of a spec that failed this time (its last good images
    /// stay). Folders left empty go too. `labels`: each image file the batch rendered, with the
    /// label recorded on it; a file not rendered keeps its label. With `plan`, the label files
    /// are written from every label the record then holds.
    func update(
        files: [String: [String]], labels newLabels: [FileLabel] = [], failedSpecs: Set<String>, coverage: Coverage, plan: LabelPlan? = nil
    ) throws(RenderError) -> Update {
        var next: [String: String] = [:]
        for (spec, paths) in files {
            let owner = specKey(spec)
            for path in paths { next[relative(path)] = owner }
        }
        let failed = Set(failedSpecs.map(specKey))
        let rendered = Set(files.keys.map(specKey)).subtracting(failed)
        let kept = Set(next.keys.map { PathText.real(path($0)) })
        var update = Update()
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
                try remove(target)
                update.removed.append(target)
            }
            removeEmptyFolders(above: target)
        }
        // A file rendered now has the label it was given (or none), also in a spec whose other
        // locales failed; any other file keeps its own.
        var labelled: [String: ImageLabel] = [:]
        var renderedNow = Set<String>()
        if plan != nil {
            for item in newLabels where next[relative(item.file)] != nil {
                let file = relative(item.file)
                renderedNow.insert(file)
                if let label = item.label { labelled[file] = label }
            }
            for (file, label) in labels where next[file] != nil && !renderedNow.contains(file) { labelled[file] = label }
        }
        let (writtenLabelFiles, labelUpdate) = try writeLabelFiles(labelled, plan: plan, coverage: coverage)
        update.removed += labelUpdate.removed
        update.refused = labelUpdate.refused
        var lines = next.keys.sorted().map { file -> String in
            var line = "{\"file\": \(file.jsonQuoted), \"spec\": \(next[file]!.jsonQuoted)"
            if let label = labelled[file] {
                var fields = [("name", label.name)]
                if let locale = label.locale { fields.append(("locale", locale)) }
                if let qualifier = label.qualifier { fields.append(("qualifier", qualifier)) }
                fields.append(("text", label.text))
                line += ", \"label\": {" + fields.map { "\($0.0.jsonQuoted): \($0.1.jsonQuoted)" }.joined(separator: ", ") + "}"
            }
            return line + "}"
        }
        lines += writtenLabelFiles.sorted().map { "{\"file\": \($0.jsonQuoted), \"labels\": true}" }
        try AtomicFile.write(Array(lines.map { $0 + "\n" }.joined().utf8), to: PathText.joined(root, Self.fileName))
        return update
    }

    /// Writes the label files `labels` make, and removes those this project wrote before and
    /// no longer makes. A file in the way that this project did not write is left as it is, and
    /// named in `refused`. Without `plan` (labels turned off), the files written before go only
    /// when the run knows the whole project; until then they stay on record.
    private func writeLabelFiles(_ labels: [String: ImageLabel], plan: LabelPlan?, coverage: Coverage) throws(RenderError) -> (
        Set<String>, Update
    ) {
        var update = Update()
        guard let plan else {
            guard coverage == .whole else { return (labelFiles, update) }
            for file in labelFiles.sorted() where FileManager.default.fileExists(atPath: path(file)) {
                try remove(path(file))
                update.removed.append(path(file))
            }
            return ([], update)
        }
        let contents = plan.layout.images.labelFiles(Array(labels.values), name: plan.name, sourceLanguage: plan.sourceLanguage)
        var written = Set<String>()
        for (file, bytes) in contents.sorted(by: { $0.key < $1.key }) {
            let target = path(file)
            if AtomicFile.holds(bytes, at: target) {
                written.insert(file)
                continue
            }
            guard labelFiles.contains(file) || !FileManager.default.fileExists(atPath: target) else {
                update.refused.append(target)
                continue
            }
            do { try AtomicFile.write(bytes, to: target) } catch {
                throw .file(path: target, problem: "cannot write the labels \(target): \(error.message)")
            }
            written.insert(file)
        }
        for file in labelFiles.subtracting(written).sorted() where contents[file] == nil {
            let target = path(file)
            if FileManager.default.fileExists(atPath: target) {
                try remove(target)
                update.removed.append(target)
            }
            // A values folder this project made for its labels alone goes with them; never a
            // folder above the root (an asset catalog's String Catalog sits beside it).
            if !file.hasPrefix("../") { removeEmptyFolders(above: target) }
        }
        return (written, update)
    }

    private func remove(_ target: String) throws(RenderError) {
        do { try FileManager.default.removeItem(atPath: target) } catch {
            throw .file(path: target, problem: "cannot remove \(target), which the project no longer makes: \(error)")
        }
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

/// An image file a batch rendered, and the label recorded with it (the first file of each
/// locale carries it; the others none).
struct FileLabel: Sendable {
    let file: String
    let label: ImageLabel?
}
