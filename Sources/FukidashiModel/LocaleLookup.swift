import FukidashiStrings

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
