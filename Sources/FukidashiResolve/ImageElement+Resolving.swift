import FukidashiModel
import FukidashiTree

/// An image, as the resolve steps see it: a file in a frame, with no text and no colour.
extension ImageElement: FramedElement {
    var element: Element { .image(self) }
    var textStyle: LayeredStyle? { nil }

    mutating func mapTexts(_ transform: (SpecText) -> SpecText) {}

    mutating func mapImageSources(_ transform: (ImageSource) -> ImageSource) { source = transform(source) }

    func inAppearance(_ appearance: String?) -> ImageElement { self }

    /// Its file, then its frame.
    func settling(_ settle: some VaryingSettler) -> ImageElement {
        var image = self
        image.source = settle(source)
        return image.with(frame: settle(frame))
    }

    func labelTexts(swiped: Bool) -> [(text: SpecText?, style: LayeredStyle?)] { [] }

    func resolvedElement(_ leaves: TreeLeaves) -> ResolvedElement {
        .image(ResolvedImage(path: path, file: leaves.file(source), frame: frame.value, fit: fit, cornerRadius: cornerRadius, opacity: opacity))
    }
}

extension ResolvableKinds {
    func image(_ image: ImageElement) -> any ResolvableElement { image }
}
