import FukidashiJSON
import FukidashiLanguage

/// A text resolved for one locale: the string to draw, and where it sits in the spec
/// (`elements[0].text.ja` for an entry of a locale map), for the warnings about it.
package struct ResolvedText: Hashable, Sendable {
    package let string: String
    package let path: JSONPath
    /// Where the string came from an Android table, the runs its HTML tags styled (none when
    /// arguments were put in: `getString(id, args…)` keeps no styles). `nil`: the text is
    /// the spec's own, or Apple's, and its Markdown is read unless the style says `none`.
    package let tableRuns: [MarkedText.Run]?

    package init(string: String, path: JSONPath, tableRuns: [MarkedText.Run]? = nil) {
        (self.string, self.path, self.tableRuns) = (string, path, tableRuns)
    }
}
