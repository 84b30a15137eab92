/// A run of a text set differently from its style: its own family, weight or slant, paint,
/// and lines drawn with it. Runs in other faces are shaped and broken with the rest of their
/// paragraph, so bidi and line breaking see the whole text.
package struct TextSpan: Hashable, Sendable {
    /// `Character` offsets in the text.
    package var range: Range<Int>
    var family: String?
    package var weight: Int?
    var italic = false
    /// An index into the caller's paints; 0 is the text's own colour.
    var paint = 0
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
