import FukidashiGeometry

/// Items drawn under a transform (a card's scale, offset and turn), faded together, and
/// optionally clipped.
package struct GroupItem: Hashable, Sendable {
    package let transform: Transform2D
    package let opacity: Double
    package let clip: Path?
    package let items: [SceneItem]
}
