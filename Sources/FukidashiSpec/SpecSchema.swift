import FukidashiGeometry

/// A JSON Schema (draft 2020-12) of the spec format, for editors to autocomplete and validate
/// specs (`fukidashi schema`). Keys and choices come from the decoder's own lists, and a test
/// holds the two to agreeing on valid and invalid specs. What a schema cannot say (ids that
/// exist, references to earlier circles, pixel limits, image files) only the decoder checks.
package enum SpecSchema {
    package static let schemaID = "https://fukidashi.invalid/schema/spec-v1.json"

    package static var document: JSONValue {
        object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "$id": .string(schemaID),
            "title": .string("Fukidashi spec"),
            "description": .string("Speech bubbles, tooltips and coach marks to render into PNG images (format version 1; the reference is docs/format.md in Fukidashi's repository). Lengths are points; pixels are points × canvas.scale."),
            "type": .string("object"),
            "required": strings(["version", "canvas", "elements"]),
            "additionalProperties": .bool(false),
            "properties": object([
                "$schema": described("The schema this spec follows; ignored by the renderer.", string()),
                "version": described("The spec format version: 1.", object(["const": .number(1)])),
                "canvas": ref("canvas"),
                "locale": described("The language of the spec's plain-string text, e.g. \"ja\": it chooses line-breaking rules and Han glyph forms.", ref("languageTag")),
                "overlay": ref("overlay"),
                "styles": described("Named styles that elements use by name.", object([
                    "type": .string("object"),
                    "propertyNames": object(["minLength": .number(1)]),
                    "additionalProperties": ref("style"),
                ])),
                "elements": described("What to draw, back to front.", object([
                    "type": .string("array"),
                    "maxItems": .number(Double(SpecLimits.standard.maxElements)),
                    "items": ref("element"),
                ])),
                "animation": ref("animation"),
            ]),
            "$defs": definitions,
        ])
    }

    private static var definitions: JSONValue {
        let textLimit = Double(SpecLimits.standard.maxTextLength)
        return object([
            "color": described(Color.expectation.prefix(1).uppercased() + Color.expectation.dropFirst() + ".", object([
                "type": .string("string"),
                "pattern": .string("^(#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|transparent)$"),
            ])),
            "point": described("A point [x, y] in points.", tuple([number(), number()])),
            "rect": described("A rectangle [x, y, width, height] in points.", tuple([number(), number(), number(min: 0), number(min: 0)])),
            "languageTag": described("A BCP 47 language tag such as \"en\", \"ja\", \"zh-Hans\" or \"pt-BR\".", object([
                "type": .string("string"),
                "pattern": .string("^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"),
            ])),
            "text": described("A string, or a map of locale to string ({\"en\": \"Tap here\", \"ja\": \"ここをタップ\"}): one PNG per locale.", object([
                "oneOf": .array([
                    string(maxLength: textLimit),
                    object([
                        "type": .string("object"),
                        "minProperties": .number(1),
                        "propertyNames": ref("languageTag"),
                        "additionalProperties": string(maxLength: textLimit),
                    ]),
                ]),
            ])),
            "reference": described("A point on an earlier circle's edge: {\"on\": its id, \"angle\": degrees clockwise from 12 o'clock}.", closed([
                "on": string(minLength: 1),
                "angle": number(min: -3600, max: 3600),
            ], required: ["on", "angle"])),
            "canvas": described("The image: its size in points, its scale, and its background.", closed([
                "width": number(above: 0),
                "height": number(above: 0),
                "scale": described("Pixels per point, 1 to 4 (default 1).", number(min: 1, max: 4)),
                "background": described("A colour, or a screenshot {\"image\", \"fit\"} (default: transparent).", object([
                    "oneOf": .array([ref("color"), closed(["image": imagePath, "fit": fit], required: ["image"])]),
                ])),
            ], required: ["width", "height"])),
            "style": style(allowsBase: false),
            "inlineStyle": style(allowsBase: true),
            "border": closed(["color": ref("color"), "width": number(min: 0, max: 1000)]),
            "padding": described("A number, [vertical, horizontal], or {top, left, bottom, right}.", object(["oneOf": .array([
                number(min: 0, max: 10_000),
                tuple([number(min: 0, max: 10_000), number(min: 0, max: 10_000)]),
                closed(["top": number(min: 0, max: 10_000), "left": number(min: 0, max: 10_000),
                        "bottom": number(min: 0, max: 10_000), "right": number(min: 0, max: 10_000)]),
            ])])),
            "shadow": described("A Gaussian shadow like CALayer's (defaults: #00000040, radius 8, offset [0, 2]).", closed([
                "color": ref("color"),
                "radius": number(min: 0, max: 500),
                "offset": ref("point"),
            ])),
            "font": closed([
                "family": described("A bundled family (\"Noto Sans\") or one from --fonts.", string(minLength: 1)),
                "size": number(above: 0, max: 1000),
                "weight": object(["oneOf": .array([enumeration(["regular", "medium", "semibold", "bold"]), number(min: 100, max: 900, integer: true)])]),
            ]),
            "enter": described("How the element enters when the spec has an \"animation\".", closed([
                "effect": enumeration(EnterEffect.Kind.allCases.map(\.rawValue)),
                "delay": number(min: 0, max: 20),
                "duration": number(min: 0, max: 20),
            ], required: ["effect"])),
            "element": object([
                "type": .string("object"),
                "required": strings(["type"]),
                "properties": object(["type": enumeration(["bubble", "circle", "image", "cardStack"])]),
                "allOf": .array([
                    when(type: "bubble", ref("bubble")), when(type: "circle", ref("circle")),
                    when(type: "image", ref("image")), when(type: "cardStack", ref("cardStack")),
                ]),
            ]),
            "bubble": bubble,
            "tail": described("The tail: width and length in points, its position along the edge, and tipRadius to round its point (or null for none).", closed([
                "width": number(min: 0),
                "length": number(min: 0),
                "position": object(["oneOf": .array([
                    described("A fraction of the edge (0 to 1) for the tail's centre.", number(min: 0, max: 1)),
                    closed(["offset": described("Points from the edge's start to the tail's start.", number(min: 0, max: 100_000))], required: ["offset"]),
                ])]),
                "tipRadius": number(min: 0),
            ])),
            "circle": circle,
            "image": described("An image in a frame.", closed([
                "type": object(["const": .string("image")]),
                "id": elementID,
                "src": imagePath,
                "frame": ref("rect"),
                "fit": fit,
                "cornerRadius": number(min: 0),
                "opacity": number(min: 0, max: 1),
                "enter": ref("enter"),
            ], required: ["type", "src", "frame"])),
            "cardStack": cardStack,
            "overlay": described("Dims the canvas except for spotlights (default colour #000000A0).", closed([
                "color": ref("color"),
                "spotlights": object(["type": .string("array"), "items": ref("spotlight")]),
            ])),
            "spotlight": spotlight,
            "animation": described("Makes the output an animated PNG.", closed([
                "fps": number(min: 1, max: 60),
                "duration": number(above: 0, max: 20),
            ])),
        ])
    }

    private static var bubble: JSONValue {
        var bubble = closedMembers([
            "type": object(["const": .string("bubble")]),
            "id": elementID,
            "text": ref("text"),
            "focus": described("The point the tail's apex touches, or a reference to an earlier circle.", pointOrReference),
            "placement": described("Where the bubble sits from its focus (default auto).", enumeration(Placement.allCases.map(\.rawValue))),
            "width": described("A fixed body width in points.", number(above: 0, max: 100_000)),
            "maxWidth": described("The widest the body may grow before text wraps (default 280).", number(above: 0, max: 100_000)),
            "at": described("The body's origin, for a bubble with \"tail\": null.", ref("point")),
            "tail": object(["oneOf": .array([object(["type": .string("null")]), ref("tail")])]),
            "style": described("A named style, or an inline style (which may name a \"base\" style).", object(["oneOf": .array([string(), ref("inlineStyle")])])),
            "enter": ref("enter"),
        ], required: ["type", "text"])
        bubble.append((key: "if", value: object(["required": strings(["tail"]), "properties": object(["tail": object(["type": .string("null")])])])))
        bubble.append((key: "then", value: object([
            "required": strings(["at"]),
            "not": object(["anyOf": .array([object(["required": strings(["focus"])]), object(["required": strings(["placement"])])])]),
        ])))
        bubble.append((key: "else", value: object(["required": strings(["focus"]), "not": object(["required": strings(["at"])])])))
        return .object(JSONObject(members: [(key: "description", value: .string("A speech bubble: a body with text and a tail pointing at its focus."))] + bubble))
    }

    private static var circle: JSONValue {
        var circle = closedMembers([
            "type": object(["const": .string("circle")]),
            "id": elementID,
            "center": pointOrReference,
            "radius": described("Required unless the centre is a reference (then 1/10 of that circle: a badge).", number(min: 0, max: 100_000)),
            "fill": ref("color"),
            "border": ref("border"),
            "image": imagePath,
            "text": ref("text"),
            "textColor": ref("color"),
            "font": ref("font"),
            "opacity": number(min: 0, max: 1),
            "enter": ref("enter"),
        ], required: ["type", "center"])
        circle.append((key: "if", value: object(["properties": object(["center": object(["type": .string("object")])]), "required": strings(["center"])])))
        circle.append((key: "else", value: object(["required": strings(["radius"])])))
        return .object(JSONObject(members: [(key: "description", value: .string("An avatar or badge: a circle with a fill, an image, a border and centred text."))] + circle))
    }

    private static var cardStack: JSONValue {
        described("Cards stacked in depth, as in a swipe-to-choose screen.", closed([
            "type": object(["const": .string("cardStack")]),
            "id": elementID,
            "frame": ref("rect"),
            "cards": object([
                "type": .string("array"),
                "minItems": .number(1),
                "items": closed(["image": imagePath, "title": string(), "text": string()]),
            ]),
            "depth": closed([
                "scale": number(min: 0, max: 0.25),
                "alpha": number(min: 0, max: 0.25),
                "offset": number(min: -1000, max: 1000),
            ]),
            "drag": closed(["x": number(min: -100_000, max: 100_000), "y": number(min: -100_000, max: 100_000)]),
            "style": closed(["fill": ref("color"), "cornerRadius": number(min: 0, max: 10_000), "border": ref("border"), "shadow": ref("shadow")]),
            "swipe": closed([
                "direction": enumeration(SwipeEffect.Direction.allCases.map(\.rawValue)),
                "delay": number(min: 0, max: 20),
                "duration": number(min: 0, max: 20),
            ], required: ["direction"]),
        ], required: ["type", "frame", "cards"]))
    }

    private static var spotlight: JSONValue {
        object([
            "type": .string("object"),
            "required": strings(["shape"]),
            "properties": object(["shape": enumeration(["circle", "rect"])]),
            "oneOf": .array([
                closed([
                    "shape": object(["const": .string("circle")]),
                    "center": ref("point"),
                    "radius": number(min: 0),
                ], required: ["shape", "center", "radius"]),
                closed([
                    "shape": object(["const": .string("rect")]),
                    "rect": ref("rect"),
                    "cornerRadius": number(min: 0),
                ], required: ["shape", "rect"]),
            ]),
        ])
    }

    private static func style(allowsBase: Bool) -> JSONValue {
        let members: KeyValuePairs<String, JSONValue> = [
            "fill": ref("color"),
            "border": ref("border"),
            "cornerRadius": number(min: 0, max: 10_000),
            "padding": ref("padding"),
            "font": ref("font"),
            "textColor": ref("color"),
            "align": enumeration(TextAlignment.allCases.map(\.rawValue)),
            "lineHeight": described("A multiple of the font's natural line height.", number(above: 0, max: 10)),
            "wrap": enumeration(WrapMode.allCases.map(\.rawValue)),
            "maxLines": number(min: 1, max: 10_000, integer: true),
            "shadow": ref("shadow"),
            "opacity": number(min: 0, max: 1),
        ]
        let base: [(key: String, value: JSONValue)] = allowsBase ? [(key: "base", value: described("A named style to build on.", string()))] : []
        return .object(JSONObject(members: [
            (key: "type", value: .string("object")),
            (key: "additionalProperties", value: .bool(false)),
            (key: "properties", value: .object(JSONObject(members: base + members.map { (key: $0.key, value: $0.value) }))),
        ]))
    }

    // MARK: building blocks

    private static let elementID = described("A name other elements can refer to.", string(minLength: 1))
    private static let imagePath = described("A PNG or JPEG path relative to the spec's folder.", string(minLength: 1))
    private static let fit = enumeration(ImageFit.allCases.map(\.rawValue))
    private static let pointOrReference = object(["oneOf": .array([ref("point"), ref("reference")])])

    private static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue { .object(JSONObject(members)) }
    private static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
    private static func ref(_ name: String) -> JSONValue { object(["$ref": .string("#/$defs/" + name)]) }
    private static func enumeration(_ values: [String]) -> JSONValue { object(["enum": strings(values)]) }

    private static func described(_ text: String, _ schema: JSONValue) -> JSONValue {
        guard case .object(let o) = schema else { return schema }
        return .object(JSONObject(members: [(key: "description", value: .string(text))] + o.members))
    }

    private static func string(minLength: Double? = nil, maxLength: Double? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string("string"))]
        if let minLength { members.append((key: "minLength", value: .number(minLength))) }
        if let maxLength { members.append((key: "maxLength", value: .number(maxLength))) }
        return .object(JSONObject(members: members))
    }

    private static func number(min: Double? = nil, above: Double? = nil, max: Double? = nil, integer: Bool = false) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string(integer ? "integer" : "number"))]
        if let min { members.append((key: "minimum", value: .number(min))) }
        if let above { members.append((key: "exclusiveMinimum", value: .number(above))) }
        if let max { members.append((key: "maximum", value: .number(max))) }
        return .object(JSONObject(members: members))
    }

    private static func tuple(_ items: [JSONValue]) -> JSONValue {
        object(["type": .string("array"), "prefixItems": .array(items), "minItems": .number(Double(items.count)),
                "maxItems": .number(Double(items.count))])
    }

    private static func closedMembers(_ properties: KeyValuePairs<String, JSONValue>, required: [String] = []) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string("object"))]
        if !required.isEmpty { members.append((key: "required", value: strings(required))) }
        members.append((key: "additionalProperties", value: .bool(false)))
        members.append((key: "properties", value: object(properties)))
        return members
    }

    /// An object with exactly these keys: unknown keys are errors, as in the decoder.
    private static func closed(_ properties: KeyValuePairs<String, JSONValue>, required: [String] = []) -> JSONValue {
        .object(JSONObject(members: closedMembers(properties, required: required)))
    }

    private static func when(type: String, _ then: JSONValue) -> JSONValue {
        object(["if": object(["properties": object(["type": object(["const": .string(type)])]), "required": strings(["type"])]), "then": then])
    }
}
