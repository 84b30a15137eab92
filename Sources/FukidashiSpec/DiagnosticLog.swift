/// Collects diagnostics while decoding, so one pass reports every problem in a spec.
final class DiagnosticLog {
    private(set) var diagnostics: [SpecDiagnostic] = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func error(_ path: JSONPath?, _ message: String) {
        diagnostics.append(SpecDiagnostic(.error, at: path, message))
    }

    func append(_ diagnostic: SpecDiagnostic) {
        diagnostics.append(diagnostic)
    }

    func warning(_ path: JSONPath?, _ message: String) {
        diagnostics.append(SpecDiagnostic(.warning, at: path, message))
    }

    func expected(_ expectation: String, got value: JSONValue, at path: JSONPath) {
        diagnostics.append(.expected(expectation, got: value, at: path))
    }

    /// `unknown placement "abov", did you mean "above"?` or, with no close match, the choices.
    func unknownName(_ kind: String, _ name: String, among choices: [String], at path: JSONPath) {
        if let suggestion = Suggestion.closest(to: name, among: choices) {
            error(path, "unknown \(kind) \(name.quotedForDiagnostic), did you mean \(suggestion.quotedForDiagnostic)?")
        } else if choices.isEmpty {
            error(path, "unknown \(kind) \(name.quotedForDiagnostic)")
        } else {
            error(path, "unknown \(kind) \(name.quotedForDiagnostic); expected one of \(choices.joined(separator: ", "))")
        }
    }
}
