import CICU

/// CLDR's plural rules, number formats and writing directions, from ICU (the spec layer's
/// `LocaleRules`, conformed to in Render/).
struct ICULocaleRules: Sendable {
    func pluralCategory(of number: Double, fractionDigits: Int, locale: String) -> String {
        var category: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0, 0, 0, 0)
        let status = withUnsafeMutableBytes(of: &category) { buffer in
            fk_icu_plural_category(locale, number, Int32(fractionDigits), buffer.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        guard status == 0 else { return "other" }
        return withUnsafeBytes(of: category) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    func format(_ number: Double, fractionDigits: Int?, locale: String) -> String {
        var units = [UInt16](repeating: 0, count: 64)
        var length = fk_icu_format_number(locale, number, Int32(fractionDigits ?? -1), &units, Int32(units.count))
        if length > Int32(units.count) {
            units = [UInt16](repeating: 0, count: Int(length))
            length = fk_icu_format_number(locale, number, Int32(fractionDigits ?? -1), &units, Int32(units.count))
        }
        guard length >= 0 else { return number.description }
        return String(decoding: units.prefix(Int(length)), as: UTF16.self)
    }

    func isRightToLeft(_ locale: String) -> Bool { fk_icu_is_right_to_left(locale) == 1 }
}
