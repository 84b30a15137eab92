/// One line: its text, width and glyphs, with x measured from the line's start. In vertical
/// text a line is a column: its width is its length down the page, x runs down it and y
/// across it, rightwards from its centre line.
package struct LaidOutLine: Hashable, Sendable {
    package let text: String
    package let width: Double
    /// From the block's top to this line's baseline; in vertical text, from the block's right
    /// edge to the column's centre line.
    let baseline: Double
    /// In visual order, left to right (top to bottom in a column).
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
    var paint = 0
    /// Slanted in drawing: emphasis in a face with no italic (`TextLayoutEngine.syntheticSlant`).
    var slanted = false
    /// Turned a quarter clockwise about its origin: Latin lying on its side in a column.
    var sideways = false
    /// The UTF-16 offset in the line's text of the character it draws, and where along the
    /// line its advance starts, in points (a tate-chu-yoko cell's for its digits): what a
    /// browser's box of that character starts at.
    var cluster = 0
    var pen = 0.0
}
