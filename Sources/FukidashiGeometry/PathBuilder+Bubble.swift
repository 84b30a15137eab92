#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PathBuilder {
    /// The body's rounded rectangle with the tail spliced into its edge, as one closed
    /// subpath walked clockwise on screen. One outline means one fill and one border:
    /// no seam and no line across the tail's base.
    ///
    /// Another shape is walked the same way round its ellipse, with the tail spliced in between
    /// the two points of its base. A `dots` tail splices nothing: its ovals are subpaths of
    /// their own, walked the same way, so fill and border treat them as the body.
    package mutating func addBubbleOutline(body: Rect, cornerRadius: Double, tail: TailShape?, shape: BodyShape = .roundedRect) {
        let spliced = tail?.style == .dots ? nil : tail
        if let ellipse = shape.ellipse(in: body) {
            addShapedOutline(shape, ellipse, tail: spliced)
        } else {
            addRoundedRect(body, cornerRadius: cornerRadius, edgeInsertion: spliced)
        }
        for dot in tail?.dots ?? [] {
            addEllipse(BodyEllipse(center: dot.center, a: dot.width / 2, b: dot.height / 2))
        }
    }

    /// An ellipse, cloud or burst from the end of the tail's base clockwise round to its start,
    /// then the tail; from the top without a tail.
    private mutating func addShapedOutline(_ shape: BodyShape, _ ellipse: BodyEllipse, tail: TailShape?) {
        var from = -Double.pi / 2
        var to = from + 2 * .pi
        var forward = true
        if let tail {
            let start = ellipse.parameter(of: tail.baseStart), end = ellipse.parameter(of: tail.baseEnd)
            // The clockwise turn from the base's start to its end: under half a turn, the tail
            // is walked from start to end; otherwise the other way.
            var turn = (end - start).truncatingRemainder(dividingBy: 2 * .pi)
            if turn < 0 { turn += 2 * .pi }
            forward = turn < .pi
            (from, to) = forward ? (end, end + 2 * .pi - turn) : (start, start + turn)
        }
        move(to: ellipse.point(from))
        switch shape {
        case .roundedRect, .ellipse:
            addEllipticArc(ellipse, from: from, to: to)
        case .cloud(let bumps, let depth):
            let whole = bumps ?? ellipse.divisions(every: 40, atLeast: 6)
            let cusps = ellipse.evenlySpaced(from: from, to: to, count: Self.share(of: whole, turn: to - from))
            for (t0, t1) in zip(cusps, cusps.dropFirst()) {
                let middle = (t0 + t1) / 2
                addBump(from: ellipse.point(t0), to: ellipse.point(t1), through: ellipse.point(middle) + ellipse.normal(middle) * depth)
            }
        case .burst(let spikes, let depth):
            let whole = spikes ?? ellipse.divisions(every: 28, atLeast: 8)
            let valleys = ellipse.evenlySpaced(from: from, to: to, count: Self.share(of: whole, turn: to - from))
            for (t0, t1) in zip(valleys, valleys.dropFirst()) {
                let middle = (t0 + t1) / 2
                line(to: ellipse.point(middle) + ellipse.normal(middle) * depth)
                line(to: ellipse.point(t1))
            }
        }
        if let tail { addTail(tail, forward: forward) }
        close()
    }

    /// The bumps or spikes of a whole turn that fall in `turn` radians (at least two).
    private static func share(of count: Int, turn: Double) -> Int {
        max(2, Int((Double(count) * turn / (2 * .pi)).rounded()))
    }

    /// A cloud's bump: the circular arc from `p0` to `p1` that bulges out as far as `peak`
    /// (the point `depth` past the ellipse between them), at most a half circle so bumps never
    /// cross.
    private mutating func addBump(from p0: Point, to p1: Point, through peak: Point) {
        let chord = p1 - p0
        let length = chord.length
        let middle = p0 + chord * 0.5
        var outward = Vector(dx: -chord.dy, dy: chord.dx).normalized
        if outward.dot(peak - middle) < 0 { outward = -outward }
        let depth = min((peak - middle).dot(outward), length / 2)
        guard depth > 0 else { return line(to: p1) }
        let radius = (length * length / 4 + depth * depth) / (2 * depth)
        let arcCenter = middle + outward * (depth - radius)
        let a0 = atan2(p0.y - arcCenter.y, p0.x - arcCenter.x)
        var a1 = atan2(p1.y - arcCenter.y, p1.x - arcCenter.x)
        // Clockwise on screen, as the outline is walked: the angle grows.
        while a1 <= a0 { a1 += 2 * .pi }
        arc(center: arcCenter, radius: radius, startAngle: a0, endAngle: a1)
    }

    mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double, edgeInsertion tail: TailShape?) {
        let r = BubbleGeometry.clampedRadius(cornerRadius, for: rect.size)
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        move(to: Point(x: x0 + r, y: y0))
        if let tail, tail.edge == .top { addTail(tail, forward: true) }
        line(to: Point(x: x1 - r, y: y0))
        arc(center: Point(x: x1 - r, y: y0 + r), radius: r, startAngle: -.pi / 2, endAngle: 0)
        if let tail, tail.edge == .right { addTail(tail, forward: true) }
        line(to: Point(x: x1, y: y1 - r))
        arc(center: Point(x: x1 - r, y: y1 - r), radius: r, startAngle: 0, endAngle: .pi / 2)
        if let tail, tail.edge == .bottom { addTail(tail, forward: false) }
        line(to: Point(x: x0 + r, y: y1))
        arc(center: Point(x: x0 + r, y: y1 - r), radius: r, startAngle: .pi / 2, endAngle: .pi)
        if let tail, tail.edge == .left { addTail(tail, forward: false) }
        line(to: Point(x: x0, y: y0 + r))
        arc(center: Point(x: x0 + r, y: y0 + r), radius: r, startAngle: .pi, endAngle: 1.5 * .pi)
        close()
    }

    /// The unit vector out of the body through `edge`.
    private static func outward(_ edge: BodyEdge) -> Vector {
        switch edge {
        case .top: Vector(dx: 0, dy: -1)
        case .bottom: Vector(dx: 0, dy: 1)
        case .left: Vector(dx: -1, dy: 0)
        case .right: Vector(dx: 1, dy: 0)
        }
    }

    /// `forward` walks from `baseStart` to `baseEnd` (top and right edges); bottom and left
    /// edges are walked the other way round.
    private mutating func addTail(_ tail: TailShape, forward: Bool) {
        let first = forward ? tail.baseStart : tail.baseEnd
        let last = forward ? tail.baseEnd : tail.baseStart
        line(to: first)
        if tail.style == .curved {
            // Each side leaves the body square to its edge and bends to the apex: the sides'
            // controls are their base points moved out along the edge's normal, by the same
            // vector, so the sides never cross before the apex.
            let reach = Self.outward(tail.edge)
            let depth = (tail.apex - tail.baseCenter).dot(reach)
            let bend = reach * (0.55 * max(0, depth))
            quad(control: first + bend, to: tail.apex)
            quad(control: last + bend, to: last)
            return
        }
        if let tip = tail.tip {
            let from = forward ? tip.startTangent : tip.endTangent
            let to = forward ? tip.endTangent : tip.startTangent
            line(to: from)
            let a0 = atan2(from.y - tip.center.y, from.x - tip.center.x)
            var sweep = atan2(to.y - tip.center.y, to.x - tip.center.x) - a0
            // The tip's arc is the short way round (less than half a turn).
            if sweep > .pi { sweep -= 2 * .pi }
            if sweep < -.pi { sweep += 2 * .pi }
            arc(center: tip.center, radius: tip.radius, startAngle: a0, endAngle: a0 + sweep)
        } else {
            line(to: tail.apex)
        }
        line(to: last)
    }
}
