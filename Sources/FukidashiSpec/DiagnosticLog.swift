import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

/// Collects diagnostics while decoding, so one pass reports every problem in a spec.
final class DiagnosticLog {
    private(set) var diagnostics: [Diagnostic] = []
    /// What was said after the first `count`, taken back out of the log: a locale map's
    /// entry's, which only the variants that take it report.
    func removeAll(after count: Int) -> [Diagnostic] {
        defer { diagnostics.removeSubrange(count...) }
        return Array(diagnostics[count...])
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func error(_ path: JSONPath?, _ message: String) {
        append(Diagnostic(.error, at: path, message))
    }

    func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    func warning(_ path: JSONPath?, _ message: String) {
        append(Diagnostic(.warning, at: path, message))
    }

    func expected(_ expectation: String, got value: JSONValue, at path: JSONPath) {
        append(.expected(expectation, got: value, at: path))
    }

    /// `unknown placement "abov", did you mean "above"?` or, with no close match, the choices.
    func unknownName(_ kind: String, _ name: String, among choices: [String], meant: String? = nil, at path: JSONPath) {
        append(Self.unknownName(kind, name, among: choices, meant: meant, at: path))
    }

    /// The error `unknownName` says; `meant`: the name `name` is another spelling of, offered
    /// before the nearest by spelling.
    static func unknownName(_ kind: String, _ name: String, among choices: [String], meant: String? = nil, at path: JSONPath) -> Diagnostic {
        let message =
            if let suggestion = meant ?? Suggestion.closest(to: name, among: choices) {
                "unknown \(kind) \(name.quotedForDiagnostic), did you mean \(suggestion.quotedForDiagnostic)?"
            } else if choices.isEmpty {
                "unknown \(kind) \(name.quotedForDiagnostic)"
            } else {
                "unknown \(kind) \(name.quotedForDiagnostic); expected one of \(choices.joined(separator: ", "))"
            }
        return Diagnostic(.error, at: path, message)
    }
}
