/// One problem found in a spec, reported like a compiler's:
/// `home.json: error: elements[0].placment: unknown key, did you mean "placement"?`
public struct SpecDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    /// What a batch counts per locale in its summary.
    public enum Category: String, Hashable, Sendable {
        /// A translation was missing and another locale's text was drawn instead.
        case fallback
        /// Text did not fit and was cut with "…".
        case overflow
    }

    public let severity: Severity
    /// `nil` for problems with the file itself (syntax, size).
    public let path: JSONPath?
    public let message: String
    /// The locale this is about, when one of a spec's locales has it and the others may not.
    public var locale: String?
    public var category: Category?

    public init(_ severity: Severity, at path: JSONPath?, _ message: String, category: Category? = nil) {
        self.severity = severity
        self.path = path
        self.message = message
        self.category = category
    }

    /// The same diagnostic, said of one locale's rendering.
    public func inLocale(_ locale: String) -> SpecDiagnostic {
        var copy = self
        copy.locale = locale
        return copy
    }

    public static func expected(_ expectation: String, got value: JSONValue, at path: JSONPath) -> SpecDiagnostic {
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

    public func formatted(file: String) -> String { "\(file): \(description)" }
}

/// A spec that cannot be rendered: every error found, in document order.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    public let diagnostics: [SpecDiagnostic]

    public init(_ diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
