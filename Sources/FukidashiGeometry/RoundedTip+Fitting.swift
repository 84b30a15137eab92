#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RoundedTip {
    /// The arc of `radius` tangent to both sides of the tail whose outermost point is
    /// exactly `apex`: the sharp corner moves out until the rounded tip touches the focus.
    /// `nil` for a sharp tip or a degenerate (flat or zero-length) tail.
    static func fitting(baseStart: Point, baseEnd: Point, apex: Point, radius requested: Double) -> RoundedTip? {
        guard requested > 0 else { return nil }
        guard let wedge = Wedge(corner: apex, a: baseStart, b: baseEnd) else { return nil }
        // Never round more than half the shorter side away, or the tip eats the tail.
        let shorterSide = min(baseStart.distance(to: apex), baseEnd.distance(to: apex))
        let radius = min(requested, 0.5 * shorterSide * tan(wedge.halfAngle))
        guard radius > 0 else { return nil }

        // Fixed point: the corner V such that the arc inscribed at V peaks at the apex.
        var corner = apex
        var current = wedge
        for _ in 0..<64 {
            let overshoot = radius / sin(current.halfAngle) - radius
            let next = apex + (-current.bisector) * overshoot
            guard let nextWedge = Wedge(corner: next, a: baseStart, b: baseEnd) else { return nil }
            let moved = next.distance(to: corner)
            corner = next
            current = nextWedge
            if moved < 1e-12 { break }
        }
        let center = corner + current.bisector * (radius / sin(current.halfAngle))
        let tangentDistance = radius / tan(current.halfAngle)
        return RoundedTip(
            virtualApex: corner, center: center, radius: radius,
            startTangent: corner + current.towardA * tangentDistance,
            endTangent: corner + current.towardB * tangentDistance)
    }
}

/// The angle at `corner` between the rays towards `a` and `b`.
private struct Wedge {
    let towardA: Vector
    let towardB: Vector
    /// Unit vector halving the angle, pointing into the wedge.
    let bisector: Vector
    let halfAngle: Double

    init?(corner: Point, a: Point, b: Point) {
        towardA = (a - corner).normalized
        towardB = (b - corner).normalized
        guard towardA.length > 0, towardB.length > 0 else { return nil }
        let cosine = min(1, max(-1, towardA.dot(towardB)))
        halfAngle = acos(cosine) / 2
        bisector = (towardA + towardB).normalized
        guard halfAngle > 1e-6, halfAngle < .pi / 2 - 1e-6, bisector.length > 0 else { return nil }
    }
}
