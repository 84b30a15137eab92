import FukidashiModel
import FukidashiTree

/// The one walk over a document's texts: the resolve stage puts each text's string for the
/// variant in its place, so layout reads it from the tree.
extension Document {
    /// The document with `transform` applied to every text an element carries, in the order a
    /// reader meets them in the spec (each kind's `mapTexts`).
    func textsMapped(_ transform: (SpecText) -> SpecText) -> Document {
        var document = self
        document.elements = elements.map { $0.resolving { $0.mapTexts(transform) } }
        return document
    }
}
