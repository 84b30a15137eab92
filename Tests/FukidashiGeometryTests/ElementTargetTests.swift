import Testing

@testable import FukidashiGeometry

/// A bubble pointing at an element's rectangle: the apex on the middle of the edge that faces
/// the body, for each placement, and `auto` choosing the side with room.
@Suite("Placement against an element")
struct ElementTargetTests {
    static let canvas = Rect(x: 0, y: 0, width: 400, height: 600)
    static let button = Rect(x: 150, y: 100, width: 100, height: 40)

    static func place(_ placement: Placement, target: Rect = button) -> BubbleGeometry {
        BubbleGeometry.place(
            BubbleRequest(
                bodySize: Size(width: 120, height: 50), focus: target.center, placement: placement, tail: .standard, cornerRadius: 10,
                canvas: canvas, target: target))
    }

    @Test("the apex sits on the facing edge's middle", arguments: Placement.allCases.filter { $0 != .auto })
    func facingEdge(_ placement: Placement) throws {
        let apex = try #require(Self.place(placement).tail).apex
        let b = Self.button
        let expected: Point
        switch placement {
        case .below, .belowLeft, .belowRight: expected = Point(x: b.midX, y: b.maxY)
        case .above, .aboveLeft, .aboveRight: expected = Point(x: b.midX, y: b.minY)
        case .left: expected = Point(x: b.minX, y: b.midY)
        case .right: expected = Point(x: b.maxX, y: b.midY)
        case .auto: return
        }
        #expect(apex == expected)
        // The body never covers the element.
        #expect(Self.place(placement).body.intersection(b) == nil)
    }

    @Test("auto: below an element in the upper half, above one in the lower half, sliding to stay inside")
    func auto() throws {
        let top = Self.place(.auto)
        #expect(top.placement == .below && top.tail?.apex == Point(x: 200, y: 140))
        let low = Self.place(.auto, target: Rect(x: 340, y: 540, width: 50, height: 50))
        #expect(low.placement == .above && low.tail?.apex == Point(x: 365, y: 540))
        #expect(Self.canvas.contains(low.body))
    }

    @Test("a point focus is unchanged by the rule")
    func pointFocus() {
        let request = BubbleRequest(
            bodySize: Size(width: 10, height: 10), focus: Point(x: 5, y: 6), placement: .below, tail: .standard, cornerRadius: 0,
            canvas: Self.canvas)
        #expect(request.focus(for: .left) == Point(x: 5, y: 6))
    }
}
