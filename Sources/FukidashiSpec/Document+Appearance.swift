import FukidashiJSON

extension Document {
    /// The document as `appearance` draws it (`nil`: the first declared, or none): every colour
    /// with a value per appearance (from an appearance map, or a default from
    /// `AppearanceColor`) takes that appearance's, every image path written as an appearance
    /// map names that appearance's file, and styles take their dark defaults in `dark`. A
    /// resolve step: one decoded document serves every appearance, as iOS resolves a dynamic
    /// colour against the trait collection when it draws.
    package func inAppearance(_ appearance: String?) -> Document {
        let chosen = appearance ?? appearances.first
        var document = self
        document.canvas = canvas.inAppearance(chosen)
        document.elements = elements.map { element -> Element in
            switch element {
            case .bubble(var b):
                b.style = b.style.inAppearance(chosen)
                if case .image(let source) = b.tour.icon?.content { b.tour.icon?.content = .image(source.inAppearance(chosen)) }
                return .bubble(b)
            case .circle(let c): return .circle(c.inAppearance(chosen))
            case .image(var image):
                image.source = image.source.inAppearance(chosen)
                return .image(image)
            case .cardStack(let s): return .cardStack(s.inAppearance(chosen))
            }
        }
        document.overlay = overlay.map { Overlay(color: $0.color.inAppearance(chosen), spotlights: $0.spotlights) }
        return document
    }
}

extension Canvas {
    /// The background's colour and the screenshot's and dump's files in `appearance`.
    package func inAppearance(_ appearance: String?) -> Canvas {
        var canvas = self
        switch background {
        case .color(let color): canvas.background = .color(color.inAppearance(appearance))
        case .image(let source, let fit): canvas.background = .image(source.inAppearance(appearance), fit: fit)
        }
        canvas.hierarchy = hierarchy?.inAppearance(appearance)
        return canvas
    }
}

extension CircleElement {
    /// The circle's colours and text style in `appearance`.
    func inAppearance(_ appearance: String?) -> CircleElement {
        var circle = self
        (circle.fill, circle.borderColor) = (fill.inAppearance(appearance), borderColor.inAppearance(appearance))
        circle.style = style.inAppearance(appearance)
        circle.image = image?.inAppearance(appearance)
        return circle
    }
}

extension CardStack {
    /// The cards' colours and shadow in `appearance`.
    func inAppearance(_ appearance: String?) -> CardStack {
        var stack = self
        (stack.fill, stack.borderColor) = (fill.inAppearance(appearance), borderColor.inAppearance(appearance))
        (stack.shadow, stack.colors) = (shadow?.inAppearance(appearance), colors.inAppearance(appearance))
        for index in stack.cards.indices { stack.cards[index].image = stack.cards[index].image?.inAppearance(appearance) }
        return stack
    }
}
