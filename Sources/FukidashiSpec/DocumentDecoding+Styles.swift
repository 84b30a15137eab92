import FukidashiGeometry

extension DocumentDecoding {

    func decodeStyles(_ value: JSONValue, at path: JSONPath) -> [String: StyleSpec] {
        guard case .object(let object) = value else {
            log.expected("an object of named styles", got: value, at: path)
            return [:]
        }
        var styles: [String: StyleSpec] = [:]
        for (name, styleValue) in object.members {
            if name.isEmpty { log.error(path / name, "style names may not be empty"); continue }
            if let style = decodeStyle(styleValue, at: path / name, allowsBase: false, styles: [:]) {
                styles[name] = style
            }
        }
        return styles
    }

    static let styleKeys = ["fill", "border", "cornerRadius", "padding", "font", "textColor", "align",
                            "lineHeight", "wrap", "maxLines", "shadow", "opacity"]

    /// An inline style may name a `base` style to build on (our addition to SPEC: it lets an
    /// element use a named style and inline overrides at once).
    func decodeStyle(_ value: JSONValue, at path: JSONPath, allowsBase: Bool, styles: [String: StyleSpec]) -> StyleSpec? {
        let keys = Self.styleKeys + (allowsBase ? ["base"] : [])
        guard let object = reader.object(value, at: path, keys: keys) else {
            return nil
        }
        var style = StyleSpec()
        if allowsBase, let baseValue = object["base"] {
            if let name = reader.string(baseValue, at: path / "base") {
                if let named = styles[name] { style = named } else {
                    log.unknownName("style", name, among: styles.keys.sorted(), at: path / "base")
                }
            }
        }
        var own = StyleSpec()
        own.fill = reader.color(object["fill"], at: path / "fill")
        if let border = object["border"] {
            let borderPath = path / "border"
            if let b = reader.object(border, at: borderPath, keys: ["color", "width"]) {
                own.borderColor = reader.color(b["color"], at: borderPath / "color")
                own.borderWidth = reader.number(b["width"], at: borderPath / "width", atLeast: 0, atMost: 1000)
            }
        }
        own.cornerRadius = reader.number(object["cornerRadius"], at: path / "cornerRadius", atLeast: 0, atMost: 10_000)
        if let padding = object["padding"] { decodePadding(padding, at: path / "padding", into: &own) }
        if let font = object["font"] { decodeFont(font, at: path / "font", into: &own) }
        own.textColor = reader.color(object["textColor"], at: path / "textColor")
        own.align = reader.choice(object["align"], at: path / "align", kind: "alignment")
        own.lineHeight = reader.number(object["lineHeight"], at: path / "lineHeight", above: 0, atMost: 10)
        own.wrap = reader.choice(object["wrap"], at: path / "wrap", kind: "wrap mode")
        own.maxLines = reader.number(object["maxLines"], at: path / "maxLines", atLeast: 1, atMost: 10_000, integer: true).map { Int($0) }
        own.opacity = reader.number(object["opacity"], at: path / "opacity", atLeast: 0, atMost: 1)
        own.shadow = object["shadow"].flatMap { decodeShadow($0, at: path / "shadow") }
        return style.overlaid(with: own)
    }

    func decodePadding(_ value: JSONValue, at path: JSONPath, into style: inout StyleSpec) {
        let expectation = "padding as a number, [vertical, horizontal] or {\"top\", \"left\", \"bottom\", \"right\"}"
        switch value {
        case .number:
            guard let all = reader.number(value, at: path, atLeast: 0, atMost: 10_000) else { return }
            (style.paddingTop, style.paddingLeft, style.paddingBottom, style.paddingRight) = (all, all, all, all)
        case .array(let items) where items.count == 2:
            let v = reader.number(items[0], at: path / 0, atLeast: 0, atMost: 10_000)
            let h = reader.number(items[1], at: path / 1, atLeast: 0, atMost: 10_000)
            guard let v, let h else { return }
            (style.paddingTop, style.paddingLeft, style.paddingBottom, style.paddingRight) = (v, h, v, h)
        case .object:
            // Sides left out keep the value of the style underneath.
            guard let o = reader.object(value, at: path, keys: ["top", "left", "bottom", "right"]) else { return }
            style.paddingTop = reader.number(o["top"], at: path / "top", atLeast: 0, atMost: 10_000)
            style.paddingLeft = reader.number(o["left"], at: path / "left", atLeast: 0, atMost: 10_000)
            style.paddingBottom = reader.number(o["bottom"], at: path / "bottom", atLeast: 0, atMost: 10_000)
            style.paddingRight = reader.number(o["right"], at: path / "right", atLeast: 0, atMost: 10_000)
        default:
            log.expected(expectation, got: value, at: path)
        }
    }

    static let namedWeights: [String: Int] = ["regular": 400, "medium": 500, "semibold": 600, "bold": 700]

    func decodeFont(_ value: JSONValue, at path: JSONPath, into style: inout StyleSpec) {
        guard let object = reader.object(value, at: path, keys: ["family", "size", "weight"]) else { return }
        if let family = reader.string(object["family"], at: path / "family", nonEmpty: true) {
            style.fontFamily = family
            style.fontFamilyPath = path / "family"
        }
        style.fontSize = reader.number(object["size"], at: path / "size", above: 0, atMost: 1000)
        switch object["weight"] {
        case .string(let name)?:
            if let weight = Self.namedWeights[name] { style.fontWeight = weight } else {
                log.unknownName("weight", name, among: ["regular", "medium", "semibold", "bold"], at: path / "weight")
            }
        case .number?:
            style.fontWeight = reader.number(object["weight"], at: path / "weight", atLeast: 100, atMost: 900, integer: true).map { Int($0) }
        case let other?:
            log.expected("regular, medium, semibold, bold or a weight from 100 to 900", got: other, at: path / "weight")
        case nil:
            break
        }
    }


    /// `{"color", "radius", "offset"}`; keys left out take SPEC's example values
    /// (#00000040, 8, [0, 2]).
    func decodeShadow(_ value: JSONValue, at path: JSONPath) -> Shadow? {
        guard let object = reader.object(value, at: path, keys: ["color", "radius", "offset"]) else { return nil }
        let color = object["color"].map { reader.color($0, at: path / "color") } ?? Color(red: 0, green: 0, blue: 0, alpha: 0x40)
        let radius = object["radius"].map { reader.number($0, at: path / "radius", atLeast: 0, atMost: 500) } ?? 8
        let offset = object["offset"].map { reader.point($0, at: path / "offset") } ?? Point(x: 0, y: 2)
        guard let color, let radius, let offset else { return nil }
        return Shadow(color: color, radius: radius, offsetX: offset.x, offsetY: offset.y)
    }
}
