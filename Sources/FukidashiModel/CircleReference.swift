import FukidashiGeometry
import FukidashiJSON

/// A point on an earlier circle's edge, `{"on": "avatar", "angle": -45}`: the decoder writes a
/// stand-in where it goes and records it here, and the resolve stage puts the point in once
/// the circle is where the variant has it: after its element anchor, where it has one.
package struct CircleReference: Hashable, Sendable {
    package enum Use: Hashable, Sendable {
        /// A bubble's `focus`.
        case bubbleFocus
        /// A circle's `center`: a badge.
        case circleCenter
    }

    /// The element of `elements` it places.
    package let element: Int
    package let use: Use
    /// The element of `elements` that is the circle it is on: always an earlier one.
    package let circle: Int
    /// Degrees, turning upwards on screen, as written.
    package let angle: Double

    package init(element: Int, use: Use, circle: Int, angle: Double) {
        (self.element, self.use, self.circle, self.angle) = (element, use, circle, angle)
    }
}
