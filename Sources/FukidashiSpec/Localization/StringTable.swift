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

/// One key's text in one locale, with where it came from.
package struct Translation: Hashable, Sendable {
    package var text: TranslationText
    package var substitutions: [String: Substitution]
    package var state: TranslationState
    /// The file it was read from, for diagnostics and the manifest.
    package var file: String
    /// Apple's plural rule: an explicit `zero` form is used for 0 in every language. Android
    /// follows CLDR strictly (English has no `zero` category there).
    package var zeroFormForZero: Bool

    package init(text: TranslationText, substitutions: [String: Substitution] = [:], state: TranslationState = .translated,
                 file: String, zeroFormForZero: Bool = true) {
        self.text = text
        self.substitutions = substitutions
        self.state = state
        self.file = file
        self.zeroFormForZero = zeroFormForZero
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

    package init(name: String) {
        self.name = name
    }

    /// Adds or replaces `key` in `locale`. A `.stringsdict` entry replaces the `.strings`
    /// one of the same key, as on Apple platforms.
    package mutating func set(_ key: String, locale: String, _ translation: Translation) {
        if entries[key] == nil { keys.append(key) }
        entries[key, default: [:]][locale] = translation
    }

    /// The locales `key` is translated into.
    package func locales(of key: String) -> [String] { entries[key].map { Array($0.keys) } ?? [] }
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
