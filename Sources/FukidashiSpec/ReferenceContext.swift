import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

/// What `{"on": "avatar", "angle": -45}` may point at while elements are decoded in order:
/// every id in the spec (to tell "later" from "unknown") and the circles decoded so far.
final class ReferenceContext {
    struct Declaration {
        let index: Int
        let path: JSONPath
        let type: String
    }

    let declarations: [String: Declaration]
    /// The ids of the circles decoded so far: a point on one that failed is not recorded (the
    /// circle's error is said). Nothing of a circle is read here: the resolve stage places each
    /// point, and sizes a badge, on the circle as the variant has it.
    private(set) var circles: Set<String> = []
    var currentIndex = 0

    init(declarations: [String: Declaration]) {
        self.declarations = declarations
    }

    func recordCircle(id: String?) {
        if let id { circles.insert(id) }
    }
}

/// The references found while decoding, in document order.
final class ReferenceLog {
    var references: [CircleReference] = []
}

extension DocumentDecoding {
    /// A point `[x, y]` or, where references are allowed, `{"on": id, "angle": degrees}`.
    /// Returns the point and whether it is on a circle: then the point is a stand-in, and the
    /// reference is recorded for the resolve stage to place per variant (the circle may be
    /// centred on an element, which each variant finds in its own dump).
    func decodePoint(
        _ value: JSONValue?, at path: JSONPath, _ use: CircleReference.Use, references: ReferenceContext
    ) -> (point: Point, onCircle: Bool)? {
        guard let value else { return nil }
        guard case .object = value else { return reader.point(value, at: path).map { ($0, false) } }
        guard let object = reader.object(value, at: path, Format.reference) else { return nil }
        let id = reader.required(object, "on", at: path).flatMap {
            reader.inEveryVariant($0, at: path / "on") { reader.string($0, at: $1, nonEmpty: true) }
        }
        let angle = reader.required(object, "angle", at: path).flatMap {
            reader.inEveryVariant($0, at: path / "angle") { reader.number($0, at: $1, Format.reference["angle"]) }
        }
        guard let id, let angle else { return nil }
        // Each appearance's circle, where `on` is an appearance map: checked in that appearance.
        let circle = reader.atEachPoint(varies: id.parts != nil) { part in
            circleIndex(id.value(in: part), at: path / "on", in: part, references: references)
        }
        guard let circle else { return nil }
        referenceLog.references.append(
            CircleReference(element: references.currentIndex, use: use, circle: Varying(circle), angle: Varying(angle)))
        return (.zero, true)
    }

    /// The index of the earlier circle `id` names, for a point on it in `part`; `nil` with
    /// what is wrong said in that part (or, where the circle failed, its own error).
    private func circleIndex(_ id: String, at path: JSONPath, in part: Variant?, references: ReferenceContext) -> Int? {
        func wrong(_ message: String) -> Int? {
            reader.say(Diagnostic(.error, at: path, message), in: part)
            return nil
        }
        guard let declaration = references.declarations[id] else {
            reader.say(DiagnosticLog.unknownName("id", id, among: references.declarations.keys.sorted(), at: path), in: part)
            return nil
        }
        if declaration.index == references.currentIndex {
            return wrong("\(id.quotedForDiagnostic) is this element itself; refer to an earlier circle")
        }
        if declaration.index > references.currentIndex {
            return wrong("\(id.quotedForDiagnostic) is defined later, at \(declaration.path); refer only to earlier elements")
        }
        guard declaration.type == "circle" else {
            return wrong("\(id.quotedForDiagnostic) is a \(declaration.type) (\(declaration.path)); references point at circles")
        }
        // A circle that failed to decode has been reported already.
        return references.circles.contains(id) ? declaration.index : nil
    }
}
