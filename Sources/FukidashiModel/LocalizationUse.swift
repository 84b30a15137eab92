import FukidashiJSON
import FukidashiStrings

/// What a spec asks of localization, the same in every locale: what decides which locales
/// it renders, and which string tables it reads.
package struct LocalizationUse: Hashable, Sendable {
    /// The locales its locale maps name, in order of first appearance.
    package var mapLocales: [String] = []
    /// The keys its `localized` texts name, in document order, with where each was written.
    package var keys: [(key: LocalizedKey, path: JSONPath)] = []
    /// Its `strings`: tables to read, relative to the spec.
    package var stringTables: [ImageSource] = []
    /// `"layoutDirection": "locale"`: mirrored in right-to-left locales.
    package var mirrorsRightToLeft = false
    /// The language missing translations fall back to: the spec's `locale`, else English.
    package var sourceLanguage = "en"
    /// Whether a `{locale}` image missing for a locale may be another locale's along its
    /// chain: outside a project, yes (with a warning); in one, only if it says `imageFallback`.
    package var imageFallbackAllowed = true

    package init() {}

    package static func == (a: LocalizationUse, b: LocalizationUse) -> Bool {
        a.mapLocales == b.mapLocales && a.keys.map(\.key) == b.keys.map(\.key) && a.keys.map(\.path) == b.keys.map(\.path)
            && a.stringTables == b.stringTables && a.mirrorsRightToLeft == b.mirrorsRightToLeft && a.sourceLanguage == b.sourceLanguage
            && a.imageFallbackAllowed == b.imageFallbackAllowed
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(mapLocales)
        for (key, path) in keys {
            hasher.combine(key)
            hasher.combine(path)
        }
        hasher.combine(stringTables)
        hasher.combine(mirrorsRightToLeft)
        hasher.combine(imageFallbackAllowed)
    }
}
