#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One candidate placement worked out in the coordinates of the tail's edge:
/// `along` runs from the edge's start (left or top), `across` away from the body.
struct EdgePlacement {
    let placement: Placement
    let edge: BodyEdge
    let body: Rect
    let radius: Double
    let shape: BodyShape
    let tail: TailShape
    let requestedBaseWidth: Double
    let baseWidth: Double
    let fitsInsideMargin: Bool

    init(request: BubbleRequest, placement: Placement, slide: Bool) {
        let edge = placement.tailEdge!
        let size = request.bodySize
        let focus = request.focus(for: placement)
        let radius = BubbleGeometry.clampedRadius(request.cornerRadius, for: size)
        let edgeLength = edge.isHorizontal ? size.width : size.height
        // The base keeps clear of a rectangle's rounded corners, and within the middle 40 % of
        // another shape's side, where its outline faces the focus.
        let keepOut = request.shape == .roundedRect ? radius : 0.3 * edgeLength
        let baseWidth = min(request.tail.width, max(0, edgeLength - 2 * keepOut))
        let lowest = keepOut + baseWidth / 2, highest = edgeLength - keepOut - baseWidth / 2

        // Where the base's centre would like to be along the edge.
        var preferredCenter: Double
        switch request.tail.position {
        case .fraction(let f)?: preferredCenter = f * edgeLength
        case .offset(let o)?: preferredCenter = o + baseWidth / 2
        case nil:
            switch placement {
            case .aboveRight, .belowRight: preferredCenter = 0.2 * edgeLength
            case .aboveLeft, .belowLeft: preferredCenter = 0.8 * edgeLength
            default: preferredCenter = edgeLength / 2
            }
        }
        if request.tail.countsFromEnd, request.tail.position != nil, edge.isHorizontal {
            preferredCenter = edgeLength - preferredCenter
        }
        let baseCenter = min(max(preferredCenter, lowest), highest)

        // Where the apex sits along the edge, measured from the edge's start.
        let focusAlong = edge.isHorizontal ? focus.x : focus.y
        let canvasStart = edge.isHorizontal ? request.canvas.minX : request.canvas.minY
        let canvasEnd = edge.isHorizontal ? request.canvas.maxX : request.canvas.maxY
        let margin = BubbleRequest.canvasMargin
        var edgeStart: Double
        var center = baseCenter
        var fitsAlong = true
        if slide {
            edgeStart = focusAlong - baseCenter
            let minStart = canvasStart + margin, maxStart = canvasEnd - margin - edgeLength
            if minStart <= maxStart {
                edgeStart = min(max(edgeStart, minStart), maxStart)
            } else {
                fitsAlong = false
            }
            // The base follows the focus as far as the corners allow; the tail leans if it must.
            center = min(max(focusAlong - edgeStart, lowest), highest)
        } else if placement.isDiagonal {
            let apexAlong = (placement == .aboveRight || placement == .belowRight) ? 0 : edgeLength
            edgeStart = focusAlong - apexAlong
        } else {
            edgeStart = focusAlong - baseCenter  // isosceles: apex straight out from the base centre
        }

        let length = request.tail.length
        let origin: Point
        switch edge {
        case .bottom: origin = Point(x: edgeStart, y: focus.y - length - size.height)
        case .top: origin = Point(x: edgeStart, y: focus.y + length)
        case .right: origin = Point(x: focus.x - length - size.width, y: edgeStart)
        case .left: origin = Point(x: focus.x + length, y: edgeStart)
        }
        let body = Rect(origin: origin, size: size)

        let startAlong = center - baseWidth / 2, endAlong = center + baseWidth / 2
        let baseStart: Point, baseEnd: Point
        switch edge {
        case .top:
            baseStart = Point(x: body.minX + startAlong, y: body.minY)
            baseEnd = Point(x: body.minX + endAlong, y: body.minY)
        case .bottom:
            baseStart = Point(x: body.minX + startAlong, y: body.maxY)
            baseEnd = Point(x: body.minX + endAlong, y: body.maxY)
        case .left:
            baseStart = Point(x: body.minX, y: body.minY + startAlong)
            baseEnd = Point(x: body.minX, y: body.minY + endAlong)
        case .right:
            baseStart = Point(x: body.maxX, y: body.minY + startAlong)
            baseEnd = Point(x: body.maxX, y: body.minY + endAlong)
        }
        // On a shape that is not a rectangle, the base sits on its ellipse, facing the edge.
        var base = (start: baseStart, end: baseEnd, center: Point(x: (baseStart.x + baseEnd.x) / 2, y: (baseStart.y + baseEnd.y) / 2))
        if let ellipse = request.shape.ellipse(in: body) {
            // A trail of dots starts past the bumps or spikes, at the outline's outer reach.
            let middle = ellipse.parameter(facing: base.center, on: edge)
            base = (
                ellipse.point(ellipse.parameter(facing: baseStart, on: edge)), ellipse.point(ellipse.parameter(facing: baseEnd, on: edge)),
                ellipse.point(middle) + ellipse.normal(middle) * request.shape.outerDepth
            )
        }
        let style = request.tail.style
        let tip = style == .wedge ? RoundedTip.fitting(baseStart: base.start, baseEnd: base.end, apex: focus, radius: request.tail.tipRadius) : nil

        let inner = Rect(
            x: request.canvas.minX + margin, y: request.canvas.minY + margin,
            width: max(0, request.canvas.width - 2 * margin),
            height: max(0, request.canvas.height - 2 * margin))
        self.placement = placement
        self.edge = edge
        self.body = body
        self.radius = radius
        var tail = TailShape(edge: edge, baseStart: base.start, baseEnd: base.end, apex: focus, tip: tip)
        tail.style = style
        if style == .dots { tail.dots = TailShape.dots(from: base.center, to: focus, width: baseWidth) }
        self.tail = tail
        self.shape = request.shape
        self.requestedBaseWidth = request.tail.width
        self.baseWidth = baseWidth
        // Only the body must keep the margin: the apex goes wherever the user pointed.
        self.fitsInsideMargin = fitsAlong && inner.contains(body)
    }

    var narrowingWarnings: [PlacementWarning] {
        baseWidth < requestedBaseWidth ? [.tailNarrowed(requested: requestedBaseWidth, used: baseWidth)] : []
    }

    func geometry(warnings: [PlacementWarning]) -> BubbleGeometry {
        BubbleGeometry(body: body, cornerRadius: radius, shape: shape, tail: tail, placement: placement, warnings: warnings)
    }
}
