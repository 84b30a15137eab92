/// Space inside each edge of a rectangle, in points (a bubble's padding).
///
/// Guarantees: every side is finite and >= 0.
public struct EdgeInsets: Hashable, Sendable {
    public let top: Double
    public let left: Double
    public let bottom: Double
    public let right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        precondition([top, left, bottom, right].allSatisfy { $0.isFinite && $0 >= 0 },
                     "EdgeInsets needs finite, non-negative sides")
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
}
