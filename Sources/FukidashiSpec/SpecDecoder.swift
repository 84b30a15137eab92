import FukidashiGeometry

/// A spec that decoded: the document and any warnings about it.
public struct DecodedSpec: Hashable, Sendable {
    public let document: Document
    public let warnings: [SpecDiagnostic]
}

/// Decodes and validates a spec (SPEC.md, version 1), resolving named styles. Strict: every
/// unknown key, wrong type, out-of-range value and unknown name is an error naming its JSON
/// path. All problems are collected and reported together, object by object.
public struct SpecDecoder: Sendable {
    public let limits: SpecLimits

    public init(limits: SpecLimits = .standard) {
        self.limits = limits
    }

    public func decode(_ bytes: [UInt8]) throws(SpecError) -> DecodedSpec {
        guard bytes.count <= limits.maxFileSize else {
            throw SpecError([SpecDiagnostic(.error, at: nil, "file is \(bytes.count) bytes; the limit is \(limits.maxFileSize)")])
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw SpecError([SpecDiagnostic(.error, at: nil, "invalid JSON at line \(error.line), column \(error.column): \(error.message)")])
        }
        let log = DiagnosticLog()
        let document = DocumentDecoding(reader: SpecReader(log: log), limits: limits).decode(json)
        guard let document, !log.hasErrors else {
            throw SpecError(log.diagnostics.filter { $0.severity == .error })
        }
        return DecodedSpec(document: document, warnings: log.diagnostics)
    }
}

/// One decoding pass over a parsed document.
private struct DocumentDecoding {
    let reader: SpecReader
    let limits: SpecLimits
    var log: DiagnosticLog { reader.log }

    static let documentKeys = ["version", "canvas", "locale", "styles", "elements"]
    static let bubbleKeys = ["type", "id", "text", "focus", "placement", "width", "maxWidth", "at", "tail", "style", "enter"]
    static let elementTypes = ["bubble", "circle", "image", "cardStack"]

    func decode(_ json: JSONValue) -> Document? {
        let root = JSONPath.root
        guard let object = reader.object(json, at: root, keys: Self.documentKeys, notYetSupported: [
            "overlay": "overlays and spotlights are", "animation": "animation is",
        ]) else { return nil }

        if let version = reader.required(object, "version", at: root, hint: "; add \"version\": 1") {
            if version != .number(1) { log.expected("1 (the only spec version so far)", got: version, at: root / "version") }
        }
        let canvas = reader.required(object, "canvas", at: root).flatMap { decodeCanvas($0, at: root / "canvas") }
        let styles = object["styles"].map { decodeStyles($0, at: root / "styles") } ?? [:]
        let elements = reader.required(object, "elements", at: root).flatMap {
            decodeElements($0, at: root / "elements", styles: styles)
        }
        let locale = object["locale"].flatMap { decodeLocale($0, at: root / "locale") }
        guard let canvas, let elements else { return nil }
        return Document(canvas: canvas, elements: elements, locale: locale)
    }

    /// A BCP 47 tag such as "ja", "zh-Hans" or "pt-BR" (checked for shape, not registry).
    func decodeLocale(_ value: JSONValue, at path: JSONPath) -> String? {
        guard case .string(let tag) = value, LanguageTag.isWellFormed(tag) else {
            log.expected("a language tag such as \"ja\", \"zh-Hans\" or \"ko\"", got: value, at: path)
            return nil
        }
        return tag
    }

    // MARK: canvas

    func decodeCanvas(_ value: JSONValue, at path: JSONPath) -> Canvas? {
        guard let object = reader.object(value, at: path, keys: ["width", "height", "scale", "background"]) else { return nil }
        let width = reader.required(object, "width", at: path).flatMap { reader.number($0, at: path / "width", above: 0) }
        let height = reader.required(object, "height", at: path).flatMap { reader.number($0, at: path / "height", above: 0) }
        let scale = object["scale"].map { reader.number($0, at: path / "scale", atLeast: 1, atMost: 4) } ?? 1
        var background: Color? = .transparent
        if let value = object["background"] {
            if case .object = value {
                log.error(path / "background", "image backgrounds are not supported yet; give a colour")
                background = nil
            } else {
                background = reader.color(value, at: path / "background")
            }
        }
        guard let width, let height, let scale, let background else { return nil }

        // Checked here, before anything is allocated for the image.
        let pixelWidth = (width * scale).rounded(.up), pixelHeight = (height * scale).rounded(.up)
        let side = Double(limits.maxPixelsPerSide)
        if pixelWidth > side || pixelHeight > side {
            log.error(path, "canvas is \(pixelWidth.specDescription) × \(pixelHeight.specDescription) px at scale \(scale.specDescription); the limit is \(limits.maxPixelsPerSide) px a side")
            return nil
        }
        if pixelWidth * pixelHeight > Double(limits.maxPixelArea) {
            log.error(path, "canvas is \(pixelWidth.specDescription) × \(pixelHeight.specDescription) px = \((pixelWidth * pixelHeight).specDescription) px; the limit is \(limits.maxPixelArea) px")
            return nil
        }
        return Canvas(size: Size(width: width, height: height), scale: scale, background: background)
    }

    // MARK: styles

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
                            "lineHeight", "wrap", "maxLines", "opacity"]

    /// An inline style may name a `base` style to build on (our addition to SPEC: it lets an
    /// element use a named style and inline overrides at once).
    func decodeStyle(_ value: JSONValue, at path: JSONPath, allowsBase: Bool, styles: [String: StyleSpec]) -> StyleSpec? {
        let keys = Self.styleKeys + (allowsBase ? ["base"] : [])
        guard let object = reader.object(value, at: path, keys: keys, notYetSupported: ["shadow": "shadows are"]) else {
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

    // MARK: elements

    func decodeElements(_ value: JSONValue, at path: JSONPath, styles: [String: StyleSpec]) -> [Element]? {
        guard case .array(let items) = value else {
            log.expected("an array of elements", got: value, at: path)
            return nil
        }
        guard items.count <= limits.maxElements else {
            log.error(path, "\(items.count) elements; the limit is \(limits.maxElements)")
            return nil
        }
        var elements: [Element] = []
        var ids: [String: JSONPath] = [:]
        for (index, item) in items.enumerated() {
            let itemPath = path / index
            guard case .object(let object) = item else {
                log.expected("an element object", got: item, at: itemPath)
                continue
            }
            guard let type = reader.required(object, "type", at: itemPath).flatMap({ reader.string($0, at: itemPath / "type") }) else { continue }
            switch type {
            case "bubble":
                if let bubble = decodeBubble(item, at: itemPath, styles: styles) {
                    if let id = bubble.id {
                        if let first = ids[id] {
                            log.error(itemPath / "id", "duplicate id \(id.quotedForDiagnostic) (first used at \(first))")
                        } else {
                            ids[id] = itemPath / "id"
                        }
                    }
                    elements.append(.bubble(bubble))
                }
            case "circle", "image", "cardStack":
                log.error(itemPath / "type", "\(type.quotedForDiagnostic) elements are not supported yet; this release draws bubbles")
            default:
                log.unknownName("element type", type, among: Self.elementTypes, at: itemPath / "type")
            }
        }
        return elements
    }

    func decodeBubble(_ value: JSONValue, at path: JSONPath, styles: [String: StyleSpec]) -> Bubble? {
        guard let object = reader.object(value, at: path, keys: Self.bubbleKeys.filter { $0 != "enter" },
                                         notYetSupported: ["enter": "enter animations are"]) else { return nil }
        let id = reader.string(object["id"], at: path / "id", nonEmpty: true)

        var text: String?
        if let textValue = reader.required(object, "text", at: path) {
            if case .object = textValue {
                log.error(path / "text", "locale maps are not supported yet; give a single string")
            } else if let s = reader.string(textValue, at: path / "text") {
                let length = s.unicodeScalars.count
                if length > limits.maxTextLength {
                    log.error(path / "text", "text has \(length) characters; the limit is \(limits.maxTextLength)")
                } else {
                    text = s
                }
            }
        }

        let width = reader.number(object["width"], at: path / "width", above: 0, atMost: 100_000)
        let maxWidth = reader.number(object["maxWidth"], at: path / "maxWidth", above: 0, atMost: 100_000)
        if width != nil, maxWidth != nil {
            log.warning(path / "maxWidth", "has no effect when \"width\" is set")
        }

        var style = StyleSpec()
        switch object["style"] {
        case .string(let name)?:
            if let named = styles[name] { style = named } else {
                log.unknownName("style", name, among: styles.keys.sorted(), at: path / "style")
            }
        case let inline?:
            if let decoded = decodeStyle(inline, at: path / "style", allowsBase: true, styles: styles) { style = decoded }
        case nil:
            break
        }

        // Checked on the layered style: a width may come from the base style.
        if style.borderColor != nil, (style.borderWidth ?? 0) == 0 {
            log.warning(path / "style", "the border has width 0 and will not show; give \"border\" a \"width\"")
        }

        let anchor = decodeAnchor(object, at: path)
        guard let text, let anchor else { return nil }
        return Bubble(id: id, path: path, text: text, anchor: anchor, width: width, maxWidth: maxWidth ?? 280,
                      style: style.resolved())
    }

    /// `focus` + `placement` + `tail`, or `"tail": null` + `at`.
    func decodeAnchor(_ object: JSONObject, at path: JSONPath) -> BubbleAnchor? {
        if object["tail"] == .null {
            if object["focus"] != nil { log.error(path / "focus", "a bubble with \"tail\": null has no focus; give \"at\" instead") }
            if object["placement"] != nil { log.error(path / "placement", "a bubble with \"tail\": null is not placed; give \"at\" instead") }
            let origin = reader.required(object, "at", at: path, hint: " (the body's origin when \"tail\" is null)")
                .flatMap { reader.point($0, at: path / "at") }
            return origin.map { .label(origin: $0) }
        }
        if object["at"] != nil {
            log.error(path / "at", "only a bubble with \"tail\": null takes \"at\"; this one is placed by \"focus\"")
        }
        let focus = reader.required(object, "focus", at: path, hint: " (or set \"tail\": null and give \"at\")")
            .flatMap { reader.point($0, at: path / "focus") }
        let placement: Placement? = object["placement"].map { reader.choice($0, at: path / "placement", kind: "placement") } ?? .auto
        let tail = object["tail"].map { decodeTail($0, at: path / "tail") } ?? .standard
        guard let focus, let placement, let tail else { return nil }
        return .tail(focus: focus, placement: placement, tail: tail)
    }

    func decodeTail(_ value: JSONValue, at path: JSONPath) -> TailSpec? {
        guard let object = reader.object(value, at: path, keys: ["width", "length", "position", "tipRadius"]) else { return nil }
        let standard = TailSpec.standard
        let width = object["width"].map { reader.number($0, at: path / "width", atLeast: 0) } ?? standard.width
        let length = object["length"].map { reader.number($0, at: path / "length", atLeast: 0) } ?? standard.length
        let tipRadius = object["tipRadius"].map { reader.number($0, at: path / "tipRadius", atLeast: 0) } ?? 0
        var position: TailPosition??
        switch object["position"] {
        case nil: position = .some(nil)
        case .number?:
            position = reader.number(object["position"], at: path / "position", atLeast: 0, atMost: 1).map { .fraction($0) }
        case .object?:
            if let o = reader.object(object["position"]!, at: path / "position", keys: ["offset"]),
               let offset = reader.required(o, "offset", at: path / "position").flatMap({ reader.number($0, at: path / "position" / "offset", atLeast: 0, atMost: 100_000) }) {
                position = .offset(offset)
            }
        case let other?:
            log.expected("a fraction from 0 to 1 or {\"offset\": points}", got: other, at: path / "position")
        }
        guard let width, let length, let tipRadius, let position else { return nil }
        return TailSpec(width: width, length: length, position: position, tipRadius: tipRadius)
    }
}
