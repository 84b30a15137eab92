import Foundation

/// The specs a batch renders and where each PNG goes.
struct SpecInputs {
    struct Job {
        /// The spec as the user can find it (their argument joined with the relative path).
        let specPath: String
        let outputPath: String
        /// When another spec already writes `outputPath`, that spec's path: this one fails.
        let collidesWith: String?
    }

    struct CollectError: Error {
        let message: String
    }

    let jobs: [Job]

    static func collect(paths: [String], outputFolder: String) throws(CollectError) -> SpecInputs {
        var jobs: [Job] = []
        var owners: [String: String] = [:]
        for path in paths {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let relativeSpecs: [(spec: String, relative: String)]
            if isDirectory.boolValue {
                let found = try specs(under: path)
                if found.isEmpty { throw CollectError(message: "no *.json specs in \(path)") }
                relativeSpecs = found.map { (joined(path, $0), $0) }
            } else {
                relativeSpecs = [(path, URL(fileURLWithPath: path).lastPathComponent)]
            }
            for (spec, relative) in relativeSpecs {
                let output = joined(outputFolder, pngName(for: relative))
                let key = URL(fileURLWithPath: output).standardized.path
                jobs.append(Job(specPath: spec, outputPath: output, collidesWith: owners[key]))
                if owners[key] == nil { owners[key] = spec }
            }
        }
        return SpecInputs(jobs: jobs)
    }

    /// `a/b.json` → `a/b.png`; any other name gets `.png` added.
    static func pngName(for relative: String) -> String {
        relative.hasSuffix(".json") ? String(relative.dropLast(5)) + ".png" : relative + ".png"
    }

    /// Every `*.json` (but `*.png.json`) below `folder`, as sorted relative paths (byte order, so the same on
    /// every machine). Hidden files and folders are skipped.
    private static func specs(under folder: String) throws(CollectError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw CollectError(message: "cannot read the folder \(folder)")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            // `home.png.json` is a golden's sidecar (`fukidashi verify`), never a spec.
            guard name.hasSuffix(".json"), !name.hasSuffix(".png.json") else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: joined(folder, relative), isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(relative)
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    private static func joined(_ folder: String, _ relative: String) -> String {
        if folder == "." { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
