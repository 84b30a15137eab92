import CICU
import FukidashiLayout

/// `TextAnalyzer` on ICU, through the stdint-only `CICU` wrapper.
package struct ICUTextAnalyzer: TextAnalyzer {
    package init() {}

    package func lineBreaks(_ utf16: [UInt16], locale: TextLocale, phrases: Bool) -> [Int] {
        guard !utf16.isEmpty else { return [] }
        var breaks = [Int32](repeating: 0, count: utf16.count + 1)
        let count = utf16.withUnsafeBufferPointer { text in
            fk_icu_line_breaks(text.baseAddress, Int32(text.count), locale.lineBreakLocale(phrases: phrases), &breaks, Int32(breaks.count))
        }
        // ICU failing is not the user's fault: fall back to breaking only at the end.
        guard count > 0 else { return [utf16.count] }
        return breaks.prefix(Int(count)).map(Int.init)
    }

    package func precomposed(_ text: String) -> String {
        let utf16 = Array(text.utf16)
        guard !utf16.isEmpty else { return text }
        var out = [UInt16](repeating: 0, count: utf16.count + 16)
        var length = utf16.withUnsafeBufferPointer { fk_icu_nfc($0.baseAddress, Int32($0.count), &out, Int32(out.count)) }
        if Int(length) > out.count {
            out = [UInt16](repeating: 0, count: Int(length))
            length = utf16.withUnsafeBufferPointer { fk_icu_nfc($0.baseAddress, Int32($0.count), &out, Int32(out.count)) }
        }
        // ICU failing is not the user's fault: keep the text as written.
        guard length >= 0, Int(length) <= out.count else { return text }
        return String(decoding: out.prefix(Int(length)), as: UTF16.self)
    }

    package func bidiLevels(_ utf16: [UInt16], rightToLeft: Bool) -> (paragraph: UInt8, levels: [UInt8]) {
        guard !utf16.isEmpty else { return (0, []) }
        var levels = [UInt8](repeating: 0, count: utf16.count)
        let paragraph = utf16.withUnsafeBufferPointer { text in
            fk_icu_bidi_levels(text.baseAddress, Int32(text.count), rightToLeft ? 1 : -1, &levels)
        }
        guard paragraph >= 0 else { return (0, [UInt8](repeating: 0, count: utf16.count)) }
        return (UInt8(paragraph), levels)
    }

    package func script(of scalar: Unicode.Scalar) -> String {
        var code: (CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0)
        let status = withUnsafeMutableBytes(of: &code) { raw in
            fk_icu_script(scalar.value, raw.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        guard status == 0 else { return "Zyyy" }
        return withUnsafeBytes(of: code) { String(decoding: $0.prefix(4), as: UTF8.self) }
    }

    package func isUprightInVerticalText(_ scalar: Unicode.Scalar) -> Bool {
        fk_icu_vertical_orientation(scalar.value) != 0
    }
}
