#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where each card of a swipe stack sits (SPEC `cardStack`, *seed* Tinder cards): card i
/// (0 on top) is scaled by 1 − scale·i about its centre, drawn with alpha 1 − alpha·i and
/// moved up by offset·i; at most four show. The top card follows the drag and turns by
/// (π/10)·x-share of the canvas width, clamped to ±1 (the seed clamps only the right).
package struct CardStackLayout: Hashable, Sendable {
    package struct Depth: Hashable, Sendable {
        package let scale: Double
        package let alpha: Double
        package let offset: Double

        package init(scale: Double, alpha: Double, offset: Double) {
            self.scale = scale
            self.alpha = alpha
            self.offset = offset
        }

        /// The seed's numbers.
        package static let standard = Depth(scale: 0.018, alpha: 0.008, offset: 6)
    }

    /// One visible card: its transform from the stack's frame to the canvas, and its alpha.
    package struct Card: Hashable, Sendable {
        /// Index in the spec's `cards` (0 on top).
        package let index: Int
        package let transform: Transform2D
        package let alpha: Double
    }

    static let maxVisible = 4

    package let frame: Rect
    /// Back to front: the order to draw in.
    package let cards: [Card]
    /// The top card's turn in radians (positive is clockwise on screen).
    let dragAngle: Double

    /// `swipe` (0…1) animates the top card out to `swipeTo` (x) while every other card moves
    /// up one depth; a fifth card fades in behind as the fourth moves up.
    package init(
        frame: Rect, count: Int, depth: Depth = .standard, drag: Vector = Vector(dx: 0, dy: 0), canvasWidth: Double,
        swipe: Double = 0, swipeTo: Double = 0
    ) {
        self.frame = frame
        let center = Point(x: frame.midX, y: frame.midY)
        let dragX = drag.dx + (swipeTo - drag.dx) * swipe
        let share = canvasWidth > 0 ? min(max(dragX / canvasWidth, -1), 1) : 0
        dragAngle = .pi / 10 * share
        var cards: [Card] = []
        let shown = min(count, Self.maxVisible + (swipe > 0 ? 1 : 0))
        for i in (0..<shown).reversed() {
            // Depth shrinks by the swipe's progress, except for the card that leaves.
            let d = i == 0 ? 0 : Double(i) - swipe
            let depthScale = 1 - depth.scale * d
            var transform = Transform2D.about(center, .scale(depthScale)).then(.translation(0, -depth.offset * d))
            var alpha = max(0, 1 - depth.alpha * d)
            if i == Self.maxVisible { alpha *= swipe }  // the card coming into view
            if i == 0 {
                transform = transform.then(.about(center, .rotation(dragAngle))).then(.translation(dragX, drag.dy))
            }
            cards.append(Card(index: i, transform: transform, alpha: alpha))
        }
        self.cards = cards
    }

    /// How visible the LIKE / NOPE stamp is: 0 at rest, 1 once the card has moved a quarter
    /// of the canvas width sideways.
    package static func stampOpacity(dragX: Double, canvasWidth: Double) -> Double {
        guard canvasWidth > 0 else { return 0 }
        return min(abs(dragX) / (canvasWidth / 4), 1)
    }
}
