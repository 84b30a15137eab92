import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

extension DocumentDecoding {

    func decodeElements(_ value: JSONValue, at path: JSONPath, styles: [String: StyleSpec], effects: EffectLog) -> [Element]? {
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
        // Every id first, so a reference to a later element says so instead of "unknown".
        var declarations: [String: ReferenceContext.Declaration] = [:]
        // Each element's id as the pass reads it: what is wrong with it is said when the element is.
        var readIDs: [Int: String] = [:]
        for (index, item) in items.enumerated() {
            guard case .object(let o) = item else { continue }
            var written = o["id"]
            if case .object(let map)? = written, Appearance.isMap(map) { written = map[reader.sites.chosen ?? ""] }
            guard case .string(let id)? = written else { continue }
            readIDs[index] = id
            if declarations[id] == nil {
                let type: String
                if case .string(let t)? = o["type"] { type = t } else { type = "element" }
                declarations[id] = .init(index: index, path: path / index / "id", type: type)
            }
        }
        let references = ReferenceContext(declarations: declarations)
        parts.references = references
        for (index, item) in items.enumerated() {
            let itemPath = path / index
            guard case .object(let object) = item else {
                log.expected("an element object", got: item, at: itemPath)
                continue
            }
            let decoded = recording(.element(index)) {
                decodeElementItem(object, at: itemPath, index: index, styles: styles, references: references)
            }
            guard let (element, enter, swipe) = decoded else { continue }
            if let swipe {
                effects.swipes[elements.count] = swipe
                effects.paths.append(itemPath / "swipe")
                effects.end = max(effects.end, swipe.delay + swipe.duration)
            }
            if let enter {
                effects.enters[elements.count] = enter
                effects.paths.append(itemPath / "enter")
                effects.end = max(effects.end, enter.delay + enter.duration)
            }
            if let id = readIDs[index] {
                if let first = ids[id] {
                    log.error(itemPath / "id", "duplicate id \(id.quotedForDiagnostic) (first used at \(first))")
                } else {
                    ids[id] = itemPath / "id"
                }
            }
            elements.append(element)
        }
        return elements
    }

    func decodeBubble(_ value: JSONValue, at path: JSONPath, styles: [String: StyleSpec], references: ReferenceContext) -> Bubble? {
        guard let object = reader.object(value, at: path, Format.bubble) else { return nil }
        let id = reader.string(object["id"], at: path / "id", nonEmpty: true)

        let text = reader.required(object, "text", at: path).flatMap { decodeText($0, at: path / "text") }

        let element = anchorLog.currentElement
        let width = object["width"].flatMap {
            localeValue($0, at: path / "width", .bubbleWidth(element), as: LocaleValueMap.Value.number) {
                reader.number($0, at: $1, Format.bubble["width"])
            }
        }
        let maxWidth = object["maxWidth"].flatMap {
            localeValue($0, at: path / "maxWidth", .bubbleMaxWidth(element), as: LocaleValueMap.Value.number) {
                reader.number($0, at: $1, Format.bubble["maxWidth"])
            }
        }
        if width != nil, maxWidth != nil {
            log.warning(path / "maxWidth", "has no effect when \"width\" is set")
        }
        let height = object["height"].flatMap { reader.number($0, at: path / "height", Format.bubble["height"]) }
        let maxHeight = object["maxHeight"].flatMap { reader.number($0, at: path / "maxHeight", Format.bubble["maxHeight"]) }

        var style = StyleSpec()
        switch object["style"] {
        case .string(let name)?:
            if let named = styles[name] {
                style = named
            } else {
                log.unknownName("style", name, among: styles.keys.sorted(), at: path / "style")
            }
        case let inline?:
            if let decoded = decodeStyle(inline, at: path / "style", allowsBase: true, styles: styles) { style = decoded }
        case nil:
            break
        }

        // Checked on the layered style (a width may come from the base style), in each
        // appearance: a border written per appearance may lack its width in one only.
        let layered = style.resolved()
        for appearance in pass.appearances.isEmpty ? [nil] : pass.appearances.map(Optional.some) {
            let drawn = layered.inAppearance(appearance)
            guard drawn.explicit(.borderColor) != nil, (drawn.explicit(.borderWidth) ?? 0) == 0 else { continue }
            let message = "the border has width 0 and will not show; give \"border\" a \"width\""
            if let appearance, appearance != pass.appearance {
                reader.sites.warnings[appearance, default: []].append(Diagnostic(.warning, at: log.written(path / "style"), message))
            } else {
                log.warning(path / "style", message)
            }
        }

        let anchor = decodeAnchor(object, at: path, references: references)
        let tour = decodeTourStep(object, at: path)
        guard let text, let anchor, let tour else { return nil }
        if height != nil, !tour.isEmpty {
            log.warning(path / "height", "has no effect on a tour step, whose parts set its height")
        }
        var bubble = Bubble(
            id: id, path: path, text: text, anchor: anchor, width: width, maxWidth: maxWidth ?? 280,
            style: style.resolved(), tour: tour)
        bubble.height = height
        bubble.maxHeight = maxHeight
        return bubble
    }

    /// `focus` + `placement` + `tail`, or `"tail": null` + `at`.
    func decodeAnchor(_ object: JSONObject, at path: JSONPath, references: ReferenceContext) -> BubbleAnchor? {
        if object["tail"] == .null {
            if object["focus"] != nil { log.error(path / "focus", "a bubble with \"tail\": null has no focus; give \"at\" instead") }
            if object["placement"] != nil { log.error(path / "placement", "a bubble with \"tail\": null is not placed; give \"at\" instead") }
            let origin = reader.required(object, "at", at: path, hint: " (the body's origin when \"tail\" is null)").flatMap {
                localeValue($0, at: path / "at", .labelOrigin(anchorLog.currentElement), as: LocaleValueMap.Value.point) { value, path in
                    valueOrElement(value, at: path, .labelOrigin, placeholder: Point.zero) { reader.point(value, at: path) }
                }
            }
            return origin.map { .label(origin: $0) }
        }
        if object["at"] != nil {
            log.error(path / "at", "only a bubble with \"tail\": null takes \"at\"; this one is placed by \"focus\"")
        }
        let element = anchorLog.currentElement
        let focus = reader.required(object, "focus", at: path, hint: " (or set \"tail\": null and give \"at\")").flatMap {
            localeValue($0, at: path / "focus", .bubbleFocus(element), as: LocaleValueMap.Value.point) { value, path -> Point? in
                guard Self.isElementPlace(value) else { return decodePoint(value, at: path, .bubbleFocus, references: references)?.point }
                // Placed against the element's rectangle by the resolve stage, per variant.
                guard let (selector, gap) = decodeElementFocus(value, at: path) else { return nil }
                record(selector, .bubbleFocus(gap: gap))
                return .zero
            }
        }
        var placement: Placement? = .auto
        if let value = object["placement"] {
            placement = localeValue(value, at: path / "placement", .placement(element), as: LocaleValueMap.Value.placement) {
                reader.choice($0, at: $1, kind: "placement")
            }
        }
        let tail = object["tail"].map { decodeTail($0, at: path / "tail") } ?? .standard
        guard let focus, let placement, let tail else { return nil }
        return .tail(focus: focus, placement: placement, tail: tail)
    }

    func decodeTail(_ value: JSONValue, at path: JSONPath) -> TailSpec? {
        guard let object = reader.object(value, at: path, Format.tail) else { return nil }
        let standard = TailSpec.standard
        let width = object["width"].map { reader.number($0, at: path / "width", Format.tail["width"]) } ?? standard.width
        let length = object["length"].map { reader.number($0, at: path / "length", Format.tail["length"]) } ?? standard.length
        let tipRadius = object["tipRadius"].map { reader.number($0, at: path / "tipRadius", Format.tail["tipRadius"]) } ?? 0
        var position: TailPosition??
        switch object["position"] {
        case nil: position = .some(nil)
        case .number?:
            position = reader.number(object["position"], at: path / "position", atLeast: Format.fraction.atLeast, atMost: Format.fraction.atMost).map
            { .fraction($0) }
        case .object?:
            if let o = reader.object(object["position"]!, at: path / "position", Format.tailOffset),
                let offset = reader.required(o, "offset", at: path / "position").flatMap({
                    reader.number($0, at: path / "position" / "offset", Format.tailOffset["offset"])
                })
            {
                position = .offset(offset)
            }
        case let other?:
            log.expected("a fraction from 0 to 1 or {\"offset\": points}", got: other, at: path / "position")
        }
        var style: TailStyle? = .wedge
        if let written = object["style"] { style = reader.choice(written, at: path / "style", kind: "tail style") }
        guard let width, let length, let tipRadius, let position, let style else { return nil }
        return TailSpec(width: width, length: length, position: position, tipRadius: tipRadius, style: style)
    }
}

extension DocumentDecoding {
    /// The element at `index` of `elements`, as written, with its entry effect (a card stack's
    /// swipe); `nil` after an error, which is logged.
    func decodeElementItem(
        _ written: JSONObject, at path: JSONPath, index: Int, styles: [String: StyleSpec], references: ReferenceContext
    ) -> (Element, enter: EnterEffect?, swipe: SwipeEffect?)? {
        let object = reader.members(of: written, at: path)
        references.currentIndex = index
        anchorLog.currentElement = index
        guard let type = reader.required(object, "type", at: path).flatMap({ reader.string($0, at: path / "type") }) else { return nil }
        guard let element = decodeElement(.object(object), type: type, at: path, styles: styles, references: references) else { return nil }
        if case .cardStack = element {
            return (element, nil, object["swipe"].flatMap { decodeSwipe($0, at: path / "swipe") })
        }
        return (element, object["enter"].flatMap { decodeEnter($0, at: path / "enter") }, nil)
    }

    /// The element `item` declares with `"type": type`, decoded as its kind; `nil` after an
    /// error, which is logged.
    func decodeElement(
        _ item: JSONValue, type: String, at path: JSONPath, styles: [String: StyleSpec], references: ReferenceContext
    ) -> Element? {
        switch type {
        case "bubble": return decodeBubble(item, at: path, styles: styles, references: references).map(Element.bubble)
        case "image": return decodeImageElement(item, at: path).map(Element.image)
        case "circle": return decodeCircle(item, at: path, references: references).map(Element.circle)
        case "cardStack": return decodeCardStack(item, at: path).map(Element.cardStack)
        default:
            log.unknownName("element type", type, among: Format.elementKinds, at: path / "type")
            return nil
        }
    }
}
