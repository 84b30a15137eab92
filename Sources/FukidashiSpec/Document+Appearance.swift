import FukidashiJSON

extension Document {
    /// The document as `appearance` draws it (`nil`: the first declared, or none): every colour
    /// with a value per appearance (from an appearance map, or a default from
    /// `AppearanceColor`) takes that appearance's, and styles take their dark defaults in
    /// `dark`. A resolve step: one decoded document serves every appearance, as iOS resolves a
    /// dynamic colour against the trait collection when it draws.
    package func inAppearance(_ appearance: String?) -> Document {
        let chosen = appearance ?? appearances.first
        func color(_ c: Color) -> Color { c.inAppearance(chosen) }
        let canvas: Canvas
        if case .color(let c) = self.canvas.background {
            canvas = Canvas(size: self.canvas.size, scale: self.canvas.scale, background: .color(color(c)), hierarchy: self.canvas.hierarchy)
        } else {
            canvas = self.canvas
        }
        let elements = elements.map { element -> Element in
            switch element {
            case .bubble(let b): .bubble(b.with(style: b.style.inAppearance(chosen)))
            case .circle(let c): .circle(c.inAppearance(chosen))
            case .image: element
            case .cardStack(let s): .cardStack(s.inAppearance(chosen))
            }
        }
        let overlay = overlay.map { Overlay(color: color($0.color), spotlights: $0.spotlights) }
        return Document(
            canvas: canvas, overlay: overlay, elements: elements, locale: locale, animation: animation,
            enterEffects: enterEffects, swipes: swipes, localization: localization, appearances: appearances, scales: scales,
            anchors: anchors)
    }
}

extension Bubble {
    /// The same bubble drawn with `style`.
    func with(style: ResolvedStyle) -> Bubble {
        Bubble(id: id, path: path, text: text, anchor: anchor, width: width, maxWidth: maxWidth, style: style, tour: tour)
    }
}

extension CircleElement {
    /// The circle's colours and text style in `appearance`.
    func inAppearance(_ appearance: String?) -> CircleElement {
        CircleElement(
            id: id, path: path, circle: circle, fill: fill.inAppearance(appearance), borderColor: borderColor.inAppearance(appearance),
            borderWidth: borderWidth, image: image, text: text, style: style.inAppearance(appearance), opacity: opacity)
    }
}

extension CardStack {
    /// The cards' colours and shadow in `appearance`.
    func inAppearance(_ appearance: String?) -> CardStack {
        CardStack(
            id: id, path: path, frame: frame, cards: cards, depth: depth, drag: drag, fill: fill.inAppearance(appearance),
            cornerRadius: cornerRadius, borderColor: borderColor.inAppearance(appearance), borderWidth: borderWidth,
            shadow: shadow?.inAppearance(appearance), colors: colors.inAppearance(appearance))
    }
}
