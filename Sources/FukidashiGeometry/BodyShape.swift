/// The outline a bubble's body takes around its text (the style's `shape`): today's rounded
/// rectangle, or one of a comic's balloons. The body's rectangle is the shape's bounding box;
/// placement, sliding and mirroring work on it, so they treat every shape alike.
package enum BodyShape: Hashable, Sendable {
    /// The rounded rectangle; its radius is the request's `cornerRadius`.
    case roundedRect
    /// A speech balloon.
    case ellipse
    /// A thought balloon: `bumps` arcs bulging `depth` points out of an ellipse (`nil`: one
    /// about every 40 points round it).
    case cloud(bumps: Int?, depth: Double)
    /// A shout: `spikes` points reaching `depth` points out of an ellipse (`nil`: one about
    /// every 28 points round it).
    case burst(spikes: Int?, depth: Double)

    /// The body that holds a text block of `text` with `padding` round it: the block and its
    /// padding, or the body whose text ellipse (`textEllipse`) is the smallest of the block's
    /// proportions that holds its corners (half-axes √2 times its half-sides). A balloon whose
    /// lines follow its outline is sized by `BalloonFitting` instead; this holds lines that
    /// do not wrap.
    package func bodySize(holdingText text: Size, padding: EdgeInsets) -> Size {
        switch self {
        case .roundedRect: return Size(width: text.width + padding.horizontal, height: text.height + padding.vertical)
        case .ellipse, .cloud, .burst:
            return bodySize(
                textHalfAxes: Size(width: text.width / 2 * Self.circumscribing, height: text.height / 2 * Self.circumscribing), padding: padding)
        }
    }

    /// The body whose text ellipse has half-axes `halfAxes` (width `a`, height `b`).
    package func bodySize(textHalfAxes halfAxes: Size, padding: EdgeInsets) -> Size {
        Size(width: 2 * halfAxes.width + padding.horizontal + 2 * outerDepth, height: 2 * halfAxes.height + padding.vertical + 2 * outerDepth)
    }

    /// The room for text across a body `length` wide (a fixed `width`, or `maxWidth`), less
    /// `padding` (both sides' together): on a balloon, its text ellipse's.
    package func textLength(inBody length: Double, padding: Double) -> Double {
        switch self {
        case .roundedRect: return max(0, length - padding)
        case .ellipse, .cloud, .burst: return max(0, length - padding - 2 * outerDepth)
        }
    }

    /// The share of a text ellipse's axis that a block of lines that do not wrap may take:
    /// its corners then lie on the ellipse (1 for the rounded rectangle).
    package var unwrappedShare: Double { self == .roundedRect ? 1 : Self.circumscribing }

    /// Where a balloon's text must stay: the body's ellipse less the padding (an ellipse of
    /// half the body's size less the padding of each axis and the bumps' depth, moved by the
    /// difference of opposite sides' padding). `nil` for the rounded rectangle.
    package func textEllipse(in body: Rect, padding: EdgeInsets) -> (center: Point, a: Double, b: Double)? {
        guard self != .roundedRect else { return nil }
        let center = Point(x: body.midX + (padding.left - padding.right) / 2, y: body.midY + (padding.top - padding.bottom) / 2)
        return (
            center, max(0, textLength(inBody: body.width, padding: padding.horizontal) / 2),
            max(0, textLength(inBody: body.height, padding: padding.vertical) / 2)
        )
    }

    /// How far the bumps or spikes reach past the ellipse the tail's base sits on.
    var outerDepth: Double {
        switch self {
        case .roundedRect, .ellipse: 0
        case .cloud(_, let depth), .burst(_, let depth): depth
        }
    }

    /// The ellipse of a body that is not a rectangle: through the bumps' cusps, the spikes'
    /// valleys and the tail's base.
    func ellipse(in body: Rect) -> BodyEllipse? {
        guard self != .roundedRect else { return nil }
        return BodyEllipse(
            center: Point(x: body.midX, y: body.midY), a: max(0, body.width / 2 - outerDepth), b: max(0, body.height / 2 - outerDepth))
    }

    /// A name for scene dumps; `nil` for the rounded rectangle, whose dumps predate shapes.
    package var name: String? {
        switch self {
        case .roundedRect: nil
        case .ellipse: "ellipse"
        case .cloud(let bumps, let depth): "cloud \(bumps.map(String.init) ?? "auto")×\(depth.shortDescription)"
        case .burst(let spikes, let depth): "burst \(spikes.map(String.init) ?? "auto")×\(depth.shortDescription)"
        }
    }

    static let circumscribing = 2.0.squareRoot()
}
