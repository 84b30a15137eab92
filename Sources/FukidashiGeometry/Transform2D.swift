#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2-D affine transform as CGTransform2D and Cairo write it:
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty. In y-down space a positive rotation turns
/// clockwise on screen, as UIKit's does.
package struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    package static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package static func translation(_ dx: Double, _ dy: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    package static func scale(_ s: Double) -> Transform2D {
        Transform2D(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0)
    }

    package static func rotation(_ radians: Double) -> Transform2D {
        Transform2D(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), tx: 0, ty: 0)
    }

    /// `self` first, then `next`.
    package func then(_ next: Transform2D) -> Transform2D {
        Transform2D(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// `transform` applied about `pivot` instead of the origin (UIView's transform is about
    /// its centre).
    package static func about(_ pivot: Point, _ transform: Transform2D) -> Transform2D {
        translation(-pivot.x, -pivot.y).then(transform).then(translation(pivot.x, pivot.y))
    }

    package func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    package var description: String {
        "[\(a.shortDescription) \(b.shortDescription) \(c.shortDescription) \(d.shortDescription) \(tx.shortDescription) \(ty.shortDescription)]"
    }
}
