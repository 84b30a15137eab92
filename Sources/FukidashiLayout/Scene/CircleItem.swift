import FukidashiGeometry

/// An avatar or badge: fill, an image clipped to it, an inside border, centred text.
package struct CircleItem: Hashable, Sendable {
    package let circle: Circle
    package let fill: SceneColor
    package let borderColor: SceneColor
    package let borderWidth: Double
    package let image: ImageItem?
    package let text: [PlacedLine]
    package let opacity: Double
}
