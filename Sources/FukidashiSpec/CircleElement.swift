import FukidashiGeometry
import FukidashiJSON
import FukidashiStrings

/// `{"type": "circle", …}`: an avatar or a badge. Its centre may sit on another circle.
package struct CircleElement: Hashable, Sendable {
    package let id: String?
    package let path: JSONPath
    package let circle: Circle
    package let fill: Color
    package let borderColor: Color
    package let borderWidth: Double
    /// Clipped to the circle, covering it.
    package let image: ImageSource?
    package let text: SpecText?
    /// Text colour and font; the font size defaults to the radius.
    package let style: ResolvedStyle
    package let opacity: Double

    /// The same circle about another centre (mirrored, or on an element of the hierarchy dump).
    package func with(center: Point) -> CircleElement {
        CircleElement(
            id: id, path: path, circle: Circle(center: center, radius: circle.radius), fill: fill, borderColor: borderColor,
            borderWidth: borderWidth, image: image, text: text, style: style, opacity: opacity)
    }
}

/// `{"type": "cardStack", …}`: Tinder-style swipe cards.
package struct CardStack: Hashable, Sendable {
    package struct Card: Hashable, Sendable {
        package let image: ImageSource?
        package let title: SpecText?
        package let text: SpecText?
    }

    package let id: String?
    package let path: JSONPath
    package let frame: Rect
    package let cards: [Card]
    package let depth: CardStackLayout.Depth
    package let drag: Vector
    package let fill: Color
    package let cornerRadius: Double
    package let borderColor: Color
    package let borderWidth: Double
    package let shadow: Shadow?
    /// The title's, the text's and the stamps' colours, in the appearance drawn.
    package let colors: CardColors

    /// The same stack in another frame (mirrored, or on an element of the hierarchy dump).
    package func with(frame: Rect) -> CardStack {
        CardStack(
            id: id, path: path, frame: frame, cards: cards, depth: depth, drag: drag, fill: fill, cornerRadius: cornerRadius,
            borderColor: borderColor, borderWidth: borderWidth, shadow: shadow, colors: colors)
    }

    /// The stack after its top card has been swiped away: the rest, at rest.
    package func droppingTopCard() -> CardStack {
        CardStack(
            id: id, path: path, frame: frame, cards: Array(cards.dropFirst()), depth: depth, drag: Vector(dx: 0, dy: 0),
            fill: fill, cornerRadius: cornerRadius, borderColor: borderColor, borderWidth: borderWidth, shadow: shadow, colors: colors)
    }
}

/// What a card draws in colours no card style key sets, from `AppearanceColor`: each with both
/// values until the resolve stage picks the variant's.
package struct CardColors: Hashable, Sendable {
    package let title: Color
    package let text: Color
    package let like: Color
    package let nope: Color

    package init() {
        (title, text) = (AppearanceColor.cardTitle.dynamic, AppearanceColor.cardText.dynamic)
        (like, nope) = (AppearanceColor.like.dynamic, AppearanceColor.nope.dynamic)
    }

    init(title: Color, text: Color, like: Color, nope: Color) {
        (self.title, self.text, self.like, self.nope) = (title, text, like, nope)
    }

    /// The colours in `appearance`.
    func inAppearance(_ appearance: String?) -> CardColors {
        CardColors(
            title: title.inAppearance(appearance), text: text.inAppearance(appearance), like: like.inAppearance(appearance),
            nope: nope.inAppearance(appearance))
    }
}
