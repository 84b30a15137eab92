import FukidashiLanguage
import FukidashiVariants

/// A value as a locale map gives it (`{"en": …, "ja": …}`): each entry in the order written,
/// with its value or what is wrong with it, which fails only the variants that take that entry.
/// The resolve stage takes the entry along the variant's lookup chain (`entry(along:)`), as
/// `AppearanceKeyed` is settled on the variant's appearance. A text's map holds texts, which
/// may be appearance maps in turn, and an appearance map's entry may be a locale map.
package struct LocaleKeyed<Value: Hashable & Sendable>: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        /// The tag as written.
        package let tag: String
        package let value: Result<Value, Diagnostic>

        package init(tag: String, value: Result<Value, Diagnostic>) { (self.tag, self.value) = (tag, value) }
    }

    package let entries: [Entry]

    package init(_ entries: [Entry]) { self.entries = entries }

    /// The entry a locale with this lookup chain takes (`nil`: no locale, the first), by the one
    /// rule every locale map follows (`LocaleLookup.tag`); `nil` where none is on the chain.
    package func entry(along chain: [String]?) -> Entry? {
        let tags = entries.map { LanguageTag.canonical($0.tag) }
        guard let tag = LocaleLookup.tag(of: tags, along: chain) else { return nil }
        return entries.first { LanguageTag.canonical($0.tag) == tag }
    }
}
