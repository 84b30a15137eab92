import ArgumentParser
import FukidashiCommandLine
import FukidashiVariants
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The command run in this process as `main` runs it, with its output kept: what the CLI's tests
/// call, so that a test of the command's logic starts no process (a handful still run the
/// binary, for what only a process shows: signals, the libraries it opens, the flush on exit).
///
/// A command names files relative to its working directory, which is the process's, so one
/// runs at a time, in its folder, and the process's folder is put back after it.
enum InProcessCommand {
    /// What a run gave: its exit status and what it wrote.
    struct Result: Sendable {
        let status: Int32
        let output: String
        let error: String
    }

    private static let oneAtATime = Mutex<Void>(())

    /// `fukidashi ARGUMENTS` run in `directory`; `environment` in place of the process's for
    /// what the command reads of it (`nil`: the process's).
    static func run(_ arguments: [String], in directory: String, environment: [String: String]? = nil) -> Result {
        exclusively {
            let previous = FileManager.default.currentDirectoryPath
            guard FileManager.default.changeCurrentDirectoryPath(directory) else {
                return Result(status: 66, output: "", error: Diagnostic(.error, file: nil, "cannot enter \(directory)").line + "\n")
            }
            defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
            // The batch takes SIGINT and SIGTERM for itself and keeps them (`withInterruption`);
            // in this process they must go back to what they were.
            let handlers = SignalHandlers.saved([SIGINT, SIGTERM])
            defer { handlers.restore() }
            let (status, said) = Console.capturing {
                CommandEnvironment.with(environment) { main(arguments) }
            }
            return Result(status: status, output: String(decoding: said.output, as: UTF8.self), error: String(decoding: said.error, as: UTF8.self))
        }
    }

    /// `body`'s result, with no command running in process meanwhile: what sees the process's
    /// folder and signal handlers as a run leaves them.
    static func exclusively<T>(_ body: () -> T) -> T {
        oneAtATime.withLock { _ in body() }
    }

    /// What `fukidashi [COMMAND] --help` prints in a terminal `columns` wide; `nil` for a
    /// command there is not.
    static func help(_ command: String?, columns: Int) -> String? {
        guard let command else { return FukidashiCommand.helpMessage(columns: columns) + "\n" }
        guard let type = FukidashiCommand.configuration.subcommands.first(where: { $0._commandName == command }) else { return nil }
        return FukidashiCommand.helpMessage(for: type, columns: columns) + "\n"
    }

    /// `FukidashiCommand.main`'s parse, run and exit, returning the status it would exit with.
    private static func main(_ arguments: [String]) -> Int32 {
        do {
            var command = try FukidashiCommand.parseAsRoot(arguments)
            try command.run()
            return ExitCode.success.rawValue
        } catch {
            // As ArgumentParser's `exit(withError:)` says it: help and the version on standard
            // output, a usage error on standard error.
            let status = FukidashiCommand.exitCode(for: error)
            let message = FukidashiCommand.fullMessage(for: error)
            if !message.isEmpty {
                if status.isSuccess { Console.output(message + "\n") } else { Console.error(message + "\n") }
            }
            return status.rawValue
        }
    }
}

/// Signal dispositions saved, to be put back.
private struct SignalHandlers {
    let actions: [(Int32, sigaction)]

    static func saved(_ signals: [Int32]) -> SignalHandlers {
        SignalHandlers(
            actions: signals.map { signal in
                var action = sigaction()
                sigaction(signal, nil, &action)
                return (signal, action)
            })
    }

    func restore() {
        for (signal, action) in actions {
            var action = action
            sigaction(signal, &action, nil)
        }
    }
}
