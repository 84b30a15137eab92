import FukidashiGeometry
import FukidashiTree

/// A bubble's frame as its lines see it: `along` them (its width, or in vertical text its
/// height) and `across` them, fixed or not, the most `along` may grow, and the padding turned
/// with them (its `horizontal` is along the lines).
struct BubbleTextFrame {
    let vertical: Bool
    let along: Double?
    let across: Double?
    let maxAlong: Double
    let padding: EdgeInsets

    /// The balloon's width over its height as the lines see it (along over across). Unless the
    /// style sets it, a balloon of columns is as much taller than wide as one of lines is wider
    /// than tall, as manga's balloons are.
    func aspectRatio(_ style: ResolvedStyle) -> Double {
        guard vertical else { return style[.aspectRatio] }
        return style.explicit(.aspectRatio).map { 1 / $0 } ?? style[.aspectRatio]
    }

    init(bubble: ResolvedBubble, padding: EdgeInsets, vertical: Bool) {
        self.vertical = vertical
        if vertical {
            (along, across, maxAlong) = (bubble.height, bubble.width, bubble.maxHeight ?? 280)
            self.padding = padding.turnedForColumns
        } else {
            (along, across, maxAlong) = (bubble.width, bubble.height, bubble.maxWidth)
            self.padding = padding
        }
    }
}
