import FukidashiGeometry

/// Consecutive glyphs of one face, size and colour, positioned in points on the canvas.
package struct GlyphRun: Hashable, Sendable {
    package let face: FontFaceID
    package let size: Double
    package let color: SceneColor
    package let glyphs: [PositionedGlyph]
    /// A synthesized oblique: x moves right by this much per unit of height (0: upright).
    package var shear = 0.0
    /// Each glyph turned a quarter clockwise about its origin: Latin lying on its side in a
    /// column of vertical text (its top faces right).
    package var sideways = false

    /// Where a glyph's ink lies on the canvas, given its box in ems from its origin (y down):
    /// turned with the run, and widened by its slant.
    package func inkBox(of glyph: PositionedGlyph, ink: Rect) -> Rect {
        let slant = abs(shear) * ink.height * size
        let upright = Rect(x: ink.minX * size - slant, y: ink.minY * size, width: ink.width * size + 2 * slant, height: ink.height * size)
        guard sideways else {
            return Rect(x: glyph.position.x + upright.minX, y: glyph.position.y + upright.minY, width: upright.width, height: upright.height)
        }
        // A quarter clockwise with y down: (x, y) goes to (-y, x).
        return Rect(x: glyph.position.x - upright.maxY, y: glyph.position.y + upright.minX, width: upright.height, height: upright.width)
    }
}

package struct PositionedGlyph: Hashable, Sendable {
    package let id: UInt32
    /// The glyph's origin on the baseline, in points.
    package let position: Point
}
