import FukidashiGeometry
import FukidashiStrings

/// A tutorial coach mark's dimming: `color` over the whole canvas except the spotlights.
package struct Overlay: Hashable, Sendable {
    package let color: Color
    package let spotlights: [Spotlight]

    package init(color: Color, spotlights: [Spotlight]) {
        self.color = color
        self.spotlights = spotlights
    }
}

/// A cut-out of the overlay. Overlapping spotlights form one opening: they never dim or
/// lighten each other where they meet.
package enum Spotlight: Hashable, Sendable {
    case circle(center: Point, radius: Double)
    case rect(Rect, cornerRadius: Double)
}
