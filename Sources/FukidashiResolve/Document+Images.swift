import FukidashiSpec

extension Document {
    /// The document with every image path it names (the background's screenshot and dump, an
    /// image's, a circle's, a card's, a tour step's icon) replaced by `transform`'s: the one
    /// list of where image paths are, for each resolve step that picks a file.
    func imageSourcesMapped(_ transform: (ImageSource) -> ImageSource) -> Document {
        var document = self
        document.canvas = canvas.imageSourcesMapped(transform)
        document.elements = elements.map { $0.imageSourcesMapped(transform) }
        return document
    }
}

extension Canvas {
    /// The canvas with its screenshot's and its dump's paths replaced by `transform`'s.
    func imageSourcesMapped(_ transform: (ImageSource) -> ImageSource) -> Canvas {
        var canvas = self
        if case .image(let source, let fit) = background { canvas.background = .image(transform(source), fit: fit) }
        canvas.hierarchy = hierarchy.map(transform)
        return canvas
    }
}

extension Element {
    /// The element with every image path it names replaced by `transform`'s.
    func imageSourcesMapped(_ transform: (ImageSource) -> ImageSource) -> Element {
        switch self {
        case .bubble(var b):
            if case .image(let source) = b.tour.icon?.content { b.tour.icon?.content = .image(transform(source)) }
            return .bubble(b)
        case .circle(var c):
            c.image = c.image.map(transform)
            return .circle(c)
        case .image(var image):
            image.source = transform(image.source)
            return .image(image)
        case .cardStack(var s):
            for index in s.cards.indices { s.cards[index].image = s.cards[index].image.map(transform) }
            return .cardStack(s)
        }
    }
}
