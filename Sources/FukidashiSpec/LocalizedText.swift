/// A bubble's text: one string, or one string per locale (`{"en": "Hi", "ja": "やあ"}`).
package enum LocalizedText: Hashable, Sendable {
    case plain(String)
    /// Locale tag → text, in the order the spec lists them.
    case localized([(locale: String, text: String)])

    /// The locale every missing translation falls back to.
    package static let fallbackLocale = "en"

    package var locales: [String] {
        switch self {
        case .plain: []
        case .localized(let entries): entries.map(\.locale)
        }
    }

    /// The text for `locale`: the plain string, the exact entry, or `nil` if there is none.
    package func text(for locale: String?) -> String? {
        switch self {
        case .plain(let s): return s
        case .localized(let entries):
            guard let locale else { return nil }
            return entries.first { $0.locale == locale }?.text
        }
    }

    package static func == (a: LocalizedText, b: LocalizedText) -> Bool {
        switch (a, b) {
        case (.plain(let x), .plain(let y)): x == y
        case (.localized(let x), .localized(let y)): x.map(\.locale) == y.map(\.locale) && x.map(\.text) == y.map(\.text)
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .plain(let s): hasher.combine(s)
        case .localized(let entries): for e in entries { hasher.combine(e.locale); hasher.combine(e.text) }
        }
    }
}
