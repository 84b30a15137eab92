import FukidashiGeometry
import FukidashiSpec

/// How a card is laid out inside its frame. The seed shows only the card's size (300 × 320);
/// these follow what a Tinder-style card looks like: a photo over the top 62.5 % (200 of
/// 320), a bold title and up to three lines of grey text below.
enum CardDesign {
    static let imageShare = 0.625
    static let padding = 16.0
    static let titleSize = 20.0
    static let textSize = 15.0
    static let textColor = Color(red: 0x6E, green: 0x6E, blue: 0x73)
    static let titleColor = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
    static let like = Color(red: 0x34, green: 0xC7, blue: 0x59)
    static let nope = Color(red: 0xFF, green: 0x3B, blue: 0x30)
    /// Stamps lean away from the card's middle, as on the real thing.
    static let stampAngle = 15.0 * .pi / 180
}

extension SceneBuilder {
    /// The seed flings a swiped card to 1.6 screen widths from the centre.
    static let swipeDistance = 1.6

    func cardStackItems(_ stack: CardStack, canvas: Canvas, locale: TextLocale,
                        swipe: (effect: SwipeEffect, progress: Double)? = nil) throws(SpecDiagnostic) -> [SceneItem] {
        let progress = swipe?.progress ?? 0
        // Once the top card has gone, the stack is the rest of the cards, at rest.
        if progress >= 1, stack.cards.count > 1 {
            return try cardStackItems(stack.droppingTopCard(), canvas: canvas, locale: locale)
        }
        if progress >= 1 { return [] }
        let target = (swipe?.effect.direction == .left ? -1.0 : 1.0) * canvas.size.width * Self.swipeDistance
        let layout = CardStackLayout(frame: stack.frame, count: stack.cards.count, depth: stack.depth,
                                     drag: stack.drag, canvasWidth: canvas.size.width, swipe: progress, swipeTo: target)
        let dragX = stack.drag.dx + (target - stack.drag.dx) * progress
        var items: [SceneItem] = []
        for placed in layout.cards {
            var content = try cardContent(stack.cards[placed.index], stack: stack, path: stack.path / "cards" / placed.index, locale: locale)
            if placed.index == 0, dragX != 0 {
                content.append(try stamp(stack, dragX: dragX, canvas: canvas, locale: locale))
            }
            items.append(.group(GroupItem(transform: placed.transform, opacity: placed.alpha, clip: nil, items: content)))
        }
        return items
    }

    private func cardContent(_ card: CardStack.Card, stack: CardStack, path: JSONPath, locale: TextLocale) throws(SpecDiagnostic) -> [SceneItem] {
        let frame = stack.frame
        let border = min(stack.borderWidth, frame.width / 2, frame.height / 2)
        var items: [SceneItem] = []
        let body = BubbleGeometry.label(origin: frame.origin, size: frame.size, cornerRadius: stack.cornerRadius, canvas: frame)
        // Fill and border are drawn together, then the photo within the border's inner edge:
        // the border frames the photo, and neither photo nor fill shows outside the border.
        items.append(.bubble(BubbleItem(geometry: body, fill: stack.fill, borderColor: stack.borderColor, borderWidth: border,
                                        opacity: 1, shadow: stack.shadow, text: [])))
        var textTop = frame.minY + CardDesign.padding
        if let source = card.image {
            let image = try images.image(for: source)
            let area = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height * CardDesign.imageShare)
            var clip = PathBuilder()
            clip.addBubbleOutline(body: frame.inset(by: EdgeInsets(all: border)), cornerRadius: max(0, body.cornerRadius - border), tail: nil)
            items.append(.group(GroupItem(transform: .identity, opacity: 1, clip: clip.build(),
                                          items: [.image(imageItem(image, frame: area, fit: .cover, cornerRadius: 0, opacity: 1))])))
            textTop = area.maxY + CardDesign.padding * 0.75
        }
        if let title = card.title, !title.isEmpty {
            let item = try label(title, at: Point(x: frame.minX, y: textTop), width: frame.width, size: CardDesign.titleSize,
                                 weight: 700, color: CardDesign.titleColor, maxLines: 1, path: path / "title", locale: locale)
            items.append(.bubble(item))
            textTop = item.geometry.body.maxY + 4
        }
        if let text = card.text, !text.isEmpty {
            items.append(.bubble(try label(text, at: Point(x: frame.minX, y: textTop), width: frame.width, size: CardDesign.textSize,
                                           weight: 400, color: CardDesign.textColor, maxLines: 3, path: path / "text", locale: locale)))
        }
        return items
    }

    /// LIKE (dragging right, top left, leaning left) or NOPE (dragging left, top right,
    /// leaning right), fading in with the drag.
    private func stamp(_ stack: CardStack, dragX: Double, canvas: Canvas, locale: TextLocale) throws(SpecDiagnostic) -> SceneItem {
        let right = dragX > 0
        let color = right ? CardDesign.like : CardDesign.nope
        var style = StyleSpec()
        (style.fill, style.borderColor, style.borderWidth, style.cornerRadius) = (.transparent, color, 4, 8)
        (style.textColor, style.fontSize, style.fontWeight) = (color, 30, 700)
        (style.paddingTop, style.paddingBottom, style.paddingLeft, style.paddingRight) = (2, 2, 12, 12)
        let bubble = Bubble(id: nil, path: stack.path / "drag", text: .plain(right ? "LIKE" : "NOPE"),
                            anchor: .label(origin: .zero), width: nil, maxWidth: 10_000, style: style.resolved())
        let (item, _) = try layOut(bubble, text: right ? "LIKE" : "NOPE", canvas: canvas, locale: locale)
        let size = item.geometry.body.size
        let inset = 22.0
        let target = Point(x: right ? stack.frame.minX + inset : stack.frame.maxX - inset - size.width, y: stack.frame.minY + inset + 6)
        let turn = Transform2D.about(Point(x: size.width / 2, y: size.height / 2), .rotation(right ? -CardDesign.stampAngle : CardDesign.stampAngle))
        return .group(GroupItem(transform: turn.then(.translation(target.x, target.y)),
                                opacity: CardStackLayout.stampOpacity(dragX: dragX, canvasWidth: canvas.size.width),
                                clip: nil, items: [.bubble(item)]))
    }

    /// A transparent, left-aligned label: a card's title or text.
    private func label(_ text: String, at origin: Point, width: Double, size: Double, weight: Int, color: Color,
                       maxLines: Int, path: JSONPath, locale: TextLocale) throws(SpecDiagnostic) -> BubbleItem {
        var style = StyleSpec()
        (style.fill, style.textColor, style.fontSize, style.fontWeight, style.align, style.maxLines) = (.transparent, color, size, weight, .leading, maxLines)
        (style.paddingTop, style.paddingBottom, style.paddingLeft, style.paddingRight) = (0, 0, CardDesign.padding, CardDesign.padding)
        let bubble = Bubble(id: nil, path: path, text: .plain(text), anchor: .label(origin: origin), width: width, maxWidth: width, style: style.resolved())
        return try layOut(bubble, text: text, canvas: Canvas(size: Size(width: 1e6, height: 1e6), scale: 1, background: .color(.transparent)), locale: locale).0
    }
}
