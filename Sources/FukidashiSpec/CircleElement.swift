import FukidashiGeometry

/// `{"type": "circle", …}`: an avatar or a badge. Its centre may sit on another circle.
public struct CircleElement: Hashable, Sendable {
    public let id: String?
    public let path: JSONPath
    public let circle: Circle
    public let fill: Color
    public let borderColor: Color
    public let borderWidth: Double
    /// Clipped to the circle, covering it.
    public let image: ImageSource?
    public let text: LocalizedText?
    /// Text colour and font; the font size defaults to the radius.
    public let style: ResolvedStyle
    public let opacity: Double
}

/// `{"type": "cardStack", …}`: Tinder-style swipe cards.
public struct CardStack: Hashable, Sendable {
    public struct Card: Hashable, Sendable {
        public let image: ImageSource?
        public let title: String?
        public let text: String?
    }

    public let id: String?
    public let path: JSONPath
    public let frame: Rect
    public let cards: [Card]
    public let depth: CardStackLayout.Depth
    public let drag: Vector
    public let fill: Color
    public let cornerRadius: Double
    public let borderColor: Color
    public let borderWidth: Double
    public let shadow: Shadow?

    /// The stack after its top card has been swiped away: the rest, at rest.
    public func droppingTopCard() -> CardStack {
        CardStack(id: id, path: path, frame: frame, cards: Array(cards.dropFirst()), depth: depth, drag: Vector(dx: 0, dy: 0),
                  fill: fill, cornerRadius: cornerRadius, borderColor: borderColor, borderWidth: borderWidth, shadow: shadow)
    }
}
