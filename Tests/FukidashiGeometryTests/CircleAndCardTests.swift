import Testing

@testable import FukidashiGeometry

#if canImport(Glibc)
    import Glibc
#endif

private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("Points on a circle (SPEC: angles turn upwards on screen)")
struct CirclePointTests {
    static let avatar = Circle(center: Point(x: 195, y: 150), radius: 100)

    @Test(
        "the circumference point at each angle",
        arguments: [
            (0.0, Point(x: 295, y: 150)),
            (90.0, Point(x: 195, y: 50)),
            (-45.0, Point(x: 195 + 100 / 2.0.squareRoot(), y: 150 + 100 / 2.0.squareRoot())),  // the seed's lower right
            (180.0, Point(x: 95, y: 150)),
            (270.0, Point(x: 195, y: 250))
        ])
    func point(_ degrees: Double, _ expected: Point) {
        let p = Self.avatar.point(atDegrees: degrees)
        #expect(close(p, expected))
        #expect(abs(p.distance(to: Self.avatar.center) - 100) < 1e-9)
    }
}

@Suite("Card stack transforms (SPEC cardStack, seed numbers)")
struct CardStackLayoutTests {
    let frame = Rect(x: 45, y: 80, width: 300, height: 320)

    @Test("card i is scaled 1 − 0.018·i about its centre, moved up 6·i, with alpha 1 − 0.008·i")
    func depth() {
        let layout = CardStackLayout(frame: frame, count: 3, canvasWidth: 390)
        #expect(layout.cards.map(\.index) == [2, 1, 0])  // back to front
        let center = Point(x: 195, y: 240)
        for card in layout.cards {
            let i = Double(card.index)
            let s = 1 - 0.018 * i
            #expect(abs(card.alpha - (1 - 0.008 * i)) < 1e-12)
            // The centre stays put horizontally and rises by 6·i; a corner moves in by the scale.
            #expect(close(card.transform.apply(center), Point(x: 195, y: 240 - 6 * i)))
            let corner = card.transform.apply(Point(x: 45, y: 80))
            #expect(close(corner, Point(x: 195 - 150 * s, y: 240 - 160 * s - 6 * i)))
        }
    }

    @Test("at most four cards show")
    func four() {
        #expect(CardStackLayout(frame: frame, count: 6, canvasWidth: 390).cards.map(\.index) == [3, 2, 1, 0])
        #expect(CardStackLayout(frame: frame, count: 1, canvasWidth: 390).cards.map(\.index) == [0])
    }

    @Test("the dragged top card moves with the drag and turns by π/10 × the x share of the canvas")
    func drag() throws {
        let layout = CardStackLayout(frame: frame, count: 2, drag: Vector(dx: 90, dy: 12), canvasWidth: 390)
        let top = try #require(layout.cards.last)
        let angle = Double.pi / 10 * 90 / 390
        #expect(abs(layout.dragAngle - angle) < 1e-12)
        #expect(close(top.transform.apply(Point(x: 195, y: 240)), Point(x: 285, y: 252)))
        // A point right of the centre swings down (clockwise on screen) by the angle.
        let right = top.transform.apply(Point(x: 295, y: 240))
        #expect(close(right, Point(x: 285 + 100 * cos(angle), y: 252 + 100 * sin(angle))))
        // The card behind does not move.
        #expect(close(layout.cards[0].transform.apply(Point(x: 195, y: 240)), Point(x: 195, y: 234)))
    }

    @Test("the turn stops at π/10 either way, however far the drag", arguments: [(1000.0, 1.0), (-1000.0, -1.0), (-195.0, -0.5)])
    func clamp(_ x: Double, _ share: Double) {
        let layout = CardStackLayout(frame: frame, count: 1, drag: Vector(dx: x, dy: 0), canvasWidth: 390)
        #expect(abs(layout.dragAngle - .pi / 10 * share) < 1e-12)
    }

    @Test("the stamp fades in over a quarter of the canvas width")
    func stamp() {
        #expect(CardStackLayout.stampOpacity(dragX: 0, canvasWidth: 400) == 0)
        #expect(CardStackLayout.stampOpacity(dragX: -50, canvasWidth: 400) == 0.5)
        #expect(CardStackLayout.stampOpacity(dragX: 400, canvasWidth: 400) == 1)
    }

    @Test("transforms compose in order and pivot about a point")
    func transforms() {
        let t = Transform2D.about(Point(x: 10, y: 10), .rotation(.pi / 2))
        #expect(close(t.apply(Point(x: 20, y: 10)), Point(x: 10, y: 20)))
        #expect(close(Transform2D.scale(2).then(.translation(1, 0)).apply(Point(x: 3, y: 4)), Point(x: 7, y: 8)))
    }
}
