import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings

/// What `{"on": "avatar", "angle": -45}` may point at while elements are decoded in order:
/// every id in the spec (to tell "later" from "unknown") and the circles decoded so far.
final class ReferenceContext {
    struct Declaration {
        let index: Int
        let path: JSONPath
        let type: String
    }

    let declarations: [String: Declaration]
    /// The circles decoded so far, by id: a badge's default radius is a tenth of its circle's.
    private(set) var circles: [String: Circle] = [:]
    var currentIndex = 0

    init(declarations: [String: Declaration]) {
        self.declarations = declarations
    }

    func record(_ circle: Circle, id: String?) {
        if let id { circles[id] = circle }
    }

    func circle(_ id: String) -> Circle? { circles[id] }

    /// The same declarations and circles, for another appearance's reading of a part to record
    /// its own circles in.
    func copy() -> ReferenceContext {
        let copy = ReferenceContext(declarations: declarations)
        copy.circles = circles
        return copy
    }
}

/// The references found while decoding, in document order.
final class ReferenceLog {
    var references: [CircleReference] = []
}

extension DocumentDecoding {
    /// A point `[x, y]` or, where references are allowed, `{"on": id, "angle": degrees}`.
    /// Returns the point and, for a reference, the circle it sits on: then the point is a
    /// stand-in, and the reference is recorded for the resolve stage to place per variant
    /// (the circle may be centred on an element, which each variant finds in its own dump).
    func decodePoint(
        _ value: JSONValue?, at path: JSONPath, _ use: CircleReference.Use, references: ReferenceContext
    ) -> (point: Point, on: Circle?)? {
        guard let value else { return nil }
        guard case .object = value else { return reader.point(value, at: path).map { ($0, nil) } }
        guard let object = reader.object(value, at: path, Format.reference) else { return nil }
        let id = reader.required(object, "on", at: path).flatMap { reader.string($0, at: path / "on", nonEmpty: true) }
        let angle = reader.required(object, "angle", at: path).flatMap { reader.number($0, at: path / "angle", Format.reference["angle"]) }
        guard let id, let angle else { return nil }
        guard let declaration = references.declarations[id] else {
            log.unknownName("id", id, among: references.declarations.keys.sorted(), at: path / "on")
            return nil
        }
        if declaration.index == references.currentIndex {
            log.error(path / "on", "\(id.quotedForDiagnostic) is this element itself; refer to an earlier circle")
            return nil
        }
        if declaration.index > references.currentIndex {
            log.error(path / "on", "\(id.quotedForDiagnostic) is defined later, at \(declaration.path); refer only to earlier elements")
            return nil
        }
        guard declaration.type == "circle" else {
            log.error(path / "on", "\(id.quotedForDiagnostic) is a \(declaration.type) (\(declaration.path)); references point at circles")
            return nil
        }
        // A circle that failed to decode has been reported already.
        guard let circle = references.circle(id) else { return nil }
        referenceLog.references.append(CircleReference(element: references.currentIndex, use: use, circle: declaration.index, angle: angle))
        return (.zero, circle)
    }
}
