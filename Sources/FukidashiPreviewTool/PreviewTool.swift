import ArgumentParser
import Fukidashi
import FukidashiCommandLine
import FukidashiPreview

/// The design-review server's program; `fukidashi preview` runs it with its own arguments.
@main
struct PreviewTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fukidashi preview", abstract: PreviewOptions.abstract,
        discussion: PreviewOptions.discussion, version: FukidashiVersion.current)

    @OptionGroup var preview: PreviewOptions

    func run() async throws {
        let preview = preview
        let paths = preview.paths, golden = preview.golden, allowed = preview.options.allowedPaths
        var configuration = PreviewConfiguration(renderer: preview.options.configuration, watchPaths: preview.watchPaths) {
            let found = PreviewOptions.discover(paths: paths, golden: golden, allowed: allowed)
            return PreviewDiscovery(
                specs: found.specs.map { PreviewSpec(path: $0.path, name: $0.name, goldenPath: $0.golden) }, problems: found.problems)
        }
        configuration.host = preview.host
        configuration.port = preview.port
        configuration.locales = preview.options.locales
        configuration.strict = preview.options.strict
        configuration.workers = preview.options.workers
        configuration.tolerance = preview.comparison.tolerance
        configuration.onListening = { address in
            Console.output("fukidashi preview: serving \(address) (Ctrl-C stops it)\n")
        }
        if !configuration.isLoopback {
            Console.error("fukidashi: warning: listening on \(preview.host), not loopback: anyone who can reach this address sees the specs' images")
        }
        do {
            try await PreviewServer.run(configuration)
        } catch {
            if "\(error)".contains("Address already in use") {
                Console.error(
                    "fukidashi: error: port \(preview.port) on \(preview.host) is in use by another program; choose another with --port N, or --port 0 for any free one"
                )
            } else {
                Console.error("fukidashi: error: the preview server stopped: \(error)")
            }
            throw ExitCode.failure
        }
    }
}
