/// The requested tail of a bubble, before placement.
///
/// Guarantees: `width`, `length` and `tipRadius` are finite and >= 0.
package struct TailSpec: Hashable, Sendable {
    package let width: Double
    package let length: Double
    package let position: TailPosition?
    let tipRadius: Double
    /// Set in a mirrored layout: on a top or bottom edge, `position` counts from the edge's
    /// end (right) instead of its start.
    let countsFromEnd: Bool

    /// The *seed* tail: 25 wide, 20 long, sharp tip.
    package static let standard = TailSpec(width: 25, length: 20)

    package init(width: Double, length: Double, position: TailPosition? = nil, tipRadius: Double = 0, countsFromEnd: Bool = false) {
        precondition(
            [width, length, tipRadius].allSatisfy { $0.isFinite && $0 >= 0 },
            "TailSpec needs finite, non-negative sizes")
        self.width = width
        self.length = length
        self.position = position
        self.tipRadius = tipRadius
        self.countsFromEnd = countsFromEnd
    }

    /// The tail of a mirrored layout: its position counts from the other end.
    package var mirrored: TailSpec {
        TailSpec(width: width, length: length, position: position, tipRadius: tipRadius, countsFromEnd: !countsFromEnd)
    }
}

/// A placed tail: the two base points on the body's edge and the apex on the focus.
///
/// Guarantees: `baseStart` comes before `baseEnd` along the edge's start→end direction
/// (left→right or top→bottom), and both lie on the straight part of the edge, clear of the
/// rounded corners.
package struct TailShape: Hashable, Sendable {
    package let edge: BodyEdge
    package let baseStart: Point
    package let baseEnd: Point
    /// Where the tail touches: exactly the focus, also when the tip is rounded.
    package let apex: Point
    /// The rounded tip, if any: the arc replaces the sharp corner at `virtualApex`.
    let tip: RoundedTip?

    var baseCenter: Point {
        Point(x: (baseStart.x + baseEnd.x) / 2, y: (baseStart.y + baseEnd.y) / 2)
    }
}

/// A circular arc that rounds a tail's tip, tangent to both sides.
struct RoundedTip: Hashable, Sendable {
    /// The corner the two straight sides would meet at without rounding.
    let virtualApex: Point
    package let center: Point
    package let radius: Double
    /// Tangent point on the side that leads from `baseStart`.
    let startTangent: Point
    /// Tangent point on the side that leads to `baseEnd`.
    let endTangent: Point
}
