import FukidashiGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Items drawn under a transform (a card's scale, offset and turn), faded together, and
/// optionally clipped.
package struct GroupItem: Hashable, Sendable {
    package let transform: Transform2D
    package let opacity: Double
    package let clip: Path?
    package let items: [SceneItem]
}
