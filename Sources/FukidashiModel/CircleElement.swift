import FukidashiGeometry
import FukidashiJSON
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// `{"type": "circle", …}`: an avatar or a badge. Its centre may sit on another circle.
package struct CircleElement: Hashable, Sendable {
    package let id: String?
    package let path: JSONPath
    /// Its centre, which a locale or appearance map may vary.
    package var center: Varying<Point>
    /// Its radius, border width and opacity, which an appearance map may vary.
    package var radius: Varying<Double>
    package var fill: VariantKeyed<Color>
    package var borderColor: VariantKeyed<Color>
    package var borderWidth: Varying<Double>
    /// Clipped to the circle, covering it.
    package var image: ImageSource?
    package var text: SpecText?
    /// Text colour and font; the font size defaults to the radius.
    package var style: LayeredStyle
    package var opacity: Varying<Double>
    /// A badge written without a radius: it is a tenth of the circle its centre is on, and its
    /// font size (where none is written) the radius. The resolve stage sets both when it puts
    /// the badge on its circle in the variant (`sized(on:)`): a centre's locale map may put it
    /// on another circle in each locale. Until then `circle.radius` is 0, a stand-in.
    package let sizedByCircle: Bool

    /// The circle it draws (its centre the variant's once the resolve stage has settled it).
    package var circle: Circle { Circle(center: center.value, radius: radius.value) }

    /// The same circle about another centre (mirrored, or on an element of the hierarchy dump).
    package func with(center: Point) -> CircleElement {
        CircleElement(
            id: id, path: path, center: .plain(center), radius: radius, fill: fill, borderColor: borderColor,
            borderWidth: borderWidth, image: image, text: text, style: style, opacity: opacity, sizedByCircle: sizedByCircle)
    }

    /// A badge without a radius sized on `other`, the circle its centre is on: a tenth of it,
    /// as the seed's badge; and its font size the radius, where none was written (in each
    /// appearance). Any other circle is itself.
    package func sized(on other: Circle) -> CircleElement {
        guard sizedByCircle else { return self }
        var badge = self
        badge.radius = .plain(other.radius / 10)
        badge.style = style.withDefault(.fontSize, Self.fontSize(radius: other.radius / 10))
        return badge
    }

    /// A circle's font size where none is written: its radius, within 1 to 1,000 points.
    package static func fontSize(radius: Double) -> Double { max(1, min(radius, 1000)) }

    package init(
        id: String?, path: JSONPath, center: Varying<Point>, radius: Varying<Double>, fill: VariantKeyed<Color>,
        borderColor: VariantKeyed<Color>, borderWidth: Varying<Double>,
        image: ImageSource?, text: SpecText?,
        style: LayeredStyle, opacity: Varying<Double>, sizedByCircle: Bool = false
    ) {
        self.id = id
        self.path = path
        (self.center, self.radius) = (center, radius)
        self.fill = fill
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.image = image
        self.text = text
        self.style = style
        self.opacity = opacity
        self.sizedByCircle = sizedByCircle
    }
}

/// `{"type": "cardStack", …}`: Tinder-style swipe cards.
package struct CardStack: Hashable, Sendable {
    package struct Card: Hashable, Sendable {
        package var image: ImageSource?
        package var title: SpecText?
        package var text: SpecText?

        package init(image: ImageSource?, title: SpecText?, text: SpecText?) {
            self.image = image
            self.title = title
            self.text = text
        }
    }

    package let id: String?
    package let path: JSONPath
    package var frame: Varying<Rect>
    /// Its cards, each appearance's where an appearance map varies them.
    package var cards: Varying<[Card]>
    /// Its depth and drag, corners and border width, which an appearance map may vary.
    package var depth: Varying<CardStackLayout.Depth>
    package var drag: Varying<Vector>
    package var fill: VariantKeyed<Color>
    package var cornerRadius: Varying<Double>
    package var borderColor: VariantKeyed<Color>
    package var borderWidth: Varying<Double>
    /// None in an appearance whose style has none.
    package var shadow: VariantKeyed<Shadow?>
    /// The title's, the text's and the stamps' colours, in the appearance drawn.
    package var colors: CardColors
    /// What the cards' titles and texts are set with: no style key (a card has none of its
    /// own), with the appearance's defaults, so a link in a card's text takes dark's tint.
    package var cardTextStyle = LayeredStyle(spec: StyleSpec())

    /// The same stack in another frame (mirrored, or on an element of the hierarchy dump).
    package func with(frame: Varying<Rect>) -> CardStack {
        var stack = self
        stack.frame = frame
        return stack
    }

    package init(
        id: String?, path: JSONPath, frame: Varying<Rect>, cards: Varying<[Card]>, depth: Varying<CardStackLayout.Depth>, drag: Varying<Vector>,
        fill: VariantKeyed<Color>, cornerRadius: Varying<Double>, borderColor: VariantKeyed<Color>, borderWidth: Varying<Double>,
        shadow: VariantKeyed<Shadow?>, colors: CardColors
    ) {
        self.id = id
        self.path = path
        self.frame = frame
        self.cards = cards
        self.depth = depth
        self.drag = drag
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.shadow = shadow
        self.colors = colors
    }
}

/// What a card draws in colours no card style key sets, from `AppearanceColor`: each with both
/// values until the resolve stage picks the variant's.
package struct CardColors: Hashable, Sendable {
    package var title: VariantKeyed<Color>
    package var text: VariantKeyed<Color>
    package var like: VariantKeyed<Color>
    package var nope: VariantKeyed<Color>

    package init() {
        (title, text) = (AppearanceColor.cardTitle.dynamic, AppearanceColor.cardText.dynamic)
        (like, nope) = (AppearanceColor.like.dynamic, AppearanceColor.nope.dynamic)
    }

    /// The colours in `variant`.
    package func settled(_ variant: Variant?) -> CardColors {
        var colors = self
        for color in [\CardColors.title, \.text, \.like, \.nope] { colors[keyPath: color] = self[keyPath: color].settled(variant) }
        return colors
    }
}
