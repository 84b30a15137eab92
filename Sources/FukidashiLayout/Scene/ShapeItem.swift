import FukidashiGeometry

/// A path filled, stroked with round caps and joins, or both: `bounds` is for its description.
package struct ShapeItem: Hashable, Sendable {
    package let path: Path
    package let bounds: Rect
    package var fill: SceneColor?
    package var stroke: SceneStroke?
}

package struct SceneStroke: Hashable, Sendable {
    package let color: SceneColor
    package let width: Double
}
