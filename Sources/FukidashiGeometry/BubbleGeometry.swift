/// What a bubble needs to be placed: its body size from the text, the focus its tail
/// touches, and the canvas it should stay inside.
package struct BubbleRequest: Hashable, Sendable {
    let bodySize: Size
    let focus: Point
    package let placement: Placement
    package let tail: TailSpec
    package let cornerRadius: Double
    package let shape: BodyShape
    package let canvas: Rect
    /// An element the tail points at (grown by its gap): the apex then sits on the middle of
    /// the edge that faces the body, for whichever placement is used.
    let target: Rect?

    /// `auto` keeps bodies this far from the canvas edges.
    static let canvasMargin = 8.0

    package init(
        bodySize: Size, focus: Point, placement: Placement, tail: TailSpec,
        cornerRadius: Double, canvas: Rect, target: Rect? = nil, shape: BodyShape = .roundedRect
    ) {
        precondition(focus.isFinite && cornerRadius.isFinite && cornerRadius >= 0)
        self.target = target
        self.bodySize = bodySize
        self.focus = focus
        self.placement = placement
        self.tail = tail
        self.cornerRadius = cornerRadius
        self.canvas = canvas
        self.shape = shape
    }
}

extension BubbleRequest {
    /// Where the apex sits for `placement`: the focus, or on an element the middle of its edge
    /// that faces the body (bottom for `below` and its diagonals, top for `above` and its
    /// diagonals, the near side for `left` and `right`), as tooltip libraries anchor.
    func focus(for placement: Placement) -> Point {
        guard let target else { return focus }
        switch placement {
        case .below, .belowLeft, .belowRight: return Point(x: target.midX, y: target.maxY)
        case .above, .aboveLeft, .aboveRight: return Point(x: target.midX, y: target.minY)
        case .left: return Point(x: target.minX, y: target.midY)
        case .right: return Point(x: target.maxX, y: target.midY)
        case .auto: return focus
        }
    }
}

/// Something about a placement the user should hear about; it never stops the render.
package enum PlacementWarning: Hashable, Sendable, CustomStringConvertible {
    /// The outline reaches past the canvas.
    case outsideCanvas(bounds: Rect, canvas: Rect)
    /// `auto` tried every candidate and none fitted inside the canvas margin.
    case nothingFits(tried: [Placement], used: Placement)
    /// The edge was too short for the tail's base between the rounded corners.
    case tailNarrowed(requested: Double, used: Double)

    package var description: String {
        switch self {
        case .outsideCanvas(let bounds, let canvas):
            "bubble \(bounds) reaches outside the canvas \(canvas)"
        case .nothingFits(let tried, let used):
            "no placement fits inside the canvas with an 8 pt margin (tried \(tried.map(\.rawValue).joined(separator: ", "))); drawn \(used.rawValue) the focus, partly outside"
        case .tailNarrowed(let requested, let used):
            "tail base narrowed from \(requested.shortDescription) to \(used.shortDescription) pt to stay clear of the rounded corners"
        }
    }
}

/// A placed bubble: body rectangle, tail and the single outline that fill and border share.
///
/// Guarantees: when there is a tail, its apex is exactly `focus` and the body does not
/// contain the focus; the outline is one closed subpath (no seam at the tail base).
package struct BubbleGeometry: Hashable, Sendable {
    package let body: Rect
    /// The corner radius actually used (clamped to half the shorter side).
    package let cornerRadius: Double
    package let shape: BodyShape
    package let tail: TailShape?
    /// The placement used; never `auto`, `nil` for a tail-less label.
    package let placement: Placement?
    package let outline: Path
    package let warnings: [PlacementWarning]

    /// Everything the outline covers: the body and the tail's apex (or its dots).
    package var bounds: Rect {
        guard let tail else { return body }
        return body.union(tail.bounds)
    }

    init(body: Rect, cornerRadius: Double, shape: BodyShape = .roundedRect, tail: TailShape?, placement: Placement?, warnings: [PlacementWarning]) {
        self.body = body
        self.cornerRadius = cornerRadius
        self.shape = shape
        self.tail = tail
        self.placement = placement
        var builder = PathBuilder()
        builder.addBubbleOutline(body: body, cornerRadius: cornerRadius, tail: tail, shape: shape)
        self.outline = builder.build()
        self.warnings = warnings
    }

    /// A tail-less label with its body's origin at `origin`.
    package static func label(origin: Point, size: Size, cornerRadius: Double, canvas: Rect, shape: BodyShape = .roundedRect) -> BubbleGeometry {
        let body = Rect(origin: origin, size: size)
        let radius = clampedRadius(cornerRadius, for: size)
        let warnings: [PlacementWarning] = canvas.contains(body) ? [] : [.outsideCanvas(bounds: body, canvas: canvas)]
        return BubbleGeometry(body: body, cornerRadius: radius, shape: shape, tail: nil, placement: nil, warnings: warnings)
    }

    /// Places a bubble by SPEC's geometry rules.
    package static func place(_ request: BubbleRequest) -> BubbleGeometry {
        if request.placement == .auto { return placeAutomatically(request) }
        let candidate = EdgePlacement(request: request, placement: request.placement, slide: false)
        var warnings = candidate.narrowingWarnings
        // The bounds without the outline: it is built once, with the warnings.
        let bounds = candidate.body.union(candidate.tail.bounds)
        if !request.canvas.contains(bounds) {
            warnings.append(.outsideCanvas(bounds: bounds, canvas: request.canvas))
        }
        return candidate.geometry(warnings: warnings)
    }

    /// `auto`: flip by the focus's vertical half (*seed*), slide along the edge to stay
    /// inside the margin, then try the sides; if nothing fits, say so.
    private static func placeAutomatically(_ request: BubbleRequest) -> BubbleGeometry {
        let vertical: Placement = request.focus.y < request.canvas.midY ? .below : .above
        let sides: [Placement] = request.focus.x < request.canvas.midX ? [.right, .left] : [.left, .right]
        let tried = [vertical] + sides
        for placement in tried {
            let candidate = EdgePlacement(request: request, placement: placement, slide: true)
            if candidate.fitsInsideMargin {
                return candidate.geometry(warnings: candidate.narrowingWarnings)
            }
        }
        let fallback = EdgePlacement(request: request, placement: vertical, slide: true)
        return fallback.geometry(warnings: fallback.narrowingWarnings + [.nothingFits(tried: tried, used: vertical)])
    }

    static func clampedRadius(_ radius: Double, for size: Size) -> Double {
        min(radius, min(size.width, size.height) / 2)
    }
}
