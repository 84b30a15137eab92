import FukidashiTree

/// A part of a spec (an element, the canvas, the overlay, the animation) as another appearance
/// than the first draws it, where an appearance map inside it is one no reader keeps whole (a
/// tail's width, a circle's radius, a progress count): the decoder reads that part once more,
/// in the same decode, with the appearance's entries, and the variants of that appearance are
/// drawn with it in place of the first appearance's (`Document.withParts(of:)`). Every other
/// part, and every map read whole (a colour, a text, an image path, a style key, a point), is
/// the first decode's, which holds each appearance's values.
package struct AppearancePart: Hashable, Sendable {
    package enum Value: Hashable, Sendable {
        case canvas(Canvas)
        /// The element at `index` in `elements`, with its entry and swipe effects.
        case element(index: Int, Element, enter: Varying<EnterEffect>?, swipe: Varying<SwipeEffect>?)
        case overlay(Overlay?)
        case animation(Varying<Animation>?)
    }

    let value: Value
    /// What the part records for the resolve stage, in this appearance.
    let records: PlacementRecords
    /// Where the first appearance's records of the same part are in the document's lists.
    let replaces: PlacementRecords.Ranges

    package init(value: Value, records: PlacementRecords, replaces: PlacementRecords.Ranges) {
        (self.value, self.records, self.replaces) = (value, records, replaces)
    }
}

extension Document {
    /// The document a variant of `appearance` is drawn from: each part that appearance reads
    /// otherwise (`appearanceParts`) in the first appearance's place, with its records in place
    /// of the first's. The same document where it has none.
    package func withParts(of appearance: String?) -> Document {
        var document = self
        document.appearanceParts = [:]
        guard let appearance, let parts = appearanceParts[appearance] else { return document }
        // The parts are in the order decoded, as their ranges are: from the last back, the
        // ranges of those before it still hold.
        for part in parts.reversed() {
            let ranges = part.replaces
            document.anchors.replaceSubrange(ranges.anchors, with: part.records.anchors)
            document.references.replaceSubrange(ranges.references, with: part.records.references)
            switch part.value {
            case .canvas(let canvas): document.canvas = canvas
            case .element(let index, let element, let enter, let swipe):
                document.elements[index] = element
                document.enterEffects[index] = enter
                document.swipes[index] = swipe
            case .overlay(let overlay): document.overlay = overlay
            case .animation(let animation): document.animation = animation
            }
        }
        return document
    }
}
