import FukidashiGeometry
import FukidashiSpec

/// How text should be set: what `TextLayoutEngine` needs from a bubble's style.
public struct TextStyle: Hashable, Sendable {
    public var family: String
    public var size: Double
    public var weight: Int
    public var lineHeight: Double
    public var wrap: WrapMode
    public var maxLines: Int?
    public var locale: TextLocale

    public init(family: String, size: Double, weight: Int = 400, lineHeight: Double = 1,
                wrap: WrapMode = .normal, maxLines: Int? = nil, locale: TextLocale = .english) {
        self.locale = locale
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.wrap = wrap
        self.maxLines = maxLines
    }
}

/// Text broken into lines and measured, positions relative to the block's top-left corner.
public struct TextLayout: Hashable, Sendable {
    public let lines: [LaidOutLine]
    /// The widest line (trailing spaces hang and do not count).
    public let width: Double
    public let height: Double
    /// True when `maxLines` or a fixed width cut the text and `…` was added.
    public let isTruncated: Bool
    /// Code points no bundled font could draw (they show as the missing-glyph box).
    public let missingScalars: [Unicode.Scalar]
}

/// One line: its text, width and glyphs, with x measured from the line's start.
public struct LaidOutLine: Hashable, Sendable {
    public let text: String
    public let width: Double
    /// From the block's top to this line's baseline.
    public let baseline: Double
    /// In visual order, left to right.
    public let glyphs: [LineGlyph]
    /// The paragraph's direction: `leading` alignment is on the right when true.
    public let isRightToLeft: Bool
}

public struct LineGlyph: Hashable, Sendable {
    public let face: FontFaceID
    public let id: UInt32
    /// From the line's left end, in points.
    public let x: Double
    /// From the baseline, downwards, in points (marks sit above or below their base).
    public let y: Double
}

/// Turns a string into measured lines. One interface, so the line breaker and shaper
/// behind it can be replaced without touching bubble layout or drawing.
protocol TextLayoutEngine {
    func layout(_ text: String, style: TextStyle, availableWidth: Double?) -> TextLayout
}
