import FukidashiJSON
import FukidashiLanguage
import FukidashiStrings
import FukidashiVariants

/// How a variant's locale is looked up, beside the variant itself: whether a missing
/// translation is an error (`--strict`) rather than a fallback along the tag, and the locale
/// data that says what a tag falls back to.
package struct LocaleLookup: Sendable {
    package let strict: Bool
    let rules: LocaleRules?

    package init(strict: Bool, rules: LocaleRules? = nil) {
        (self.strict, self.rules) = (strict, rules)
    }

    /// The locale and its CLDR parents (`en-AU`, `en-001`, `en`; without locale data, the
    /// tag's prefixes): worked out once a variant.
    package func ancestors(_ locale: String) -> [String] {
        LocaleFallback(rules: rules).ancestors(LanguageTag.canonical(locale))
    }

    /// Where a locale map is looked in for `locale`: its ancestors, then the spec's language.
    package func chain(_ locale: String, source: String) -> [String] {
        Self.chain(ancestors: ancestors(locale), source: source)
    }

    package static func chain(ancestors: [String], source: String) -> [String] {
        ancestors.contains(source) ? ancestors : ancestors + [source]
    }
}

extension LocaleLookup {
    /// The tag a locale map's entry is taken by, of `tags` (canonical): the first of the
    /// locale's lookup chain the map has; with no locale (`nil`), the first entry. The one
    /// rule for every locale map, a text's (chosen in the resolve stage) or another value's.
    package static func tag(of tags: [String], along chain: [String]?) -> String? {
        guard let chain else { return tags.first }
        return chain.first(where: tags.contains)
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
