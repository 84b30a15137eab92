import FukidashiJSON

/// Why one translation cannot be used, found while reading its file: it fails the locales that
/// use it, and nothing else.
package struct TranslationProblem: Error, Hashable, Sendable {
    package let message: String
    package let line: Int?

    package init(_ message: String, line: Int? = nil) {
        (self.message, self.line) = (message, line)
    }
}
