import ArgumentParser
import Fukidashi
import FukidashiCommandLine
import FukidashiModel
import FukidashiPlatform
import FukidashiVariants

#if canImport(Glibc)
    import Glibc
#endif

/// `fukidashi preview`: checks the arguments, then becomes `fukidashi-preview` (exec), the
/// server's own program beside this one, so `render` and `verify` never load the server.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "preview", abstract: PreviewOptions.abstract, discussion: PreviewOptions.discussion)

    @OptionGroup var preview: PreviewOptions

    func run() throws {
        let arguments = CommandLine.arguments
        let rest = Array(arguments.drop { $0 != "preview" }.dropFirst())
        let program = PathText.joined(PathText.parent(PathText.runningExecutable ?? CommandLine.arguments[0]), "fukidashi-preview")
        guard access(program, X_OK) == 0 else {
            Console.error(
                Diagnostic(
                    .error, file: nil, "fukidashi preview needs \(program) (scripts/install.sh installs it beside fukidashi; swift build builds both)"
                ).line)
            throw ExitCode.failure
        }
        let argv = ([program] + rest).map { strdup($0) } + [nil]
        execv(program, argv)
        Console.error(Diagnostic(.error, file: nil, "cannot start \(program) (errno \(errno))").line)
        throw ExitCode.failure
    }
}
