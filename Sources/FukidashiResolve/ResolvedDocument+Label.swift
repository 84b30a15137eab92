import FukidashiModel
import FukidashiTree

/// What an image says, given back as its accessibility label (WCAG 1.1.1: an image of text
/// needs that text as its alternative).
extension ResolvedDocument {
    /// One text of the label, and whether its Markdown is read before it is said (a text
    /// from an Android table comes plain, and a style may say `markup: none`).
    package struct LabelPart: Sendable {
        package let text: ResolvedText
        package let readsMarkdown: Bool
    }

    /// The image's texts in the order a reader meets them: element by element as drawn, each
    /// as its kind says (`labelTexts(swiped:)`). Empty texts are left out.
    package var labelParts: [LabelPart] {
        var parts: [LabelPart] = []
        func add(_ text: SpecText?, style: LayeredStyle?) {
            guard let resolved = text?.resolved, !resolved.string.isEmpty else { return }
            let plain = resolved.tableRuns != nil || style?.explicit(.markup) == MarkupMode.none
            parts.append(LabelPart(text: resolved, readsMarkdown: !plain))
        }
        for (index, element) in document.elements.enumerated() {
            let swiped = document.animation != nil && document.swipes[index] != nil
            for (text, style) in element.resolvable.labelTexts(swiped: swiped) { add(text, style: style) }
        }
        return parts
    }
}
