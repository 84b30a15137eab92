/// An axis-aligned rectangle in points.
///
/// Guarantees: the origin is finite and the size is non-negative, so `minX <= maxX` and
/// `minY <= maxY` always hold.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
    package let origin: Point
    package let size: Size

    package init(origin: Point, size: Size) {
        precondition(origin.isFinite, "Rect needs a finite origin, got \(origin)")
        self.origin = origin
        self.size = size
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    package var minX: Double { origin.x }
    package var minY: Double { origin.y }
    package var maxX: Double { origin.x + size.width }
    package var maxY: Double { origin.y + size.height }
    package var midX: Double { origin.x + size.width / 2 }
    package var midY: Double { origin.y + size.height / 2 }
    package var width: Double { size.width }
    package var center: Point { Point(x: midX, y: midY) }
    package var height: Double { size.height }

    /// True when `point` lies strictly inside (points on the edge are outside).
    func containsStrictly(_ point: Point) -> Bool {
        point.x > minX && point.x < maxX && point.y > minY && point.y < maxY
    }

    /// True when `other` lies entirely inside this rectangle (edges may touch).
    package func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// The rectangle shrunk by `insets`; sides that would cross collapse to zero.
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The smallest rectangle holding this one and `point`.
    func union(_ point: Point) -> Rect {
        let x0 = Swift.min(minX, point.x), y0 = Swift.min(minY, point.y)
        let x1 = Swift.max(maxX, point.x), y1 = Swift.max(maxY, point.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding this one and `other`.
    package func union(_ other: Rect) -> Rect {
        union(other.origin).union(Point(x: other.maxX, y: other.maxY))
    }

    package var description: String {
        "[\(minX.shortDescription), \(minY.shortDescription), \(width.shortDescription), \(height.shortDescription)]"
    }
}

extension Rect {
    /// The part both cover, or `nil` where they do not meet.
    package func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Every coordinate times `factor`: points to pixels.
    package func scaled(by factor: Double) -> Rect {
        Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
    }

    /// Grown by `amount` on every side about its centre (shrunk for a negative amount, never
    /// past empty).
    package func grown(by amount: Double) -> Rect {
        let width = max(0, size.width + 2 * amount), height = max(0, size.height + 2 * amount)
        return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }
}
