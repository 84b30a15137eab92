import ArgumentParser
import Fukidashi
import FukidashiCommandLine
import FukidashiModel
import FukidashiPreview
import FukidashiVariants

/// The design-review server's program; `fukidashi preview` runs it with its own arguments.
@main
struct PreviewTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fukidashi preview", abstract: PreviewOptions.abstract,
        discussion: PreviewOptions.discussion, version: FukidashiVersion.current)

    @OptionGroup var preview: PreviewOptions

    func run() async throws {
        let preview = preview
        let setup = try ProjectSetup.resolve(paths: preview.paths, options: preview.project)
        var configuration = Self.configuration(preview, setup: setup)
        configuration.onListening = { address in
            Console.output("fukidashi preview: serving \(address) (Ctrl-C stops it)\n")
        }
        if !configuration.isLoopback {
            Console.say(
                Diagnostic(
                    .warning, file: nil, "listening on \(preview.host), not loopback: anyone who can reach this address sees the specs' images"))
        }
        do {
            try await PreviewServer.run(configuration)
        } catch {
            if "\(error)".contains("Address already in use") {
                Console.error(
                    Diagnostic(
                        .error, file: nil,
                        "port \(preview.port) on \(preview.host) is in use by another program; choose another with --port N, or --port 0 for any free one"
                    ).line
                )
            } else {
                Console.error(Diagnostic(.error, file: nil, "the preview server stopped: \(error)").line)
            }
            throw ExitCode.failure
        }
    }

    /// How to serve `setup`'s specs: the command's options over the project's, as `render` takes them.
    static func configuration(_ preview: PreviewOptions, setup: ProjectSetup) -> PreviewConfiguration {
        var options = preview.options
        if let project = setup.project { options.adopt(project) }
        let paths = setup.paths, allowed = options.allowedPaths
        let golden = preview.golden ?? setup.project?.goldens.flatMap { PathText.isFolder($0) ? $0 : nil }
        let watched = PreviewOptions.watchPaths(setup, options: options, golden: golden)
        var configuration = PreviewConfiguration(renderer: options.configuration(project: setup.project), watchPaths: watched) {
            let found = PreviewOptions.discover(paths: paths, golden: golden, allowed: allowed)
            return PreviewDiscovery(
                specs: found.specs.map { PreviewSpec(path: $0.path, name: $0.name, goldenPath: $0.golden) }, problems: found.problems)
        }
        configuration.host = preview.host
        configuration.port = preview.port
        configuration.locales = options.locales
        configuration.strict = options.strict
        configuration.workers = options.workers
        configuration.tolerance = preview.comparison.tolerance
        if let project = setup.project {
            // A saved project file is read again: a theme, a locale or a scale changed shows at
            // once; a broken one is shown on the page, and the last good project stays.
            configuration.project = project
            configuration.projectFile = project.file
            configuration.reloadProject = {
                switch ProjectSetup.load(project.file, paths: preview.paths) {
                case .success(let setup): .success(Self.configuration(preview, setup: setup))
                case .failure(let problems): .failure(problems)
                }
            }
        }
        return configuration
    }
}
