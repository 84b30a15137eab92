/// One drawing instruction of a `Path`.
///
/// Arcs sweep from `startAngle` to `endAngle` in radians, measured as Cairo and UIKit measure
/// them in y-down space: angles grow clockwise on screen. The sweep direction is the sign of
/// `endAngle - startAngle`, so `|endAngle - startAngle| <= 2π` says everything.
package enum PathSegment: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(control: Point, to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
    case close
}

/// A sequence of segments, built with `PathBuilder`. Backends turn it into drawing calls in
/// exactly one function, so every shape reaches Cairo the same way.
package struct Path: Hashable, Sendable, CustomStringConvertible {
    package let segments: [PathSegment]

    package init(segments: [PathSegment]) {
        self.segments = segments
    }

    package var isEmpty: Bool { segments.isEmpty }

    /// Readable dump, one segment per line, for scene snapshots in tests.
    package var description: String {
        segments.map { segment in
            switch segment {
            case .move(let p): "M \(p)"
            case .line(let p): "L \(p)"
            case .quad(let c, let p): "Q \(c) \(p)"
            case .cubic(let c1, let c2, let p): "C \(c1) \(c2) \(p)"
            case .arc(let c, let r, let a0, let a1):
                "A \(c) r=\(r.shortDescription) \(a0.shortDescription)→\(a1.shortDescription)"
            case .close: "Z"
            }
        }.joined(separator: "\n")
    }
}
