import FukidashiGeometry

/// One line of text at its place on the canvas: `origin` is the left end of its baseline.
package struct PlacedLine: Hashable, Sendable {
    package let text: String
    package let origin: Point
    package let width: Double
    package let runs: [GlyphRun]
    /// Underlines and strikethroughs, drawn over the glyphs.
    package var decorations: [SceneDecoration] = []
}
