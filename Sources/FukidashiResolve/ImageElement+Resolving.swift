import FukidashiModel

/// An image, as the resolve steps see it: a file in a frame, with no text and no colour.
extension ImageElement: FramedElement {
    var element: Element { .image(self) }
    var textStyle: ResolvedStyle? { nil }

    mutating func mapTexts(_ transform: (SpecText) -> SpecText) {}

    mutating func mapImageSources(_ transform: (ImageSource) -> ImageSource) { source = transform(source) }

    func inAppearance(_ appearance: String?) -> ImageElement { self }

    func labelTexts(swiped: Bool) -> [(text: SpecText?, style: ResolvedStyle?)] { [] }
}
