import Testing

@testable import FukidashiGeometry

@Suite("Content modes (image fit)")
struct ContentModeTests {
    let frame = Rect(x: 10, y: 20, width: 100, height: 100)
    let wide = Size(width: 120, height: 80)

    @Test("fill stretches to the frame")
    func fill() {
        #expect(ContentMode.scaleToFill.placement(of: wide, in: frame) == frame)
    }

    @Test("cover scales up to cover the frame, centred, overflowing the long side")
    func cover() {
        #expect(ContentMode.aspectFill.placement(of: wide, in: frame) == Rect(x: -15, y: 20, width: 150, height: 100))
    }

    @Test("contain scales to fit inside, centred, leaving bands on the short side")
    func contain() {
        let placed = ContentMode.aspectFit.placement(of: wide, in: frame)
        #expect(placed.width == 100 && abs(placed.height - 200.0 / 3) < 1e-9)
        #expect(abs(placed.midY - frame.midY) < 1e-9 && placed.minX == 10)
    }

    @Test("empty content places nothing")
    func empty() {
        #expect(ContentMode.aspectFit.placement(of: .zero, in: frame).size == .zero)
    }
}
