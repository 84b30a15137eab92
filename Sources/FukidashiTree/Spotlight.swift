import FukidashiGeometry

/// A cut-out of the overlay. Overlapping spotlights form one opening: they never dim or
/// lighten each other where they meet.
package enum Spotlight: Hashable, Sendable {
    case circle(center: Point, radius: Double)
    case rect(Rect, cornerRadius: Double)
}
