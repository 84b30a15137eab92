import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings

extension DocumentDecoding {

    /// Defaults follow SPEC's example: fill #D1D1D6, white text; the font size is the radius.
    /// A circle centred on another one without a radius is the seed's badge: 1/10 of it.
    func decodeCircle(_ value: JSONValue, at path: JSONPath, references: ReferenceContext) -> CircleElement? {
        guard let object = reader.object(value, at: path, Format.circle) else { return nil }
        let id = reader.string(object["id"], at: path / "id", nonEmpty: true)
        let center = reader.required(object, "center", at: path).flatMap {
            localeValue(
                $0, at: path / "center", .circleCenter(anchorLog.currentElement), as: { LocaleValueMap.Value.point($0.point) },
                decidedByDecode: object["radius"] == nil
            ) {
                value, path -> (point: Point, on: Circle?)? in
                valueOrElement(value, at: path, .circleCenter, placeholder: (.zero, nil)) {
                    decodePoint(value, at: path, .circleCenter, references: references)
                }
            }
        }
        var radius = object["radius"].map { reader.number($0, at: path / "radius", Format.circle["radius"]) }
        if object["radius"] == nil {
            if let on = center?.on {
                radius = .some(on.radius / 10)
            } else if center != nil {
                log.error(path, "missing required key \"radius\" (only a circle centred on another one has a default: 1/10 of it)")
                radius = .some(nil)
            }
        }
        // Defaults in every appearance: the resolve stage picks the variant's.
        let fill = object["fill"].map { reader.color($0, at: path / "fill") } ?? AppearanceColor.circleFill.dynamic
        let label = AppearanceColor.label.dynamic
        var borderColor: Color? = label, borderWidth: Double? = 0
        if let border = object["border"], let b = reader.object(border, at: path / "border", Format.border) {
            borderColor = b["color"].map { reader.color($0, at: path / "border" / "color") } ?? label
            borderWidth = b["width"].map { reader.number($0, at: path / "border" / "width", Format.border["width"]) } ?? 0
        }
        let image = object["image"].flatMap { decodeImagePath($0, at: path / "image") }
        let text = object["text"].flatMap { decodeText($0, at: path / "text") }
        var style = StyleSpec()
        style[.textColor] = object["textColor"].map { reader.color($0, at: path / "textColor") } ?? AppearanceColor.onFill.dynamic
        if let font = object["font"] { decodeFont(font, at: path / "font", into: &style) }
        let opacity = object["opacity"].map { reader.number($0, at: path / "opacity", Format.circle["opacity"]) } ?? 1
        guard let center, let radius, let radius, let fill, let borderColor, let borderWidth, let opacity else { return nil }
        if style[.fontSize] == nil { style[.fontSize] = max(1, min(radius, 1000)) }
        style.padding(0)
        let circle = Circle(center: center.point, radius: radius)
        references.record(circle, id: id)
        return CircleElement(
            id: id, path: path, circle: circle, fill: fill, borderColor: borderColor, borderWidth: borderWidth,
            image: image, text: text, style: style.resolved(), opacity: opacity)
    }
}

extension StyleSpec {
    mutating func padding(_ all: Double) {
        (self[.paddingTop], self[.paddingLeft], self[.paddingBottom], self[.paddingRight]) = (all, all, all, all)
    }
}
