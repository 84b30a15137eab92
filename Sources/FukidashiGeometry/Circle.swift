#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A circle in points (avatars, badges).
///
/// Guarantees: the centre is finite and the radius is finite and >= 0.
package struct Circle: Hashable, Sendable {
    package let center: Point
    package let radius: Double

    package init(center: Point, radius: Double) {
        precondition(center.isFinite && radius.isFinite && radius >= 0, "Circle needs a finite centre and radius >= 0")
        self.center = center
        self.radius = radius
    }

    /// The point on the circumference at `degrees`, 0 along +x, positive turning upwards on
    /// screen (SPEC; the seed's -45 is lower right): (cx + r·cos θ, cy − r·sin θ).
    package func point(atDegrees degrees: Double) -> Point {
        let theta = degrees * .pi / 180
        return Point(x: center.x + radius * cos(theta), y: center.y - radius * sin(theta))
    }

    package var bounds: Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
