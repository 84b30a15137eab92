import ArgumentParser
import Fukidashi
import FukidashiHierarchy
import FukidashiModel
import FukidashiPlatform
import FukidashiVariants

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The specs a batch renders and where each PNG goes.
package struct SpecInputs {
    package struct Job {
        /// The spec as the user can find it (their argument joined with the relative path).
        package let specPath: String
        package let outputPath: String
        /// When another spec already writes `outputPath`, that spec's path: this one fails.
        package let collidesWith: String?
        /// The spec as decoded before the batch started, when the batch decoded it to order
        /// the work (`BatchRunner.claimOrder`); otherwise the worker reads and decodes it.
        package var decoded: Result<DecodedSpec, SpecError>? = nil
        /// What the collision is of, in an output layout's words (`its image set step1.imageset`);
        /// `nil`: its output file.
        package var collisionName: String? = nil

        package init(specPath: String, outputPath: String, collidesWith: String?, decoded: Result<DecodedSpec, SpecError>? = nil) {
            (self.specPath, self.outputPath, self.collidesWith, self.decoded) = (specPath, outputPath, collidesWith, decoded)
        }
    }

    package let jobs: [Job]
    /// Things the walk passed over that the user should hear of (a folder symlink that leads
    /// back into the walk), each of the path it names.
    package var warnings: [Diagnostic] = []

    package init(jobs: [Job], warnings: [Diagnostic] = []) {
        self.jobs = jobs
        self.warnings = warnings
    }

    /// The specs named by `paths`, each once. A folder is walked for `*.json` below it; a spec
    /// reached twice (named twice, or through a second symlink) renders once, at its first
    /// place in sorted order; a folder symlink that leads back to a folder already being
    /// walked is skipped with a warning, so `sub/back -> ..` cannot loop.
    /// `roots`: a project's spec folders. A spec named inside one is placed by its path from
    /// that folder, as the whole project's run places it (`tour/x/a.json` → `OUT/x/a.png`).
    static func collect(paths: [String], outputFolder: String, roots: [String] = []) throws(Diagnostic) -> SpecInputs {
        let realRoots = roots.filter(PathText.isFolder).map { PathText.real($0) }
        /// `path`'s place below the root it sits in, or nil.
        func placeBelowRoot(_ path: String) -> String? {
            let real = PathText.real(path)
            guard let root = realRoots.first(where: { real.hasPrefix($0 + "/") || real == $0 }) else { return nil }
            return real == root ? "" : String(real.dropFirst(root.count + 1))
        }
        var jobs: [Job] = []
        var warnings: [Diagnostic] = []
        var owners: [String: String] = [:]
        var seenSpecs = Set<String>()
        for path in paths {
            let relativeSpecs: [(spec: String, relative: String, real: String)]
            if PathText.isFolder(path) {
                let walk = try specs(under: path)
                warnings += walk.warnings
                if walk.found.isEmpty {
                    throw Diagnostic(
                        .error, file: nil,
                        "no spec found in \(path): a folder renders every *.json below it (but *.png.json sidecars, hierarchy dumps and hidden files)"
                    )
                }
                let prefix = placeBelowRoot(path) ?? ""
                relativeSpecs = walk.found.map { (PathText.joined(path, $0.relative), PathText.joined(prefix, $0.relative), $0.real) }
            } else {
                relativeSpecs = [(path, placeBelowRoot(path) ?? PathText.lastComponent(path), PathText.real(path))]
            }
            for (spec, relative, real) in relativeSpecs where seenSpecs.insert(real).inserted {
                let output = PathText.joined(outputFolder, pngName(for: relative))
                // `isDirectory: false`: without it, URL asks the file system (a stat per spec).
                let key = URL(fileURLWithPath: output, isDirectory: false).standardized.path
                jobs.append(Job(specPath: spec, outputPath: output, collidesWith: owners[key]))
                if owners[key] == nil { owners[key] = spec }
            }
        }
        return SpecInputs(jobs: jobs, warnings: warnings)
    }

    /// `collect`, for a command: the walk's warnings are printed, and a failure is printed as an
    /// error (not a usage message: the command was well formed) and exits 1.
    package static func collectForCommand(paths: [String], outputFolder: String, roots: [String] = []) throws -> SpecInputs {
        do {
            let inputs = try collect(paths: paths, outputFolder: outputFolder, roots: roots)
            inputs.warnings.forEach(Console.say)
            return inputs
        } catch {
            Console.error(error.line + "\n")
            throw ExitCode.failure
        }
    }

    /// `a/b.json` → `a/b.png`; any other name gets `.png` added.
    static func pngName(for relative: String) -> String {
        relative.hasSuffix(".json") ? String(relative.dropLast(5)) + ".png" : relative + ".png"
    }

    /// Every `*.json` (but `*.png.json`) below `folder`, as sorted relative paths (byte
    /// order, so the same on every machine). Hidden files and folders are skipped, and so are
    /// Xcode's bundles (`bundleExtensions`), whose JSON is Xcode's, and a folder whose real
    /// path is the folder itself or one it sits in: walking it would never end.
    /// Folders that are Xcode's bundles: a spec folder may hold the app's `.xcloc` exports
    /// (string tables) or asset catalogs, whose `contents.json` files are not specs.
    static let bundleExtensions: Set<String> = ["xcloc", "xcassets", "xcodeproj", "xcworkspace", "lproj", "bundle", "app"]

    /// Whether the file at `path` is `maestro hierarchy` output, by its first bytes.
    static func isHierarchyDump(_ path: String) -> Bool {
        let head = BoundedFile.head(path, count: 256)
        return !head.isEmpty && MaestroHierarchyReader.isHierarchy(head: head)
    }

    private static func specs(under folder: String) throws(Diagnostic) -> (found: [(relative: String, real: String)], warnings: [Diagnostic]) {
        var found: [(relative: String, real: String)] = []
        var warnings: [Diagnostic] = []
        // Each pending folder carries its real path and those of the folders it sits in, itself
        // included. An entry that is no symlink is its folder's real path joined with its name:
        // one lstat instead of realpath's readlink of every component (a tenth of a 1,000-spec
        // batch's start).
        let root = PathText.real(folder)
        var pending: [(relative: String, real: String, ancestors: Set<String>)] = [("", root, [root])]
        while let (relativeFolder, realFolder, ancestors) = pending.popLast() {
            let absolute = relativeFolder.isEmpty ? folder : PathText.joined(folder, relativeFolder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else {
                throw Diagnostic(.error, file: nil, "cannot read the folder \(absolute)")
            }
            for name in names where !name.hasPrefix(".") {
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                let path = PathText.joined(folder, relative)
                let type = PathText.entryType(path)
                let real = type == .symlink ? PathText.real(path) : PathText.joined(realFolder, name)
                if type == .folder || (type == .symlink && PathText.isFolder(real)) {
                    if let dot = name.lastIndex(of: "."), Self.bundleExtensions.contains(String(name[name.index(after: dot)...])) { continue }
                    if ancestors.contains(real) {
                        warnings.append(
                            Diagnostic(.warning, file: path, "skipped: this folder symlink leads back to \(real), which is already being walked"))
                        continue
                    }
                    pending.append((relative, real, ancestors.union([real])))
                } else if name.hasSuffix(".json"), !name.hasSuffix(".png.json"), name != "fukidashi.json", !Self.isHierarchyDump(path) {
                    // `home.png.json` is a golden's sidecar (`fukidashi verify`), never a spec;
                    // `maestro hierarchy > screens/home.json` is a screenshot's dump.
                    found.append((relative, real))
                }
            }
        }
        return (found.sorted { Array($0.relative.utf8).lexicographicallyPrecedes(Array($1.relative.utf8)) }, warnings)
    }
}
