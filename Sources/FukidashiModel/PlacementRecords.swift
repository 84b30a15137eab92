/// What decoding recorded for the resolve stage to place: the element anchors and the points on
/// circles of one locale or appearance map's entry (the first's stand in for the others until
/// the locale step chooses the variant's).
package struct PlacementRecords: Hashable, Sendable {
    package var anchors: [ElementAnchor] = []
    package var references: [CircleReference] = []

    /// Where one entry's records are in a decode's lists, which the decoder fills in document
    /// order.
    package struct Ranges: Hashable, Sendable {
        package var anchors: Range<Int>
        package var references: Range<Int>

        package init(anchors: Range<Int>, references: Range<Int>) { (self.anchors, self.references) = (anchors, references) }
    }

    package init(anchors: [ElementAnchor] = [], references: [CircleReference] = []) { (self.anchors, self.references) = (anchors, references) }
}
