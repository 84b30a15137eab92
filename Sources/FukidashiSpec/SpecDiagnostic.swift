/// One problem found in a spec, reported like a compiler's:
/// `home.json: error: elements[0].placment: unknown key, did you mean "placement"?`
public struct SpecDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// An error stops the spec from rendering; a warning does not.
    public enum Severity: String, Hashable, Sendable {
        /// The spec does not render.
        case error
        /// The spec renders; the user should still read this.
        case warning
    }

    /// What a batch counts per locale in its summary.
    public enum Category: String, Hashable, Sendable {
        /// A translation was missing and another locale's text was drawn instead.
        case fallback
        /// Text did not fit and was cut with "…".
        case overflow
        /// A translation is marked new or needing review in its string table.
        case needsReview
    }

    /// Whether the spec still renders.
    public let severity: Severity
    /// `nil` for problems with the file itself (syntax, size).
    public let path: JSONPath?
    /// What is wrong, in words: "unknown key, did you mean \"placement\"?".
    public let message: String
    /// The locale this is about, when one of a spec's locales has it and the others may not.
    public var locale: String?
    /// Set on the kinds a batch counts per locale.
    public var category: Category?

    package init(_ severity: Severity, at path: JSONPath?, _ message: String, category: Category? = nil) {
        self.severity = severity
        self.path = path
        self.message = message
        self.category = category
    }

    /// The same diagnostic at another path.
    package func at(_ path: JSONPath?) -> SpecDiagnostic {
        var copy = SpecDiagnostic(severity, at: path, message, category: category)
        copy.locale = locale
        return copy
    }

    /// The same diagnostic, said of one locale's rendering.
    package func inLocale(_ locale: String) -> SpecDiagnostic {
        var copy = self
        copy.locale = locale
        return copy
    }

    package static func expected(_ expectation: String, got value: JSONValue, at path: JSONPath) -> SpecDiagnostic {
        SpecDiagnostic(.error, at: path, "expected \(expectation), got \(value.foundDescription)")
    }

    /// `severity: path: message`, without the file; `formatted(file:)` adds it. A locale
    /// shows in the path: as its last key where the path leads into a locale map
    /// (`elements[0].text.ja`), else after it (`elements[0] (ja)`).
    public var description: String {
        var place = path?.description
        if let locale, path?.components.last != .key(locale) {
            place = (place.map { $0 + " " } ?? "") + "(\(locale))"
        }
        if let place { return "\(severity.rawValue): \(place): \(message)" }
        return "\(severity.rawValue): \(message)"
    }

    /// The line a compiler would print: `home.json: error: elements[0].placment: …`.
    public func formatted(file: String) -> String { "\(file): \(description)" }
}

/// A spec that cannot be rendered: every error found, in document order.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every error found, in document order.
    public let diagnostics: [SpecDiagnostic]

    package init(_ diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
