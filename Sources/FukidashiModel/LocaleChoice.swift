import FukidashiJSON
import FukidashiStrings
import FukidashiVariants

/// One locale map of a value (not a text's) that a decode met: its entries' tags, and the one
/// it took. Two locales that take the same entry of every map a decode met get the same decode.
package struct LocaleChoice: Hashable, Sendable {
    /// The map's tags, canonical, in the order written.
    let tags: [String]
    /// The tag taken; `nil`: none along the locale's chain (the decode failed).
    package let chosen: String?

    /// The choice a locale whose lookup chain is `chain` makes (`nil`: no locale).
    package init(tags: [String], along chain: [String]?) {
        (self.tags, self.chosen) = (tags, Self.tag(of: tags, along: chain))
    }

    /// The tag a locale map's entry is taken by, of `tags` (canonical): the first of the
    /// locale's lookup chain the map has; with no locale (`nil`), the first entry. The one
    /// rule for every locale map, a text's (chosen in the resolve stage) or another value's.
    package static func tag(of tags: [String], along chain: [String]?) -> String? {
        guard let chain else { return tags.first }
        return chain.first(where: tags.contains)
    }

    /// Whether a locale with this lookup chain (`nil`: no locale) takes the same entry.
    package func isTaken(along chain: [String]?) -> Bool {
        chosen != nil && chosen == Self.tag(of: tags, along: chain)
    }

    /// The error of a locale map (at `path`) with no entry along `locale`'s lookup chain, a
    /// text's (`noun`: "text") or another value's.
    package static func noEntry(at path: JSONPath, locale: String, chain: [String], noun: String = "entry") -> Diagnostic {
        Diagnostic(
            .error, at: path / locale,
            "no \(locale.quotedForDiagnostic) \(noun) and none to fall back to (\(chain.dropFirst().map(\.quotedForDiagnostic).joined(separator: ", ")))"
        )
    }
}
