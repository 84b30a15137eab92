/// A position in points; origin top-left, y grows downwards (UIKit).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var isFinite: Bool { x.isFinite && y.isFinite }

    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    public static func + (a: Point, b: Vector) -> Point { Point(x: a.x + b.dx, y: a.y + b.dy) }
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }

    public var description: String { "(\(x.shortDescription), \(y.shortDescription))" }
}

/// A displacement between two points.
public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The unit vector in the same direction; the zero vector stays zero.
    public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx: dx / l, dy: dy / l) : self
    }

    public static func * (v: Vector, s: Double) -> Vector { Vector(dx: v.dx * s, dy: v.dy * s) }
    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }

    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }
}

extension Double {
    /// `12` rather than `12.0`, and at most two decimals (`115.38`), for diagnostics and
    /// scene dumps: people read these, and float noise hides the number.
    public var shortDescription: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
