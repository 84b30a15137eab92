import FukidashiJSON
import FukidashiLanguage
import FukidashiVariants

/// A locale map (`{"en": …, "ja": …}`), kept whole: every entry decoded, with its value or what
/// is wrong with it, which fails only the variants that take that entry. The resolve stage takes
/// the entry along the variant's lookup chain (`entry(along:)`), the one rule every locale map
/// follows: a text's (`SpecText.byLocale`, whose entries may be appearance maps in turn), a
/// writing mode's, and a value's (`Varying.byLocale`). A value's entry that is a reference
/// (`{"on": …}`) or an element anchor (`{"element": …}`) brings its record; the first entry's
/// records are the document's until the locale step swaps in the chosen entry's.
package struct LocaleValueMap<Value: Hashable & Sendable>: Hashable, Sendable {
    /// One locale's entry: its value, or what is wrong with it (which fails the locales that
    /// take it), and anything else its decode said.
    package struct Entry: Hashable, Sendable {
        /// The tag: as written for a text's map (its fallback warning names it so), canonical
        /// for the others.
        package let tag: String
        /// The value, or a stand-in where the entry is a reference or an element anchor; `nil`
        /// where it is wrong.
        package let value: Value?
        package var diagnostics: [Diagnostic]
        /// What the entry records for the resolve stage.
        package var records = PlacementRecords()
        /// What is wrong with the entry's own appearance map's entry for another appearance
        /// (an image path's `dark` file): it fails the locales that take it in that appearance.
        package var variantErrors = DiagnosticsByVariant()

        package init(tag: String, value: Value?, diagnostics: [Diagnostic]) {
            (self.tag, self.value, self.diagnostics) = (tag, value, diagnostics)
        }

        /// An entry that is its value, or its one mistake.
        package init(tag: String, _ result: Result<Value, Diagnostic>) {
            switch result {
            case .success(let value): self.init(tag: tag, value: value, diagnostics: [])
            case .failure(let problem): self.init(tag: tag, value: nil, diagnostics: [problem])
            }
        }

        /// The value, or the mistake that keeps it from being one.
        package var result: Result<Value, Diagnostic> {
            if let value { return .success(value) }
            return .failure(diagnostics.first { $0.severity == .error } ?? diagnostics[0])
        }
    }

    /// The map's path as written (`elements[0].focus`).
    package let path: JSONPath
    /// In the order written; the first's value is never `nil` (a wrong first entry fails the
    /// spec).
    package let entries: [Entry]

    package init(path: JSONPath, entries: [Entry]) { (self.path, self.entries) = (path, entries) }

    /// Each entry's value made by `transform`, all else kept.
    package func mapValues<Other>(_ transform: (Value) -> Other) -> LocaleValueMap<Other> {
        LocaleValueMap<Other>(
            path: path,
            entries: entries.map { entry in
                var mapped = LocaleValueMap<Other>.Entry(tag: entry.tag, value: entry.value.map(transform), diagnostics: entry.diagnostics)
                (mapped.records, mapped.variantErrors) = (entry.records, entry.variantErrors)
                return mapped
            })
    }

    /// The first entry's value: what stands in for the map until the resolve stage settles it.
    package var standIn: Value { entries[0].value! }

    /// The entry a locale with this lookup chain takes (`nil`: no locale, the first), by the one
    /// rule every locale map follows (`LocaleLookup.tag`); `nil` where none is on the chain.
    package func entry(along chain: [String]?) -> Entry? {
        let tags = entries.map { LanguageTag.canonical($0.tag) }
        guard let tag = LocaleLookup.tag(of: tags, along: chain), let index = tags.firstIndex(of: tag) else { return nil }
        return entries[index]
    }

    /// The same, or the error of a value's map that has no entry along the chain.
    package func entry(along chain: [String]?, locale: String?) -> Result<Entry, Diagnostic> {
        if let entry = entry(along: chain) { return .success(entry) }
        // Only a locale's chain can miss: with none, the first entry is taken.
        return .failure(LocaleLookup.noEntry(at: path, locale: LanguageTag.canonical(locale ?? ""), chain: chain ?? []))
    }
}
