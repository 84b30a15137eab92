import FukidashiModel
import FukidashiTree
import FukidashiVariants

/// An image, as the resolve steps see it: a file in a frame, with no text and no colour.
extension ImageElement: FramedElement {
    var element: Element { .image(self) }
    var textStyle: LayeredStyle? { nil }

    mutating func mapTexts(_ transform: (SpecText) -> SpecText) {}

    mutating func mapImageSources(_ transform: (ImageSource) -> ImageSource) { source = transform(source) }

    func settled(_ variant: Variant?) -> ImageElement { self }

    /// Its file, its frame, then how it fills it, its corners and its opacity.
    func settling(_ settle: some VaryingSettler) -> ImageElement {
        var image = self
        image.source = settle(source)
        image.frame = settle(frame)
        (image.fit, image.cornerRadius, image.opacity) = (settle(fit), settle(cornerRadius), settle(opacity))
        return image
    }

    func labelTexts(swiped: Bool) -> [(text: SpecText?, style: LayeredStyle?)] { [] }

    func resolvedElement(_ leaves: TreeLeaves) -> ResolvedElement {
        .image(
            ResolvedImage(
                path: path, file: leaves.file(source), frame: frame.value, fit: fit.value, cornerRadius: cornerRadius.value, opacity: opacity.value))
    }
}

extension ResolvableKinds {
    func image(_ image: ImageElement) -> any ResolvableElement { image }
}
