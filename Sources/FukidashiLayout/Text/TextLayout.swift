import FukidashiGeometry
import FukidashiSpec

/// How text should be set: what `TextLayoutEngine` needs from a bubble's style.
package struct TextStyle: Hashable, Sendable {
    package var family: String
    package var size: Double
    package var weight: Int
    package var lineHeight: Double
    package var wrap: WrapMode
    package var maxLines: Int?
    package var locale: TextLocale
    /// JLREQ punctuation trimming; on by default for Japanese and Chinese.
    package var trimsPunctuation: Bool
    /// `、` and `。` may hang past the line's end (off by default).
    package var hangsPunctuation: Bool
    /// Runs set differently from the rest (Markdown's marks), by `Character` offset.
    package var spans: [TextSpan] = []

    package init(
        family: String, size: Double, weight: Int = 400, lineHeight: Double = 1,
        wrap: WrapMode = .normal, maxLines: Int? = nil, locale: TextLocale = .english,
        trimsPunctuation: Bool? = nil, hangsPunctuation: Bool = false
    ) {
        self.locale = locale
        self.trimsPunctuation = trimsPunctuation ?? locale.setsCJKPunctuation
        self.hangsPunctuation = hangsPunctuation
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.wrap = wrap
        self.maxLines = maxLines
    }
}

/// A run of a text set differently from its style: its own family, weight or slant, paint,
/// and lines drawn with it. Runs in other faces are shaped and broken with the rest of their
/// paragraph, so bidi and line breaking see the whole text.
package struct TextSpan: Hashable, Sendable {
    /// `Character` offsets in the text.
    package var range: Range<Int>
    package var family: String?
    package var weight: Int?
    package var italic = false
    /// An index into the caller's paints; 0 is the text's own colour.
    package var paint = 0
    package var underline = false
    package var strikethrough = false

    package init(
        range: Range<Int>, family: String? = nil, weight: Int? = nil, italic: Bool = false, paint: Int = 0,
        underline: Bool = false, strikethrough: Bool = false
    ) {
        (self.range, self.family, self.weight, self.italic) = (range, family, weight, italic)
        (self.paint, self.underline, self.strikethrough) = (paint, underline, strikethrough)
    }
}

/// A line drawn with text: under a link, or through struck-out text; in the line's
/// coordinates (x from its left end, y down from its baseline), in points.
package struct TextDecoration: Hashable, Sendable {
    package let minX: Double
    package let maxX: Double
    package let y: Double
    package let thickness: Double
    package let paint: Int
}

/// Text broken into lines and measured, positions relative to the block's top-left corner.
package struct TextLayout: Hashable, Sendable {
    package let lines: [LaidOutLine]
    /// The widest line (trailing spaces hang and do not count).
    package let width: Double
    package let height: Double
    /// True when `maxLines` or a fixed width cut the text and `…` was added.
    package let isTruncated: Bool
    /// Code points no bundled font could draw (they show as the missing-glyph box).
    package let missingScalars: [Unicode.Scalar]
}

/// One line: its text, width and glyphs, with x measured from the line's start.
package struct LaidOutLine: Hashable, Sendable {
    package let text: String
    package let width: Double
    /// From the block's top to this line's baseline.
    package let baseline: Double
    /// In visual order, left to right.
    package let glyphs: [LineGlyph]
    /// The paragraph's direction: `leading` alignment is on the right when true.
    package let isRightToLeft: Bool
    package var decorations: [TextDecoration] = []
}

package struct LineGlyph: Hashable, Sendable {
    package let face: FontFaceID
    package let id: UInt32
    /// From the line's left end, in points.
    package let x: Double
    /// From the baseline, downwards, in points (marks sit above or below their base).
    package let y: Double
    /// The span's paint (0: the text's colour).
    package var paint = 0
    /// Slanted in drawing: emphasis in a face with no italic (`TextLayoutEngine.syntheticSlant`).
    package var slanted = false
}

/// Turns a string into measured lines. One interface, so the line breaker and shaper
/// behind it can be replaced without touching bubble layout or drawing.
package protocol TextLayoutEngine {
    func layout(_ text: String, style: TextStyle, availableWidth: Double?) -> TextLayout
}
