import FukidashiGeometry
import FukidashiJSON
import FukidashiStrings

/// `{"type": "circle", …}`: an avatar or a badge. Its centre may sit on another circle.
package struct CircleElement: Hashable, Sendable {
    package let id: String?
    package let path: JSONPath
    package let circle: Circle
    package internal(set) var fill: Color
    package internal(set) var borderColor: Color
    package let borderWidth: Double
    /// Clipped to the circle, covering it.
    package internal(set) var image: ImageSource?
    package internal(set) var text: SpecText?
    /// Text colour and font; the font size defaults to the radius.
    package internal(set) var style: ResolvedStyle
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
        package internal(set) var image: ImageSource?
        package internal(set) var title: SpecText?
        package internal(set) var text: SpecText?
    }

    package let id: String?
    package let path: JSONPath
    package let frame: Rect
    package internal(set) var cards: [Card]
    package let depth: CardStackLayout.Depth
    package let drag: Vector
    package internal(set) var fill: Color
    package let cornerRadius: Double
    package internal(set) var borderColor: Color
    package let borderWidth: Double
    package internal(set) var shadow: Shadow?
    /// The title's, the text's and the stamps' colours, in the appearance drawn.
    package internal(set) var colors: CardColors

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
    package internal(set) var title: Color
    package internal(set) var text: Color
    package internal(set) var like: Color
    package internal(set) var nope: Color

    package init() {
        (title, text) = (AppearanceColor.cardTitle.dynamic, AppearanceColor.cardText.dynamic)
        (like, nope) = (AppearanceColor.like.dynamic, AppearanceColor.nope.dynamic)
    }

    /// The colours in `appearance`.
    func inAppearance(_ appearance: String?) -> CardColors {
        var colors = self
        for color in [\CardColors.title, \.text, \.like, \.nope] { colors[keyPath: color] = self[keyPath: color].inAppearance(appearance) }
        return colors
    }
}
