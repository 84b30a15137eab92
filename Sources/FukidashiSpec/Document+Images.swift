extension Document {
    /// The document with every image path it names (the background's screenshot and dump, an
    /// image's, a circle's, a card's, a tour step's icon) replaced by `transform`'s.
    package func imageSourcesMapped(_ transform: (ImageSource) -> ImageSource) -> Document {
        var document = self
        if case .image(let source, let fit) = canvas.background { document.canvas.background = .image(transform(source), fit: fit) }
        document.canvas.hierarchy = canvas.hierarchy.map(transform)
        document.elements = elements.map { element -> Element in
            switch element {
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
        return document
    }
}
