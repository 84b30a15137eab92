import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

/// Collects diagnostics while decoding, so one pass reports every problem in a spec.
final class DiagnosticLog {
    private(set) var diagnostics: [Diagnostic] = []
    /// Appearance maps read as one entry (`SpecReader.entry`), by the path they had: a
    /// diagnostic inside one names the entry (`styles.tour.fill.dark`).
    private var appearanceEntries: [JSONPath: String] = [:]

    func noteEntry(at path: JSONPath, key: String) { appearanceEntries[path] = key }

    /// `path` as written in the file, appearance entries put back in: each map's on the way,
    /// this pass's entry, or `appearance`'s where that is given.
    func written(_ path: JSONPath?, in appearance: String? = nil) -> JSONPath? {
        guard let path, !appearanceEntries.isEmpty else { return path }
        var components: [JSONPath.Component] = []
        var resolved: [JSONPath.Component] = []
        for component in path.components {
            components.append(component)
            resolved.append(component)
            if let key = appearanceEntries[JSONPath(resolved)] { components.append(.key(appearance ?? key)) }
        }
        return JSONPath(components)
    }

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
        diagnostics.append(appearanceEntries.isEmpty ? diagnostic : diagnostic.at(written(diagnostic.path)))
    }

    /// An error about the appearance map at `path` itself, not the entry read in its place:
    /// said at the map's path as written (`elements[0].tail.light.width`).
    func errorAtMap(_ path: JSONPath, _ message: String) {
        guard let last = path.components.last else { return error(path, message) }
        let parent = written(JSONPath(Array(path.components.dropLast()))) ?? path
        diagnostics.append(Diagnostic(.error, at: JSONPath(parent.components + [last]), message))
    }

    func warning(_ path: JSONPath?, _ message: String) {
        append(Diagnostic(.warning, at: path, message))
    }

    func expected(_ expectation: String, got value: JSONValue, at path: JSONPath) {
        append(.expected(expectation, got: value, at: path))
    }

    /// `unknown placement "abov", did you mean "above"?` or, with no close match, the choices.
    func unknownName(_ kind: String, _ name: String, among choices: [String], at path: JSONPath) {
        append(Self.unknownName(kind, name, among: choices, at: path))
    }

    /// The error `unknownName` says.
    static func unknownName(_ kind: String, _ name: String, among choices: [String], at path: JSONPath) -> Diagnostic {
        let message =
            if let suggestion = Suggestion.closest(to: name, among: choices) {
                "unknown \(kind) \(name.quotedForDiagnostic), did you mean \(suggestion.quotedForDiagnostic)?"
            } else if choices.isEmpty {
                "unknown \(kind) \(name.quotedForDiagnostic)"
            } else {
                "unknown \(kind) \(name.quotedForDiagnostic); expected one of \(choices.joined(separator: ", "))"
            }
        return Diagnostic(.error, at: path, message)
    }
}
