#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PathBuilder {
    /// The body's rounded rectangle with the tail spliced into its edge, as one closed
    /// subpath walked clockwise on screen. One outline means one fill and one border:
    /// no seam and no line across the tail's base.
    package mutating func addBubbleOutline(body: Rect, cornerRadius: Double, tail: TailShape?) {
        addRoundedRect(body, cornerRadius: cornerRadius, edgeInsertion: tail)
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

    /// `forward` walks from `baseStart` to `baseEnd` (top and right edges); bottom and left
    /// edges are walked the other way round.
    private mutating func addTail(_ tail: TailShape, forward: Bool) {
        let first = forward ? tail.baseStart : tail.baseEnd
        let last = forward ? tail.baseEnd : tail.baseStart
        line(to: first)
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
