import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

// A bubble (a speech bubble, a tooltip, a tour step): its keys and its decoding.

extension ElementFormats {
    var bubble: ElementKindFormat {
        ElementKindFormat(
            "bubble", "A speech bubble: a body with text and a tail pointing at its focus.", Format.bubble,
            more: [
                FormatDefinition("icon", "A tour step's icon: an image or an emoji, with a size.", .object(Format.icon)),
                FormatDefinition(
                    "progress", "A tour step's place in its tour: {\"current\": 2, \"total\": 5, \"style\": \"dots\"}.", .object(Format.progress)),
                FormatDefinition("button", "A tour step's button: a label and a role.", .object(Format.button)),
                FormatDefinition(
                    "tail",
                    "The tail: width and length in points, its position along the edge, and tipRadius to round its point (or null for none).",
                    .object(Format.tail))
            ]
        ) { $0.decodeBubble($1, at: $2, styles: $3.styles, references: $3.references).map(Element.bubble) }
    }
}

extension Format {
    static let bubble = FormatObject(
        [
            type("bubble"),
            elementID,
            FormatKey("text", .definition("text"), .required, default: "required", typeText: "[text](#text-and-locales)", "What the bubble says."),
            FormatKey(
                "title", .definition("text"), typeText: "[text](#text-and-locales)",
                "A tour step's title, drawn above `text` ([tour steps](#tour-steps))."),
            FormatKey("icon", .definition("icon"), typeText: "[icon](#tour-steps)", "An image or an emoji beside the title (or the text)."),
            FormatKey(
                "progress", .definition("progress"), typeText: "[progress](#tour-steps)",
                "The step's place in its tour, as dots, text or a bar, at the start of the footer."),
            FormatKey(
                "buttons", .array(.definition("button"), minItems: 1, maxItems: 6), typeText: "array of [buttons](#tour-steps), at most 6",
                "Buttons in one row at the end, primary last; they stack in a column when the row does not fit."),
            FormatKey("close", .boolean, default: "`false`", "A × in the top trailing corner."),
            FormatKey(
                "focus", .oneOf([pointType, .definition("reference"), .definition("elementFocus")]), .conditional("required unless `tail` is `null`"),
                default: "required unless `tail` is `null`", typeText: "point, [reference](#references) or [element](#element-anchors)",
                "The point the tail's apex touches exactly (*seed* focusPoint), or an element: then `placement` is relative to its rectangle."
            ).perLocale,
            FormatKey("placement", .choice(Placement.allCases.map(\.rawValue)), default: "`auto`", "Where the body sits from its focus.").perLocale,
            FormatKey(
                "width", .number(NumberRange(above: 0, atMost: 100_000)), .optional,
                "A fixed body width, padding included (`maxWidth` then only warns)."
            ).perLocale,
            FormatKey(
                "maxWidth", .number(NumberRange(above: 0, atMost: 100_000)), default: "280",
                "The widest the body grows, padding included, before text wraps."
            ).perLocale,
            FormatKey(
                "maxHeight", .number(NumberRange(above: 0, atMost: 100_000)), default: "280",
                "In [vertical text](#vertical-text), the tallest the body grows, padding included, before a column wraps (`maxWidth` has no effect there)."
            ),
            FormatKey(
                "height", .number(NumberRange(above: 0, atMost: 100_000)), default: "from the text",
                "Fixes the body's height, padding included: the text is centred in it, and shrinks by `minimumScaleFactor` (then ends with `…`) where it does not fit. With `width`, a frame to letter a drawn balloon ([balloon shapes](#balloon-shapes))."
            ),
            FormatKey(
                "at", pointOrElement, .conditional("required when `tail` is `null`"), default: "required when `tail` is `null`",
                typeText: "point or [element](#element-anchors)",
                "The body's top-left corner, for a label without a tail (its top-right corner when mirrored)."
            ).perLocale,
            FormatKey(
                "tail", .oneOf([.null, .definition("tail")]), default: "25 × 20, centred, sharp (*seed*)", typeText: "[tail](#tail) or `null`",
                "The tail; `null` makes a label (then give `at`, not `focus` or `placement`)."),
            FormatKey(
                "style", .oneOf([.string(), .definition("inlineStyle")]), default: "the defaults",
                typeText: "a style name, or an inline [style](#styles)",
                "How the bubble looks."),
            enter
        ],
        conditions: [
            (
                key: "if",
                value: .object(
                    JSONObject([
                        "required": .array([.string("tail")]),
                        "properties": .object(JSONObject(["tail": .object(JSONObject(["type": .string("null")]))]))
                    ]))
            ),
            (
                key: "then",
                value: .object(
                    JSONObject([
                        "required": .array([.string("at")]),
                        "not": .object(
                            JSONObject([
                                "anyOf": .array([
                                    .object(JSONObject(["required": .array([.string("focus")])])),
                                    .object(JSONObject(["required": .array([.string("placement")])]))
                                ])
                            ]))
                    ]))
            ),
            (
                key: "else",
                value: .object(
                    JSONObject(["required": .array([.string("focus")]), "not": .object(JSONObject(["required": .array([.string("at")])]))]))
            )
        ])

    static let tail = FormatObject([
        FormatKey("width", .number(NumberRange(atLeast: 0)), default: "25 (*seed*)", "The base's width."),
        FormatKey("length", .number(NumberRange(atLeast: 0)), default: "20 (*seed*)", "From the body's edge to the apex."),
        FormatKey(
            "position", .oneOf([.number(fraction), .object(tailOffset)]), default: "centred", typeText: "number 0 to 1, or an object",
            "Where the base sits on its edge: a fraction places the base's *centre* (0.5 is centred)."),
        FormatKey("tipRadius", .number(NumberRange(atLeast: 0)), default: "0", "Rounds a `wedge`'s tip; the arc itself touches the focus."),
        FormatKey(
            "style", .choice(TailStyle.allCases.map(\.rawValue)), default: "`wedge`",
            "`wedge`: straight sides; `curved`: sides that leave the body square and bend towards the speaker, as in manga; `dots`: a thought balloon's trail of two or three shrinking ovals, the last one centred on the focus."
        )
    ])

    static let tailOffset = FormatObject([
        FormatKey(
            "offset", .number(NumberRange(atLeast: 0, atMost: 100_000)), .required, default: "—",
            "Places the base's *start* this many points from the edge's start (left or top), as the seed's `tailStartPosition`.")
    ])
}

extension DocumentDecoding {
    func decodeBubble(_ value: JSONValue, at path: JSONPath, styles: [String: StyleSpec], references: ReferenceContext) -> Bubble? {
        guard let object = reader.object(value, at: path, Format.bubble) else { return nil }
        let id = reader.string(object["id"], at: path / "id", nonEmpty: true)

        let text = reader.required(object, "text", at: path).flatMap { decodeText($0, at: path / "text") }

        let width = object["width"].flatMap {
            localeValue($0, at: path / "width") {
                reader.number($0, at: $1, Format.bubble["width"])
            }
        }
        let maxWidth = object["maxWidth"].flatMap {
            localeValue($0, at: path / "maxWidth") {
                reader.number($0, at: $1, Format.bubble["maxWidth"])
            }
        }
        if width != nil, maxWidth != nil {
            log.warning(path / "maxWidth", "has no effect when \"width\" is set")
        }
        let height = object["height"].flatMap {
            reader.inEveryVariant($0, at: path / "height") { reader.number($0, at: $1, Format.bubble["height"]) }
        }
        let maxHeight = object["maxHeight"].flatMap {
            reader.inEveryVariant($0, at: path / "maxHeight") { reader.number($0, at: $1, Format.bubble["maxHeight"]) }
        }

        var style = StyleSpec()
        // A style per appearance (a name, or an inline style, in each) sets each property in each.
        if let value = object["style"], let read = reader.inEveryVariant(value, at: path / "style", { elementStyle($0, at: $1, styles: styles) }) {
            style = StyleSpec(read, first: reader.sites.chosen)
        }

        // Checked on the layered style (a width may come from the base style), in each
        // appearance: a border written per appearance may lack its width in one only.
        let layered = style.resolved()
        for part in reader.sites.partsOrNone {
            let drawn = layered.settled(part)
            guard drawn.explicit(.borderColor) != nil, (drawn.explicit(.borderWidth) ?? 0) == 0 else { continue }
            reader.say(
                Diagnostic(.warning, at: path / "style", "the border has width 0 and will not show; give \"border\" a \"width\""), in: part)
        }

        let anchor = decodeAnchor(object, at: path, references: references)
        let tour = decodeTourStep(object, at: path)
        guard let text, let anchor, let tour else { return nil }
        if height != nil, !tour.isEmpty {
            log.warning(path / "height", "has no effect on a tour step, whose parts set its height")
        }
        var bubble = Bubble(
            id: id, path: path, text: text, anchor: anchor, width: width, maxWidth: maxWidth ?? .plain(280),
            style: style.resolved(), tour: tour)
        bubble.height = height.map(Varying.init)
        bubble.maxHeight = maxHeight.map(Varying.init)
        return bubble
    }

    /// An element's `style`: a named style, or an inline one (which may name a `base`).
    func elementStyle(_ value: JSONValue, at path: JSONPath, styles: [String: StyleSpec]) -> StyleSpec? {
        guard case .string = value else { return decodeStyle(value, at: path, allowsBase: true, styles: styles) }
        return namedStyle(value, at: path, styles: styles)
    }

    /// The named style `value` names; `nil` where it names none (said, with the names there are).
    func namedStyle(_ value: JSONValue, at path: JSONPath, styles: [String: StyleSpec]) -> StyleSpec? {
        guard let name = reader.string(value, at: path) else { return nil }
        guard let named = styles[name] else {
            log.unknownName("style", name, among: styles.keys.sorted(), at: path)
            return nil
        }
        return named
    }

    /// `focus` + `placement` + `tail`, or `"tail": null` + `at`.
    func decodeAnchor(_ object: JSONObject, at path: JSONPath, references: ReferenceContext) -> BubbleAnchorSpec? {
        if object["tail"] == .null {
            tailIsNullInEveryEntry(at: path / "tail")
            if object["focus"] != nil { log.error(path / "focus", "a bubble with \"tail\": null has no focus; give \"at\" instead") }
            if object["placement"] != nil { log.error(path / "placement", "a bubble with \"tail\": null is not placed; give \"at\" instead") }
            let origin = reader.required(object, "at", at: path, hint: " (the body's origin when \"tail\" is null)").flatMap {
                localeValue($0, at: path / "at") { value, path in
                    valueOrElement(value, at: path, .labelOrigin, placeholder: Point.zero) { reader.point(value, at: path) }
                }
            }
            return origin.map { .label(origin: $0) }
        }
        if object["at"] != nil {
            log.error(path / "at", "only a bubble with \"tail\": null takes \"at\"; this one is placed by \"focus\"")
        }
        let focus = reader.required(object, "focus", at: path, hint: " (or set \"tail\": null and give \"at\")").flatMap {
            localeValue($0, at: path / "focus") { value, path -> Point? in
                guard Self.isElementPlace(value) else { return decodePoint(value, at: path, .bubbleFocus, references: references)?.point }
                // Placed against the element's rectangle by the resolve stage, per variant.
                guard let (selector, gap) = decodeElementFocus(value, at: path) else { return nil }
                record(selector, .bubbleFocus(gap: Varying(gap)))
                return .zero
            }
        }
        var placement: Varying<Placement>? = .plain(.auto)
        if let value = object["placement"] {
            placement = localeValue(value, at: path / "placement") {
                reader.choice($0, at: $1, kind: "placement")
            }
        }
        let tail = object["tail"].map { decodeTail($0, at: path / "tail") } ?? VariantKeyed(.standard)
        guard let focus, let placement, let tail else { return nil }
        return .tail(focus: focus, placement: placement, tail: Varying(tail))
    }

    /// Where a label's `"tail": null` is a map (an appearance map), whether every entry is null:
    /// a label in one variant is one in every variant (`decodeTail` says the same of the others).
    private func tailIsNullInEveryEntry(at path: JSONPath) {
        guard reader.hasMap(at: path) else { return }
        _ = reader.otherEntries(at: path) { entry, entryPath, part -> Bool? in
            guard entry == .null else {
                log.error(entryPath, Self.tailNullInOne(part.axes.last))
                return nil
            }
            return true
        }
    }

    /// Said of a tail that is null in some values of `axis` only (one appearance).
    static func tailNullInOne(_ axis: VariantAxis?) -> String {
        let noun = axis?.mapNames?.noun ?? "variant"
        return
            "is null in one \(noun) only; a label (\"tail\": null) is placed by \"at\", a bubble with a tail by \"focus\", so give it a tail in every \(noun) or in none"
    }

    /// A tail, in every appearance: each of its keys, or the whole tail, may be an appearance map.
    func decodeTail(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<TailSpec>? {
        let axis = reader.sites.maps[path]?.axis
        return reader.inEveryVariant(object: value, at: path) { value, path in
            if value == .null {
                // Only another entry can be null here: this pass's makes a label.
                log.error(path, Self.tailNullInOne(axis))
                return nil
            }
            guard let object = reader.object(value, at: path, Format.tail) else { return nil }
            let standard = TailSpec.standard
            let width = reader.member(object, "width", at: path, absent: standard.width) { reader.number($0, at: $1, Format.tail["width"]) }
            let length = reader.member(object, "length", at: path, absent: standard.length) { reader.number($0, at: $1, Format.tail["length"]) }
            let tipRadius = reader.member(object, "tipRadius", at: path, absent: 0) { reader.number($0, at: $1, Format.tail["tipRadius"]) }
            let position = reader.member(object, "position", at: path, absent: VariantKeyed(nil)) { decodeTailPosition($0, at: $1) }?
                .joined(first: reader.sites.chosen)
            let style = reader.member(object, "style", at: path, absent: .wedge) { reader.choice($0, at: $1, kind: "tail style") as TailStyle? }
            guard let width, let length, let tipRadius, let position, let style else { return nil }
            return .combining(first: reader.sites.chosen, width, length, position, tipRadius, style) {
                TailSpec(width: $0, length: $1, position: $2, tipRadius: $3, style: $4)
            }
        }
    }

    /// A tail's position as written: a fraction, or `{"offset": points}` (whose offset may be an
    /// appearance map); `nil` where it is wrong.
    private func decodeTailPosition(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<TailPosition?>? {
        switch value {
        case .number:
            return reader.number(value, at: path, atLeast: Format.fraction.atLeast, atMost: Format.fraction.atMost).map {
                VariantKeyed(.fraction($0))
            }
        case .object:
            guard let o = reader.object(value, at: path, Format.tailOffset),
                let offset = reader.required(o, "offset", at: path).flatMap({
                    reader.inEveryVariant($0, at: path / "offset") { reader.number($0, at: $1, Format.tailOffset["offset"]) }
                })
            else { return nil }
            return offset.map { .offset($0) }
        default:
            log.expected("a fraction from 0 to 1 or {\"offset\": points}", got: value, at: path)
            return nil
        }
    }
}
