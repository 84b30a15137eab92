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
    package var argument: Int?
    /// The argument's type, such as `lld` (`%arg` in a form stands for it).
    package var specifier: String
    package var forms: [String: String]

    package init(argument: Int?, specifier: String, forms: [String: String]) {
        (self.argument, self.specifier, self.forms) = (argument, specifier, forms)
    }
}

/// Whose rules a string file follows: they differ in how numbers are formatted, how plural
/// forms are chosen and how text is marked up ("How each platform's strings are read" in the
/// format reference).
package enum StringPlatform: String, Hashable, Sendable {
    /// String Catalogs, `.strings`, `.stringsdict` and Xcode's XLIFF: Foundation's formatter,
    /// an explicit `zero` form for 0, and Markdown as SwiftUI reads it.
    case apple
    /// `res/values*/strings.xml`: `java.util.Formatter`, CLDR's categories strictly, and the
    /// HTML tags `Resources.getText` keeps as spans.
    case android
}

/// Why one translation cannot be used, found while reading its file: it fails the locales that
/// use it, and nothing else.
package struct TranslationProblem: Error, Hashable, Sendable {
    package let message: String
    package let line: Int?

    package init(_ message: String, line: Int? = nil) {
        (self.message, self.line) = (message, line)
    }
}

/// One key's text in one locale, with where it came from.
package struct Translation: Hashable, Sendable {
    package var text: TranslationText
    package var substitutions: [String: Substitution]
    package var state: TranslationState
    /// The file it was read from, for diagnostics and the manifest.
    package var file: String
    package var platform: StringPlatform
    /// Styled runs the file marked (Android's `<b>`, `<i>`, `<u>` …), by form: `""` for a
    /// single text, else the plural category. Ranges are `Character` offsets in that form.
    package var spans: [String: [MarkedText.Run]]
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
    package var zeroFormForZero: Bool { platform == .apple }

    /// A translation its file holds in a form that cannot be used.
    package static func broken(_ problem: TranslationProblem, file: String, platform: StringPlatform) -> Translation {
        Translation(text: .single(""), file: file, platform: platform, problem: problem)
    }
}

/// A table's keys in every locale read so far: `Localizable` from `Localizable.xcstrings`, or
/// from every `xx.lproj/Localizable.strings` and `.stringsdict` together.
package struct StringTable: Hashable, Sendable {
    package let name: String
    /// Key → locale → translation.
    package private(set) var entries: [String: [String: Translation]] = [:]
    /// Keys in the order first read, for did-you-mean and stable listings.
    package private(set) var keys: [String] = []
    /// Locales whose file of this table could not be read (`values-ru/strings.xml` broken):
    /// a lookup that reaches one fails with its error instead of falling back past it.
    package private(set) var brokenLocales: [String: StringTableError] = [:]

    package init(name: String) {
        self.name = name
    }

    /// Adds or replaces `key` in `locale`. A `.stringsdict` entry replaces the `.strings`
    /// one of the same key, as on Apple platforms.
    package mutating func set(_ key: String, locale: String, _ translation: Translation) {
        if entries[key] == nil { keys.append(key) }
        entries[key, default: [:]][locale] = translation
    }

    /// Marks `locale`'s file of this table as unreadable.
    package mutating func markBroken(_ locale: String, _ error: StringTableError) {
        if brokenLocales[locale] == nil { brokenLocales[locale] = error }
    }

    /// The locales `key` is translated into.
    package func locales(of key: String) -> [String] { entries[key].map { Array($0.keys) } ?? [] }

    /// Every locale any key is translated into.
    package var allLocales: Set<String> {
        var found = Set<String>()
        for locales in entries.values { found.formUnion(locales.keys) }
        return found
    }
}

/// What a file or folder of strings held: its tables, and the source language if it says.
package struct StringTableFile: Sendable {
    package var tables: [StringTable]
    package var sourceLanguage: String?

    package init(tables: [StringTable], sourceLanguage: String? = nil) {
        self.tables = tables
        self.sourceLanguage = sourceLanguage
    }
}

/// Why a string file cannot be used: the file, and where in it, as a compiler says it.
package struct StringTableError: Error, Hashable, Sendable, CustomStringConvertible {
    package let file: String
    package let line: Int?
    package let column: Int?
    package let message: String

    package init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        (self.file, self.line, self.column, self.message) = (file, line, column, message)
    }

    /// `Localizable.xcstrings:12:7: expected ...`.
    package var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(place): \(message)"
    }
}
