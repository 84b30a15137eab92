import FukidashiGeometry
import FukidashiHierarchy
import FukidashiJSON
import FukidashiModel
import FukidashiStrings

/// Element anchors found while decoding, in the order decoded: elements, then spotlights.
final class AnchorLog {
    var anchors: [ElementAnchor] = []
    /// The index in `elements` of the element being decoded.
    var currentElement = 0
}

extension DocumentDecoding {
    /// Whether a value places something by an element: `{"element": …}`.
    static func isElementPlace(_ value: JSONValue) -> Bool {
        if case .object(let object) = value, object["element"] != nil { return true }
        return false
    }

    /// `{"element": selector}` where a point or a frame goes.
    func decodeElementPlace(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<ElementSelector>? {
        guard let object = reader.object(value, at: path, Format.elementPlace) else { return nil }
        return reader.required(object, "element", at: path).flatMap { decodeSelector($0, at: path / "element") }
    }

    /// A bubble's `{"element": selector, "gap": 4}`.
    func decodeElementFocus(_ value: JSONValue, at path: JSONPath) -> (VariantKeyed<ElementSelector>, gap: VariantKeyed<Double>)? {
        guard let object = reader.object(value, at: path, Format.elementFocus) else { return nil }
        let selector = reader.required(object, "element", at: path).flatMap { decodeSelector($0, at: path / "element") }
        let gap = reader.member(object, "gap", at: path, absent: 0) { reader.number($0, at: $1, Format.elementFocus["gap"]) }
        guard let selector, let gap else { return nil }
        return (selector, gap)
    }

    /// Whether an object is a selector (`{"id": …}`, `{"label": …}`, with an `index`) rather
    /// than a locale map of selectors: every key is a selector's.
    static func isSelectorObject(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value, !object.members.isEmpty else { return false }
        return object.keys.allSatisfy(Format.elementSelector.keyNames.contains)
    }

    /// `"share"`, `{"id": "share", "index": 1}` or `{"label": "Share"}`, in every appearance:
    /// the selector, or its `id`, `label` or `index`, may be an appearance map.
    func decodeSelector(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<ElementSelector>? {
        reader.inEveryVariant(object: value, at: path) { value, path in
            if case .string = value {
                return reader.string(value, at: path, nonEmpty: true).map { VariantKeyed(ElementSelector(.id($0), path: path)) }
            }
            guard case .object = value else {
                log.expected("an element's id, or {\"id\": …} or {\"label\": …} with an optional \"index\"", got: value, at: path)
                return nil
            }
            guard let object = reader.object(value, at: path, Format.elementSelector) else { return nil }
            let index = reader.member(object, "index", at: path, absent: nil) {
                reader.number($0, at: $1, Format.elementSelector["index"]).map { Optional(Int($0)) }
            }
            let name = { (key: String) in
                object[key].flatMap { reader.inEveryVariant($0, at: path / key) { reader.string($0, at: $1, nonEmpty: true) } }
            }
            let (id, label) = (name("id"), name("label"))
            if object["id"] != nil, object["label"] != nil {
                log.error(path, "give \"id\" or \"label\", not both")
                return nil
            }
            guard let index else { return nil }
            let first = reader.sites.chosen
            if let id { return .combining(first: first, id, index) { ElementSelector(.id($0), index: $1, path: path) } }
            if let label { return .combining(first: first, label, index) { ElementSelector(.label($0), index: $1, path: path) } }
            if object["id"] == nil, object["label"] == nil {
                log.error(path, "missing \"id\" or \"label\"; an id is stable across locales, a label is usually translated")
            }
            return nil
        }
    }

    /// Records an anchor: for a spotlight, of the overlay; else of the element being decoded.
    func record(_ selector: VariantKeyed<ElementSelector>, _ use: ElementAnchor.Use) { record(Varying(selector), use) }

    /// Records an anchor whose selector may vary (a spotlight's `element` as a locale map).
    func record(_ selector: Varying<ElementSelector>, _ use: ElementAnchor.Use) {
        let element: Int?
        if case .spotlight = use { element = nil } else { element = anchorLog.currentElement }
        anchorLog.anchors.append(ElementAnchor(element: element, use: use, selector: selector))
    }

    /// `decoded(value)`, or for `{"element": …}` the stand-in `placeholder` with `use` recorded:
    /// where a point or a frame goes, the resolve stage puts the element's in per variant.
    func valueOrElement<Value>(
        _ value: JSONValue, at path: JSONPath, _ use: ElementAnchor.Use, placeholder: Value, decoded: () -> Value?
    ) -> Value? {
        guard Self.isElementPlace(value) else { return decoded() }
        guard let selector = decodeElementPlace(value, at: path) else { return nil }
        record(selector, use)
        return placeholder
    }

    /// A frame `[x, y, width, height]`, or an element's rectangle (an image's, a card stack's).
    func decodeFrame(_ value: JSONValue, at path: JSONPath) -> Rect? {
        valueOrElement(value, at: path, .elementFrame, placeholder: Rect(x: 0, y: 0, width: 0, height: 0)) { decodeRect(value, at: path) }
    }
}
