/// Unicode text analysis the layout needs: line-break opportunities (UAX #14), bidi levels
/// (UAX #9) and scripts. The backend implements it with ICU.
package protocol TextAnalyzer {
    /// UTF-16 offsets where a line may start (ascending, never 0, ending with the length).
    /// `phrases`: only between phrases, where the language has phrase breaking (Japanese).
    func lineBreaks(_ utf16: [UInt16], locale: TextLocale, phrases: Bool) -> [Int]
    /// The paragraph's level (0 left-to-right, 1 right-to-left) and one level per UTF-16 unit.
    /// `rightToLeft`: the paragraph is right to left whatever its text (else from its first strong character).
    func bidiLevels(_ utf16: [UInt16], rightToLeft: Bool) -> (paragraph: UInt8, levels: [UInt8])
    /// The text in Normalization Form C: fonts cover "é" more often than "e" + U+0301.
    func precomposed(_ text: String) -> String
    /// ISO 15924: "Latn", "Arab", "Hani", "Zyyy" (common), "Zinh" (inherited).
    func script(of scalar: Unicode.Scalar) -> String
    /// Whether the character stands upright in vertical text (UAX #50 `U`, `Tu`, `Tr`), else it
    /// lies on its side, as CSS's `text-orientation: mixed` sets it.
    func isUprightInVerticalText(_ scalar: Unicode.Scalar) -> Bool
}

extension TextAnalyzer {
    func lineBreaks(_ utf16: [UInt16], locale: TextLocale) -> [Int] { lineBreaks(utf16, locale: locale, phrases: false) }
}

/// What layout needs to shape a run of text with one face.
package protocol Shaper {
    /// Shapes `range` of `utf16` (the rest is context) in `face`. Glyphs come in visual
    /// order; `cluster` is the UTF-16 offset of the text each glyph belongs to. The clusters
    /// in `halfWidth` take the face's half-width alternates (OpenType `halt`): trimmed
    /// CJK punctuation.
    /// `direction`: along a line, down a column, or tate-chu-yoko (`ShapingDirection`).
    func shape(
        _ utf16: [UInt16], range: Range<Int>, face: FontFaceID, rightToLeft: Bool,
        script: String, language: String, halfWidth: [Range<Int>], direction: ShapingDirection
    ) -> [ShapedGlyph]
}

extension Shaper {
    func shape(
        _ utf16: [UInt16], range: Range<Int>, face: FontFaceID, rightToLeft: Bool,
        script: String, language: String, halfWidth: [Range<Int>] = []
    ) -> [ShapedGlyph] {
        shape(
            utf16, range: range, face: face, rightToLeft: rightToLeft, script: script, language: language, halfWidth: halfWidth,
            direction: .horizontal)
    }
}

/// How a run is shaped.
package enum ShapingDirection: Hashable, Sendable {
    /// Along a line: advances across, `halt` for half-width punctuation.
    case horizontal
    /// Down a column (HarfBuzz's TTB): the font's vertical forms (`vert`, and `vrt2` where it
    /// has it) and vertical advances (`vmtx`), `vhal` for half-width punctuation. A glyph's
    /// advance is then downwards, and its offsets place its horizontal origin from the
    /// column's centre line.
    case vertical
    /// Digits set upright in one cell of a column (tate-chu-yoko): across, with the font's
    /// half-width forms (`hwid`), as Chromium narrows combined text.
    case combined
}

/// One glyph from the shaper, in ems of its face (multiply by the font size for points).
package struct ShapedGlyph: Hashable {
    package let id: UInt32
    let cluster: Int
    let advance: Double
    package let offsetX: Double
    /// Downwards, like every y in Fukidashi.
    package let offsetY: Double

    package init(id: UInt32, cluster: Int, advance: Double, offsetX: Double, offsetY: Double) {
        self.id = id
        self.cluster = cluster
        self.advance = advance
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}
