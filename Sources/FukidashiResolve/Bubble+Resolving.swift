import FukidashiGeometry
import FukidashiModel
import FukidashiTree
import FukidashiVariants

/// A bubble, as the resolve steps see it: its text, then its tour step's parts.
extension Bubble: ResolvableElement {
    var element: Element { .bubble(self) }
    var textStyle: LayeredStyle? { style }

    mutating func mapTexts(_ transform: (SpecText) -> SpecText) {
        text = transform(text)
        tour.title = tour.title.map(transform)
        tour.progress = tour.progress?.map { progress in
            var progress = progress
            progress.text = progress.text.map(transform)
            return progress
        }
        tour.buttons = tour.buttons.map { buttons in
            buttons.map { button in
                var button = button
                button.text = transform(button.text)
                return button
            }
        }
    }

    mutating func mapImageSources(_ transform: (ImageSource) -> ImageSource) {
        tour.icon = tour.icon?.map { $0.withImageSource(transform) }
    }

    func settled(_ variant: Variant?) -> Bubble {
        var bubble = self
        bubble.style = style.settled(variant)
        return bubble
    }

    /// Left and right placements swap, a tail's position counts from the other end, and a
    /// label's `at` places its top-right corner. A tour step's parts follow its text's
    /// direction, so they need nothing here.
    func mirrored(_ mirror: CanvasMirror) -> Bubble {
        switch anchor.settled {
        case .tail(let focus, let placement, let tail):
            with(anchor: .tail(focus: mirror.point(focus), placement: placement.mirrored, tail: tail.mirrored))
        case .label(let origin, let fromRight):
            with(anchor: .label(origin: mirror.point(origin), fromRight: !fromRight))
        case .element(let target, let placement, let tail):
            with(anchor: .element(target: mirror.frame(target), placement: placement.mirrored, tail: tail.mirrored))
        }
    }

    /// Its title, its text, its progress, then its buttons as laid out (the primary one last).
    func labelTexts(swiped: Bool) -> [(text: SpecText?, style: LayeredStyle?)] {
        let written = tour.buttons.value
        let buttons = written.filter { $0.role.value != .primary } + written.filter { $0.role.value == .primary }
        return [(tour.title, style), (text, style), (tour.progress?.value.text, style)] + buttons.map { ($0.text, style) }
    }

    /// Its width, its widest, its heights, its focus and placement (or its label's `at`) and
    /// tail, then its tour step's parts: its icon and its size, its progress, its buttons' roles
    /// and its close mark.
    func settling(_ settle: some VaryingSettler) -> Bubble {
        var bubble = self
        bubble.width = width.map { settle($0) }
        bubble.maxWidth = settle(maxWidth)
        (bubble.height, bubble.maxHeight) = (height.map { settle($0) }, maxHeight.map { settle($0) })
        bubble = bubble.with(anchor: anchor.settling(settle))
        bubble.tour.icon = tour.icon.map { settle($0).map { $0.withImageSource { settle($0) } } }
        bubble.tour.progress = tour.progress.map { settle($0) }
        bubble.tour.buttons = settle(tour.buttons).map { buttons in
            buttons.map { button in
                var button = button
                button.role = settle(button.role)
                return button
            }
        }
        bubble.tour.close = settle(tour.close)
        return bubble
    }

    mutating func place(_ use: CircleReference.Use, at point: Point, on circle: Circle) {
        guard use == .bubbleFocus, case .tail(_, let placement, let tail) = anchor.settled else { return }
        self = with(anchor: .tail(focus: point, placement: placement, tail: tail))
    }

    func resolvedElement(_ leaves: TreeLeaves) -> ResolvedElement {
        var parts = ResolvedTourStep()
        parts.title = tour.title.map(leaves.text)
        parts.icon = tour.icon.map(\.value).map { icon in
            switch icon.content {
            case .image(let source): ResolvedTourStep.Icon(content: .image(leaves.file(source)), size: icon.size)
            case .emoji(let emoji): ResolvedTourStep.Icon(content: .emoji(emoji), size: icon.size)
            }
        }
        parts.progress = tour.progress.map(\.value).map { progress in
            ResolvedTourStep.Progress(current: progress.current, total: progress.total, style: progress.style, text: progress.text.map(leaves.text))
        }
        parts.buttons = tour.buttons.value.map { ResolvedTourStep.Button(text: leaves.text($0.text), role: $0.role.value) }
        parts.close = tour.close.value
        var resolved = ResolvedBubble(
            path: path, text: leaves.text(text), anchor: anchor.settled, width: width?.value, maxWidth: maxWidth.value, style: leaves.style(style),
            tour: parts)
        resolved.height = height?.value
        resolved.maxHeight = maxHeight?.value
        return .bubble(resolved)
    }

    mutating func anchor(_ use: ElementAnchor.Use, to rect: Rect) {
        switch (use, anchor.settled) {
        case (.bubbleFocus(let gap), .tail(_, let placement, let tail)):
            self = with(anchor: .element(target: rect.grown(by: gap.value), placement: placement, tail: tail))
        case (.labelOrigin, .label(_, let fromRight)):
            self = with(anchor: .label(origin: rect.center, fromRight: fromRight))
        default: break
        }
    }
}

extension ResolvableKinds {
    func bubble(_ bubble: Bubble) -> any ResolvableElement { bubble }
}

extension TourIcon {
    /// The same icon with its image's path (where it is one) made by `transform`.
    fileprivate func withImageSource(_ transform: (ImageSource) -> ImageSource) -> TourIcon {
        guard case .image(let source) = content else { return self }
        return TourIcon(content: .image(transform(source)), size: size)
    }
}

extension Bubble {
    /// The same bubble placed at `anchor`, whose values are settled.
    fileprivate func with(anchor: BubbleAnchor) -> Bubble { with(anchor: BubbleAnchorSpec(anchor)) }
}
