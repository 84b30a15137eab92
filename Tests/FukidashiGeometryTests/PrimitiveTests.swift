import Testing

@testable import FukidashiGeometry

@Suite("Value types")
struct PrimitiveTests {
    @Test("Rect edges, inset and union")
    func rect() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.maxX == 110 && r.maxY == 70 && r.midX == 60 && r.midY == 45)
        #expect(r.inset(by: EdgeInsets(vertical: 5, horizontal: 10)) == Rect(x: 20, y: 25, width: 80, height: 40))
        #expect(r.inset(by: EdgeInsets(all: 100)).size == .zero)
        #expect(r.union(Point(x: 0, y: 100)) == Rect(x: 0, y: 20, width: 110, height: 80))
        #expect(!r.containsStrictly(Point(x: 10, y: 30)))  // on the edge is outside
        #expect(r.containsStrictly(Point(x: 11, y: 30)))
    }

    @Test("a rounded rectangle path walks clockwise from the top-left corner")
    func roundedRect() {
        let path = PathBuilder.roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
        #expect(
            path.description == """
                M (5, 0)
                L (35, 0)
                A (35, 5) r=5 -1.57→0
                L (40, 15)
                A (35, 15) r=5 0→1.57
                L (5, 20)
                A (5, 15) r=5 1.57→3.14
                L (0, 5)
                A (5, 5) r=5 3.14→4.71
                Z
                """)
    }

    @Test("vectors normalise, and the zero vector stays zero")
    func vectors() {
        #expect(Vector(dx: 3, dy: 4).normalized == Vector(dx: 0.6, dy: 0.8))
        #expect(Vector(dx: 0, dy: 0).normalized == Vector(dx: 0, dy: 0))
    }
}
