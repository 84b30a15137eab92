import FukidashiSpec

/// The one walk over a document's texts: the resolve stage puts each text's string for the
/// variant in its place, so layout reads it from the tree.
extension Document {
    /// The document with `transform` applied to every text an element carries, in the order a
    /// reader meets them in the spec: a bubble's text, then its tour step's title, progress
    /// and button labels; a circle's label; each card's title and text.
    func textsMapped(_ transform: (SpecText) -> SpecText) -> Document {
        var document = self
        document.elements = elements.map { element -> Element in
            switch element {
            case .bubble(var bubble):
                bubble.text = transform(bubble.text)
                bubble.tour.title = bubble.tour.title.map(transform)
                if let text = bubble.tour.progress?.text { bubble.tour.progress?.text = transform(text) }
                for index in bubble.tour.buttons.indices { bubble.tour.buttons[index].text = transform(bubble.tour.buttons[index].text) }
                return .bubble(bubble)
            case .circle(var circle):
                circle.text = circle.text.map(transform)
                return .circle(circle)
            case .image:
                return element
            case .cardStack(var stack):
                for index in stack.cards.indices {
                    stack.cards[index].title = stack.cards[index].title.map(transform)
                    stack.cards[index].text = stack.cards[index].text.map(transform)
                }
                return .cardStack(stack)
            }
        }
        return document
    }
}
