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
    package let style: TailStyle

    /// The *seed* tail: 25 wide, 20 long, sharp tip.
    package static let standard = TailSpec(width: 25, length: 20)

    package init(
        width: Double, length: Double, position: TailPosition? = nil, tipRadius: Double = 0, countsFromEnd: Bool = false, style: TailStyle = .wedge
    ) {
        precondition(
            [width, length, tipRadius].allSatisfy { $0.isFinite && $0 >= 0 },
            "TailSpec needs finite, non-negative sizes")
        self.width = width
        self.length = length
        self.position = position
        self.tipRadius = tipRadius
        self.countsFromEnd = countsFromEnd
        self.style = style
    }

    /// The tail of a mirrored layout: its position counts from the other end.
    package var mirrored: TailSpec {
        TailSpec(width: width, length: length, position: position, tipRadius: tipRadius, countsFromEnd: !countsFromEnd, style: style)
    }
}

/// How a tail is drawn (`tail.style`).
package enum TailStyle: String, CaseIterable, Hashable, Sendable {
    /// Straight sides to a point (or the rounded tip).
    case wedge
    /// Sides that leave the body square and bend towards the speaker, as a manga tail does.
    case curved
    /// A thought balloon's trail of shrinking ovals, the last one on the focus.
    case dots
}

/// A placed tail: the two base points on the body's outline and the apex on the focus.
///
/// Guarantees: `baseStart` comes before `baseEnd` along the edge's start→end direction
/// (left→right or top→bottom). On a rounded rectangle both lie on the straight part of the
/// edge, clear of the rounded corners; on another shape they lie on its ellipse.
package struct TailShape: Hashable, Sendable {
    package let edge: BodyEdge
    package let baseStart: Point
    package let baseEnd: Point
    /// Where the tail touches: exactly the focus, also when the tip is rounded, and the centre
    /// of the last dot.
    package let apex: Point
    /// The rounded tip, if any: the arc replaces the sharp corner at `virtualApex`.
    let tip: RoundedTip?
    package var style: TailStyle = .wedge
    /// A `dots` tail's ovals, by their bounding boxes, from the body out to the focus.
    package var dots: [Rect] = []

    /// Everything the tail covers beyond the body: its apex, or its dots.
    var bounds: Rect {
        dots.reduce(Rect(origin: apex, size: Size(width: 0, height: 0))) { $0.union($1) }
    }

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
