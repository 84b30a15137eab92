import FukidashiGeometry
import FukidashiJSON
import FukidashiTree
import FukidashiVariants

/// A tour step's texts, measured before they are arranged.
private struct MeasuredTexts {
    var title: (block: TextBlock, rich: RichText, path: JSONPath)?
    var text: (block: TextBlock, rich: RichText, path: JSONPath)
    var titleSpacing: Double

    var columnSize: Size {
        let titleSize = title?.block.size ?? Size(width: 0, height: 0)
        let gap = title == nil ? 0 : titleSpacing
        return Size(width: max(titleSize.width, text.block.size.width), height: titleSize.height + gap + text.block.size.height)
    }

    /// The first line's height: the × is centred on it.
    var firstLineHeight: Double {
        let layout = (title?.block ?? text.block).layout
        guard let first = layout.lines.first else { return layout.height }
        return layout.lines.count > 1 ? layout.lines[1].baseline - first.baseline : layout.height
    }
}

extension SceneBuilder {
    /// A bubble with a title, icon, progress, buttons or close mark: each part measured and
    /// wrapped within `width`/`maxWidth`, arranged as an iOS tip (`TourStepLayout`), mirrored
    /// when its text runs right to left. Where the style is silent, a tour step differs from a
    /// plain bubble as a tip does: its lines are leading-aligned, and under a title the text
    /// is the secondary grey.
    func layOutTourStep(
        _ bubble: ResolvedBubble, text: ResolvedText,
        canvas: ResolvedCanvas, locale: TextLocale
    ) throws(Diagnostic) -> (BubbleItem, [Diagnostic]) {
        let style = bubble.style
        let tour = bubble.tour
        let padding = style.padding
        let align = style.sets(.align) ? style[.align] : .leading
        let family = family(for: style)
        let spacing = TourStepLayout.Spacing(icon: style[.iconSpacing], close: 8, footer: style[.partSpacing], buttons: style[.buttonsSpacing])
        let wraps = style[.wrap] != .none
        let limit: Double =
            bubble.width.map { max(0, $0 - padding.horizontal) }
            ?? (wraps ? max(0, bubble.maxWidth - padding.horizontal) : .infinity)
        let iconSide = tour.icon.map { $0.size ?? style[.iconSize] }
        let iconSize = iconSide.map { Size(width: $0, height: $0) }
        let closeSize = tour.close ? style[.closeSize] : nil

        // Title and text, for the column the icon and × leave.
        let columnWidth = TourStepLayout.columnWidth(forContentWidth: limit, icon: iconSize, close: closeSize, spacing: spacing)
        let wrapWidth: Double? = limit.isFinite ? columnWidth : nil
        func base(_ size: Double, _ weight: Int, _ family: String) -> TextStyle {
            var text = TextStyle(
                family: family, size: size, weight: weight, lineHeight: style[.lineHeight], wrap: style[.wrap],
                locale: locale, trimsPunctuation: style[.punctuationTrim], hangsPunctuation: style[.hangingPunctuation])
            text.setsLines(as: style)
            return text
        }
        var textStyle = base(scaledFont(style[.fontSize], style[.textStyle]), style[.fontWeight], family)
        textStyle.maxLines = style[.maxLines]
        let secondary = tour.title != nil && !style.sets(.textColor) ? style.secondaryLabel : style[.textColor]
        let rich = try richText(text, style: style, path: bubble.path, color: secondary)
        textStyle.spans = rich.spans
        var measured = MeasuredTexts(
            title: nil, text: (textBlock(rich.text, style: textStyle, width: wrapWidth), rich, text.path),
            titleSpacing: style[.titleSpacing])
        if let title = tour.title {
            var titleStyle = base(
                scaledFont(style[.titleFontSize], style[.textStyle]), style[.titleFontWeight],
                partFamily(.titleFontFamily, style: style, fallback: family))
            let rich = try richText(title, style: style, path: bubble.path, color: style[.titleColor] ?? style[.textColor])
            titleStyle.spans = rich.spans
            measured.title = (textBlock(rich.text, style: titleStyle, width: wrapWidth), rich, title.path)
        }
        let rightToLeft = measured.text.block.layout.lines.first?.isRightToLeft ?? false

        // The footer's parts at their natural widths.
        var warnings: [Diagnostic] = []
        let progress = try tour.progress.map { progress throws(Diagnostic) in
            try measureProgress(progress, style: style, family: family, locale: locale, limit: limit, path: bubble.path)
        }
        let order =
            tour.buttons.indices.filter { tour.buttons[$0].role != .primary } + tour.buttons.indices.filter { tour.buttons[$0].role == .primary }
        var labels = try order.map { index throws(Diagnostic) in
            try measureButton(tour.buttons[index], style: style, family: family, locale: locale, width: nil, path: bubble.path)
        }
        var parts = TourStepLayout.Parts(
            icon: iconSize, close: closeSize, column: measured.columnSize, firstLineHeight: measured.firstLineHeight,
            progress: progress.map { TourStepLayout.Progress(size: $0.size, stretches: $0.stretches) },
            buttons: labels.map { buttonSize($0.block, style: style) })
        let width: TourStepLayout.Width = bubble.width != nil ? .exactly(limit) : .atMost(limit)
        var frames = TourStepLayout.arrange(parts, width: width, spacing: spacing, rightToLeft: rightToLeft)
        if frames.footer == .stacked {
            // A column's labels wrap within the box's width.
            let labelWidth = max(0, frames.size.width - 2 * style[.buttonsPadding])
            labels = try labels.map { label throws(Diagnostic) in
                label.block.size.width <= labelWidth
                    ? label
                    : try measureButton(
                        label.button, style: style, family: family, locale: locale, width: labelWidth, path: bubble.path)
            }
            parts.buttons = zip(parts.buttons, labels).map { Size(width: $0.width, height: buttonSize($1.block, style: style).height) }
            frames = TourStepLayout.arrange(parts, width: width, spacing: spacing, rightToLeft: rightToLeft)
        }

        // The body, placed as any bubble's.
        let bodySize = Size(width: frames.size.width + padding.horizontal, height: frames.size.height + padding.vertical)
        let geometry = placeBody(bubble, size: bodySize, canvas: canvas)
        let content = geometry.body.inset(by: padding)
        func onCanvas(_ r: Rect) -> Rect { Rect(x: content.minX + r.minX, y: content.minY + r.minY, width: r.width, height: r.height) }

        let column = onCanvas(frames.column)
        var lines: [PlacedLine] = []
        var textTop = column.minY
        if let title = measured.title {
            lines += title.block.lines(
                in: Rect(x: column.minX, y: column.minY, width: column.width, height: title.block.size.height),
                align: align, paints: title.rich.paints)
            textTop += title.block.size.height + measured.titleSpacing
            warnings += title.block.warnings(at: title.path, box: "bubble")
        }
        lines += measured.text.block.lines(
            in: Rect(x: column.minX, y: textTop, width: column.width, height: measured.text.block.size.height),
            align: align, paints: measured.text.rich.paints)
        warnings += measured.text.block.warnings(at: text.path, box: "bubble")

        var items: [SceneItem] = []
        if let progress, let frame = frames.progress {
            items += progress.items(in: onCanvas(frame), rightToLeft: rightToLeft)
            warnings += progress.warnings
        }
        for (label, frame) in zip(labels, frames.buttons) {
            items += buttonItems(label, frame: onCanvas(frame), style: style)
            warnings += label.block.warnings(at: label.path, box: "button")
        }
        if let icon = tour.icon, let frame = frames.icon {
            let (iconItem, iconWarnings) = try iconItem(
                icon, frame: onCanvas(frame), style: style, family: family, locale: locale, path: bubble.path / "icon")
            items.append(iconItem)
            warnings += iconWarnings
        }
        if let frame = frames.close { items.append(closeMark(in: onCanvas(frame), style: style)) }

        var item = BubbleItem(
            geometry: geometry, fill: SceneColor(style[.fill]), borderColor: SceneColor(style[.borderColor]),
            borderWidth: min(style[.borderWidth], geometry.body.width / 2, geometry.body.height / 2),
            opacity: style[.opacity], shadow: style[.shadow].map(SceneShadow.init), text: lines)
        item.parts = items
        return (item, geometry.warnings.map { Diagnostic(.warning, at: bubble.path, $0.description) } + warnings)
    }

    /// iOS's secondary label colour (`#3C3C43` at 60 %) over white, opaque so overlapping
    /// glyphs do not darken.

    /// A part's own family if its style names one (checked in the resolve step), else the text's.
    func partFamily(_ property: StyleProperty<String?>, style: ResolvedStyle, fallback: String) -> String {
        style[property] ?? fallback
    }
}
