import FukidashiModel
import FukidashiVariants
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The command's messages, written straight to the file descriptors (FileHandle is only in
/// full Foundation, which this tool does not load: it halves start-up time).
package enum Console {
    /// One message on standard error, ending with a newline.
    package static func error(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: STDERR_FILENO)
    }

    /// A problem of the run or of an input, as every tool prints it: `fukidashi: warning: …`.
    package static func say(_ diagnostic: Diagnostic) {
        error(diagnostic.line)
    }

    package static func output(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Whether standard output is a terminal (a command run in process writes to no terminal).
    package static var outputIsTerminal: Bool {
        captured.withLock { $0 == nil } && isatty(STDOUT_FILENO) == 1
    }

    /// What a command run in this process says (`InProcessCommand`), kept instead of written to
    /// the process's own descriptors; `nil` while none runs.
    private static let captured = Mutex<CapturedOutput?>(nil)

    /// A command's standard output and error, as its run wrote them.
    package struct CapturedOutput: Sendable {
        package var output: [UInt8] = []
        package var error: [UInt8] = []
    }

    /// `body`'s result, with what was said while it ran (on any thread) kept, not written. The
    /// caller runs one at a time (`InProcessCommand`'s lock).
    package static func capturing<T>(_ body: () -> T) -> (T, CapturedOutput) {
        captured.withLock { $0 = CapturedOutput() }
        let result = body()
        let output = captured.withLock { kept in
            defer { kept = nil }
            return kept ?? CapturedOutput()
        }
        return (result, output)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        let kept = captured.withLock { kept -> Bool in
            guard kept != nil else { return false }
            if descriptor == STDOUT_FILENO { kept!.output += text.utf8 } else { kept!.error += text.utf8 }
            return true
        }
        if kept { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe: nothing more can be said
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    package var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
