/// What decoding recorded for the resolve stage to place: the element anchors and the points on
/// circles of one part of a spec (which another appearance may read again), or of one locale
/// map's entry (which stands in for the others until the locale step chooses).
package struct PlacementRecords: Hashable, Sendable {
    package var anchors: [ElementAnchor] = []
    package var references: [CircleReference] = []

    /// Where one part's or entry's records are in a decode's lists, which the decoder fills in
    /// document order.
    package struct Ranges: Hashable, Sendable {
        package var anchors: Range<Int>
        package var references: Range<Int>

        package init(anchors: Range<Int>, references: Range<Int>) { (self.anchors, self.references) = (anchors, references) }
    }

    package init(anchors: [ElementAnchor] = [], references: [CircleReference] = []) { (self.anchors, self.references) = (anchors, references) }
}
