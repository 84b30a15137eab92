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
        let cards = reader.required(object, "cards", at: path).flatMap { reader.inEveryVariant($0, at: path / "cards", decodeCards) }
        let depth = object["depth"].map { decodeDepth($0, at: path / "depth") } ?? VariantKeyed(.standard)
        let drag = object["drag"].map { decodeDrag($0, at: path / "drag") } ?? VariantKeyed(Vector(dx: 0, dy: 0))
        let style = object["style"].map { decodeCardStyle($0, at: path / "style") } ?? CardStyle()
        guard let frame, let cards, let depth, let drag, let style else { return nil }
        return CardStack(
            id: id, path: path, frame: frame, cards: Varying(cards), depth: Varying(depth), drag: Varying(drag),
            fill: style.fill, cornerRadius: Varying(style.cornerRadius), borderColor: style.border.color, borderWidth: Varying(style.border.width),
            shadow: style.shadow, colors: CardColors())
    }

    /// `{"scale", "alpha", "offset"}`: each key, or the whole depth, may be an appearance map.
    private func decodeDepth(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<CardStackLayout.Depth>? {
        reader.inEveryVariant(object: value, at: path) { value, path in
            guard let o = reader.object(value, at: path, Format.depth) else { return nil }
            let standard = CardStackLayout.Depth.standard
            let scale = reader.member(o, "scale", at: path, absent: standard.scale) { reader.number($0, at: $1, Format.depth["scale"]) }
            let alpha = reader.member(o, "alpha", at: path, absent: standard.alpha) { reader.number($0, at: $1, Format.depth["alpha"]) }
            let offset = reader.member(o, "offset", at: path, absent: standard.offset) { reader.number($0, at: $1, Format.depth["offset"]) }
            guard let scale, let alpha, let offset else { return nil }
            return .combining(first: reader.sites.chosen, scale, alpha, offset) { .init(scale: $0, alpha: $1, offset: $2) }
        }
    }

    /// `{"x", "y"}`: each key, or the whole drag, may be an appearance map.
    private func decodeDrag(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<Vector>? {
        reader.inEveryVariant(object: value, at: path) { value, path in
            guard let o = reader.object(value, at: path, Format.drag) else { return nil }
            let x = reader.member(o, "x", at: path, absent: 0) { reader.number($0, at: $1, Format.drag["x"]) }
            let y = reader.member(o, "y", at: path, absent: 0) { reader.number($0, at: $1, Format.drag["y"]) }
            guard let x, let y else { return nil }
            return .combining(first: reader.sites.chosen, x, y) { Vector(dx: $0, dy: $1) }
        }
    }

    /// The cards' look, in every appearance: SPEC's example values are the defaults (white,
    /// radius 8), and their dark counterparts in the dark appearance, which the resolve stage
    /// picks. Each key, or the whole style, may be an appearance map.
    private func decodeCardStyle(_ value: JSONValue, at path: JSONPath) -> CardStyle? {
        let style = reader.inEveryVariant(value, at: path) { value, path -> CardStyle? in
            guard let o = reader.object(value, at: path, Format.cardStyle) else { return nil }
            let fill = o["fill"].map { reader.color($0, at: path / "fill") } ?? AppearanceColor.surface.dynamic
            let cornerRadius = reader.member(o, "cornerRadius", at: path, absent: 8) { reader.number($0, at: $1, Format.cardStyle["cornerRadius"]) }
            let border = o["border"].map { decodeBorder($0, at: path / "border") } ?? BorderSpec(color: AppearanceColor.label.dynamic)
            let shadow =
                o["shadow"].map { reader.inEveryVariant(object: $0, at: path / "shadow") { decodeShadow($0, at: $1) }?.map(Optional.some) }
                ?? VariantKeyed(nil)
            guard let fill, let cornerRadius, let border, let shadow else { return nil }
            return CardStyle(fill: fill, cornerRadius: cornerRadius, border: border, shadow: shadow)
        }
        let first = reader.sites.chosen
        return style.map {
            CardStyle(
                fill: $0.map(\.fill).joined(first: first), cornerRadius: $0.map(\.cornerRadius).joined(first: first),
                border: BorderSpec(color: $0.map(\.border.color).joined(first: first), width: $0.map(\.border.width).joined(first: first)),
                shadow: $0.map(\.shadow).joined(first: first))
        }
    }

    /// A non-empty array of cards.
    private func decodeCards(_ list: JSONValue, at path: JSONPath) -> [CardStack.Card]? {
        guard case .array(let items) = list, !items.isEmpty else {
            log.expected("a non-empty array of cards", got: list, at: path)
            return nil
        }
        let decoded = items.enumerated().map { decodeCard($1, at: path / $0) }
        return decoded.contains { $0 == nil } ? nil : decoded.compactMap { $0 }
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

/// A card stack's `style`, each key in every appearance.
struct CardStyle: Hashable {
    var fill = AppearanceColor.surface.dynamic
    var cornerRadius = VariantKeyed(8.0)
    var border = BorderSpec(color: AppearanceColor.label.dynamic)
    var shadow = VariantKeyed<Shadow?>(nil)
}
