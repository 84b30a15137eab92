#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An axis-aligned ellipse walked by its parameter `t`: the point `(cx + a cos t, cy + b sin t)`.
/// In y-down space `t` grows clockwise on screen, as every outline here is walked.
struct BodyEllipse: Hashable, Sendable {
    let center: Point
    let a: Double
    let b: Double

    func point(_ t: Double) -> Point { Point(x: center.x + a * cos(t), y: center.y + b * sin(t)) }

    /// The outward normal at `t` (not normalised to length one before `normalized`).
    func normal(_ t: Double) -> Vector { Vector(dx: b * cos(t), dy: a * sin(t)).normalized }

    /// The parameter of the outline's point facing `p` on the bounding box's `edge`: the point
    /// with `p`'s x on a top or bottom edge, with its y on a side.
    func parameter(facing p: Point, on edge: BodyEdge) -> Double {
        func clamped(_ v: Double) -> Double { min(1, max(-1, v)) }
        switch edge {
        case .bottom: return acos(clamped(a > 0 ? (p.x - center.x) / a : 0))
        case .top: return -acos(clamped(a > 0 ? (p.x - center.x) / a : 0))
        case .right: return asin(clamped(b > 0 ? (p.y - center.y) / b : 0))
        case .left: return .pi - asin(clamped(b > 0 ? (p.y - center.y) / b : 0))
        }
    }

    /// The parameter of a point on the ellipse.
    func parameter(of p: Point) -> Double {
        atan2(b > 0 ? (p.y - center.y) / b : 0, a > 0 ? (p.x - center.x) / a : 0)
    }

    /// Its length round, by Ramanujan's approximation (exact for a circle, within 0.04 % for
    /// any ellipse flatter than 5:1).
    var perimeter: Double {
        .pi * (3 * (a + b) - ((3 * a + b) * (a + 3 * b)).squareRoot())
    }

    /// How many pieces of about `length` go round it, at least `fewest`.
    func divisions(every length: Double, atLeast fewest: Int) -> Int {
        max(fewest, Int((perimeter / length).rounded()))
    }

    /// `count + 1` parameters from `t0` to `t1` (`t1 > t0`) that split the arc between them
    /// into pieces of equal length, so bumps and spikes are alike all round a long ellipse.
    func evenlySpaced(from t0: Double, to t1: Double, count: Int) -> [Double] {
        // The arc length summed over 128 chords, then inverted piecewise: the pieces come out
        // equal to well under a point on any balloon's outline.
        let steps = 128
        var lengths = [0.0]
        lengths.reserveCapacity(steps + 1)
        var previous = point(t0)
        for i in 1...steps {
            let next = point(t0 + (t1 - t0) * Double(i) / Double(steps))
            lengths.append(lengths[i - 1] + previous.distance(to: next))
            previous = next
        }
        let total = lengths[steps]
        guard total > 0, count > 0 else { return (0...max(count, 0)).map { t0 + (t1 - t0) * Double($0) / Double(max(count, 1)) } }
        var parameters = [t0]
        var i = 1
        for piece in 1..<count {
            let target = total * Double(piece) / Double(count)
            while lengths[i] < target { i += 1 }
            let fraction = (target - lengths[i - 1]) / (lengths[i] - lengths[i - 1])
            parameters.append(t0 + (t1 - t0) * (Double(i - 1) + fraction) / Double(steps))
        }
        parameters.append(t1)
        return parameters
    }
}

extension PathBuilder {
    /// The ellipse's arc from `t0` to `t1` (either way round), as cubic Béziers of at most a
    /// quarter turn each: the affine image of the usual circular approximation, whose radial
    /// error is under 0.03 %.
    mutating func addEllipticArc(_ ellipse: BodyEllipse, from t0: Double, to t1: Double) {
        let pieces = max(1, Int((abs(t1 - t0) / (.pi / 2)).rounded(.up)))
        let step = (t1 - t0) / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var t = t0
        for _ in 0..<pieces {
            let next = t + step
            let p0 = ellipse.point(t), p1 = ellipse.point(next)
            let d0 = Vector(dx: -ellipse.a * sin(t), dy: ellipse.b * cos(t))
            let d1 = Vector(dx: -ellipse.a * sin(next), dy: ellipse.b * cos(next))
            cubic(control1: p0 + d0 * k, control2: p1 + -d1 * k, to: p1)
            t = next
        }
    }

    /// A whole ellipse as its own closed subpath, clockwise on screen, from its rightmost point.
    mutating func addEllipse(_ ellipse: BodyEllipse) {
        move(to: ellipse.point(0))
        addEllipticArc(ellipse, from: 0, to: 2 * .pi)
        close()
    }
}
