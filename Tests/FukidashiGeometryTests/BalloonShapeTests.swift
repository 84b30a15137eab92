import Testing

@testable import FukidashiGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private let canvas = Rect(x: 0, y: 0, width: 600, height: 500)
private let shapes: [BodyShape] = [.roundedRect, .ellipse, .cloud(bumps: 10, depth: 10), .burst(spikes: 18, depth: 16)]
private let explicit = Placement.allCases.filter { $0 != .auto }

private func place(_ shape: BodyShape, _ style: TailStyle, _ placement: Placement, focus: Point = Point(x: 300, y: 250)) -> BubbleGeometry {
    BubbleGeometry.place(
        BubbleRequest(
            bodySize: Size(width: 180, height: 120), focus: focus, placement: placement,
            tail: TailSpec(width: 25, length: 40, style: style), cornerRadius: 10, canvas: canvas, shape: shape))
}

/// The outline as points: every segment's end, and points along its arcs and curves.
private func samples(_ path: Path) -> [Point] {
    var points: [Point] = []
    var current = Point.zero
    for segment in path.segments {
        switch segment {
        case .move(let p), .line(let p):
            points.append(p)
            current = p
        case .quad(let c, let p):
            for i in 1...16 {
                let t = Double(i) / 16, u = 1 - t
                points.append(Point(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
            }
            current = p
        case .cubic(let c1, let c2, let p):
            for i in 1...16 {
                let t = Double(i) / 16, u = 1 - t
                let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                points.append(Point(x: x, y: y))
            }
            current = p
        case .arc(let c, let r, let a0, let a1):
            for i in 1...16 {
                let a = a0 + (a1 - a0) * Double(i) / 16
                points.append(Point(x: c.x + r * cos(a), y: c.y + r * sin(a)))
            }
            current = points.last!
        case .close:
            break
        }
    }
    return points
}

private func holds(_ rect: Rect, _ p: Point) -> Bool { p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY }

private func count(_ path: Path, _ matches: (PathSegment) -> Bool) -> Int { path.segments.filter(matches).count }

@Suite("Balloon shapes and tail styles")
struct BalloonShapeTests {
    @Test(
        "every shape and tail style puts the apex (or the last dot's centre) exactly on the focus, outside the body",
        arguments: shapes, TailStyle.allCases)
    func apexOnFocus(_ shape: BodyShape, _ style: TailStyle) throws {
        for placement in explicit {
            let focus = Point(x: 300, y: 250)
            let g = place(shape, style, placement, focus: focus)
            let tail = try #require(g.tail)
            #expect(tail.apex == focus, "\(placement)")
            #expect(!g.body.containsStrictly(focus), "\(placement)")
            if style == .dots {
                let last = try #require(tail.dots.last)
                #expect(abs(last.midX - focus.x) < 1e-9 && abs(last.midY - focus.y) < 1e-9, "\(placement)")
            }
        }
    }

    @Test("a shape and its wedge or curved tail are one closed outline; dots are closed subpaths of their own", arguments: shapes, TailStyle.allCases)
    func oneOutline(_ shape: BodyShape, _ style: TailStyle) throws {
        for placement in explicit {
            let g = place(shape, style, placement)
            let moves = count(g.outline) { if case .move = $0 { true } else { false } }
            let closes = count(g.outline) { $0 == .close }
            let dots = g.tail?.dots.count ?? 0
            #expect(moves == 1 + dots && closes == moves, "\(placement)")
            #expect(g.outline.segments.last == .close)
            #expect(style == .dots ? (2...3).contains(dots) : dots == 0)
        }
    }

    @Test("the outline stays in the body and its tail: bumps and spikes never reach past the body's box", arguments: shapes, TailStyle.allCases)
    func outlineInsideBounds(_ shape: BodyShape, _ style: TailStyle) {
        for placement in explicit {
            let g = place(shape, style, placement)
            // An elliptic arc drawn as Béziers strays outside the ellipse by under 0.03 %.
            let bounds = g.bounds.grown(by: 0.05)
            #expect(samples(g.outline).allSatisfy { holds(bounds, $0) }, "\(placement)")
        }
    }

    @Test(
        "a balloon's tail base sits on its ellipse, clear of its ends, and the outline runs through it", arguments: shapes.dropFirst(),
        [TailStyle.wedge, .curved])
    func baseOnEllipse(_ shape: BodyShape, _ style: TailStyle) throws {
        for placement in explicit {
            let g = place(shape, style, placement)
            let tail = try #require(g.tail)
            let ellipse = try #require(shape.ellipse(in: g.body))
            for p in [tail.baseStart, tail.baseEnd] {
                let x = (p.x - ellipse.center.x) / ellipse.a, y = (p.y - ellipse.center.y) / ellipse.b
                #expect(abs(x * x + y * y - 1) < 1e-9, "\(placement)")
                #expect(samples(g.outline).contains { $0.distance(to: p) < 1e-6 }, "\(placement)")
            }
        }
    }

    @Test("a cloud has its bumps and a burst its spikes, all round without a tail")
    func bumpsAndSpikes() {
        let cloud = BubbleGeometry.label(
            origin: .zero, size: Size(width: 200, height: 120), cornerRadius: 0, canvas: canvas, shape: .cloud(bumps: 12, depth: 8))
        #expect(count(cloud.outline) { if case .arc = $0 { true } else { false } } == 12)
        let burst = BubbleGeometry.label(
            origin: .zero, size: Size(width: 200, height: 120), cornerRadius: 0, canvas: canvas, shape: .burst(spikes: 9, depth: 20))
        #expect(count(burst.outline) { if case .line = $0 { true } else { false } } == 18)
        // The spikes' tips reach `depth` past the valleys' ellipse, which is the body less the depth.
        let ellipse = BodyShape.burst(spikes: 9, depth: 20).ellipse(in: burst.body)!
        #expect(ellipse.a == 80 && ellipse.b == 40)
    }

    @Test("a curved tail's sides leave the body square to its edge and meet only at the apex")
    func curvedSides() throws {
        let g = place(.ellipse, .curved, .aboveRight)
        let quads = g.outline.segments.compactMap { segment -> (Point, Point)? in
            if case .quad(let c, let p) = segment { (c, p) } else { nil }
        }
        #expect(quads.count == 2)
        let tail = try #require(g.tail)
        // Each control lies straight out (down, for a tail on the bottom edge) from its base point.
        #expect(quads[0].1 == tail.apex)
        #expect(Set([quads[0].0.x, quads[1].0.x]) == Set([tail.baseStart.x, tail.baseEnd.x]))
        #expect(quads[0].0.y > tail.baseStart.y && quads[1].0.y > tail.baseEnd.y)
    }

    @Test("dots shrink from the body out, keep apart, and shrink together on a short trail")
    func dots() throws {
        let long = TailShape.dots(from: Point(x: 0, y: 0), to: Point(x: 0, y: 60), width: 25)
        #expect(long.count == 3)
        #expect(long[0].width > long[1].width && long[1].width > long[2].width)
        #expect(long[0].maxY < long[1].minY && long[1].maxY < long[2].minY && long[0].minY > 0)
        let short = TailShape.dots(from: Point(x: 0, y: 0), to: Point(x: 0, y: 10), width: 25)
        #expect(short.count == 2)
        #expect(short[0].minY > 0 && short[0].maxY < short[1].minY)
        #expect(short[1].midY == 10)
    }

    @Test("a body's text ellipse is undone by its size: the two never drift", arguments: shapes)
    func sizingRoundTrip(_ shape: BodyShape) {
        let padding = EdgeInsets(top: 10, left: 14, bottom: 6, right: 20)
        let body = shape.bodySize(textHalfAxes: Size(width: 70, height: 30), padding: padding)
        #expect(abs(shape.textLength(inBody: body.width, padding: padding.horizontal) - 140) < 1e-9)
        guard let ellipse = shape.textEllipse(in: Rect(origin: .zero, size: body), padding: padding) else { return }
        #expect(abs(ellipse.a - 70) < 1e-9 && abs(ellipse.b - 30) < 1e-9)
        #expect(ellipse.center == Point(x: body.width / 2 - 3, y: body.height / 2 + 2))
    }

    @Test("auto placement slides every shape inside the canvas, and a mirrored tail counts its position from the other end", arguments: shapes)
    func autoAndMirrored(_ shape: BodyShape) throws {
        let margin = BubbleRequest.canvasMargin
        for focus in [Point(x: 30, y: 60), Point(x: 570, y: 440), Point(x: 300, y: 30)] {
            let g = place(shape, .curved, .auto, focus: focus)
            let inner = canvas.grown(by: -margin)
            #expect(inner.contains(g.body), "\(focus): \(g.body)")
            #expect(try #require(g.tail).apex == focus)
        }
        let tail = TailSpec(width: 25, length: 30, position: .fraction(0.2), style: .wedge)
        func base(_ tail: TailSpec) throws -> Double {
            let request = BubbleRequest(
                bodySize: Size(width: 180, height: 120), focus: Point(x: 300, y: 250), placement: .above, tail: tail, cornerRadius: 10,
                canvas: canvas,
                shape: shape)
            let g = BubbleGeometry.place(request)
            return (try #require(g.tail).baseCenter.x - g.body.minX) / g.body.width
        }
        #expect(abs(try base(tail) + base(tail.mirrored) - 1) < 1e-9)
    }
}
