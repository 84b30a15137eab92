import FukidashiGeometry

/// Where a bubble's body goes.
package enum BubbleAnchor: Hashable, Sendable {
    /// A tail whose apex touches `focus`.
    case tail(focus: Point, placement: Placement, tail: TailSpec)
    /// A tail-less label with its body's top-left corner at `origin`, or its top-right
    /// corner when `fromRight` (a mirrored layout).
    case label(origin: Point, fromRight: Bool = false)
    /// A tail pointing at an element's rectangle (grown by its gap): `placement` is relative
    /// to it, and the apex sits on the middle of the edge facing the body.
    case element(target: Rect, placement: Placement, tail: TailSpec)
}
