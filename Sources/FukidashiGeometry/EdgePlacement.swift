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
        let baseWidth = min(request.tail.width, max(0, edgeLength - 2 * radius))
        let lowest = radius + baseWidth / 2, highest = edgeLength - radius - baseWidth / 2

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
        let tip = RoundedTip.fitting(baseStart: baseStart, baseEnd: baseEnd, apex: focus, radius: request.tail.tipRadius)

        let inner = Rect(
            x: request.canvas.minX + margin, y: request.canvas.minY + margin,
            width: max(0, request.canvas.width - 2 * margin),
            height: max(0, request.canvas.height - 2 * margin))
        self.placement = placement
        self.edge = edge
        self.body = body
        self.radius = radius
        self.tail = TailShape(edge: edge, baseStart: baseStart, baseEnd: baseEnd, apex: focus, tip: tip)
        self.requestedBaseWidth = request.tail.width
        self.baseWidth = baseWidth
        // Only the body must keep the margin: the apex goes wherever the user pointed.
        self.fitsInsideMargin = fitsAlong && inner.contains(body)
    }

    var narrowingWarnings: [PlacementWarning] {
        baseWidth < requestedBaseWidth ? [.tailNarrowed(requested: requestedBaseWidth, used: baseWidth)] : []
    }

    func geometry(warnings: [PlacementWarning]) -> BubbleGeometry {
        BubbleGeometry(body: body, cornerRadius: radius, tail: tail, placement: placement, warnings: warnings)
    }
}
