import FukidashiGeometry
import FukidashiModel
import FukidashiTree

/// A bubble, as the resolve steps see it: its text, then its tour step's parts.
extension Bubble: ResolvableElement {
    var element: Element { .bubble(self) }
    var textStyle: LayeredStyle? { style }

    mutating func mapTexts(_ transform: (SpecText) -> SpecText) {
        text = transform(text)
        tour.title = tour.title.map(transform)
        if let text = tour.progress?.text { tour.progress?.text = transform(text) }
        for index in tour.buttons.indices { tour.buttons[index].text = transform(tour.buttons[index].text) }
    }

    mutating func mapImageSources(_ transform: (ImageSource) -> ImageSource) {
        if case .image(let source) = tour.icon?.content { tour.icon?.content = .image(transform(source)) }
    }

    func inAppearance(_ appearance: String?) -> Bubble {
        var bubble = self
        bubble.style = style.inAppearance(appearance)
        return bubble
    }

    /// Left and right placements swap, a tail's position counts from the other end, and a
    /// label's `at` places its top-right corner. A tour step's parts follow its text's
    /// direction, so they need nothing here.
    func mirrored(_ mirror: CanvasMirror) -> Bubble {
        switch anchor {
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
        let buttons = tour.buttons.filter { $0.role != .primary } + tour.buttons.filter { $0.role == .primary }
        return [(tour.title, style), (text, style), (tour.progress?.text, style)] + buttons.map { ($0.text, style) }
    }

    mutating func put(_ value: LocaleValueMap.Value, at place: LocaleValueMap.Place) {
        switch (place, value, anchor) {
        case (.bubbleWidth, .number(let width), _): self.width = width
        case (.bubbleMaxWidth, .number(let maxWidth), _): self.maxWidth = maxWidth
        case (.bubbleFocus, .point(let focus), .tail(_, let placement, let tail)):
            self = with(anchor: .tail(focus: focus, placement: placement, tail: tail))
        case (.placement, .placement(let placement), .tail(let focus, _, let tail)):
            self = with(anchor: .tail(focus: focus, placement: placement, tail: tail))
        case (.labelOrigin, .point(let origin), .label(_, let fromRight)):
            self = with(anchor: .label(origin: origin, fromRight: fromRight))
        default: break
        }
    }

    mutating func place(_ use: CircleReference.Use, at point: Point, on circle: Circle) {
        guard use == .bubbleFocus, case .tail(_, let placement, let tail) = anchor else { return }
        self = with(anchor: .tail(focus: point, placement: placement, tail: tail))
    }

    func resolvedElement(_ leaves: TreeLeaves) -> ResolvedElement {
        var parts = ResolvedTourStep()
        parts.title = tour.title.map(leaves.text)
        parts.icon = tour.icon.map { icon in
            switch icon.content {
            case .image(let source): ResolvedTourStep.Icon(content: .image(leaves.file(source)), size: icon.size)
            case .emoji(let emoji): ResolvedTourStep.Icon(content: .emoji(emoji), size: icon.size)
            }
        }
        parts.progress = tour.progress.map { progress in
            ResolvedTourStep.Progress(current: progress.current, total: progress.total, style: progress.style, text: progress.text.map(leaves.text))
        }
        parts.buttons = tour.buttons.map { ResolvedTourStep.Button(text: leaves.text($0.text), role: $0.role) }
        parts.close = tour.close
        var resolved = ResolvedBubble(
            path: path, text: leaves.text(text), anchor: anchor, width: width, maxWidth: maxWidth, style: leaves.style(style), tour: parts)
        resolved.height = height
        resolved.maxHeight = maxHeight
        return .bubble(resolved)
    }

    mutating func anchor(_ use: ElementAnchor.Use, to rect: Rect) {
        switch (use, anchor) {
        case (.bubbleFocus(let gap), .tail(_, let placement, let tail)):
            self = with(anchor: .element(target: rect.grown(by: gap), placement: placement, tail: tail))
        case (.labelOrigin, .label(_, let fromRight)):
            self = with(anchor: .label(origin: rect.center, fromRight: fromRight))
        default: break
        }
    }
}

extension ResolvableKinds {
    func bubble(_ bubble: Bubble) -> any ResolvableElement { bubble }
}
