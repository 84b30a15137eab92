import FukidashiGeometry

/// Consecutive glyphs of one face, size and colour, positioned in points on the canvas.
package struct GlyphRun: Hashable, Sendable {
    package let face: FontFaceID
    package let size: Double
    package let color: SceneColor
    package let glyphs: [PositionedGlyph]
    /// A synthesized oblique: x moves right by this much per unit of height (0: upright).
    package var shear = 0.0
}

package struct PositionedGlyph: Hashable, Sendable {
    package let id: UInt32
    /// The glyph's origin on the baseline, in points.
    package let position: Point
}
