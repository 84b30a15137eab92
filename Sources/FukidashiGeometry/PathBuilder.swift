#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds a `Path` segment by segment, keeping track of the current point.
package struct PathBuilder: Sendable {
    package private(set) var segments: [PathSegment] = []
    private(set) var currentPoint: Point?

    package init() {}

    package mutating func move(to p: Point) {
        segments.append(.move(p))
        currentPoint = p
    }

    package mutating func line(to p: Point) {
        if currentPoint == p { return }  // zero-length lines add nothing but noise to dumps
        segments.append(.line(p))
        currentPoint = p
    }

    mutating func quad(control: Point, to p: Point) {
        segments.append(.quad(control: control, to: p))
        currentPoint = p
    }

    mutating func cubic(control1: Point, control2: Point, to p: Point) {
        segments.append(.cubic(control1: control1, control2: control2, to: p))
        currentPoint = p
    }

    mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        guard radius > 0 else { return }
        segments.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle))
        currentPoint = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    package mutating func close() {
        segments.append(.close)
    }

    package func build() -> Path { Path(segments: segments) }

    /// A full circle as its own closed subpath, clockwise on screen like every outline here,
    /// so circles and rounded rectangles in one path unite under the winding rule.
    package mutating func addCircle(_ circle: Circle) {
        move(to: Point(x: circle.center.x + circle.radius, y: circle.center.y))
        arc(center: circle.center, radius: circle.radius, startAngle: 0, endAngle: 2 * .pi)
        close()
    }

    /// A rectangle with circular corners, clockwise on screen from the top-left corner.
    /// The radius is clamped to half the shorter side.
    package static func roundedRect(_ rect: Rect, cornerRadius: Double) -> Path {
        var builder = PathBuilder()
        builder.addRoundedRect(rect, cornerRadius: cornerRadius, edgeInsertion: nil)
        return builder.build()
    }
}
