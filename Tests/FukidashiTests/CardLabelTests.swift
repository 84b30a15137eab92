import Testing

@testable import Fukidashi

/// Card titles and texts are text blocks: laid out in the card's width, and when one is cut
/// off the user hears of it, at the card's own path.
@Suite("Card labels")
struct CardLabelTests {
    @Test("a card whose title and text are cut off says so, at each one's path")
    func truncationWarns() throws {
        let spec =
            ##"{"version": 1, "canvas": {"width": 300, "height": 360}, "elements": [{"type": "cardStack", "frame": [40, 20, 220, 300], "cards": [{"title": "A title far too long for one line of a card", "text": "Text that goes on and on, well past the three lines a card has room for, so that the last line must end with an ellipsis and a warning."}, {"title": "Short", "text": "Fits."}]}]}"##
        let output = try Renderer().render(specBytes: Array(spec.utf8))
        #expect(
            output.warnings.map(\.description) == [
                ##"warning: elements[0].cards[0].title: text does not fit in 1 line; it ends with "…""##,
                ##"warning: elements[0].cards[0].text: text does not fit in 3 lines; it ends with "…""##
            ])
        #expect(output.warnings.allSatisfy { $0.category == .overflow })
    }
}
