import FukidashiGeometry
import FukidashiTree

/// Where a bubble's body goes, as the spec writes it: `BubbleAnchor`'s cases, with each value
/// a locale or appearance map may vary (a focus, a placement, a label's `at`, a tail) kept whole. The
/// resolve stage settles them; `settled` is the anchor with each one's `value`.
package enum BubbleAnchorSpec: Hashable, Sendable {
    case tail(focus: Varying<Point>, placement: Varying<Placement>, tail: Varying<TailSpec>)
    case label(origin: Varying<Point>, fromRight: Bool = false)
    case element(target: Rect, placement: Varying<Placement>, tail: Varying<TailSpec>)

    /// An anchor whose values are settled.
    package init(_ anchor: BubbleAnchor) {
        switch anchor {
        case .tail(let focus, let placement, let tail): self = .tail(focus: .plain(focus), placement: .plain(placement), tail: .plain(tail))
        case .label(let origin, let fromRight): self = .label(origin: .plain(origin), fromRight: fromRight)
        case .element(let target, let placement, let tail): self = .element(target: target, placement: .plain(placement), tail: .plain(tail))
        }
    }

    /// The anchor with each value's `value`: the variant's, once the resolve stage has settled it.
    package var settled: BubbleAnchor {
        switch self {
        case .tail(let focus, let placement, let tail): .tail(focus: focus.value, placement: placement.value, tail: tail.value)
        case .label(let origin, let fromRight): .label(origin: origin.value, fromRight: fromRight)
        case .element(let target, let placement, let tail): .element(target: target, placement: placement.value, tail: tail.value)
        }
    }

    /// Each of its values with `settle` applied, in the order the spec is read (focus, placement, tail).
    package func settling(_ settle: some VaryingSettler) -> BubbleAnchorSpec {
        switch self {
        case .tail(let focus, let placement, let tail): .tail(focus: settle(focus), placement: settle(placement), tail: settle(tail))
        case .label(let origin, let fromRight): .label(origin: settle(origin), fromRight: fromRight)
        case .element(let target, let placement, let tail): .element(target: target, placement: settle(placement), tail: settle(tail))
        }
    }
}
