#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Fukidashi

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
            let relativeSpecs: [(spec: String, relative: String)]
            if PathText.isFolder(path) {
                let found = try specs(under: path)
                if found.isEmpty { throw CollectError(message: "no *.json specs in \(path)") }
                relativeSpecs = found.map { (PathText.joined(path, $0), $0) }
            } else {
                relativeSpecs = [(path, PathText.lastComponent(path))]
            }
            for (spec, relative) in relativeSpecs {
                let output = PathText.joined(outputFolder, pngName(for: relative))
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

    /// Every `*.json` (but `*.png.json`) below `folder`, as sorted relative paths (byte
    /// order, so the same on every machine). Hidden files and folders are skipped.
    private static func specs(under folder: String) throws(CollectError) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let absolute = relativeFolder.isEmpty ? folder : PathText.joined(folder, relativeFolder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else {
                throw CollectError(message: "cannot read the folder \(absolute)")
            }
            for name in names where !name.hasPrefix(".") {
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                if PathText.isFolder(PathText.joined(folder, relative)) {
                    pending.append(relative)
                } else if name.hasSuffix(".json"), !name.hasSuffix(".png.json") {
                    // `home.png.json` is a golden's sidecar (`fukidashi verify`), never a spec.
                    found.append(relative)
                }
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
