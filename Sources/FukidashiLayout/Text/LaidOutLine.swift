/// One line: its text, width and glyphs, with x measured from the line's start.
package struct LaidOutLine: Hashable, Sendable {
    package let text: String
    package let width: Double
    /// From the block's top to this line's baseline.
    let baseline: Double
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
    var paint = 0
    /// Slanted in drawing: emphasis in a face with no italic (`TextLayoutEngine.syntheticSlant`).
    var slanted = false
}
