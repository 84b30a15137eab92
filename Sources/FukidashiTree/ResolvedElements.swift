import FukidashiGeometry
import FukidashiJSON

/// One element of the tree, by kind: the tree's list of kinds, each declared below.
package enum ResolvedElement: Hashable, Sendable {
    case bubble(ResolvedBubble)
    case image(ResolvedImage)
    case circle(ResolvedCircle)
    case cardStack(ResolvedCardStack)
}

/// A bubble, a tooltip or a tour step, placed by its anchor.
package struct ResolvedBubble: Hashable, Sendable {
    /// Where the element sits in the spec (`elements[2]`), for what layout says of it.
    package let path: JSONPath
    package let text: ResolvedText
    package let anchor: BubbleAnchor
    /// A fixed body width, or `nil` to size the body from the text.
    package let width: Double?
    /// The widest the body may grow before text wraps.
    package let maxWidth: Double
    /// A fixed body height, or `nil` to size the body from the text.
    package var height: Double? = nil
    /// In vertical text, the tallest the body may grow before a column wraps (`nil`: 280).
    package var maxHeight: Double? = nil
    package let style: ResolvedStyle
    /// Title, icon, progress, buttons and close: none, for a plain bubble.
    package let tour: ResolvedTourStep

    package init(
        path: JSONPath, text: ResolvedText, anchor: BubbleAnchor, width: Double?, maxWidth: Double, style: ResolvedStyle,
        tour: ResolvedTourStep
    ) {
        (self.path, self.text, self.anchor, self.width, self.maxWidth) = (path, text, anchor, width, maxWidth)
        (self.style, self.tour) = (style, tour)
    }
}

/// An image in its frame.
package struct ResolvedImage: Hashable, Sendable {
    package let path: JSONPath
    package let file: ResolvedImageFile
    package let frame: Rect
    package let fit: ImageFit
    package let cornerRadius: Double
    package let opacity: Double

    package init(path: JSONPath, file: ResolvedImageFile, frame: Rect, fit: ImageFit, cornerRadius: Double, opacity: Double) {
        (self.path, self.file, self.frame, self.fit) = (path, file, frame, fit)
        (self.cornerRadius, self.opacity) = (cornerRadius, opacity)
    }
}

/// An avatar or a badge: its centre and radius final.
package struct ResolvedCircle: Hashable, Sendable {
    package let path: JSONPath
    package let circle: Circle
    package let fill: Color
    package let borderColor: Color
    package let borderWidth: Double
    /// Clipped to the circle, covering it.
    package let image: ResolvedImageFile?
    package let text: ResolvedText?
    /// Text colour and font; the font size is the radius where no style set one.
    package let style: ResolvedStyle
    package let opacity: Double

    package init(
        path: JSONPath, circle: Circle, fill: Color, borderColor: Color, borderWidth: Double, image: ResolvedImageFile?, text: ResolvedText?,
        style: ResolvedStyle, opacity: Double
    ) {
        (self.path, self.circle, self.fill, self.borderColor, self.borderWidth) = (path, circle, fill, borderColor, borderWidth)
        (self.image, self.text, self.style, self.opacity) = (image, text, style, opacity)
    }
}

/// Tinder-style swipe cards, in the appearance drawn.
package struct ResolvedCardStack: Hashable, Sendable {
    package struct Card: Hashable, Sendable {
        package let image: ResolvedImageFile?
        package let title: ResolvedText?
        package let text: ResolvedText?

        package init(image: ResolvedImageFile?, title: ResolvedText?, text: ResolvedText?) {
            (self.image, self.title, self.text) = (image, title, text)
        }
    }

    /// What a card draws in colours no card style key sets.
    package struct Colors: Hashable, Sendable {
        package let title: Color
        package let text: Color
        package let like: Color
        package let nope: Color

        package init(title: Color, text: Color, like: Color, nope: Color) {
            (self.title, self.text, self.like, self.nope) = (title, text, like, nope)
        }
    }

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
    package let colors: Colors
    /// What the cards' titles and texts are set with: no key set, the appearance's defaults
    /// (a link's tint).
    package let textStyle: ResolvedStyle

    package init(
        path: JSONPath, frame: Rect, cards: [Card], depth: CardStackLayout.Depth, drag: Vector, fill: Color, cornerRadius: Double,
        borderColor: Color, borderWidth: Double, shadow: Shadow?, colors: Colors, textStyle: ResolvedStyle
    ) {
        (self.path, self.frame, self.cards, self.depth, self.drag) = (path, frame, cards, depth, drag)
        (self.fill, self.cornerRadius, self.borderColor, self.borderWidth) = (fill, cornerRadius, borderColor, borderWidth)
        (self.shadow, self.colors, self.textStyle) = (shadow, colors, textStyle)
    }

    /// The stack after its top card has been swiped away: the rest, at rest.
    package func droppingTopCard() -> ResolvedCardStack {
        ResolvedCardStack(
            path: path, frame: frame, cards: Array(cards.dropFirst()), depth: depth, drag: Vector(dx: 0, dy: 0), fill: fill,
            cornerRadius: cornerRadius, borderColor: borderColor, borderWidth: borderWidth, shadow: shadow, colors: colors,
            textStyle: textStyle)
    }
}
