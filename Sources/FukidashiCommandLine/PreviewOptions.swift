import ArgumentParser
import Fukidashi
import FukidashiPlatform
import FukidashiVariants

/// `fukidashi preview`'s options. `fukidashi` parses them (for --help and usage errors), then
/// runs `fukidashi-preview`, the server's own program, which parses the same arguments.
package struct PreviewOptions: ParsableArguments {
    package static let abstract = "Serve a live gallery of every spec in every locale, for design review in a browser."
    package static let discussion = """
        Renders every spec below the paths given, then serves a gallery (filter by folder, \
        locale and warnings; every locale of a spec side by side), a detail view of each image \
        (1:1 pixels with zoom, its warnings and text lines, and with --golden the golden, the \
        differences and a slider), and each failing spec's errors in place of its image. A \
        project's appearances and scales are shown with a switch (light, dark, or both side by \
        side) and every variant of a spec in a row. Saving a spec, an image, a string table or \
        the project file re-renders the specs it affects; open pages update without a reload. \
        With no PATH it serves the project found upward from here, as render does. It listens \
        on 127.0.0.1 unless --host says otherwise, and writes nothing. Ctrl-C (SIGINT) or \
        SIGTERM stops it.
        """

    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "n"))
    package var port: Int = 8420

    @Option(
        help: ArgumentHelp("The address to listen on. Anything but loopback lets others on the network see the specs' images.", valueName: "addr"))
    package var host: String = "127.0.0.1"

    @Option(
        help: ArgumentHelp(
            "A folder of golden PNGs laid out like the specs (as for verify): the detail view compares each image with its golden.", valueName: "dir")
    )
    package var golden: String?

    @OptionGroup package var comparison: ToleranceOptions

    @OptionGroup package var project: ProjectOptions

    @OptionGroup package var options: RenderOptions

    @Argument(help: ArgumentHelp("Spec files or folders of specs (default: the project's specs).", valueName: "path"))
    package var paths: [String] = []

    package init() {}

    package func validate() throws {
        try RenderOptions.validate(paths: paths)
        if !(0...65535).contains(port) { throw ValidationError("--port needs a number from 0 to 65535, got \(port)") }
        if let golden, !PathText.isFolder(golden) { throw ValidationError("--golden needs a folder of goldens, got \(golden)") }
    }

    /// What to watch: the specs' paths, `--strings`, `--fonts`, `--allow-path` (images from
    /// there), `--golden`, and the project file; with a project, its specs, strings, fonts and
    /// folders too (a reloaded project's new ones are watched from then on).
    package static func watchPaths(_ setup: ProjectSetup, options: RenderOptions, golden: String?) -> [String] {
        setup.paths + options.stringTables + options.fontFolders + options.allowedPaths + [golden, setup.project?.file].compactMap { $0 }
    }

    /// The specs below `paths` as `render` finds them: path, name (relative, without
    /// `.json`) and golden. A folder with no spec (emptied while served) is a problem to
    /// show, not a reason to stop.
    /// A spec reached through a symlink that leads out of the folders served (and of
    /// `--allow-path`) is left out, with a problem saying why: as with images and string
    /// tables, the preview serves nothing from outside what it was given.
    package static func discover(paths: [String], golden: String?, allowed: [String] = []) -> (
        specs: [(path: String, name: String, golden: String?)], problems: [String]
    ) {
        var specs: [(path: String, name: String, golden: String?)] = []
        var problems: [String] = []
        let folder = golden ?? "."
        let roots = (paths + allowed).map(PathText.real)
        for path in paths {
            do {
                let inputs = try SpecInputs.collect(paths: [path], outputFolder: folder)
                problems += inputs.warnings.map(\.line)
                for job in inputs.jobs where !specs.contains(where: { $0.path == job.specPath }) {
                    let real = PathText.real(job.specPath)
                    guard roots.contains(where: { real == $0 || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                        let shown = job.specPath.hasPrefix(path + "/") ? String(job.specPath.dropFirst(path.count + 1)) : job.specPath
                        problems.append(
                            "fukidashi: \(shown) is a symlink out of the folders served; the preview shows only specs inside them (add its folder with --allow-path to serve it)"
                        )
                        continue
                    }
                    let relative = job.outputPath.dropFirst(PathText.joined(folder, "").count).dropLast(4)
                    specs.append((job.specPath, String(relative), golden == nil ? nil : job.outputPath))
                }
            } catch {
                problems.append("fukidashi: \(error.message)")
            }
        }
        // The page is given no absolute path: a folder served is named as the user named it
        // relative to itself (its last component).
        let shown = problems.map { problem in
            paths.filter { $0.hasPrefix("/") }.reduce(problem) { text, path in
                text.replacing(path, with: PathText.lastComponent(path))
            }
        }
        return (specs, shown)
    }
}
