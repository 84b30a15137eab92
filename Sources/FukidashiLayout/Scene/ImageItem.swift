import FukidashiGeometry

/// An image drawn into `destination` (where the whole image lands) and clipped to `frame`.
package struct ImageItem: Hashable, Sendable {
    package let image: SceneImage
    package let destination: Rect
    package let frame: Rect
    package let cornerRadius: Double
    package let opacity: Double
}
