import FukidashiModel
import FukidashiVariants

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

    private static func write(_ text: String, to descriptor: Int32) {
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
