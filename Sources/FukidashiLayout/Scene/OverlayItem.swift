import FukidashiGeometry

/// Dimming with cut-outs, all spotlights as one path so overlaps open once.
package struct OverlayItem: Hashable, Sendable {
    package let color: SceneColor
    package let spotlights: Path
    let spotlightCount: Int
}
