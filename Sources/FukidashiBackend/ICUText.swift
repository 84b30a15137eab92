import CICU

/// Text as ICU sees it, for what the tool prints and names: how wide a string is in a
/// terminal, and a name spelled in Latin letters.
package enum ICUText {
    /// The terminal columns `text` takes: two for each wide character (CJK, Hangul, fullwidth
    /// forms), none for a combining mark (UAX #11, ICU's East Asian Width).
    package static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + Int(fk_icu_column_width($1.value)) }
    }

    /// `text` transliterated to ASCII by ICU's `Any-Latin; Latin-ASCII` (`ログイン` → `roguin`,
    /// `Ünterstützung` → `Unterstutzung`), or `nil` where ICU cannot.
    package static func ascii(_ text: String) -> String? {
        let units = Array(text.utf16)
        func call(_ out: inout [UInt16]) -> Int32 {
            fk_icu_transliterate("Any-Latin; Latin-ASCII", units, Int32(units.count), &out, Int32(out.count))
        }
        var out = [UInt16](repeating: 0, count: units.count * 4 + 16)
        var length = call(&out)
        if length > Int32(out.count) {
            out = [UInt16](repeating: 0, count: Int(length))
            length = call(&out)
        }
        guard length >= 0, length <= Int32(out.count) else { return nil }
        return String(decoding: out.prefix(Int(length)), as: UTF16.self)
    }
}
