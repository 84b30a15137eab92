import CICU
import FukidashiPlatform

/// CLDR's plural rules, number formats, writing directions and parent locales, from ICU (the
/// spec layer's `LocaleRules`, conformed to in Render/).
package struct ICULocaleRules: Sendable {
    package init() {}

    /// Parents and likely subtags asked of ICU, which opens a resource bundle for each: a
    /// batch asks the same thirty locales for every spec.
    private static let parents = Locked<[String: String?]>([:])
    private static let maximizedTags = Locked<[String: String]>([:])

    package func pluralCategory(of number: Double, fractionDigits: Int, locale: String) -> String {
        var category: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0, 0, 0, 0)
        let status = withUnsafeMutableBytes(of: &category) { buffer in
            fk_icu_plural_category(locale, number, Int32(fractionDigits), buffer.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        guard status == 0 else { return "other" }
        return withUnsafeBytes(of: category) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    package func format(_ number: Double, fractionDigits: Int?, grouping: Bool, roundsHalfUp: Bool, locale: String) -> String {
        func call(_ units: inout [UInt16]) -> Int32 {
            fk_icu_format_number(locale, number, Int32(fractionDigits ?? -1), grouping ? 1 : 0, roundsHalfUp ? 1 : 0, &units, Int32(units.count))
        }
        var units = [UInt16](repeating: 0, count: 64)
        var length = call(&units)
        if length > Int32(units.count) {
            units = [UInt16](repeating: 0, count: Int(length))
            length = call(&units)
        }
        guard length >= 0 else { return number.description }
        return String(decoding: units.prefix(Int(length)), as: UTF16.self)
    }

    package func isRightToLeft(_ locale: String) -> Bool { fk_icu_is_right_to_left(locale) == 1 }

    package func parentLocale(of tag: String) -> String? {
        if let known = Self.parents.withLock({ $0[tag] }) { return known }
        var buffer = [CChar](repeating: 0, count: 96)
        let status = fk_icu_parent_locale(tag, &buffer, Int32(buffer.count))
        let parent: String? = status == 0 ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        Self.parents.withLock { $0[tag] = .some(parent) }
        return parent
    }

    package func maximized(_ tag: String) -> String {
        if let known = Self.maximizedTags.withLock({ $0[tag] }) { return known }
        var buffer = [CChar](repeating: 0, count: 96)
        let full =
            fk_icu_maximize(tag, &buffer, Int32(buffer.count)) == 0
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : tag
        Self.maximizedTags.withLock { $0[tag] = full }
        return full
    }

    /// CLDR's exemplar characters of `locale`: the letters its language is written with.
    func exemplarCharacters(of locale: String) -> String {
        var units = [UInt16](repeating: 0, count: 4096)
        var length = fk_icu_exemplar_characters(locale, &units, Int32(units.count))
        if length > Int32(units.count) {
            units = [UInt16](repeating: 0, count: Int(length))
            length = fk_icu_exemplar_characters(locale, &units, Int32(units.count))
        }
        guard length > 0 else { return "" }
        return String(decoding: units.prefix(Int(length)), as: UTF16.self)
    }

    /// The locale's name in its own language (`தமிழ்`, `中文（香港）`).
    func autonym(of locale: String) -> String {
        var units = [UInt16](repeating: 0, count: 256)
        let length = fk_icu_autonym(locale, &units, Int32(units.count))
        guard length > 0, length <= Int32(units.count) else { return "" }
        return String(decoding: units.prefix(Int(length)), as: UTF16.self)
    }
}
