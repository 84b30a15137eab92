import FukidashiGeometry
import FukidashiHierarchy
import FukidashiJSON

/// An element of the background's hierarchy dump, as a spec names it: `"share"`,
/// `{"id": "share", "index": 1}` or `{"label": "Share"}`.
package struct ElementSelector: Hashable, Sendable {
    package let key: ElementKey
    /// Which match, from 0 in document order; `nil`: the match must be unique.
    package let index: Int?
    /// Where it is written (`elements[0].focus.element`), for every message about it.
    package let path: JSONPath

    package init(_ key: ElementKey, index: Int? = nil, path: JSONPath) {
        (self.key, self.index, self.path) = (key, index, path)
    }
}

/// A place in the document that follows an element: the decoder writes a stand-in there and
/// records it here, and the resolve stage puts the element's rectangle in, per variant
/// (`Document.anchored`), since each locale, appearance and scale reads its own dump.
package struct ElementAnchor: Hashable, Sendable {
    package enum Use: Hashable, Sendable {
        /// A bubble's tail: its placement is relative to the rectangle, grown by `gap`, which an
        /// appearance map may vary.
        case bubbleFocus(gap: Varying<Double>)
        /// A label's `at`: the rectangle's centre.
        case labelOrigin
        /// An image's or a card stack's frame: the rectangle.
        case elementFrame
        /// A circle's centre: the rectangle's centre.
        case circleCenter
        /// An overlay's spotlight `spotlight`: the rectangle grown by `padding`, or a circle on
        /// its centre with a radius of half its longer side plus `padding`. An appearance map
        /// may vary the padding and the corners.
        case spotlight(Int, circle: Bool, padding: Varying<Double>, cornerRadius: Varying<Double>)
    }

    /// The element of `elements` it places; `nil` for a spotlight.
    package let element: Int?
    package let use: Use
    /// The element it follows, which a locale or appearance map may vary (a spotlight's
    /// `element`).
    package let selectors: Varying<ElementSelector>

    /// The element it follows: the variant's, once the resolve stage has settled it.
    package var selector: ElementSelector { selectors.value }

    package init(element: Int?, use: Use, selector: Varying<ElementSelector>) {
        (self.element, self.use, self.selectors) = (element, use, selector)
    }

    /// The same anchor with its selector (and a focus's gap, a spotlight's padding and corners)
    /// settled by `settle`.
    package func settling(_ settle: some VaryingSettler) -> ElementAnchor {
        var settled = use
        switch use {
        case .bubbleFocus(let gap): settled = .bubbleFocus(gap: settle(gap))
        case .spotlight(let index, let circle, let padding, let cornerRadius):
            settled = .spotlight(index, circle: circle, padding: settle(padding), cornerRadius: settle(cornerRadius))
        case .labelOrigin, .elementFrame, .circleCenter: break
        }
        return ElementAnchor(element: element, use: settled, selector: settle(selectors))
    }
}
