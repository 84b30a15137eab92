/// A text's paragraphs measured once, as the line breaker sees them: a balloon's fitting
/// search tries many sets of line widths, and each try is then only greedy filling over these
/// advances, with no shaping. The lines it settles on are laid out for real once, and checked.
package struct MeasuredText: Sendable {
    /// Each paragraph's clusters with the style's opportunities.
    let paragraphs: [[LineBreaker.Item]]
    /// The same with the phrases' opportunities alone where the style breaks Japanese by
    /// phrase when that is short (`wordBreak: auto`): a letterer keeps phrases whole.
    let wholePhrases: [[LineBreaker.Item]]
    /// Points per em: the items' advances are in ems.
    let size: Double
    /// Every line's height, in points: the tallest face the text uses sets it.
    package let lineHeight: Double
    /// Each paragraph's width on one line, in points.
    package let widths: [Double]

    init(paragraphs: [[LineBreaker.Item]], wholePhrases: [[LineBreaker.Item]], size: Double, lineHeight: Double, widths: [Double]) {
        (self.paragraphs, self.wholePhrases, self.size, self.lineHeight, self.widths) = (paragraphs, wholePhrases, size, lineHeight, widths)
    }

    /// Whether any word may take a hyphen (`hyphens: auto`, and patterns for the language).
    package var hyphenates: Bool { paragraphs.contains { $0.contains(where: \.hyphenBreak) } }

    /// What greedy filling gives with line `i` at most `widths[i]` points wide (the last width
    /// repeats): how many lines, whether one split a word (broke where there is no
    /// opportunity; with `wholePhrases`, inside a phrase), and whether one runs past its width
    /// (where kinsoku allows no break).
    /// `hyphenating`: the words wider than this many points may end lines at their hyphenation
    /// points; `nil`, none.
    package func lines(widths: [Double], wholePhrases whole: Bool, hyphenating: Double?) -> (count: Int, splitsWords: Bool, overflows: Bool) {
        guard let last = widths.last else { return (paragraphs.count, false, false) }
        var count = 0, splits = false, overflows = false
        for var items in whole ? wholePhrases : paragraphs {
            for i in items.indices where items[i].hyphenBreak {
                items[i].hyphenBreak = hyphenating.map { items[i].hyphenWordWidth * size > $0 } ?? false
            }
            guard !items.isEmpty else {
                count += 1
                continue
            }
            var start = 0
            while start < items.count {
                let limit = (count < widths.count ? widths[count] : last) / size
                let end = LineBreaker.lineEnd(items, from: start, width: limit)
                let hyphen = end < items.count && items[end].endsWithHyphen
                if end < items.count, !items[end].breakBefore, !hyphen { splits = true }
                if LineBreaker.visibleWidth(items[start..<end]) + (hyphen ? items[end].hyphenWidth : 0) > limit + 1e-9 { overflows = true }
                count += 1
                start = end
            }
        }
        return (count, splits, overflows)
    }
}
