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
