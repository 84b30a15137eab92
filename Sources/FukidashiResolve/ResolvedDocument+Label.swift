import FukidashiSpec

/// What an image says, given back as its accessibility label (WCAG 1.1.1: an image of text
/// needs that text as its alternative).
extension ResolvedDocument {
    /// One text of the label, and whether its Markdown is read before it is said (a text
    /// from an Android table comes plain, and a style may say `markup: none`).
    package struct LabelPart: Sendable {
        package let text: ResolvedText
        package let readsMarkdown: Bool
    }

    /// The image's texts in the order a reader meets them: element by element as drawn; in a
    /// tour step its title, its text, its progress, then its buttons as laid out (the primary
    /// one last); a circle's label; the title and text of the card on top of a stack (the one
    /// under it, when an animation swipes the top one away). Empty texts are left out.
    package var labelParts: [LabelPart] {
        var parts: [LabelPart] = []
        func add(_ text: SpecText?, style: ResolvedStyle? = nil) {
            guard let text else { return }
            let resolved = text.drawn
            guard !resolved.string.isEmpty else { return }
            let plain = resolved.tableRuns != nil || style?.explicit(.markup) == MarkupMode.none
            parts.append(LabelPart(text: resolved, readsMarkdown: !plain))
        }
        for (index, element) in document.elements.enumerated() {
            switch element {
            case .bubble(let bubble):
                add(bubble.tour.title, style: bubble.style)
                add(bubble.text, style: bubble.style)
                add(bubble.tour.progress?.text, style: bubble.style)
                let buttons = bubble.tour.buttons.filter { $0.role != .primary } + bubble.tour.buttons.filter { $0.role == .primary }
                for button in buttons { add(button.text, style: bubble.style) }
            case .circle(let circle):
                add(circle.text, style: circle.style)
            case .image:
                break
            case .cardStack(let stack):
                let swiped = document.animation != nil && document.swipes[index] != nil
                let top = stack.cards.dropFirst(swiped ? 1 : 0).first
                add(top?.title)
                add(top?.text)
            }
        }
        return parts
    }
}
