import FukidashiJSON
import FukidashiLanguage
import FukidashiVariants

/// A locale map of a value, kept whole as a text's is: every entry decoded, and the variant's
/// taken by the resolve stage (`Document.inLocale`). An entry that is a reference (`{"on": …}`)
/// or an element anchor (`{"element": …}`) brings its record; the first entry's records are the
/// document's until the step swaps in the chosen entry's.
package struct LocaleValueMap<Value: Hashable & Sendable>: Hashable, Sendable {
    /// One locale's entry: its value, or what is wrong with it (which fails the locales that
    /// take it), and anything else its decode said.
    package struct Entry: Hashable, Sendable {
        /// The tag, canonical.
        package let tag: String
        /// The value, or a stand-in where the entry is a reference or an element anchor; `nil`
        /// where it is wrong.
        package let value: Value?
        package var diagnostics: [Diagnostic]
        /// What the entry records for the resolve stage.
        package var records = LocaleRecords()
        /// What is wrong with the entry's own appearance map's entry for another appearance
        /// (an image path's `dark` file): it fails the locales that take it in that appearance.
        package var appearanceErrors: [String: [Diagnostic]] = [:]

        package init(tag: String, value: Value?, diagnostics: [Diagnostic]) {
            (self.tag, self.value, self.diagnostics) = (tag, value, diagnostics)
        }
    }

    /// The map's path as written (`elements[0].focus`).
    package let path: JSONPath
    /// In the order written; the first's value is never `nil` (a wrong first entry fails the
    /// spec).
    package let entries: [Entry]

    package init(path: JSONPath, entries: [Entry]) { (self.path, self.entries) = (path, entries) }

    /// The first entry's value: what stands in for the map until the resolve stage settles it.
    package var standIn: Value { entries[0].value! }

    /// The entry a locale with this lookup chain takes (`nil`: no locale, the first), or the
    /// error when none along it: the rule every locale map follows (`LocaleLookup.tag`).
    package func entry(along chain: [String]?, locale: String?) -> Result<Entry, Diagnostic> {
        let tags = entries.map(\.tag)
        if let tag = LocaleLookup.tag(of: tags, along: chain), let entry = entries.first(where: { $0.tag == tag }) { return .success(entry) }
        // Only a locale's chain can miss: with none, the first entry is taken.
        return .failure(LocaleLookup.noEntry(at: path, locale: LanguageTag.canonical(locale ?? ""), chain: chain ?? []))
    }
}

/// What a locale map's entry records for the resolve stage: the element it follows, or the
/// circle it sits on.
package struct LocaleRecords: Hashable, Sendable {
    package var anchors: [ElementAnchor] = []
    package var references: [CircleReference] = []

    package init(anchors: [ElementAnchor] = [], references: [CircleReference] = []) {
        (self.anchors, self.references) = (anchors, references)
    }
}
