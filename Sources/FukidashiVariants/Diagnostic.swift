import FukidashiJSON
import FukidashiLanguage

/// One problem, reported like a compiler's, by every stage through this one type:
/// `home.json: error: elements[0].placment: unknown key, did you mean "placement"?`. Its
/// fields (severity, category, file, JSON path, variant) are what the CLI, the manifest, the
/// summaries, `verify` and the preview read; none of them parses the message.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// An error stops the spec from rendering; a warning does not; a note only says what was
    /// done where the user may wonder (which file stood in for a missing one), and counts as
    /// neither.
    public enum Severity: String, Hashable, Sendable {
        /// The spec does not render.
        case error
        /// The spec renders; the user should still read this.
        case warning
        /// The spec renders as asked; this says how, and is never counted or made an error.
        case note
    }

    /// What a batch counts per locale in its summary.
    public enum Category: String, Hashable, Sendable {
        /// A translation was missing and another locale's text was drawn instead.
        case fallback
        /// Text did not fit and was cut with "…".
        case overflow
        /// A translation is marked new or needing review in its string table.
        case needsReview
        /// Text whose contrast with what is drawn behind it is below WCAG's threshold.
        case contrast
    }

    /// Whether the spec still renders.
    public let severity: Severity
    /// `nil` for problems with the file itself (syntax, size).
    public let path: JSONPath?
    /// What is wrong, in words: "unknown key, did you mean \"placement\"?".
    public let message: String
    /// The file it is about (a spec, a project, a string table), as the user named it; `nil`
    /// for a problem of the run itself (a flag, a missing program).
    public var file: String?
    /// The variant this is about, when one of a spec's variants has it and the others may not;
    /// `plain` for what holds for every variant. After grouping (`grouped(among:)`), only the
    /// axes it does not hold along every value of.
    public var variant = Variant.plain
    /// The locale this is about.
    public var locale: String? { variant.locale }
    /// Set on the kinds a batch counts per locale.
    public var category: Category?
    /// One problem that each variant says in its own words (naming its own dump and what is
    /// in it): diagnostics with the same key at the same path are said once, of every variant
    /// that has it, in the first one's words (`grouped(among:)`).
    package var sameProblem: String?
    /// After grouping, the variants a diagnostic said once stands for, where they are more than
    /// one and not every variant (`variant` is then `plain`).
    public var saidOf: [Variant] = []

    package init(_ severity: Severity, at path: JSONPath?, _ message: String, category: Category? = nil) {
        self.severity = severity
        self.path = path
        self.message = message
        self.category = category
    }

    /// A problem of a file as a whole, or of the run (`file` `nil`): no JSON path.
    package init(_ severity: Severity, file: String?, _ message: String) {
        self.init(severity, at: nil, message)
        self.file = file
    }

    /// The same diagnostic at another path.
    package func at(_ path: JSONPath?) -> Diagnostic {
        var copy = Diagnostic(severity, at: path, message, category: category)
        (copy.file, copy.variant) = (file, variant)
        return copy
    }

    /// The same diagnostic, said of one variant's rendering (its own values kept: a
    /// diagnostic already said of a locale stays said of it).
    package func `in`(_ variant: Variant) -> Diagnostic {
        var copy = self
        for axis in variant.axes where copy.variant[axis] == nil { copy.variant[axis] = variant[axis] }
        return copy
    }

    /// The same diagnostic, said of a file.
    package func `in`(file: String) -> Diagnostic {
        var copy = self
        copy.file = copy.file ?? file
        return copy
    }

    package static func expected(_ expectation: String, got value: JSONValue, at path: JSONPath) -> Diagnostic {
        Diagnostic(.error, at: path, "expected \(expectation), got \(value.foundDescription)")
    }

    /// `severity: path: message`, without the file; `formatted(file:)` adds it. The variant
    /// shows in the path: a locale as its last key where the path leads into a locale map
    /// (`elements[0].text.ja`), the rest after it (`elements[0] (ja, dark, @3x)`).
    public var description: String {
        var place = path?.description
        var shown = variant
        if let locale, path?.components.last == .key(locale) { shown = shown.without(.locale) }
        if !saidOf.isEmpty {
            let separator = saidOf.contains { $0.axes.count > 1 } ? "; " : ", "
            place = (place.map { $0 + " " } ?? "") + "(\(saidOf.map(\.description).joined(separator: separator)))"
        } else if shown != .plain {
            place = (place.map { $0 + " " } ?? "") + "(\(shown))"
        }
        if let place { return "\(severity.rawValue): \(place): \(message)" }
        return "\(severity.rawValue): \(message)"
    }

    /// The line a compiler would print: `home.json: error: elements[0].placment: …`; its own
    /// file where it has one, else `file`.
    public func formatted(file: String) -> String { "\(self.file ?? file): \(description)" }

    /// The line a compiler would print, named by its own file, or by the program for a
    /// problem of the run: `fukidashi: error: …`.
    public var line: String { formatted(file: "fukidashi") }
}

/// A spec that cannot be rendered: every error found, in document order.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every error found, in document order.
    public let diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
