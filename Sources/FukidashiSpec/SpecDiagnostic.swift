/// One problem found in a spec, reported like a compiler's:
/// `home.json: error: elements[0].placment: unknown key, did you mean "placement"?`
public struct SpecDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public let severity: Severity
    /// `nil` for problems with the file itself (syntax, size).
    public let path: JSONPath?
    public let message: String

    public init(_ severity: Severity, at path: JSONPath?, _ message: String) {
        self.severity = severity
        self.path = path
        self.message = message
    }

    public static func expected(_ expectation: String, got value: JSONValue, at path: JSONPath) -> SpecDiagnostic {
        SpecDiagnostic(.error, at: path, "expected \(expectation), got \(value.foundDescription)")
    }

    /// `severity: path: message`, without the file; `formatted(file:)` adds it.
    public var description: String {
        if let path { return "\(severity.rawValue): \(path): \(message)" }
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
