import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree

extension ElementFormats {
    var cardStack: ElementKindFormat {
        ElementKindFormat("cardStack", "Cards stacked in depth, as in a swipe-to-choose screen.", Format.cardStack, swipes: true) {
            decoding, value, path, _ in decoding.decodeCardStack(value, at: path).map(Element.cardStack)
        }
    }
}

extension Format {
    static let card = FormatObject([
        FormatKey("image", pathType, typeText: "path", "A photo covering the card's top 62.5 %.").perLocale,
        FormatKey("title", .definition("text"), typeText: "[text](#text-and-locales)", "A bold 20 pt title under the photo (one line)."),
        FormatKey("text", .definition("text"), typeText: "[text](#text-and-locales)", "15 pt grey text under the title (up to three lines).")
    ])

    static let depth = FormatObject([
        FormatKey("scale", .number(NumberRange(atLeast: 0, atMost: 0.25)), default: "0.018 (*seed*)", "Shrink per card."),
        FormatKey("alpha", .number(NumberRange(atLeast: 0, atMost: 0.25)), default: "0.008 (*seed*)", "Fade per card."),
        FormatKey("offset", .number(NumberRange(atLeast: -1000, atMost: 1000)), default: "6 (*seed*)", "Points up per card.")
    ])

    static let drag = FormatObject([
        FormatKey("x", .number(NumberRange(atLeast: -100_000, atMost: 100_000)), default: "0", typeText: "number", "Points to the right."),
        FormatKey("y", .number(NumberRange(atLeast: -100_000, atMost: 100_000)), default: "0", typeText: "number", "Points down.")
    ])

    static let cardStyle = FormatObject([
        FormatKey("fill", colorType, default: AppearanceColor.surface.referenceText, "The card."),
        FormatKey("cornerRadius", .number(NumberRange(atLeast: 0, atMost: 10_000)), default: "8", "Its corners."),
        FormatKey("border", .definition("border"), default: "no border", typeText: "[border](#styles)", "Drawn around the photo too."),
        FormatKey("shadow", .definition("shadow"), typeText: "[shadow](#styles)", "Under each card.")
    ])

    static let swipe = FormatObject([
        FormatKey("direction", .choice(SwipeEffect.Direction.allCases.map(\.rawValue)), .required, default: "required", "Which way."),
        FormatKey("delay", .number(effectTime), default: "0", "Seconds before it starts."),
        FormatKey("duration", .number(effectTime), default: "0.5", "Seconds it takes.")
    ])

    static let cardStack = FormatObject([
        type("cardStack"),
        elementID,
        FormatKey("frame", rectOrElement, .required, default: "required", typeText: "rect or [element](#element-anchors)", "The top card's frame.")
            .perLocale,
        FormatKey(
            "cards", .array(.object(card), minItems: 1), .required, default: "required", typeText: "array of cards, at least 1",
            "Card 0 is on top; at most four show."),
        FormatKey(
            "depth", .object(depth), default: "the seed's", typeText: "object",
            "How each card behind is drawn: card *i* is scaled by 1 − scale·*i* about its centre, faded to 1 − alpha·*i* and moved up by offset·*i*."),
        FormatKey(
            "drag", .object(drag), default: "`{\"x\": 0, \"y\": 0}`", typeText: "object",
            "Moves the top card and turns it by (π/10)·(x / canvas width), clamped to ±1 both ways; shows LIKE (right) or NOPE (left)."),
        FormatKey("style", .object(cardStyle), default: "the keys' defaults", typeText: "object", "The cards' look."),
        FormatKey("swipe", .object(swipe), typeText: "object", "In an animation: the top card flies off.")
    ])
}

extension DocumentDecoding {

    func decodeCardStack(_ value: JSONValue, at path: JSONPath) -> CardStack? {
        guard let object = reader.object(value, at: path, Format.cardStack) else { return nil }
        let id = reader.string(object["id"], at: path / "id", nonEmpty: true)
        let frame = reader.required(object, "frame", at: path).flatMap {
            localeValue($0, at: path / "frame", decode: decodeFrame)
        }
        var cards: [CardStack.Card]?
        if let list = reader.required(object, "cards", at: path) {
            if case .array(let items) = list, !items.isEmpty {
                let decoded = items.enumerated().map { decodeCard($1, at: path / "cards" / $0) }
                cards = decoded.contains { $0 == nil } ? nil : decoded.compactMap { $0 }
            } else {
                log.expected("a non-empty array of cards", got: list, at: path / "cards")
            }
        }
        let standard = CardStackLayout.Depth.standard
        var depth: CardStackLayout.Depth? = standard
        if let d = object["depth"] {
            if let o = reader.object(d, at: path / "depth", Format.depth) {
                let scale = o["scale"].map { reader.number($0, at: path / "depth" / "scale", Format.depth["scale"]) } ?? standard.scale
                let alpha = o["alpha"].map { reader.number($0, at: path / "depth" / "alpha", Format.depth["alpha"]) } ?? standard.alpha
                let offset = o["offset"].map { reader.number($0, at: path / "depth" / "offset", Format.depth["offset"]) } ?? standard.offset
                if let scale, let alpha, let offset { depth = .init(scale: scale, alpha: alpha, offset: offset) } else { depth = nil }
            } else {
                depth = nil
            }
        }
        var drag: Vector? = Vector(dx: 0, dy: 0)
        if let d = object["drag"] {
            if let o = reader.object(d, at: path / "drag", Format.drag) {
                let x = o["x"].map { reader.number($0, at: path / "drag" / "x", Format.drag["x"]) } ?? 0
                let y = o["y"].map { reader.number($0, at: path / "drag" / "y", Format.drag["y"]) } ?? 0
                drag = (x != nil && y != nil) ? Vector(dx: x!, dy: y!) : nil
            } else {
                drag = nil
            }
        }
        // The card's look: SPEC's example values are the defaults (white, radius 8), and their
        // dark counterparts in the dark appearance, which the resolve stage picks.
        let surface = AppearanceColor.surface.dynamic, label = AppearanceColor.label.dynamic
        var fill: AppearanceKeyed<Color>? = surface, cornerRadius: Double? = 8, borderColor: AppearanceKeyed<Color>? = label
        var borderWidth: Double? = 0, shadow: AppearanceKeyed<Shadow>?
        if let s = object["style"], let o = reader.object(s, at: path / "style", Format.cardStyle) {
            fill = o["fill"].map { reader.color($0, at: path / "style" / "fill") } ?? surface
            cornerRadius = o["cornerRadius"].map { reader.number($0, at: path / "style" / "cornerRadius", Format.cardStyle["cornerRadius"]) } ?? 8
            if let border = o["border"], let b = reader.object(border, at: path / "style" / "border", Format.border) {
                borderColor = b["color"].map { reader.color($0, at: path / "style" / "border" / "color") } ?? label
                borderWidth = b["width"].map { reader.number($0, at: path / "style" / "border" / "width", Format.border["width"]) } ?? 0
            }
            shadow = o["shadow"].flatMap { decodeShadow($0, at: path / "style" / "shadow") }
        }
        guard let frame, let cards, let depth, let drag, let fill, let cornerRadius, let borderColor, let borderWidth else { return nil }
        return CardStack(
            id: id, path: path, frame: frame, cards: cards, depth: depth, drag: drag,
            fill: fill, cornerRadius: cornerRadius, borderColor: borderColor, borderWidth: borderWidth, shadow: shadow,
            colors: CardColors())
    }

    func decodeCard(_ value: JSONValue, at path: JSONPath) -> CardStack.Card? {
        guard let object = reader.object(value, at: path, Format.card) else { return nil }
        let image = object["image"].flatMap { decodeImagePath($0, at: path / "image") }
        let title = object["title"].flatMap { decodeText($0, at: path / "title") }
        let text = object["text"].flatMap { decodeText($0, at: path / "text") }
        if object["image"] != nil, image == nil { return nil }
        if object["title"] != nil, title == nil { return nil }
        if object["text"] != nil, text == nil { return nil }
        return CardStack.Card(image: image, title: title, text: text)
    }
}
