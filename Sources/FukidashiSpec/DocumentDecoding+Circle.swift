import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree

extension ElementFormats {
    var circle: ElementKindFormat {
        ElementKindFormat("circle", "An avatar or badge: a circle with a fill, an image, a border and centred text.", Format.circle) {
            $0.decodeCircle($1, at: $2, references: $3.references).map(Element.circle)
        }
    }
}

extension Format {
    static let circle = FormatObject(
        [
            type("circle"),
            elementID,
            FormatKey(
                "center", .oneOf([pointType, .definition("reference"), .definition("elementPlace")]), .required, default: "required",
                typeText: "point, [reference](#references) or [element](#element-anchors)",
                "The centre. A reference puts the centre on another circle's edge: a badge."
            ).perLocale,
            FormatKey(
                "radius", .number(NumberRange(atLeast: 0, atMost: 100_000)), .conditional("required, except for a badge"),
                default: "required, except for a badge: 1/10 of the other circle's radius (*seed*)", "The radius."),
            FormatKey("fill", colorType, default: AppearanceColor.circleFill.referenceText, "The circle's colour, under its image."),
            FormatKey(
                "border", .definition("border"), default: "no border", typeText: "[border](#styles)",
                "An inside border; the fill and the image stay within it."),
            FormatKey("image", pathType, typeText: "path", "A PNG or JPEG clipped to the circle, covering it.").perLocale,
            FormatKey("text", .definition("text"), typeText: "[text](#text-and-locales)", "One centred line."),
            FormatKey("textColor", colorType, default: "`#FFFFFF`", "The text's colour."),
            FormatKey("font", .definition("font"), default: "size = the radius", typeText: "[font](#styles)", "The text's font."),
            FormatKey("opacity", .number(fraction), default: "1", "Fades the whole circle at once."),
            enter
        ],
        conditions: [
            (
                key: "if",
                value: .object(
                    JSONObject([
                        "properties": .object(JSONObject(["center": .object(JSONObject(["type": .string("object")]))])),
                        "required": .array([.string("center")])
                    ]))
            ),
            (key: "else", value: .object(JSONObject(["required": .array([.string("radius")])])))
        ])
}

extension DocumentDecoding {

    /// Defaults follow SPEC's example: fill #D1D1D6, white text; the font size is the radius.
    /// A circle centred on another one without a radius is the seed's badge: 1/10 of it. The
    /// resolve stage sizes it on the circle each variant puts it on (`CircleElement.sized(on:)`):
    /// a centre's locale map may name another circle in each locale. An entry that puts such a
    /// badge on no circle fails the locales that take it.
    func decodeCircle(_ value: JSONValue, at path: JSONPath, references: ReferenceContext) -> CircleElement? {
        guard let object = reader.object(value, at: path, Format.circle) else { return nil }
        let id = reader.string(object["id"], at: path / "id", nonEmpty: true)
        let sizedByCircle = object["radius"] == nil
        let center = reader.required(object, "center", at: path).flatMap {
            localeValue($0, at: path / "center", as: \.point) {
                value, entryPath -> (point: Point, onCircle: Bool)? in
                let center = valueOrElement(value, at: entryPath, .circleCenter, placeholder: (.zero, false)) {
                    decodePoint(value, at: entryPath, .circleCenter, references: references)
                }
                guard sizedByCircle, let center, !center.onCircle else { return center }
                log.error(path, "missing required key \"radius\" (only a circle centred on another one has a default: 1/10 of it)")
                return nil
            }
        }
        // A badge without a radius: 0 stands in until the resolve stage sizes it on the circle
        // the variant puts it on (`CircleElement.sized(on:)`).
        var radius = object["radius"].map { reader.inEveryVariant($0, at: path / "radius") { reader.number($0, at: $1, Format.circle["radius"]) } }
        if sizedByCircle, center?.first.onCircle == true { radius = .some(VariantKeyed(0)) }
        // Defaults in every appearance: the resolve stage picks the variant's.
        let fill = object["fill"].map { reader.color($0, at: path / "fill") } ?? AppearanceColor.circleFill.dynamic
        let border = object["border"].map { decodeBorder($0, at: path / "border") } ?? BorderSpec(color: AppearanceColor.label.dynamic)
        let image = object["image"].flatMap { decodeImagePath($0, at: path / "image") }
        let text = object["text"].flatMap { decodeText($0, at: path / "text") }
        var style = StyleSpec()
        let textColor = object["textColor"].map { reader.color($0, at: path / "textColor") } ?? AppearanceColor.onFill.dynamic
        if let textColor { style.set(StyleProperty<Color>.textColor.name, keyed: textColor) }
        if let font = object["font"] { decodeFont(font, at: path / "font", into: &style) }
        let opacity = reader.member(object, "opacity", at: path, absent: 1) { reader.number($0, at: $1, Format.circle["opacity"]) }
        guard let center, let radius, let radius, let fill, let border, let opacity else { return nil }
        // The font size is the radius where none is written (in each appearance); a badge's, once
        // the resolve stage knows its radius.
        if !sizedByCircle { style = style.withDefault(.fontSize, keyed: radius.map(CircleElement.fontSize(radius:))) }
        style.padding(0)
        references.recordCircle(id: id)
        return CircleElement(
            id: id, path: path, center: center.value, radius: Varying(radius), fill: fill, borderColor: border.color,
            borderWidth: Varying(border.width), image: image, text: text, style: style.resolved(), opacity: Varying(opacity),
            sizedByCircle: sizedByCircle)
    }
}

/// A circle's or a card's border, in every appearance: its colour (by default the label's, which
/// differs by appearance) and its width (by default none).
struct BorderSpec: Hashable {
    var color: VariantKeyed<Color>
    var width = VariantKeyed(0.0)
}

extension DocumentDecoding {
    /// `{"color", "width"}`: either key, or the whole border, may be an appearance map.
    func decodeBorder(_ value: JSONValue, at path: JSONPath) -> BorderSpec? {
        let border = reader.inEveryVariant(value, at: path) { value, path -> BorderSpec? in
            guard let object = reader.object(value, at: path, Format.border) else { return nil }
            let color = object["color"].map { reader.color($0, at: path / "color") } ?? AppearanceColor.label.dynamic
            let width = reader.member(object, "width", at: path, absent: 0) { reader.number($0, at: $1, Format.border["width"]) }
            guard let color, let width else { return nil }
            return BorderSpec(color: color, width: width)
        }
        let first = reader.sites.chosen
        return border.map { BorderSpec(color: $0.map(\.color).joined(first: first), width: $0.map(\.width).joined(first: first)) }
    }
}

extension StyleSpec {
    mutating func padding(_ all: Double) {
        (self[.paddingTop], self[.paddingLeft], self[.paddingBottom], self[.paddingRight]) = (all, all, all, all)
    }
}
