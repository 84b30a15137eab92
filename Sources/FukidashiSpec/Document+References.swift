import FukidashiGeometry
import FukidashiJSON

/// A point on an earlier circle's edge, `{"on": "avatar", "angle": -45}`: the decoder writes a
/// stand-in where it goes and records it here, and the resolve stage puts the point in once
/// the circle is where the variant has it: after its element anchor, where it has one.
package struct CircleReference: Hashable, Sendable {
    package enum Use: Hashable, Sendable {
        /// A bubble's `focus`.
        case bubbleFocus
        /// A circle's `center`: a badge.
        case circleCenter
    }

    /// The element of `elements` it places.
    package let element: Int
    package let use: Use
    /// The element of `elements` that is the circle it is on: always an earlier one.
    package let circle: Int
    /// Degrees, turning upwards on screen, as written.
    package let angle: Double

    package init(element: Int, use: Use, circle: Int, angle: Double) {
        (self.element, self.use, self.circle, self.angle) = (element, use, circle, angle)
    }
}

extension Document {
    /// The document with its references' points put in, in document order (a reference's
    /// circle comes before it, so a badge on a badge finds its circle placed).
    ///
    /// Two steps of the resolve stage: first, before mirroring, every reference whose circle
    /// is where every variant has it (`settledOnly`); then, after element anchors, those on a
    /// circle centred on an element (or on such a circle), with the angle turned as the
    /// screen was (`mirrored`: a right-to-left screen's dump is mirrored already, so the
    /// circle is, and the point on it mirrors with it).
    package func referencesResolved(settledOnly: Bool, mirrored: Bool = false) -> Document {
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
            document.elements[reference.element] = document.elements[reference.element].placed(reference.use, at: point)
        }
        document.references = pending
        return document
    }
}

extension Element {
    /// The element with `use`'s stand-in replaced by `point`.
    fileprivate func placed(_ use: CircleReference.Use, at point: Point) -> Element {
        switch (self, use) {
        case (.bubble(let b), .bubbleFocus):
            guard case .tail(_, let placement, let tail) = b.anchor else { return self }
            return .bubble(b.with(anchor: .tail(focus: point, placement: placement, tail: tail)))
        case (.circle(let c), .circleCenter):
            return .circle(c.with(center: point))
        default:
            return self
        }
    }
}
