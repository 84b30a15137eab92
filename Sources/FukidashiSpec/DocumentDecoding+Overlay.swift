import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

extension DocumentDecoding {
    /// The coach mark's dimming. `color` defaults to SPEC's example, #000000A0. The overlay, or
    /// its list of spotlights, may be an appearance map: each appearance's spotlights keep
    /// what they record (a spotlight on an element).
    func decodeOverlay(_ value: JSONValue, at path: JSONPath) -> Varying<Overlay>? {
        valueOfEveryVariant(value, at: path) { value, path in decodeOverlayAsWritten(value, at: path).map { ((), $0) } }?.value
    }

    private func decodeOverlayAsWritten(_ value: JSONValue, at path: JSONPath) -> Varying<Overlay>? {
        guard let object = reader.object(value, at: path, Format.overlay) else { return nil }
        let color = object["color"].map { reader.color($0, at: path / "color") } ?? VariantKeyed(Color(red: 0, green: 0, blue: 0, alpha: 0xA0))
        var spotlights = Varying<[SpotlightSpec]>.plain([])
        if let list = object["spotlights"] {
            let read = valueOfEveryVariant(list, at: path / "spotlights") { list, path in
                decodeSpotlights(list, at: path).map { ((), Varying.plain($0)) }
            }
            guard let read else { return nil }
            spotlights = read.value
        }
        guard let color else { return nil }
        return spotlights.map { Overlay(color: color, spotlights: $0) }
    }

    /// An array of spotlights, each checked (one wrong does not hide another's mistake).
    private func decodeSpotlights(_ list: JSONValue, at path: JSONPath) -> [SpotlightSpec]? {
        guard case .array(let items) = list else {
            log.expected("an array of spotlights", got: list, at: path)
            return nil
        }
        let spotlights = items.enumerated().map { decodeSpotlight($1, at: path / $0, index: $0) }
        return spotlights.contains { $0 == nil } ? nil : spotlights.compactMap { $0 }
    }

    static let spotlightShapes = ["circle", "rect"]

    func decodeSpotlight(_ value: JSONValue, at path: JSONPath, index: Int) -> SpotlightSpec? {
        if case .object(let written) = value, case .object(let shape)? = written["shape"], let names = VariantAxis.mapNames(of: shape) {
            log.error(
                path / "shape",
                "decides which keys the spotlight takes, so it is the same in every \(names.noun); make \"spotlights\" \(names.withArticle) map instead"
            )
        }
        guard let object = reader.object(value, at: path, Format.spotlight) else { return nil }
        guard let shape = reader.required(object, "shape", at: path).flatMap({ reader.string($0, at: path / "shape") }) else { return nil }
        if let element = object["element"], Self.spotlightShapes.contains(shape) {
            return decodeElementSpotlight(object, element: element, shape: shape, at: path, index: index)
        }
        if object["padding"] != nil { log.error(path / "padding", "only a spotlight on an \"element\" takes \"padding\"") }
        switch shape {
        case "circle":
            for key in ["rect", "cornerRadius"] where object[key] != nil {
                log.error(path / key, "a circle spotlight takes \"center\" and \"radius\", not \(key.quotedForDiagnostic)")
            }
            let center = reader.required(object, "center", at: path).flatMap {
                localeValue($0, at: path / "center") { reader.point($0, at: $1) }
            }
            let radius = reader.required(object, "radius", at: path).flatMap {
                localeValue($0, at: path / "radius") {
                    reader.number($0, at: $1, Format.spotlight["radius"])
                }
            }
            guard let center, let radius else { return nil }
            return .circle(center: center, radius: radius)
        case "rect":
            for key in ["center", "radius"] where object[key] != nil {
                log.error(path / key, "a rect spotlight takes \"rect\" and \"cornerRadius\", not \(key.quotedForDiagnostic)")
            }
            let rect = reader.required(object, "rect", at: path).flatMap {
                localeValue($0, at: path / "rect", decode: decodeRect)
            }
            let radius = reader.member(object, "cornerRadius", at: path, absent: 0) { reader.number($0, at: $1, Format.spotlight["cornerRadius"]) }
            guard let rect, let radius else { return nil }
            return .rect(rect, cornerRadius: Varying(radius))
        default:
            log.unknownName("spotlight shape", shape, among: Self.spotlightShapes, at: path / "shape")
            return nil
        }
    }

    /// `{"shape": "rect", "element": "share", "padding": 8, "cornerRadius": 12}`: a stand-in the
    /// resolve stage replaces with the element's rectangle (or a circle around it) per variant.
    private func decodeElementSpotlight(
        _ object: JSONObject, element: JSONValue, shape: String, at path: JSONPath, index: Int
    ) -> SpotlightSpec? {
        let circle = shape == "circle"
        for key in circle ? ["center", "radius", "rect", "cornerRadius"] : ["rect", "center", "radius"] where object[key] != nil {
            log.error(
                path / key,
                "a spotlight on an \"element\" takes its \(circle ? "centre and radius" : "rectangle") from the element, not \(key.quotedForDiagnostic)"
            )
        }
        // `{"id": "row", "index": 1}` is a selector, though `id` is a language tag (Indonesian).
        let selector =
            Self.isSelectorObject(element)
            ? decodeSelector(element, at: path / "element").map(Varying.init)
            : localeValue(element, at: path / "element", varying: decodeSelector)
        let padding = reader.member(object, "padding", at: path, absent: 0) { reader.number($0, at: $1, Format.spotlight["padding"]) }
        let radius = reader.member(object, "cornerRadius", at: path, absent: 0) { reader.number($0, at: $1, Format.spotlight["cornerRadius"]) }
        guard let selector, let padding, let radius else { return nil }
        record(selector, .spotlight(index, circle: circle, padding: Varying(padding), cornerRadius: Varying(radius)))
        return SpotlightSpec(circle ? .circle(center: .zero, radius: 0) : .rect(Rect(x: 0, y: 0, width: 0, height: 0), cornerRadius: radius.first))
    }

    /// `[x, y, width, height]` with width and height >= 0.
    func decodeRect(_ value: JSONValue, at path: JSONPath) -> Rect? {
        guard case .array(let items) = value, items.count == 4,
            case .number(let x) = items[0], case .number(let y) = items[1],
            case .number(let w) = items[2], case .number(let h) = items[3], w >= 0, h >= 0
        else {
            log.expected("a rectangle [x, y, width, height] with width and height >= 0", got: value, at: path)
            return nil
        }
        return Rect(x: x, y: y, width: w, height: h)
    }
}
