import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiTree

extension Document {
    /// The document with its references' points put in, in document order (a reference's
    /// circle comes before it, so a badge on a badge finds its circle placed).
    ///
    /// Two steps of the resolve stage: first, before mirroring, every reference whose circle
    /// is where every variant has it (`settledOnly`); then, after element anchors, those on a
    /// circle centred on an element (or on such a circle), with the angle turned as the
    /// screen was (`mirrored`: a right-to-left screen's dump is mirrored already, so the
    /// circle is, and the point on it mirrors with it).
    func referencesResolved(settledOnly: Bool, mirrored: Bool = false) -> Document {
        guard !references.isEmpty else { return self }
        // Circles that are where each variant's dump has them, and badges on them.
        var moving = Set(
            anchors.compactMap { anchor -> Int? in
                guard case .circleCenter = anchor.use else { return nil }
                return anchor.element
            })
        var document = self
        var pending: [CircleReference] = []
        for reference in references {
            if settledOnly, moving.contains(reference.circle) {
                pending.append(reference)
                if reference.use == .circleCenter { moving.insert(reference.element) }
                continue
            }
            guard case .circle(let target) = document.elements[reference.circle] else { continue }
            let point = target.circle.point(atDegrees: mirrored ? 180 - reference.angle : reference.angle)
            document.elements[reference.element] = document.elements[reference.element].resolving {
                $0.place(reference.use, at: point, on: target.circle)
            }
        }
        document.references = pending
        return document
    }
}
