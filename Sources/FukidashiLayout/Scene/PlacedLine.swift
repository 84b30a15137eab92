import FukidashiGeometry

/// One line of text at its place on the canvas: `origin` is the left end of its baseline; in
/// vertical text, a column whose `origin` is the top end of its centre line, and whose
/// `width` is its length down the page.
package struct PlacedLine: Hashable, Sendable {
    package let text: String
    package let origin: Point
    package let width: Double
    package let runs: [GlyphRun]
    /// Underlines and strikethroughs, drawn over the glyphs.
    package var decorations: [SceneDecoration] = []
    /// Where the groups around the line (a card turned by a drag, a bubble popping in) put it:
    /// its glyphs are drawn through this. Only what reads lines where they are drawn (the
    /// contrast check) uses it; the line's own points stay as laid out.
    package var drawnThrough: Transform2D = .identity
    /// A word drawn as a graphic (a swipe's LIKE and NOPE stamp, faded in with the drag over the
    /// photo), as WCAG 1.4.3 counts a logotype: not read for contrast.
    package var isGraphic = false
    /// The share of its style's size the text was set at: below 1 where it shrank to fit
    /// (`minimumScaleFactor`).
    package var scale = 1.0
    /// A column of vertical text.
    var isVertical = false

    /// The line inside a group drawn through `transform`.
    func inGroup(_ transform: Transform2D) -> PlacedLine {
        var copy = self
        copy.drawnThrough = drawnThrough.then(transform)
        return copy
    }
}
