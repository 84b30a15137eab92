/// Space inside each edge of a rectangle, in points (a bubble's padding).
///
/// Guarantees: every side is finite and >= 0.
package struct EdgeInsets: Hashable, Sendable {
    let top: Double
    let left: Double
    let bottom: Double
    let right: Double

    package init(top: Double, left: Double, bottom: Double, right: Double) {
        precondition(
            [top, left, bottom, right].allSatisfy { $0.isFinite && $0 >= 0 },
            "EdgeInsets needs finite, non-negative sides")
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    package init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    package var horizontal: Double { left + right }
    /// As a column of vertical text sees them: its start (the top) as a line's left, the
    /// right as a line's top. Only the sums along and across matter to line fitting.
    package var turnedForColumns: EdgeInsets { EdgeInsets(top: right, left: top, bottom: left, right: bottom) }
    package var vertical: Double { top + bottom }
}
