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
        /// What the item may give up when it ends a line (a closing bracket's blank half).
        var endTrim: Double = 0
        /// Like a space, it may hang past the line's end (`、` and `。`, when asked).
        var hangs: Bool = false
    }

    /// Lines as index ranges (trailing spaces included). With `width == nil` nothing wraps.
    /// Where no opportunity fits, the line breaks between items: a word wider than the
    /// line is split, and every line holds at least one item, so the loop always ends.
    static func lines(_ items: [Item], width: Double?) -> [Range<Int>] {
        guard let width else { return items.isEmpty ? [] : [0..<items.count] }
        var lines: [Range<Int>] = []
        var start = 0
        while start < items.count {
            let end = lineEnd(items, from: start, width: width)
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// Where the line that starts at `start` ends (its trailing spaces included).
    static func lineEnd(_ items: [Item], from start: Int, width: Double) -> Int {
        let tolerance = 1e-9
        var x = 0.0
        var lastOpportunity: Int?
        var i = start
        while i < items.count {
            if i > start, items[i].breakBefore { lastOpportunity = i }
            let next = x + items[i].advance
            if !items[i].isSpace, !items[i].hangs, i > start, next - items[i].endTrim > width + tolerance {
                var end = lastOpportunity ?? forcedBreak(items, start: start, overflow: i)
                while end < items.count, items[end].isSpace { end += 1 }
                return end
            }
            x = next
            i += 1
        }
        return items.count
    }

    /// Where a word too wide for the line is split: as late as possible, but not where the
    /// break rules say a line must not start; if every place is such, at the overflow.
    private static func forcedBreak(_ items: [Item], start: Int, overflow: Int) -> Int {
        var j = overflow
        while j > start + 1, items[j].avoidBreakBefore { j -= 1 }
        return items[j].avoidBreakBefore ? overflow : j
    }

    /// The width of a line without its hanging trailing spaces.
    static func visibleWidth(_ items: ArraySlice<Item>) -> Double {
        var end = items.endIndex
        while end > items.startIndex, items[end - 1].isSpace { end -= 1 }
        return items[items.startIndex..<end].reduce(0) { $0 + $1.advance }
    }
}
