import FukidashiJSON
import FukidashiLanguage

/// Every string table a spec can use, merged by name: a spec's `strings` and `--strings`
/// together. Keys are looked up along a locale's fallback chain.
package struct StringCatalog: Hashable, Sendable {
    /// In the order first read; `Localizable` is searched first when a text names no table.
    package private(set) var tables: [StringTable] = []
    /// The language the first file that says one was written in (a String Catalog's
    /// `sourceLanguage`, an XLIFF's `source-language`).
    package private(set) var sourceLanguage: String?

    package init() {}

    package var isEmpty: Bool { tables.isEmpty }

    /// Adds a file's tables; a table of a name already read gains the new keys and locales.
    package mutating func add(_ file: StringTableFile) {
        if sourceLanguage == nil { sourceLanguage = file.sourceLanguage }
        for table in file.tables {
            if let index = tables.firstIndex(where: { $0.name == table.name }) {
                for key in table.keys {
                    for (locale, translation) in table.entries[key]! { tables[index].set(key, locale: locale, translation) }
                }
                for (locale, error) in table.brokenLocales { tables[index].markBroken(locale, error) }
            } else {
                tables.append(table)
            }
        }
    }

    /// A key found in one locale of one table.
    package struct Match: Hashable, Sendable {
        package let translation: Translation
        package let locale: String
        package let table: String
    }

    /// Why a key has no text.
    package enum Miss: Hashable, Sendable {
        /// No table has the key (`table` names the one asked for, if any).
        case unknownKey(suggestion: String?)
        /// The table asked for does not exist.
        case unknownTable(suggestion: String?)
        /// The key exists, in none of the chain's locales.
        case untranslated(available: [String])
        /// The chain reached a locale whose file of a searched table cannot be read.
        case brokenFile(locale: String, error: StringTableError)
    }

    /// What a lookup found: a translation, or why there is none.
    package enum Lookup: Hashable, Sendable {
        case found(Match)
        case missing(Miss)
    }

    /// The tables a text searches: the one it names, else all of them, `Localizable` first.
    package func searched(table: String?) -> [StringTable] {
        if let table { return tables.filter { $0.name == table } }
        return tables.filter { $0.name == "Localizable" } + tables.filter { $0.name != "Localizable" }
    }

    /// The locales a lookup for `locale` searches, in order (`LocaleFallback`, among every
    /// locale the tables have), and last the tables' own source language where it is spelt
    /// otherwise (`en-US`).
    package func lookupChain(_ locale: String, source: String, rules: LocaleRules?) -> [String] {
        var chain = LocaleFallback(rules: rules).chain(locale, source: source, among: isEmpty ? [] : allLocales)
        if let tables = sourceLanguage, !chain.contains(tables) { chain.append(tables) }
        return chain
    }

    /// The first locale of `chain` that a table has `key` in.
    package func lookup(_ key: String, table: String?, chain: [String]) -> Lookup {
        let searched = searched(table: table)
        if let table, searched.isEmpty {
            return .missing(.unknownTable(suggestion: Suggestion.closest(to: table, among: tables.map(\.name))))
        }
        let having = searched.filter { $0.entries[key] != nil }
        for locale in chain {
            for table in having {
                if let translation = table.entries[key]?[locale] {
                    return .found(Match(translation: translation, locale: locale, table: table.name))
                }
            }
            // A broken file of this locale may hold the key: falling back past it would hide it.
            if let broken = searched.lazy.compactMap({ $0.brokenLocales[locale] }).first {
                return .missing(.brokenFile(locale: locale, error: broken))
            }
        }
        guard !having.isEmpty else {
            return .missing(.unknownKey(suggestion: Suggestion.closest(to: key, among: searched.flatMap(\.keys))))
        }
        return .missing(.untranslated(available: having.flatMap { $0.locales(of: key) }.sorted()))
    }

    /// Every locale the tables translate any of `keys` into, and every locale whose file of a
    /// searched table is broken (so that locale fails, visibly), sorted.
    package func locales(of keys: [LocalizedKey]) -> [String] {
        var found = Set<String>()
        for key in keys {
            for table in searched(table: key.table) {
                found.formUnion(table.locales(of: key.key))
                found.formUnion(table.brokenLocales.keys)
            }
        }
        return found.sorted()
    }

    /// Every locale any table has a translation in.
    var allLocales: Set<String> {
        tables.reduce(into: Set<String>()) { $0.formUnion($1.allLocales) }
    }
}
