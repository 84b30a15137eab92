import FukidashiGeometry
import FukidashiTree
import FukidashiVariants

/// How a card is laid out inside its frame. The seed shows only the card's size (300 × 320);
/// these follow what a Tinder-style card looks like: a photo over the top 62.5 % (200 of
/// 320), a bold title and up to three lines of grey text below.
enum CardDesign {
    static let imageShare = 0.625
    static let padding = 16.0
    static let titleSize = 20.0
    static let textSize = 15.0
    /// Stamps lean away from the card's middle, as on the real thing.
    static let stampAngle = 15.0 * .pi / 180
}

extension SceneBuilder {
    /// The seed flings a swiped card to 1.6 screen widths from the centre.
    static let swipeDistance = 1.6

    /// The stack's cards, back to front, and what their titles and texts must say (cut off).
    func cardStackItems(
        _ stack: ResolvedCardStack, canvas: ResolvedCanvas, locale: TextLocale,
        swipe: (effect: SwipeEffect, progress: Double)? = nil
    ) throws(Diagnostic) -> (items: [SceneItem], warnings: [Diagnostic]) {
        let progress = swipe?.progress ?? 0
        // Once the top card has gone, the stack is the rest of the cards, at rest.
        if progress >= 1, stack.cards.count > 1 {
            return try cardStackItems(stack.droppingTopCard(), canvas: canvas, locale: locale)
        }
        if progress >= 1 { return ([], []) }
        let target = (swipe?.effect.direction == .left ? -1.0 : 1.0) * canvas.size.width * Self.swipeDistance
        let layout = CardStackLayout(
            frame: stack.frame, count: stack.cards.count, depth: stack.depth,
            drag: stack.drag, canvasWidth: canvas.size.width, swipe: progress, swipeTo: target)
        let dragX = stack.drag.dx + (target - stack.drag.dx) * progress
        var items: [SceneItem] = []
        var warnings: [Diagnostic] = []
        for placed in layout.cards {
            var (content, cardWarnings) = try cardContent(stack.cards[placed.index], stack: stack, locale: locale)
            if placed.index == 0, dragX != 0 {
                content.append(try stamp(stack, dragX: dragX, canvas: canvas, locale: locale))
            }
            items.append(.group(GroupItem(transform: placed.transform, opacity: placed.alpha, clip: nil, items: content)))
            warnings = cardWarnings + warnings  // drawn back to front; reported front to back
        }
        return (items, warnings)
    }

    private func cardContent(
        _ card: ResolvedCardStack.Card, stack: ResolvedCardStack,
        locale: TextLocale
    ) throws(Diagnostic) -> (items: [SceneItem], warnings: [Diagnostic]) {
        let frame = stack.frame
        var warnings: [Diagnostic] = []
        let border = min(stack.borderWidth, frame.width / 2, frame.height / 2)
        var items: [SceneItem] = []
        let body = BubbleGeometry.label(origin: frame.origin, size: frame.size, cornerRadius: stack.cornerRadius, canvas: frame)
        // Fill and border are drawn together, then the photo within the border's inner edge:
        // the border frames the photo, and neither photo nor fill shows outside the border.
        items.append(
            .bubble(
                BubbleItem(
                    geometry: body, fill: SceneColor(stack.fill), borderColor: SceneColor(stack.borderColor), borderWidth: border,
                    opacity: 1, shadow: stack.shadow.map(SceneShadow.init), text: [])))
        var textTop = frame.minY + CardDesign.padding
        if let source = card.image {
            let image = try images.image(for: source)
            let area = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height * CardDesign.imageShare)
            var clip = PathBuilder()
            clip.addBubbleOutline(body: frame.inset(by: EdgeInsets(all: border)), cornerRadius: max(0, body.cornerRadius - border), tail: nil)
            items.append(
                .group(
                    GroupItem(
                        transform: .identity, opacity: 1, clip: clip.build(),
                        items: [.image(imageItem(image, frame: area, fit: .cover, cornerRadius: 0, opacity: 1))])))
            textTop = area.maxY + CardDesign.padding * 0.75
        }
        // Title and text are laid out as text blocks in the card's width, inside its padding.
        let width = max(0, frame.width - 2 * CardDesign.padding)
        for (part, size, weight, color, maxLines) in [
            ("title", CardDesign.titleSize, 700, stack.colors.title, 1),
            ("text", CardDesign.textSize, 400, stack.colors.text, 3)
        ] {
            guard let text = part == "title" ? card.title : card.text, !text.string.isEmpty else { continue }
            // A card's text has no style of its own: it follows Body's curve.
            var style = TextStyle(family: fonts.defaultFamily, size: scaledFont(size, .body), weight: weight, maxLines: maxLines, locale: locale)
            let rich = try richText(text, style: stack.textStyle, path: text.path, color: color)
            style.spans = rich.spans
            let block = textBlock(rich.text, style: style, width: width)
            let area = Rect(x: frame.minX + CardDesign.padding, y: textTop, width: width, height: block.size.height)
            items.append(.text(block.lines(in: area, align: .leading, paints: rich.paints)))
            warnings += block.warnings(at: text.path, box: "card")
            textTop = textTop + block.size.height + 4
        }
        return (items, warnings)
    }

    /// LIKE (dragging right, top left, leaning left) or NOPE (dragging left, top right,
    /// leaning right), fading in with the drag.
    private func stamp(_ stack: ResolvedCardStack, dragX: Double, canvas: ResolvedCanvas, locale: TextLocale) throws(Diagnostic) -> SceneItem {
        let right = dragX > 0
        let color = SceneColor(right ? stack.colors.like : stack.colors.nope)
        let block = textBlock(
            right ? "LIKE" : "NOPE", style: TextStyle(family: fonts.defaultFamily, size: scaledFont(30, .body), weight: 700, locale: locale),
            width: nil)
        let padding = EdgeInsets(top: 2, left: 12, bottom: 2, right: 12)
        let geometry = BubbleGeometry.label(
            origin: .zero, size: Size(width: block.size.width + padding.horizontal, height: block.size.height + padding.vertical),
            cornerRadius: 8, canvas: canvas.bounds)
        let item = BubbleItem(
            geometry: geometry, fill: .transparent, borderColor: color,
            borderWidth: min(4, geometry.body.width / 2, geometry.body.height / 2), opacity: 1, shadow: nil,
            text: block.lines(in: geometry.body.inset(by: padding), align: .center, color: color).map { line in
                var graphic = line
                graphic.isGraphic = true
                return graphic
            })
        let size = geometry.body.size
        let inset = 22.0
        let target = Point(x: right ? stack.frame.minX + inset : stack.frame.maxX - inset - size.width, y: stack.frame.minY + inset + 6)
        let turn = Transform2D.about(Point(x: size.width / 2, y: size.height / 2), .rotation(right ? -CardDesign.stampAngle : CardDesign.stampAngle))
        return .group(
            GroupItem(
                transform: turn.then(.translation(target.x, target.y)),
                opacity: CardStackLayout.stampOpacity(dragX: dragX, canvasWidth: canvas.size.width),
                clip: nil, items: [.bubble(item)]))
    }
}
