import Testing

@testable import FukidashiLayout

/// Which neighbour of two punctuation marks loses its blank half: JLREQ's classes, as Chromium
/// picks them, on characters alone (no font).
@Suite("Punctuation classes")
struct PunctuationClassesTests {
    @Test("JLREQ's classes: which neighbour loses its blank half (an opening bracket after a mark, as Chromium picks)")
    func adjacentPairs() {
        #expect(PunctuationSpacing.adjacentTrims(Array("』（")) == [false, true])
        #expect(PunctuationSpacing.adjacentTrims(Array("、「")) == [false, true])
        #expect(PunctuationSpacing.adjacentTrims(Array("」。")) == [true, false])
        #expect(PunctuationSpacing.adjacentTrims(Array("。」")) == [true, false])
        #expect(PunctuationSpacing.adjacentTrims(Array("（「")) == [false, true])
        #expect(PunctuationSpacing.adjacentTrims(Array("「あ」")) == [false, false, false])
    }

    @Test("middle dots, colons and semicolons are never trimmed, but a neighbour's blank half goes beside them")
    func middleDots() {
        #expect(PunctuationSpacing.adjacentTrims(Array("」・")) == [true, false])
        #expect(PunctuationSpacing.adjacentTrims(Array("、・")) == [true, false])
        #expect(PunctuationSpacing.adjacentTrims(Array("。：")) == [true, false])
        #expect(PunctuationSpacing.adjacentTrims(Array("・「")) == [false, true])
        #expect(PunctuationSpacing.adjacentTrims(Array("：（")) == [false, true])
        #expect(PunctuationSpacing.adjacentTrims(Array("・・")) == [false, false])
        #expect(PunctuationSpacing.adjacentTrims(Array("（・")) == [false, false])
    }
}
