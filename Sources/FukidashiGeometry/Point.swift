/// A position in points; origin top-left, y grows downwards (UIKit).
package struct Point: Hashable, Sendable, CustomStringConvertible {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = Point(x: 0, y: 0)

    var isFinite: Bool { x.isFinite && y.isFinite }

    func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    package static func + (a: Point, b: Vector) -> Point { Point(x: a.x + b.dx, y: a.y + b.dy) }
    package static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }

    package var description: String { "(\(x.shortDescription), \(y.shortDescription))" }
}

/// A displacement between two points.
package struct Vector: Hashable, Sendable {
    package var dx: Double
    var dy: Double

    package init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    package var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The unit vector in the same direction; the zero vector stays zero.
    var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx: dx / l, dy: dy / l) : self
    }

    package static func * (v: Vector, s: Double) -> Vector { Vector(dx: v.dx * s, dy: v.dy * s) }
    package static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    package static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }

    func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }
}

extension Double {
    /// `12` rather than `12.0`, and at most two decimals (`115.38`), for diagnostics and
    /// scene dumps: people read these, and float noise hides the number.
    package var shortDescription: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
