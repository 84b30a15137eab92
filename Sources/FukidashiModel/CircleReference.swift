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
    /// The element of `elements` that is the circle it is on: always an earlier one. Its `on`
    /// and its angle may be appearance maps: `circle` and `angle` are the variant's once the
    /// resolve stage has settled them.
    package let circles: Varying<Int>
    /// Degrees, turning upwards on screen, as written.
    package let angles: Varying<Double>

    package var circle: Int { circles.value }
    package var angle: Double { angles.value }

    package init(element: Int, use: Use, circle: Varying<Int>, angle: Varying<Double>) {
        (self.element, self.use, self.circles, self.angles) = (element, use, circle, angle)
    }

    /// The same reference with its circle and angle settled by `settle`.
    package func settling(_ settle: some VaryingSettler) -> CircleReference {
        CircleReference(element: element, use: use, circle: settle(circles), angle: settle(angles))
    }
}
