import ArgumentParser
import Fukidashi
import FukidashiJSON
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

/// `--project FILE`, shared by `render`, `verify` and `preview`.
package struct ProjectOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("project"),
        help: ArgumentHelp(
            "A project file (fukidashi.json) whose styles, strings, fonts, locales, appearances, scales and output every spec uses. With no PATH, the fukidashi.json in this folder or the nearest one above it is used.",
            valueName: "file"))
    package var file: String?

    @Flag(
        name: .customLong("no-project"),
        help: "Use no project file, even where the specs named sit in a project's folder (fukidashi.json in it or above it).")
    var ignoresProject = false

    package func validate() throws {
        if ignoresProject, file != nil { throw ValidationError("give --project FILE or --no-project, not both") }
    }
}

/// The project a command runs with, and the specs it names: found upward from the current
/// folder as git finds its repository when no PATH is given, or named by `--project`.
package struct ProjectSetup {
    static let fileName = "fukidashi.json"

    package let project: Project?
    /// The spec files and folders to collect.
    package let paths: [String]

    /// The project file a command uses: `--project`'s; else, as git finds its repository, the
    /// nearest `fukidashi.json` upward from the current folder (no PATH) or from the specs
    /// named, when they all sit in one project's folder; nil with `--no-project`, or when the
    /// specs named sit in no project. Specs named from two projects are a usage error.
    package static func file(paths: [String], options: ProjectOptions) throws -> String? {
        if let file = options.file { return file }
        if options.ignoresProject { return nil }
        guard !paths.isEmpty else { return findUpward() }
        var found: [String: String] = [:]
        var outside: [String] = []
        for path in paths {
            let start = PathText.isFolder(path) ? path : PathText.parent(path)
            if let file = findUpward(from: start.isEmpty ? "." : start) {
                if found[PathText.real(file)] == nil { found[PathText.real(file)] = file }
            } else {
                outside.append(path)
            }
        }
        guard found.count <= 1, found.isEmpty || outside.isEmpty else {
            let places = found.values.sorted() + outside.map { "\($0) (in no project)" }
            Console.error(
                Diagnostic(
                    .error, file: nil,
                    "the specs named belong to different projects: \(places.joined(separator: ", ")); name them apart, or give --project FILE or --no-project"
                ).line + "\n")
            throw ExitCode.validationFailure
        }
        return found.values.first
    }

    /// Reads the project (if any) and its spec list. A broken project file is reported, every
    /// problem at its JSON path, and the command exits 1 before anything is written.
    package static func resolve(paths: [String], options: ProjectOptions) throws -> ProjectSetup {
        guard let file = try file(paths: paths, options: options) else {
            if paths.isEmpty {
                Console.error(
                    Diagnostic(
                        .error, file: nil,
                        "no PATH given and no \(fileName) in this folder or any folder above it; give spec files or folders, or --project FILE"
                    ).line + "\n")
                throw ExitCode.validationFailure
            }
            return ProjectSetup(project: nil, paths: paths)
        }
        switch load(file, paths: paths) {
        case .success(let setup):
            return setup
        case .failure(let problems):
            Console.error(problems.diagnostics.map(\.line).joined(separator: "\n") + "\n")
            throw ExitCode.failure
        }
    }

    /// The project in `file` and its specs (`paths` when given, else its own `specs`), or
    /// every problem it has, each naming the file and the JSON path where one applies. The
    /// preview reads it again with this when the file is saved.
    package static func load(_ file: String, paths: [String]) -> Result<ProjectSetup, SpecError> {
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(SpecError([Diagnostic(.error, file: nil, "cannot read the project file \(file)")]))
        }
        let project: Project
        do {
            project = try ProjectDecoder().decode([UInt8](data), file: file)
        } catch {
            return .failure(SpecError(error.diagnostics.map { $0.in(file: file) }))
        }
        var problems: [Diagnostic] = []
        let specs = paths.isEmpty ? expand(project.specs, in: project, problems: &problems) : paths
        for (key, list) in [("strings", project.strings), ("fonts", project.fonts), ("allowPaths", project.allowPaths)] {
            for (index, path) in list.enumerated() where !FileManager.default.fileExists(atPath: path) {
                problems.append(Diagnostic(.error, at: JSONPath.root / key / index, "no such file or folder \(path)").in(file: file))
            }
        }
        guard problems.isEmpty else { return .failure(SpecError(problems)) }
        return .success(ProjectSetup(project: project, paths: specs))
    }

    /// `fukidashi.json` in `start` or in the nearest folder above, as a path from here.
    static func findUpward(from start: String = ".") -> String? {
        var folder = PathText.real(start)
        while true {
            let candidate = PathText.joined(folder, fileName)
            if FileManager.default.fileExists(atPath: candidate) {
                let relative = PathText.relative(candidate, to: ".")
                return relative.hasPrefix("../../../") ? candidate : relative
            }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = PathText.parent(folder).isEmpty ? "/" : PathText.parent(folder)
        }
    }

    /// The project's `specs`: folders and files as they are, globs expanded (sorted). One that
    /// names nothing is an error at its place in the project file.
    static func expand(_ patterns: [String], in project: Project, problems: inout [Diagnostic]) -> [String] {
        var paths: [String] = []
        for (index, pattern) in patterns.enumerated() {
            if pattern.contains(where: { "*?[".contains($0) }) {
                let found = glob(pattern).filter { $0.hasSuffix(".json") && PathText.lastComponent($0) != fileName }
                if found.isEmpty {
                    problems.append(
                        Diagnostic(.error, at: JSONPath.root / "specs" / index, "\(pattern.quotedForDiagnostic) matches no spec").in(
                            file: project.file))
                }
                paths += found
            } else if FileManager.default.fileExists(atPath: pattern) {
                paths.append(pattern)
            } else {
                problems.append(Diagnostic(.error, at: JSONPath.root / "specs" / index, "no such file or folder \(pattern)").in(file: project.file))
            }
        }
        return paths
    }

    /// The files `pattern` matches, sorted, by the C library's glob(3).
    static func glob(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard Glibc.glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { result.gl_pathv[$0].map { String(cString: $0) } }.sorted()
    }
}

extension RenderOptions {
    /// The options with the project's under them: a flag given on the command line wins, and
    /// lists (`--strings`, `--fonts`, `--allow-path`) add to the project's.
    package mutating func adopt(_ project: Project) {
        if locale == nil, let locales = project.locales { locale = locales.joined(separator: ",") }
        if contrast == nil { contrast = project.contrast }
        if textSize == nil, !project.textSizes.isEmpty { textSize = project.textSizes.joined(separator: ",") }
        if project.strict == true { strict = true }
        if warnings == nil, let errors = project.warningsAreErrors { warnings = errors ? .error : .warn }
        stringTables = project.strings + stringTables
        fontFolders = project.fonts + fontFolders
        allowedPaths = project.allowPaths + allowedPaths
        if timeBudget == nil { timeBudget = project.timeBudget }
    }

    /// How a renderer renders, as these options and the project (if any) say.
    package func configuration(project: Project?) -> Renderer.Configuration {
        var settings = configuration
        settings.project = project?.defaults
        return settings
    }
}
