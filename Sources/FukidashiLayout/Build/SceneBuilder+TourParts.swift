import FukidashiGeometry
import FukidashiJSON
import FukidashiTree
import FukidashiVariants

/// A tour step's progress, measured: dots, a bar or a text, and how to draw it in its frame.
struct MeasuredProgress {
    let progress: ResolvedTourStep.Progress
    let size: Size
    /// A bar takes the width the footer leaves it.
    let stretches: Bool
    let text: (block: TextBlock, rich: RichText)?
    let dot: Double
    let gap: Double
    let active: SceneColor
    let track: SceneColor
    let warnings: [Diagnostic]

    /// Its shapes or lines in `frame`. Step 1 is at the leading end: the right one in
    /// right-to-left text, as a page control runs there.
    func items(in frame: Rect, rightToLeft: Bool) -> [SceneItem] {
        switch progress.style {
        case .dots:
            var current = PathBuilder(), others = PathBuilder()
            for step in 1...progress.total {
                let offset = Double(step - 1) * (dot + gap)
                let x = rightToLeft ? frame.maxX - offset - dot : frame.minX + offset
                let circle = Circle(center: Point(x: x + dot / 2, y: frame.midY), radius: dot / 2)
                if step == progress.current { current.addCircle(circle) } else { others.addCircle(circle) }
            }
            return [others.build(), current.build()].enumerated().compactMap { index, path in
                path.segments.isEmpty ? nil : .shape(ShapeItem(path: path, bounds: frame, fill: index == 0 ? track : active, stroke: nil))
            }
        case .bar:
            let radius = frame.height / 2
            let filled = max(frame.height, frame.width * Double(progress.current) / Double(progress.total))
            let fill = Rect(x: rightToLeft ? frame.maxX - filled : frame.minX, y: frame.minY, width: filled, height: frame.height)
            return [
                .shape(ShapeItem(path: PathBuilder.roundedRect(frame, cornerRadius: radius), bounds: frame, fill: track, stroke: nil)),
                .shape(ShapeItem(path: PathBuilder.roundedRect(fill, cornerRadius: radius), bounds: fill, fill: active, stroke: nil))
            ]
        case .text:
            guard let text else { return [] }
            return [.text(text.block.lines(in: frame, align: .leading, paints: text.rich.paints))]
        }
    }
}

/// A button's label, measured, with the colours of its role.
struct ButtonLabel {
    let button: ResolvedTourStep.Button
    let block: TextBlock
    let rich: RichText
    let path: JSONPath
    let fill: SceneColor
}

extension SceneBuilder {
    /// iOS's page control: 7 pt dots 8 pt apart; a bar is 4 pt high and at least 48 pt long.
    static let progressDot = 7.0, progressDotGap = 8.0, progressBar = Size(width: 48, height: 4)

    func measureProgress(
        _ progress: ResolvedTourStep.Progress, style: ResolvedStyle, family: String, locale: TextLocale, limit: Double,
        path: JSONPath
    ) throws(Diagnostic) -> MeasuredProgress {
        let active = SceneColor(style[.progressColor] ?? style[.tint])
        let track = SceneColor(style[.progressTrackColor])
        var dot = Self.progressDot, gap = Self.progressDotGap
        switch progress.style {
        case .dots:
            // Dots for a long tour shrink to the box rather than spill out of it.
            let steps = Double(progress.total)
            let natural = steps * dot + (steps - 1) * gap
            if limit.isFinite, natural > limit, natural > 0 { (dot, gap) = (dot * limit / natural, gap * limit / natural) }
            return MeasuredProgress(
                progress: progress, size: Size(width: steps * dot + (steps - 1) * gap, height: dot), stretches: false,
                text: nil, dot: dot, gap: gap, active: active, track: track, warnings: [])
        case .bar:
            return MeasuredProgress(
                progress: progress, size: Self.progressBar, stretches: true, text: nil, dot: dot, gap: gap,
                active: active, track: track, warnings: [])
        case .text:
            let resolved = progress.text ?? ResolvedText(string: "", path: path / "progress")
            var textStyle = TextStyle(
                family: partFamily(.progressFontFamily, style: style, fallback: family),
                size: scaledFont(style[.progressFontSize], style[.textStyle]),
                weight: style[.progressFontWeight], wrap: style[.wrap], locale: locale)
            let rich = try richText(resolved, style: style, path: path, color: style[.progressTextColor] ?? style.secondaryLabel)
            textStyle.spans = rich.spans
            let block = textBlock(rich.text, style: textStyle, width: limit.isFinite ? limit : nil)
            return MeasuredProgress(
                progress: progress, size: block.size, stretches: false, text: (block, rich), dot: dot, gap: gap,
                active: active, track: track, warnings: block.warnings(at: resolved.path, box: "bubble"))
        }
    }

    /// A label on one line (`width` nil), or wrapped within `width` in a column of buttons.
    func measureButton(
        _ button: ResolvedTourStep.Button, style: ResolvedStyle, family: String, locale: TextLocale, width: Double?,
        path: JSONPath
    ) throws(Diagnostic) -> ButtonLabel {
        let tint = style[.tint]
        let fill: Color, color: Color
        switch button.role {
        case .primary:
            // White, as UIKit's, on a colour the style chose; on the default tint, the label that
            // reads on it (black on the dark appearance's light blue).
            let chosen = style.sets(.tint) || style[.primaryFill] != nil
            let filled = style[.primaryFill] ?? tint
            let label = chosen ? style.labelOnFill : AppearanceColor.label(on: filled)
            (fill, color) = (filled, style[.primaryTextColor] ?? label)
        case .secondary:
            // UIKit's tinted button: the tint at 15 % behind a label in the tint.
            let light = Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: UInt8((Double(tint.alpha) * 0.15).rounded()))
            (fill, color) = (style[.secondaryFill] ?? light, style[.secondaryTextColor] ?? tint)
        case .plain:
            (fill, color) = (style[.plainFill] ?? .transparent, style[.plainTextColor] ?? tint)
        }
        let label = button.text
        var textStyle = TextStyle(
            family: partFamily(.buttonsFontFamily, style: style, fallback: family), size: scaledFont(style[.buttonsFontSize], style[.textStyle]),
            weight: style[.buttonsFontWeight], wrap: width == nil ? .none : .normal, locale: locale)
        let rich = try richText(label, style: style, path: path, color: color)
        textStyle.spans = rich.spans
        return ButtonLabel(
            button: button, block: textBlock(rich.text, style: textStyle, width: width), rich: rich,
            path: label.path, fill: SceneColor(fill))
    }

    /// A label with the style's padding beside it and a third of it above and below, at
    /// least `buttons.height` tall.
    func buttonSize(_ label: TextBlock, style: ResolvedStyle) -> Size {
        let padding = style[.buttonsPadding]
        return Size(width: label.size.width + 2 * padding, height: max(style[.buttonsHeight], label.size.height + 2 * padding / 3))
    }

    func buttonItems(_ label: ButtonLabel, frame: Rect, style: ResolvedStyle) -> [SceneItem] {
        let radius = min(style[.buttonsCornerRadius] ?? frame.height / 2, frame.height / 2, frame.width / 2)
        let padding = style[.buttonsPadding]
        let height = label.block.size.height
        let area = Rect(x: frame.minX + padding, y: frame.midY - height / 2, width: max(0, frame.width - 2 * padding), height: height)
        return [
            .shape(ShapeItem(path: PathBuilder.roundedRect(frame, cornerRadius: radius), bounds: frame, fill: label.fill, stroke: nil)),
            .text(label.block.lines(in: area, align: .center, paints: label.rich.paints))
        ]
    }

    /// An image covering the icon's square, or an emoji as large as the square allows.
    func iconItem(
        _ icon: ResolvedTourStep.Icon, frame: Rect, style: ResolvedStyle, family: String, locale: TextLocale,
        path: JSONPath
    ) throws(Diagnostic) -> (SceneItem, [Diagnostic]) {
        switch icon.content {
        case .image(let file):
            let image = try images.image(for: file)
            return (.image(imageItem(image, frame: frame, fit: .cover, cornerRadius: style[.iconCornerRadius], opacity: 1)), [])
        case .emoji(let emoji):
            let side = frame.width
            var block = textBlock(emoji, style: TextStyle(family: family, size: side, wrap: .none, locale: locale), width: nil)
            if block.size.width > side, block.size.width > 0 {
                block = textBlock(
                    emoji, style: TextStyle(family: family, size: side * side / block.size.width, wrap: .none, locale: locale), width: nil)
            }
            let area = Rect(x: frame.minX, y: frame.midY - block.size.height / 2, width: side, height: block.size.height)
            return (
                .text(block.lines(in: area, align: .center, color: SceneColor(style[.textColor]))), block.warnings(at: path / "emoji", box: "icon")
            )
        }
    }

    /// SF Symbols' `xmark`: two strokes with round ends, kept inside its square.
    func closeMark(in frame: Rect, style: ResolvedStyle) -> SceneItem {
        let width = max(1, frame.width * 0.16)
        let inset = width / 2
        var builder = PathBuilder()
        builder.move(to: Point(x: frame.minX + inset, y: frame.minY + inset))
        builder.line(to: Point(x: frame.maxX - inset, y: frame.maxY - inset))
        builder.move(to: Point(x: frame.maxX - inset, y: frame.minY + inset))
        builder.line(to: Point(x: frame.minX + inset, y: frame.maxY - inset))
        return .shape(
            ShapeItem(
                path: builder.build(), bounds: frame, fill: nil,
                stroke: SceneStroke(color: SceneColor(style[.closeColor] ?? style.secondaryLabel), width: width)))
    }
}
