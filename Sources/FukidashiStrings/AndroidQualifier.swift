import FukidashiJSON
import FukidashiLanguage

/// Android's locale resource qualifiers, both ways: the folders string tables are read from
/// (`values-pt-rBR` → `pt-BR`) and the folders images are written to (`pt-BR` →
/// `drawable-pt-rBR`), in one place, so the CLI, the preview and the strings loader agree.
package enum AndroidQualifier {
    /// The locale a `values…` folder holds: `values-ja` → `ja`, `values-pt-rBR` → `pt-BR`,
    /// `values-b+sr+Latn` → `sr-Latn`, `values` → `source`. Android's old codes are read as the
    /// languages they stand for (`values-iw` → `he`, `-in` → `id`, `-ji` → `yi`). `nil` for
    /// folders of other configurations (`values-night`, `values-ja-land`, `values-v21`) and
    /// for `values-qq`, which holds translators' notes, not a language.
    package static func locale(ofFolder name: String, source: String) -> String? {
        guard name.hasPrefix("values") else { return nil }
        if name == "values" { return source }
        let qualifiers = name.dropFirst("values-".count)
        guard name.hasPrefix("values-") else { return nil }
        if qualifiers.hasPrefix("b+") {
            let tag = qualifiers.dropFirst(2).split(separator: "+").joined(separator: "-")
            return LanguageTag.isWellFormed(tag) ? modern(LanguageTag.canonical(tag)) : nil
        }
        let parts = qualifiers.split(separator: "-")
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
        guard !pseudoLanguages.contains(String(language)) else { return nil }
        switch parts.count {
        case 1: return modern(String(language))
        case 2 where parts[1].count == 3 && parts[1].hasPrefix("r"): return modern(LanguageTag.canonical(language + "-" + parts[1].dropFirst()))
        default: return nil
        }
    }

    /// `qq`: message documentation (translators' notes); `zz`: no language. Neither is shown.
    static let pseudoLanguages: Set<String> = ["qq", "zz"]

    /// Java's `Locale` keeps ISO 639's withdrawn codes, so Android's folders still use them.
    static let legacyLanguages = ["iw": "he", "in": "id", "ji": "yi"]

    static func modern(_ tag: String) -> String {
        let language = tag.prefix { $0 != "-" }
        guard let current = legacyLanguages[String(language)] else { return tag }
        return current + tag.dropFirst(language.count)
    }

    /// A BCP 47 tag as Android's resource qualifier: `ja`, `zh-rTW` for a two-letter language
    /// and region, and the `b+` form for anything else (`b+sr+Latn`, `b+es+419`, `b+fil`).
    package static func locale(_ tag: String) -> String {
        let parts = tag.split(separator: "-").map(String.init)
        let letters = { (s: String) in s.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII } }
        if parts.count == 1, parts[0].count == 2, letters(parts[0]) { return parts[0].lowercased() }
        if parts.count == 2, parts[0].count == 2, parts[1].count == 2, letters(parts[0]), letters(parts[1]) {
            return parts[0].lowercased() + "-r" + parts[1].uppercased()
        }
        return "b+" + parts.joined(separator: "+")
    }
}
