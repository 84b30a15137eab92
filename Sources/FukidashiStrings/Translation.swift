import FukidashiLanguage

/// How far a translation has come, as String Catalogs and XLIFF mark it.
package enum TranslationState: String, Hashable, Sendable {
    case translated
    /// Changed in the source since it was translated, or marked for review.
    case needsReview = "needs review"
    /// Not yet translated: a placeholder, often the source text.
    case new
}

/// The text of one translation: one format string, or one per CLDR plural category
/// (`zero`, `one`, `two`, `few`, `many`, `other`).
package enum TranslationText: Hashable, Sendable {
    case single(String)
    case plural([String: String])
}

/// A `%#@name@` in a format string: its own plural forms, chosen by one argument.
package struct Substitution: Hashable, Sendable {
    /// Which argument (1-based) chooses the form; `nil` takes the argument at the
    /// substitution's place among the format's specifiers, as `.stringsdict` does.
    var argument: Int?
    /// The argument's type, such as `lld` (`%arg` in a form stands for it).
    var specifier: String
    var forms: [String: String]

    package init(argument: Int?, specifier: String, forms: [String: String]) {
        (self.argument, self.specifier, self.forms) = (argument, specifier, forms)
    }
}

/// One key's text in one locale, with where it came from.
package struct Translation: Hashable, Sendable {
    package var text: TranslationText
    var substitutions: [String: Substitution]
    package var state: TranslationState
    /// The file it was read from, for diagnostics and the manifest.
    package var file: String
    package var platform: StringPlatform
    /// Styled runs the file marked (Android's `<b>`, `<i>`, `<u>` …), by form: `""` for a
    /// single text, else the plural category. Ranges are `Character` offsets in that form.
    package var spans: [String: [MarkedText.Run]]
    /// What a pseudo-locale copies untouched, by form as `spans` (Android's `<xliff:g>`, and
    /// the whole of a resource marked `translatable="false"`).
    var untranslated: [String: [Range<Int>]] = [:]
    /// Set when the file holds this translation in a form its platform would refuse.
    package var problem: TranslationProblem?
    /// States of the plural forms that are not `translated`, by category: a form marked for
    /// review is reported only when it is the one shown.
    package var formStates: [String: TranslationState]

    package init(
        text: TranslationText, substitutions: [String: Substitution] = [:], state: TranslationState = .translated,
        file: String, platform: StringPlatform = .apple, spans: [String: [MarkedText.Run]] = [:],
        problem: TranslationProblem? = nil, formStates: [String: TranslationState] = [:]
    ) {
        self.text = text
        self.substitutions = substitutions
        self.state = state
        self.file = file
        self.platform = platform
        self.spans = spans
        self.problem = problem
        self.formStates = formStates
    }

    /// Apple's plural rule: an explicit `zero` form is used for 0 in every language. Android
    /// follows CLDR strictly (English has no `zero` category there).
    var zeroFormForZero: Bool { platform == .apple }

    /// A translation its file holds in a form that cannot be used.
    static func broken(_ problem: TranslationProblem, file: String, platform: StringPlatform) -> Translation {
        Translation(text: .single(""), file: file, platform: platform, problem: problem)
    }
}
