import FukidashiGeometry

/// A line drawn with text (an underline, a strikethrough): a filled rectangle on the canvas.
package struct SceneDecoration: Hashable, Sendable {
    package let rect: Rect
    package let color: SceneColor
}
