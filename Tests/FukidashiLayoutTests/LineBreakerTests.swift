import Testing

@testable import FukidashiLayout

/// The line breaker alone: widths and opportunities as plain numbers, no font and no C library.
@Suite("Line breaker on plain numbers")
struct LineBreakerTests {
    private func item(_ advance: Double, space: Bool = false, opportunity: Bool = false) -> LineBreaker.Item {
        LineBreaker.Item(advance: advance, isSpace: space, breakBefore: opportunity)
    }

    @Test("an item wider than the line gets a line of its own, and the loop ends")
    func wideItem() {
        #expect(LineBreaker.lines([item(100), item(1)], width: 10) == [0..<1, 1..<2])
    }

    @Test("no width means one line")
    func unlimited() {
        #expect(LineBreaker.lines([item(100), item(100)], width: nil) == [0..<2])
        #expect(LineBreaker.lines([], width: 10) == [])
    }

    @Test("trailing spaces do not count toward the width")
    func hanging() {
        let items = [item(5), item(5), item(5, space: true), item(5, opportunity: true)]
        #expect(LineBreaker.lines(items, width: 10) == [0..<3, 3..<4])
        #expect(LineBreaker.visibleWidth(items[0..<3]) == 10)
    }
}

/// Kinsoku against the box, and a line's ends as Chromium sets them, on plain numbers.
@Suite("Line breaker: kinsoku and a line's ends")
struct LineBreakerEndsTests {
    @Test("a run with no place kinsoku allows runs past the box to the next opportunity")
    func kinsokuOverBox() {
        // 「 資 」 と: no break after 「 or before 」; one before と.
        let items = [
            LineBreaker.Item(advance: 20, isSpace: false, breakBefore: false),
            LineBreaker.Item(advance: 20, isSpace: false, breakBefore: false, avoidBreakBefore: true),
            LineBreaker.Item(advance: 20, isSpace: false, breakBefore: false, avoidBreakBefore: true),
            LineBreaker.Item(advance: 20, isSpace: false, breakBefore: true)
        ]
        #expect(LineBreaker.lines(items, width: 40) == [0..<3, 3..<4])
    }

    @Test("a closing bracket's blank half may go at a line's end; a line-start bracket's trimmed half comes back")
    func lineEnds() {
        let closing = LineBreaker.Item(advance: 20, isSpace: false, breakBefore: false, endTrim: 10)
        let plain = LineBreaker.Item(advance: 20, isSpace: false, breakBefore: true)
        // あ あ 」 fits 50 with the bracket trimmed, not 49.
        #expect(LineBreaker.lines([plain, plain, closing, plain], width: 50) == [0..<3, 3..<4])
        #expect(LineBreaker.lines([plain, plain, closing, plain], width: 49) == [0..<1, 1..<3, 3..<4], "」 never starts a line: あ goes down with it")
        // A bracket trimmed beside the mark before it (10) is 20 again when it starts a line.
        let opening = LineBreaker.Item(advance: 10, isSpace: false, breakBefore: true, startRestore: 10)
        #expect(LineBreaker.lines([plain, opening, plain, plain], width: 40) == [0..<2, 2..<4])
        #expect(LineBreaker.lines([plain, opening, plain, plain], width: 39) == [0..<2, 2..<3, 3..<4])
    }
}

/// The scored modes on plain numbers: words (advances in ems) with one-em spaces between them,
/// worked through by hand from minikin's and Chromium's formulas.
@Suite("Line breaker: pretty, balance and optimal on plain numbers")
struct ScoredLineBreakerTests {
    /// Words of the given advances, a one-em space after each but the last.
    private func words(_ advances: [Double]) -> [LineBreaker.Item] {
        var items: [LineBreaker.Item] = []
        for (index, advance) in advances.enumerated() {
            items.append(LineBreaker.Item(advance: advance, isSpace: false, breakBefore: index > 0))
            if index < advances.count - 1 { items.append(LineBreaker.Item(advance: 1, isSpace: true, breakBefore: false)) }
        }
        return items
    }

    @Test("a balloon's chords: as many lines as asked, each about as full as its chord, none past it")
    func chords() throws {
        // Words 1 1 1 5 in chords of 3 and 10 ems. Greedy: "1 1" (3, slack 0) | "1 5" (7,
        // slack 3), cost 0 + 9. Evened: "1" (1, slack 2) | "1 1 5" (9, slack 1), cost 4 + 1.
        #expect(LineBreaker.lines(words([1, 1, 1, 5]), width: 3).first == 0..<4)
        #expect(LineBreaker.chordLines(words([1, 1, 1, 5]), widths: [3, 10], lineCount: 2) == [0..<2, 2..<7])
        // A short top chord greedy crams: 1 1 1 4 4 in 5 and 12. "1 1 1" (5, slack 0) | "4 4"
        // (9, slack 3): 9; "1 1" (3, slack 2) | "1 4 4" (11, slack 1): 5, the even one.
        #expect(LineBreaker.chordLines(words([1, 1, 1, 4, 4]), widths: [5, 12], lineCount: 2) == [0..<4, 4..<9])
        // Five words of 2 in 8 and 12: "2 2" (5, slack 3) | "2 2 2" (8, slack 4): 25 beats
        // "2 2 2" (8, slack 0) | "2 2" (5, slack 7): 49, and "2" | "2 2 2 2" (11): 36 + 1.
        #expect(LineBreaker.chordLines(words([2, 2, 2, 2, 2]), widths: [8, 12], lineCount: 2) == [0..<4, 4..<9])
        // Where no line fits its chord, nil: the caller keeps the greedy lines, which split it.
        #expect(LineBreaker.chordLines(words([9, 1]), widths: [4, 4], lineCount: 2) == nil)
    }

    @Test("optimal (minikin, HIGH_QUALITY): words 3 2 2 5 in 6 ems take three even lines where greedy leaves a hole")
    func minikinWorkedExample() {
        let items = words([3, 2, 2, 5])
        // Greedy: "3 2" (slack 0) | "2" (slack 4) | "5". Scored: 0 + 16 + the last line free,
        // plus three line penalties of 6 (the width in ems) = 34.
        #expect(LineBreaker.lines(items, width: 6) == [0..<4, 4..<6, 6..<7])
        // "3" (slack 3) | "2 2" (slack 1) | "5": 9 + 1 + 18 = 28, the lowest.
        #expect(LineBreaker.optimalLines(items, width: 6, scoring: .minikin(width: 6)) == [0..<2, 2..<6, 6..<7])
        #expect(LineBreaker.Scoring.minikin(width: 6).linePenalty == 6)
    }

    @Test("optimal trades a line for slack as minikin's line penalty says")
    func minikinLinePenalty() {
        // 4 4 in 9 ems: one line "4 4" fits (9): slack 0, one penalty.
        #expect(LineBreaker.optimalLines(words([4, 4]), width: 9, scoring: .minikin(width: 9)) == [0..<3])
        // 5 1 5 in 7 ems: greedy "5 1" (7) | "5". Alternative "5" | "1 5" scores 4 + 14 against
        // 0 + 14: greedy stays.
        #expect(LineBreaker.optimalLines(words([5, 1, 5]), width: 7, scoring: .minikin(width: 7)) == [0..<4, 4..<5])
    }

    @Test("balance: the greedy line count, every line's slack scored (6 2 2 2 in 10 ems: 16 + 4 beats 1 + 25)")
    func balanced() {
        let items = words([6, 2, 2, 2])
        #expect(LineBreaker.lines(items, width: 10) == [0..<4, 4..<7])
        let scoring = LineBreaker.Scoring.chromium(width: 10, size: 16, balanced: true)
        #expect(LineBreaker.balancedLines(items, width: 10, scoring: scoring) == [0..<2, 2..<7])
        // Chromium's three-opportunity floor leaves two-opportunity text greedy; a bubble does not.
        #expect(LineBreaker.balancedLines(words([6, 2, 2]), width: 9, scoring: scoring, leastOpportunities: 3) == [0..<4, 4..<5])
        #expect(LineBreaker.balancedLines(words([6, 2, 2]), width: 9, scoring: scoring) == [0..<2, 2..<5])
    }

    @Test("pretty: a lone short last word is pushed down a word from the line before, keeping the line count")
    func pretty() {
        let scoring = LineBreaker.Scoring.chromium(width: 10, size: 16, balanced: false)
        // "6 2" | "2": "2" is under a third of 10 and one word. "6" | "2 2" costs 16, against
        // the orphan's 10 000 px² (39 em² at 16 px) where a line ends before the last word, and
        // four times that where the last line starts there.
        #expect(LineBreaker.prettyLines(words([6, 2, 2]), width: 10, scoring: scoring, shortPhrase: 0) == [0..<2, 2..<5])
        // Not lone (two words), or not short (4 ≥ 10/3): greedy.
        #expect(LineBreaker.prettyLines(words([6, 2, 1, 1]), width: 10, scoring: scoring, shortPhrase: 0) == [0..<4, 4..<7])
        #expect(LineBreaker.prettyLines(words([6, 3, 4]), width: 10, scoring: scoring, shortPhrase: 0) == [0..<4, 4..<5])
        // Where no re-breaking keeps the line count, greedy stays: "9" | "1" in 10 ems.
        #expect(LineBreaker.prettyLines(words([9, 1]), width: 9.5, scoring: scoring, shortPhrase: 0) == [0..<2, 2..<3])
    }

    @Test("pretty in Japanese: a last line of two characters is lone too, though a line may break between them")
    func prettyShortPhrase() {
        // Ten 1-em characters, a break before each; 8 ems: greedy 8 | 2.
        let items = (0..<10).map { LineBreaker.Item(advance: 1, isSpace: false, breakBefore: $0 > 0) }
        let scoring = LineBreaker.Scoring.chromium(width: 8, size: 16, balanced: false)
        #expect(LineBreaker.lines(items, width: 8) == [0..<8, 8..<10])
        #expect(LineBreaker.prettyLines(items, width: 8, scoring: scoring, shortPhrase: 0) == [0..<8, 8..<10], "a break inside: not lone")
        #expect(LineBreaker.prettyLines(items, width: 8, scoring: scoring, shortPhrase: 2) == [0..<7, 7..<10])
    }

    @Test("a word wider than the line: the scored modes keep the greedy lines, which split it")
    func tooWide() {
        let items = words([3, 12, 3])
        let greedy = LineBreaker.lines(items, width: 10)
        #expect(LineBreaker.balancedLines(items, width: 10, scoring: .chromium(width: 10, size: 16, balanced: true)) == greedy)
        #expect(LineBreaker.optimalLines(items, width: 10, scoring: .minikin(width: 10)) == greedy)
    }

    @Test("a phrase wider than the line breaks at its ordinary opportunities before splitting anywhere")
    func phraseInside() {
        // One phrase of six 1-em characters, ordinary opportunities before the 3rd and 5th.
        let items = (0..<6).map { LineBreaker.Item(advance: 1, isSpace: false, breakBefore: false, breakInsidePhrase: $0 == 2 || $0 == 4) }
        #expect(LineBreaker.lines(items, width: 4) == [0..<4, 4..<6])
        #expect(LineBreaker.lines(items, width: 3) == [0..<2, 2..<4, 4..<6])
    }
}
