/// Greedy line filling over measured clusters. Pure: it knows widths and break
/// opportunities, not fonts, so its choices are unit-tested with plain numbers.
struct LineBreaker {
    struct Item: Hashable {
        let advance: Double
        /// Spaces hang at the end of a line: they never cause a break and never start one.
        let isSpace: Bool
        /// A line may start at this item (a break opportunity before it).
        let breakBefore: Bool
        /// Even a forced break should not fall here (kinsoku: "。" would start a line).
        var avoidBreakBefore: Bool = false
        /// What the item takes back when it starts a line (an opening bracket trimmed beside
        /// the punctuation before it is set full width again at a line's start).
        var startRestore: Double = 0
        /// What the item may give up when it ends a line (a closing bracket's blank half).
        var endTrim: Double = 0
        /// Like a space, it may hang past the line's end (`、` and `。`, when asked).
        var hangs: Bool = false
        /// Punctuation or a symbol: not counted as a character of a lone phrase (`pretty`).
        var isPunctuation: Bool = false
        /// Where `breakBefore` marks phrases only (`wordBreak: phrase`): the ordinary rules'
        /// opportunity, taken inside a phrase wider than the line.
        var breakInsidePhrase: Bool = false
        /// A hyphenation point before this item (`hyphens: auto`): a line may end here with a
        /// hyphen of `hyphenWidth` added.
        var hyphenBreak: Bool = false
        var hyphenWidth: Double = 0
        /// The width of the word a hyphenation point is in (a balloon hyphenates only words
        /// wider than it is).
        var hyphenWordWidth: Double = 0

        /// A line may end before this item with a hyphen added (not at an ordinary opportunity).
        var endsWithHyphen: Bool { hyphenBreak && !breakBefore }
    }

    /// Lines as index ranges (trailing spaces included). With `width == nil` nothing wraps.
    /// Where no opportunity fits, the line breaks between items: a word wider than the
    /// line is split, and every line holds at least one item, so the loop always ends.
    static func lines(_ items: [Item], width: Double?) -> [Range<Int>] {
        guard let width else { return items.isEmpty ? [] : [0..<items.count] }
        return lines(items, widths: { _ in width })
    }

    /// As `lines(_:width:)`, each line to its own width (`widths`, by its index): a balloon's chords.
    static func lines(_ items: [Item], widths: (Int) -> Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < items.count {
            let end = lineEnd(items, from: start, width: widths(lines.count))
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// Where the line that starts at `start` ends (its trailing spaces included): at the last
    /// opportunity where the line, as it would be set there, fits.
    static func lineEnd(_ items: [Item], from start: Int, width: Double) -> Int {
        let tolerance = 1e-9
        // The line's width so far, and its width at its last item that neither hangs nor is a
        // space, as set if the line ended there.
        var x = start > 0 ? items[start].startRestore : 0
        var ink = x
        var lastOpportunity: Int?
        var i = start
        while i < items.count {
            if i > start, items[i].breakBefore ? ink <= width + tolerance : items[i].hyphenBreak && ink + items[i].hyphenWidth <= width + tolerance {
                lastOpportunity = i
            }
            let next = x + items[i].advance
            if !items[i].isSpace, !items[i].hangs, i > start, next - items[i].endTrim > width + tolerance {
                var end = lastOpportunity ?? phraseBreak(items, start: start, overflow: i) ?? forcedBreak(items, start: start, overflow: i)
                while end < items.count, items[end].isSpace { end += 1 }
                return end
            }
            x = next
            if !items[i].isSpace, !items[i].hangs { ink = x - items[i].endTrim }
            i += 1
        }
        return items.count
    }

    /// Inside a phrase wider than the line: its last ordinary opportunity before the overflow.
    private static func phraseBreak(_ items: [Item], start: Int, overflow: Int) -> Int? {
        (start + 1...overflow).last { items[$0].breakInsidePhrase }
    }

    /// Where a word too wide for the line is split: as late as possible, but not where the
    /// break rules say a line must not start. Where every place is such (`「資」`, `？！`, `。、、`),
    /// kinsoku wins over the box: the line runs on to the next opportunity, as in browsers.
    private static func forcedBreak(_ items: [Item], start: Int, overflow: Int) -> Int {
        var j = overflow
        while j > start + 1, items[j].avoidBreakBefore { j -= 1 }
        if !items[j].avoidBreakBefore { return j }
        return items[(overflow + 1)...].firstIndex(where: \.breakBefore) ?? items.count
    }

    /// The width of a line without its hanging trailing spaces.
    static func visibleWidth(_ items: ArraySlice<Item>) -> Double {
        var end = items.endIndex
        while end > items.startIndex, items[end - 1].isSpace { end -= 1 }
        return items[items.startIndex..<end].reduce(0) { $0 + $1.advance }
    }
}
