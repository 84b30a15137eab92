import FukidashiJSON

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
    private(set) var brokenLocales: [String: StringTableError] = [:]

    package init(name: String) {
        self.name = name
    }

    /// Adds or replaces `key` in `locale`. A `.stringsdict` entry replaces the `.strings`
    /// one of the same key, as on Apple platforms.
    mutating func set(_ key: String, locale: String, _ translation: Translation) {
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
    var allLocales: Set<String> {
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
