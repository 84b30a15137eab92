import FukidashiGeometry

extension DocumentDecoding {
    static let cardStackKeys = ["type", "id", "frame", "cards", "depth", "drag", "style", "swipe"]

    func decodeCardStack(_ value: JSONValue, at path: JSONPath) -> CardStack? {
        guard let object = reader.object(value, at: path, keys: Self.cardStackKeys) else { return nil }
        let id = reader.string(object["id"], at: path / "id", nonEmpty: true)
        let frame = reader.required(object, "frame", at: path).flatMap { decodeRect($0, at: path / "frame") }
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
            if let o = reader.object(d, at: path / "depth", keys: ["scale", "alpha", "offset"]) {
                let scale = o["scale"].map { reader.number($0, at: path / "depth" / "scale", atLeast: 0, atMost: 0.25) } ?? standard.scale
                let alpha = o["alpha"].map { reader.number($0, at: path / "depth" / "alpha", atLeast: 0, atMost: 0.25) } ?? standard.alpha
                let offset = o["offset"].map { reader.number($0, at: path / "depth" / "offset", atLeast: -1000, atMost: 1000) } ?? standard.offset
                if let scale, let alpha, let offset { depth = .init(scale: scale, alpha: alpha, offset: offset) } else { depth = nil }
            } else {
                depth = nil
            }
        }
        var drag: Vector? = Vector(dx: 0, dy: 0)
        if let d = object["drag"] {
            if let o = reader.object(d, at: path / "drag", keys: ["x", "y"]) {
                let x = o["x"].map { reader.number($0, at: path / "drag" / "x", atLeast: -100_000, atMost: 100_000) } ?? 0
                let y = o["y"].map { reader.number($0, at: path / "drag" / "y", atLeast: -100_000, atMost: 100_000) } ?? 0
                drag = (x != nil && y != nil) ? Vector(dx: x!, dy: y!) : nil
            } else {
                drag = nil
            }
        }
        // The card's look: SPEC's example values are the defaults (white, radius 8).
        var style = StyleSpec()
        if let s = object["style"], let o = reader.object(s, at: path / "style", keys: ["fill", "cornerRadius", "border", "shadow"]) {
            style.fill = reader.color(o["fill"], at: path / "style" / "fill")
            style.cornerRadius = reader.number(o["cornerRadius"], at: path / "style" / "cornerRadius", atLeast: 0, atMost: 10_000)
            if let border = o["border"], let b = reader.object(border, at: path / "style" / "border", keys: ["color", "width"]) {
                style.borderColor = reader.color(b["color"], at: path / "style" / "border" / "color")
                style.borderWidth = reader.number(b["width"], at: path / "style" / "border" / "width", atLeast: 0, atMost: 1000)
            }
            style.shadow = o["shadow"].flatMap { decodeShadow($0, at: path / "style" / "shadow") }
        }
        guard let frame, let cards, let depth, let drag else { return nil }
        return CardStack(id: id, path: path, frame: frame, cards: cards, depth: depth, drag: drag,
                         fill: style.fill ?? .white, cornerRadius: style.cornerRadius ?? 8,
                         borderColor: style.borderColor ?? .black, borderWidth: style.borderWidth ?? 0, shadow: style.shadow)
    }

    func decodeCard(_ value: JSONValue, at path: JSONPath) -> CardStack.Card? {
        guard let object = reader.object(value, at: path, keys: ["image", "title", "text"]) else { return nil }
        let image = object["image"].flatMap { decodeImageSource($0, at: path / "image") }
        let title = reader.string(object["title"], at: path / "title")
        let text = reader.string(object["text"], at: path / "text")
        if object["image"] != nil, image == nil { return nil }
        if object["title"] != nil, title == nil { return nil }
        if object["text"] != nil, text == nil { return nil }
        return CardStack.Card(image: image, title: title, text: text)
    }
}
