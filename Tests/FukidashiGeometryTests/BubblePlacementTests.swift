import Testing

@testable import FukidashiGeometry

private let canvas = Rect(x: 0, y: 0, width: 400, height: 300)
private let body = Size(width: 120, height: 50)

private func place(
    _ placement: Placement, focus: Point = Point(x: 200, y: 150), size: Size = body,
    tail: TailSpec = .standard, radius: Double = 10, in bounds: Rect = canvas
) -> BubbleGeometry {
    BubbleGeometry.place(
        BubbleRequest(
            bodySize: size, focus: focus, placement: placement, tail: tail,
            cornerRadius: radius, canvas: bounds))
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Suite("Placement rules (SPEC: bubble geometry)")
struct BubblePlacementTests {
    static let explicit = Placement.allCases.filter { $0 != .auto }

    @Test("the apex is exactly on the focus and the body never covers it", arguments: explicit)
    func apexOnFocus(_ placement: Placement) throws {
        let focus = Point(x: 200, y: 150)
        let g = place(placement, focus: focus)
        let tail = try #require(g.tail)
        #expect(tail.apex == focus)
        #expect(!g.body.containsStrictly(focus))
        #expect(g.placement == placement)
    }

    @Test(
        "straight placements centre the body on the focus with an isosceles tail",
        arguments: [Placement.above, .below, .left, .right])
    func straight(_ placement: Placement) throws {
        let g = place(placement)
        let tail = try #require(g.tail)
        switch placement {
        case .above:
            #expect(g.body.midX == 200 && g.body.maxY == 130)
        case .below:
            #expect(g.body.midX == 200 && g.body.minY == 170)
        case .left:
            #expect(g.body.midY == 150 && g.body.maxX == 180)
        default:
            #expect(g.body.midY == 150 && g.body.minX == 220)
        }
        // Isosceles: both sides of the tail are equally long.
        #expect(close(tail.baseStart.distance(to: tail.apex), tail.baseEnd.distance(to: tail.apex)))
        #expect(close(tail.baseStart.distance(to: tail.baseEnd), 25))
    }

    @Test(
        "diagonals align the near vertical edge with the focus and lean the tail from 20 %",
        arguments: [Placement.aboveLeft, .aboveRight, .belowLeft, .belowRight])
    func diagonal(_ placement: Placement) throws {
        let g = place(placement)
        let tail = try #require(g.tail)
        let rightward = placement == .aboveRight || placement == .belowRight
        #expect(rightward ? g.body.minX == 200 : g.body.maxX == 200)
        let expectedCenter = rightward ? g.body.minX + 0.2 * 120 : g.body.maxX - 0.2 * 120
        #expect(close(tail.baseCenter.x, expectedCenter))
        let above = placement == .aboveLeft || placement == .aboveRight
        #expect(above ? g.body.maxY == 130 : g.body.minY == 170)
        #expect(tail.edge == (above ? .bottom : .top))
    }

    @Test("tail.position as a fraction moves the base and the body follows the apex")
    func fraction() throws {
        let g = place(.below, tail: TailSpec(width: 20, length: 20, position: .fraction(0.25)))
        let tail = try #require(g.tail)
        #expect(close(tail.baseCenter.x - g.body.minX, 30))
        #expect(tail.apex == Point(x: 200, y: 150))
        #expect(close(tail.baseCenter.x, 200))  // straight tail: body moved instead
    }

    @Test("tail.position as an offset puts the base's start that far from the edge's start")
    func offset() throws {
        let g = place(.above, tail: TailSpec(width: 25, length: 20, position: .offset(35)))
        let tail = try #require(g.tail)
        #expect(close(tail.baseStart.x - g.body.minX, 35))
        #expect(tail.apex == Point(x: 200, y: 150))
    }

    @Test("the base is clamped clear of the rounded corners", arguments: [0.0, 1.0])
    func cornerClamp(_ fraction: Double) throws {
        let g = place(.below, tail: TailSpec(width: 25, length: 20, position: .fraction(fraction)), radius: 16)
        let tail = try #require(g.tail)
        #expect(tail.baseStart.x >= g.body.minX + 16 - 1e-9)
        #expect(tail.baseEnd.x <= g.body.maxX - 16 + 1e-9)
        #expect(close(fraction == 0 ? tail.baseStart.x - g.body.minX : g.body.maxX - tail.baseEnd.x, 16))
    }

    @Test("a base wider than the straight edge is narrowed, with a warning")
    func narrowed() throws {
        let g = place(.above, size: Size(width: 60, height: 40), tail: TailSpec(width: 50, length: 20), radius: 12)
        let tail = try #require(g.tail)
        #expect(close(tail.baseStart.distance(to: tail.baseEnd), 36))
        #expect(g.warnings == [.tailNarrowed(requested: 50, used: 36)])
    }

    @Test("a rounded tip still touches the focus", arguments: [Placement.above, .belowRight, .left])
    func tipRadius(_ placement: Placement) throws {
        let focus = Point(x: 200, y: 150)
        let g = place(placement, focus: focus, tail: TailSpec(width: 30, length: 26, tipRadius: 5))
        let tip = try #require(g.tail?.tip)
        #expect(close(tip.center.distance(to: focus), tip.radius, 1e-6))
        #expect(close(tip.center.distance(to: tip.startTangent), tip.radius, 1e-6))
        #expect(close(tip.center.distance(to: tip.endTangent), tip.radius, 1e-6))
        // Straight tails keep the radius; a thin leaning tail may need a smaller one.
        #expect(tip.radius <= 5 && tip.radius > 4)
        if !placement.isDiagonal { #expect(tip.radius == 5) }
        // The corner the sides would meet at lies beyond the focus.
        #expect(tip.virtualApex.distance(to: g.body.union(tip.virtualApex).origin) >= 0)
        #expect(!g.body.containsStrictly(tip.virtualApex))
    }

    @Test("the outline is one closed subpath: fill and border share it, no seam at the tail")
    func oneOutline() {
        for placement in Self.explicit {
            let segments = place(placement, tail: TailSpec(width: 25, length: 20, tipRadius: 3)).outline.segments
            #expect(segments.filter { if case .move = $0 { true } else { false } }.count == 1)
            #expect(segments.last == .close)
            #expect(segments.filter { $0 == .close }.count == 1)
        }
    }

    @Test("an explicit placement past the canvas edge warns instead of moving")
    func explicitOutside() {
        let g = place(.above, focus: Point(x: 10, y: 30))
        #expect(g.body.minX == -50)
        #expect(g.warnings.contains { if case .outsideCanvas = $0 { true } else { false } })
    }
}

@Suite("auto placement")
struct AutoPlacementTests {
    @Test("flips by the focus's vertical half")
    func flip() {
        #expect(place(.auto, focus: Point(x: 200, y: 100)).placement == .below)
        #expect(place(.auto, focus: Point(x: 200, y: 200)).placement == .above)
        #expect(place(.auto, focus: Point(x: 200, y: 150)).placement == .above)  // the middle is the lower half
    }

    @Test("slides along its edge to keep an 8 pt margin; the apex stays on the focus")
    func slides() throws {
        let left = place(.auto, focus: Point(x: 20, y: 60))
        #expect(left.body.minX == 8)
        let leftTail = try #require(left.tail)
        #expect(leftTail.apex == Point(x: 20, y: 60))
        #expect(leftTail.baseStart.x >= left.body.minX + 10 - 1e-9)  // the base slides only within the clamp

        let right = place(.auto, focus: Point(x: 395, y: 250))
        #expect(right.body.maxX == 392)
        #expect(right.tail?.apex == Point(x: 395, y: 250))
        #expect(right.warnings.isEmpty)
    }

    @Test("tries the sides when above and below cannot fit")
    func sides() {
        let tall = Size(width: 100, height: 200)
        let g = place(.auto, focus: Point(x: 80, y: 150), size: tall)
        #expect(g.placement == .right)
        #expect(g.warnings.isEmpty)
        let h = place(.auto, focus: Point(x: 320, y: 150), size: tall)
        #expect(h.placement == .left)
    }

    @Test("when nothing fits it says so and keeps the vertical choice")
    func nothingFits() {
        let g = place(.auto, focus: Point(x: 200, y: 150), size: Size(width: 500, height: 280))
        #expect(g.placement == .above)
        #expect(g.warnings == [.nothingFits(tried: [.above, .left, .right], used: .above)])
        #expect(g.tail?.apex == Point(x: 200, y: 150))
    }

    @Test("a focus on the canvas corner still gets a valid bubble")
    func focusOnCorner() throws {
        let g = place(.auto, focus: Point(x: 0, y: 0))
        let tail = try #require(g.tail)
        #expect(tail.apex == .zero)
        #expect(!g.body.containsStrictly(.zero))
        #expect(g.body.minX == 8)
    }
}

@Suite("Edge cases")
struct GeometryEdgeCaseTests {
    @Test("a zero-sized body and a zero-width tail do not break placement")
    func degenerate() throws {
        let g = place(.below, size: .zero, tail: TailSpec(width: 0, length: 20))
        let tail = try #require(g.tail)
        #expect(tail.apex == Point(x: 200, y: 150))
        #expect(tail.baseStart == tail.baseEnd)
        #expect(g.cornerRadius == 0)
    }

    @Test("a corner radius larger than the body is clamped to half its shorter side")
    func radiusClamp() {
        #expect(place(.above, size: Size(width: 80, height: 30), radius: 100).cornerRadius == 15)
        #expect(BubbleGeometry.label(origin: .zero, size: Size(width: 80, height: 30), cornerRadius: 100, canvas: canvas).cornerRadius == 15)
    }

    @Test("a tail of length 0 puts the focus on the body's edge, not inside it")
    func zeroLength() {
        let g = place(.above, tail: TailSpec(width: 20, length: 0))
        #expect(g.body.maxY == 150)
        #expect(!g.body.containsStrictly(Point(x: 200, y: 150)))
    }

    @Test("a labels outside the canvas warns")
    func labelOutside() {
        let g = BubbleGeometry.label(origin: Point(x: 390, y: 10), size: Size(width: 40, height: 20), cornerRadius: 4, canvas: canvas)
        #expect(g.warnings.count == 1)
        #expect(g.tail == nil)
    }
}
