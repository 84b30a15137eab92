import FukidashiGeometry
import FukidashiJSON
import FukidashiLanguage
import FukidashiTree
import FukidashiVariants

/// Lays out a resolved tree: text measured and broken, bubbles placed. The result is a
/// `Scene` of plain values plus the warnings a user should read.
package struct SceneBuilder {
    let fonts: FontProvider
    let engine: TextLayoutEngine
    package let images: ImageProvider
    let markdown: MarkdownReading
    /// For specs that name no locale (`--locale`); otherwise it is guessed from the text.
    let defaultLocale: TextLocale?
    /// The moment of an animated spec to draw, in seconds; `nil` draws the settled state.
    package var time: Double? = nil
    /// The spec's time budget, asked between elements.
    package var budget: TimeBudget? = nil
    /// The variant's text size, where it is not the default: every font size grows by it.
    package var textSize: TextSize? = nil

    package init(fonts: FontProvider, engine: TextLayoutEngine, images: ImageProvider, markdown: MarkdownReading, defaultLocale: TextLocale?) {
        self.fonts = fonts
        self.engine = engine
        self.images = images
        self.markdown = markdown
        self.defaultLocale = defaultLocale
    }

    /// The language a variant's text is broken and shaped in: a pseudo-locale's is the source
    /// language it transforms (`x-double` has no rules of its own).
    static func textLocale(_ locale: String, source: String) -> TextLocale {
        guard let pseudo = PseudoLocale(tag: locale) else { return TextLocale(LanguageTag.canonical(locale)) }
        var text = TextLocale(LanguageTag.canonical(source))
        text.paragraphsRightToLeft = pseudo == .xRTL
        return text
    }

    /// A font size at the variant's text size, along `textStyle`'s curve. Only text grows:
    /// padding, widths and tails stay in points.
    func scaledFont(_ points: Double, _ textStyle: TextStyleName) -> Double {
        textSize?.scaled(points, textStyle: textStyle) ?? points
    }

    /// Lays out one variant's resolved tree.
    package func build(_ tree: ResolvedTree) throws(SpecError) -> (scene: Scene, warnings: [Diagnostic]) {
        let language = tree.textLanguage
        let variantLocale = language.variantLocale.map { Self.textLocale($0, source: language.sourceLanguage) }
        let specLocale = language.specLocale.map(TextLocale.init)
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var items: [SceneItem] = []
        var textBlocks: [SceneTextBlock] = []
        let canvas = tree.canvas
        var backgroundColor = Color.transparent
        switch canvas.background {
        case .color(let color):
            backgroundColor = color
        case .image(let file, let fit):
            do {
                let image = try images.image(for: file)
                items.append(.image(imageItem(image, frame: canvas.bounds, fit: fit, cornerRadius: 0, opacity: 1)))
            } catch {
                errors.append(error)
            }
        }
        if let overlay = tree.overlay { items.append(.overlay(overlayItem(overlay))) }
        for (index, element) in tree.elements.enumerated() {
            // Before its entry an animated element is not drawn at all.
            if let budget, budget.hasRunOut() {
                errors.append(
                    Diagnostic(
                        .error, at: JSONPath.root / "elements" / index,
                        "rendering stopped after \(budget.seconds.shortDescription) s (the per-spec time budget, --time-budget); split the spec or shorten its text"
                    ))
                break
            }
            let enter = tree.enterEffects[index]
            let progress = enter.map { effect in time.map { effect.progress(at: $0) } ?? 1 }
            if let progress, progress == nil { continue }
            do {
                var elementItems: [SceneItem] = []
                var pivot = Point.zero
                switch element {
                case .bubble(let bubble):
                    let text = bubble.text
                    let locale = variantLocale ?? specLocale ?? defaultLocale ?? TextLocale.guessed(from: text.string)
                    let (item, bubbleWarnings) = try layOut(bubble, text: text, canvas: canvas, locale: locale)
                    elementItems.append(.bubble(item))
                    warnings += bubbleWarnings
                    let body = item.geometry.body
                    pivot = item.geometry.tail?.apex ?? Point(x: body.midX, y: body.midY)
                case .image(let element):
                    let image = try images.image(for: element.file)
                    elementItems.append(
                        .image(
                            imageItem(
                                image, frame: element.frame, fit: element.fit,
                                cornerRadius: element.cornerRadius, opacity: element.opacity)))
                    pivot = Point(x: element.frame.midX, y: element.frame.midY)
                case .circle(let element):
                    let text = element.text
                    let locale = variantLocale ?? specLocale ?? defaultLocale ?? TextLocale.guessed(from: text?.string ?? "")
                    let (item, circleWarnings) = try circleItem(element, locale: locale, text: text)
                    elementItems.append(.circle(item))
                    warnings += circleWarnings
                    pivot = element.circle.center
                case .cardStack(let stack):
                    let sample = stack.cards.flatMap { [$0.title, $0.text] }.compactMap { $0?.string }.joined()
                    let locale = variantLocale ?? specLocale ?? defaultLocale ?? TextLocale.guessed(from: sample)
                    let swipe = tree.swipes[index]
                    let (stackItems, stackWarnings) = try cardStackItems(
                        stack, canvas: canvas, locale: locale,
                        swipe: swipe.map { effect in
                            (effect, time.map { effect.progress(at: $0) } ?? 1)
                        })
                    elementItems += stackItems
                    warnings += stackWarnings
                }
                if let enter, let p = progress ?? nil, p < 1 {
                    let transform: Transform2D = enter.kind == .pop ? .about(pivot, .scale(EnterEffect.popScale(p))) : .identity
                    let opacity = enter.kind == .fade ? p : 1
                    elementItems = [.group(GroupItem(transform: transform, opacity: opacity, clip: nil, items: elementItems))]
                }
                items += elementItems
                let lines = elementItems.flatMap(\.placedLines)
                if !lines.isEmpty {
                    let path = JSONPath.root / "elements" / index
                    textBlocks.append(SceneTextBlock(element: path.description, lines: lines, path: path, drawnThrough: items.count))
                }
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw SpecError(errors) }
        // A language without hyphenation patterns is said once, at its first text.
        var saidPatterns = Set<String>()
        warnings.removeAll { $0.message.hasPrefix(TextBlock.missingPatterns) && !saidPatterns.insert($0.message).inserted }
        let scene = Scene(
            size: canvas.size, scale: canvas.scale, pixelWidth: canvas.pixelWidth,
            pixelHeight: canvas.pixelHeight, background: SceneColor(backgroundColor), items: items, textBlocks: textBlocks)
        return (scene, warnings)
    }

    func imageItem(_ image: SceneImage, frame: Rect, fit: ImageFit, cornerRadius: Double, opacity: Double) -> ImageItem {
        let destination = fit.contentMode.placement(of: Size(width: Double(image.pixelWidth), height: Double(image.pixelHeight)), in: frame)
        return ImageItem(image: image, destination: destination, frame: frame, cornerRadius: cornerRadius, opacity: opacity)
    }

    private func overlayItem(_ overlay: ResolvedOverlay) -> OverlayItem {
        var builder = PathBuilder()
        for spotlight in overlay.spotlights {
            switch spotlight {
            case .circle(let center, let radius):
                builder.addCircle(Circle(center: center, radius: radius))
            case .rect(let rect, let cornerRadius):
                builder.addBubbleOutline(body: rect, cornerRadius: cornerRadius, tail: nil)
            }
        }
        return OverlayItem(color: SceneColor(overlay.color), spotlights: builder.build(), spotlightCount: overlay.spotlights.count)
    }

    /// The text's family: its style's (checked against the fonts in the resolve step), else the
    /// bundled default.
    func family(for style: ResolvedStyle) -> String {
        style[.fontFamily] ?? fonts.defaultFamily
    }

    /// The body of `size` at its focus (with its tail) or at its corner (a label).
    func placeBody(_ bubble: ResolvedBubble, size bodySize: Size, canvas: ResolvedCanvas, shape: BodyShape = .roundedRect) -> BubbleGeometry {
        switch bubble.anchor {
        case .tail(let focus, let placement, let tail):
            BubbleGeometry.place(
                BubbleRequest(
                    bodySize: bodySize, focus: focus, placement: placement, tail: tail,
                    cornerRadius: bubble.style[.cornerRadius], canvas: canvas.bounds, shape: shape))
        case .element(let target, let placement, let tail):
            BubbleGeometry.place(
                BubbleRequest(
                    bodySize: bodySize, focus: target.center, placement: placement, tail: tail,
                    cornerRadius: bubble.style[.cornerRadius], canvas: canvas.bounds, target: target, shape: shape))
        case .label(let origin, let fromRight):
            BubbleGeometry.label(
                origin: fromRight ? Point(x: origin.x - bodySize.width, y: origin.y) : origin, size: bodySize,
                cornerRadius: bubble.style[.cornerRadius], canvas: canvas.bounds, shape: shape)
        }
    }

    /// A bubble's text measured and wrapped, the body sized to it and placed. A tour step's
    /// parts are laid out by `layOutTourStep`.
    func layOut(
        _ bubble: ResolvedBubble, text: ResolvedText, canvas: ResolvedCanvas,
        locale: TextLocale
    ) throws(Diagnostic) -> (BubbleItem, [Diagnostic]) {
        if !bubble.tour.isEmpty { return try layOutTourStep(bubble, text: text, canvas: canvas, locale: locale) }
        let style = bubble.style
        let padding = style.padding
        var textStyle = TextStyle(
            family: family(for: style), size: scaledFont(style[.fontSize], style[.textStyle]),
            weight: style[.fontWeight], lineHeight: style[.lineHeight],
            wrap: style[.wrap], maxLines: style[.maxLines], locale: locale,
            trimsPunctuation: style[.punctuationTrim], hangsPunctuation: style[.hangingPunctuation])
        textStyle.setsLines(as: style)
        let rich = try richText(text, style: style, path: bubble.path)
        textStyle.spans = rich.spans
        let shape = style.bodyShape
        // Lines run along `frame.along`, and stack along `frame.across`: in vertical text a
        // line is a column, and the body's height bounds it as its width bounds a line.
        let frame = BubbleTextFrame(bubble: bubble, padding: padding, vertical: textStyle.vertical)
        let block: TextBlock
        let bodySize: Size
        var lineWidths: [Double] = []
        if shape != .roundedRect, style[.wrap] != .none {
            // A balloon's lines follow its outline, and it grows to hold them.
            let fit = fitBalloon(
                rich.text, style: textStyle, shape: shape, padding: frame.padding, width: frame.along, height: frame.across,
                maxWidth: frame.maxAlong, aspectRatio: frame.aspectRatio(style))
            (block, lineWidths) = (fit.block, fit.lineWidths)
            let halfAxes = frame.vertical ? Size(width: fit.halfAxes.height, height: fit.halfAxes.width) : fit.halfAxes
            let holding = shape.bodySize(textHalfAxes: halfAxes, padding: padding)
            bodySize = Size(width: bubble.width ?? holding.width, height: bubble.height ?? holding.height)
        } else {
            // `width` fixes the body; otherwise `maxWidth` caps it, and `wrap: none` lets it grow.
            let available: Double? =
                frame.along.map { shape.textLength(inBody: $0, padding: frame.padding.horizontal) / shape.unwrappedShare }
                ?? (style[.wrap] == .none ? nil : shape.textLength(inBody: frame.maxAlong, padding: frame.padding.horizontal))
            block =
                frame.across.map {
                    textBlock(
                        rich.text, style: textStyle, width: available,
                        height: max(0, shape.textLength(inBody: $0, padding: frame.padding.vertical) / shape.unwrappedShare))
                }
                ?? textBlock(rich.text, style: textStyle, width: available)
            let holding = shape.bodySize(holdingText: block.size, padding: padding)
            bodySize = Size(width: bubble.width ?? holding.width, height: bubble.height ?? holding.height)
        }

        let geometry = placeBody(bubble, size: bodySize, canvas: canvas, shape: shape)
        let lines: [PlacedLine]
        if let ellipse = shape.textEllipse(in: geometry.body, padding: padding) {
            // The bands centred on the text ellipse; each line in its own band's chord.
            let lineBox = block.layout.lines.isEmpty ? 0 : block.stackExtent / Double(block.layout.lines.count)
            let stack = lineWidths.isEmpty ? block.stackExtent : Double(lineWidths.count) * lineBox
            let size = block.size
            let area =
                frame.vertical
                ? Rect(x: ellipse.center.x + stack / 2 - size.width, y: ellipse.center.y - size.height / 2, width: size.width, height: size.height)
                : Rect(x: ellipse.center.x - size.width / 2, y: ellipse.center.y - stack / 2, width: size.width, height: size.height)
            let middle = frame.vertical ? ellipse.center.y : ellipse.center.x
            let spans = lineWidths.isEmpty ? nil : lineWidths.map { (minX: middle - $0 / 2, width: $0) }
            lines = block.lines(in: area, align: style[.align], paints: rich.paints, spans: spans)
        } else {
            // In a fixed height the block is centred, as UILabel centres its text; columns in a
            // fixed width, so.
            let room = geometry.body.inset(by: padding)
            if frame.vertical {
                let right = bubble.width == nil ? room.maxX : room.maxX - (room.width - block.size.width) / 2
                lines = block.lines(
                    in: Rect(x: right - block.size.width, y: room.minY, width: block.size.width, height: room.height), align: style[.align],
                    paints: rich.paints)
            } else {
                let top = bubble.height == nil ? room.minY : room.minY + (room.height - block.size.height) / 2
                lines = block.lines(
                    in: Rect(x: room.minX, y: top, width: room.width, height: block.size.height), align: style[.align], paints: rich.paints)
            }
        }
        let item = BubbleItem(
            geometry: geometry, fill: SceneColor(style[.fill]), borderColor: SceneColor(style[.borderColor]),
            borderWidth: min(style[.borderWidth], geometry.body.width / 2, geometry.body.height / 2),
            opacity: style[.opacity], shadow: style[.shadow].map(SceneShadow.init), text: lines)
        var warnings =
            geometry.warnings.map { Diagnostic(.warning, at: bubble.path, $0.description) }
            + block.warnings(at: text.path, box: "bubble")
        if !frame.vertical, bubble.maxHeight != nil {
            warnings.append(
                Diagnostic(
                    .warning, at: bubble.path / "maxHeight", "has no effect on lines; it bounds a column where \"writingMode\" is \"vertical-rl\""))
        }
        return (item, warnings)
    }
}

/// The spec's paint, as the scene carries it.
extension SceneColor {
    init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}

extension SceneShadow {
    init(_ shadow: Shadow) {
        self.init(color: SceneColor(shadow.color), radius: shadow.radius, offsetX: shadow.offsetX, offsetY: shadow.offsetY)
    }
}

extension ResolvedStyle {
    /// The body's outline its `shape`, `bumps` and `spikes` say.
    var bodyShape: BodyShape {
        switch self[.shape] {
        case .roundedRect: .roundedRect
        case .ellipse: .ellipse
        case .cloud: .cloud(bumps: self[.bumpsCount], depth: self[.bumpsDepth])
        case .burst: .burst(spikes: self[.spikesCount], depth: self[.spikesDepth])
        }
    }
}

extension TextStyle {
    /// The style's line-breaking keys: `textWrap`, `wordBreak`, `minimumScaleFactor`, `hyphens`,
    /// `writingMode`.
    mutating func setsLines(as style: ResolvedStyle) {
        textWrap = style[.textWrap]
        wordBreak = style[.wordBreak]
        minimumScaleFactor = style[.minimumScaleFactor]
        hyphens = style[.hyphens] == .auto
        vertical = style[.writingMode] == .verticalRL
    }
}
