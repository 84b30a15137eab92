import FukidashiTree

/// The line choices that look at a whole paragraph (`pretty`, `balance`, `optimal`): dynamic
/// programming over the break opportunities, scored as minikin (Android's
/// `OptimalLineBreaker`) and Chromium's `ScoreLineBreaker`, its stated port, score them. Pure:
/// widths in ems and opportunities, tested with plain numbers.
extension LineBreaker {
    /// What a layout costs. A line's cost is its slack squared (`delta²`, in em²); every line
    /// adds `linePenalty`; the opportunity just before the paragraph's end adds
    /// `orphanPenalty` where a line breaks there, and that again `lastLineStartMultiplier`
    /// times when the last line starts there. An overfull line is never chosen.
    struct Scoring: Hashable {
        var linePenalty: Double
        /// `balance` scores the last line's slack like any other's; the others leave it free.
        var scoresLastLine = false
        var orphanPenalty = 0.0
        var lastLineStartMultiplier = 4.0
        /// Added for each line that ends with a hyphen: half the line penalty, in both.
        var hyphenPenalty: Double { linePenalty / 2 }

        /// Android's `BREAK_STRATEGY_HIGH_QUALITY` (minikin's `computePenalties`): hyphen
        /// penalty ½ × size × width, four times that at the normal hyphenation frequency
        /// (`hyphens: auto`), line penalty twice the hyphen's. In ems (both sides divided by
        /// size²): the line penalty is the width in ems, or four times it.
        static func minikin(width: Double, hyphens: Bool = false) -> Scoring { Scoring(linePenalty: hyphens ? 4 * width : width) }

        /// Chromium's `ScoreLineBreaker::SetupParameters` for ragged text (hyphen penalty
        /// 2 × width × size, line penalty twice that) with its orphan penalty of 10 000 px²,
        /// all in ems for a font of `size` points.
        static func chromium(width: Double, size: Double, balanced: Bool) -> Scoring {
            Scoring(linePenalty: 4 * width, scoresLastLine: balanced, orphanPenalty: 10_000 / max(size * size, 1e-9))
        }
    }

    /// The lines `textWrap` chooses for a font of `size` points, or `nil` for `greedy`, which
    /// the caller fills with each line's shaped width instead. `shortPhrase`: see `prettyLines`.
    static func scoredLines(
        _ items: [Item], width: Double, textWrap: TextWrapStyle, size: Double, shortPhrase: Int, hyphens: Bool = false
    ) -> [Range<Int>]? {
        switch textWrap {
        case .greedy: nil
        case .pretty: prettyLines(items, width: width, scoring: .chromium(width: width, size: size, balanced: false), shortPhrase: shortPhrase)
        case .balance: balancedLines(items, width: width, scoring: .chromium(width: width, size: size, balanced: true))
        case .optimal: optimalLines(items, width: width, scoring: .minikin(width: width, hyphens: hyphens))
        }
    }

    /// What `pretty` calls a lone last line: no opportunity inside it, or, where
    /// `shortPhrase` is above 0 (Japanese and Chinese), at most that many characters that
    /// are not punctuation.
    static func isLone(_ items: [Item], _ line: Range<Int>, shortPhrase: Int) -> Bool {
        let inside = line.dropFirst()
        if !inside.contains(where: { items[$0].breakBefore }) { return true }
        guard shortPhrase > 0 else { return false }
        return line.filter { !items[$0].isSpace && !items[$0].isPunctuation }.count <= shortPhrase
    }

    /// `text-wrap: pretty`, as Chromium sets it, then further: where the greedy last line is
    /// lone and under a third of the width, the last four lines (Chromium's
    /// `kMaxLinesForOptimal`) are broken again with the orphan penalty, keeping their count;
    /// where a lone line remains and the paragraph is longer, the whole paragraph is.
    static func prettyLines(_ items: [Item], width: Double, scoring: Scoring, shortPhrase: Int) -> [Range<Int>] {
        let greedy = lines(items, width: width)
        guard greedy.count > 1, let last = greedy.last, needsPushing(items, last, width: width, shortPhrase: shortPhrase) else {
            return greedy
        }
        // In Japanese and Chinese, a line may start before each of the last few characters:
        // every such start is an orphan's.
        var phraseStart: Int?
        if shortPhrase > 0 {
            var letters = 0
            var i = items.count
            while i > 0, letters + (items[i - 1].isSpace || items[i - 1].isPunctuation ? 0 : 1) <= shortPhrase {
                i -= 1
                if !items[i].isSpace, !items[i].isPunctuation { letters += 1 }
            }
            phraseStart = i
        }
        // Chromium's pass first (its last four lines, at least three opportunities among
        // them); then, where a lone line remains, the whole paragraph with any opportunity.
        var result = greedy
        for (window, least) in [(min(4, greedy.count), 3), (greedy.count, 1)] {
            let kept = greedy.count - window
            let start = greedy[kept].lowerBound
            guard
                let tail = scoredLines(
                    items, from: start, width: width, scoring: scoring, lineCount: window, orphansFrom: phraseStart, leastOpportunities: least)
            else { continue }
            result = Array(greedy.prefix(kept)) + tail
            if let end = result.last, !needsPushing(items, end, width: width, shortPhrase: shortPhrase) { break }
        }
        return result
    }

    /// Chromium's trigger for `pretty`: the last line is under a third of the width and lone.
    private static func needsPushing(_ items: [Item], _ line: Range<Int>, width: Double, shortPhrase: Int) -> Bool {
        visibleWidth(items[line]) < width / 3 && isLone(items, line, shortPhrase: shortPhrase)
    }

    /// `text-wrap: balance`: every line's slack scored, the greedy line count kept (where
    /// Chromium falls back to greedy lines instead, these are still balanced).
    /// `leastOpportunities`: Chromium's three; a bubble's short title balances with one.
    static func balancedLines(_ items: [Item], width: Double, scoring: Scoring, leastOpportunities: Int = 1) -> [Range<Int>] {
        let greedy = lines(items, width: width)
        guard greedy.count > 1 else { return greedy }
        return scoredLines(items, from: 0, width: width, scoring: scoring, lineCount: greedy.count, leastOpportunities: leastOpportunities)
            ?? greedy
    }

    /// Android's `HIGH_QUALITY`: the lowest score for any number of lines.
    static func optimalLines(_ items: [Item], width: Double, scoring: Scoring) -> [Range<Int>] {
        let greedy = lines(items, width: width)
        guard greedy.count > 1 else { return greedy }
        return scoredLines(items, from: 0, width: width, scoring: scoring, lineCount: nil) ?? greedy
    }

    /// A balloon's lines, each in its own chord (`widths`, by line): as many as the greedy
    /// filling gives, with every line's slack scored, so each chord is about as full as the
    /// next and the block follows the outline with an even margin, as a letterer breaks lines
    /// by hand; a hyphen costs as in `balance`. `nil` where no such lines fit.
    static func chordLines(_ items: [Item], widths: [Double], lineCount: Int) -> [Range<Int>]? {
        guard lineCount > 1, let widest = widths.max() else { return nil }
        return scoredLines(
            items, from: 0, width: widest, scoring: Scoring(linePenalty: 4 * widest, scoresLastLine: true), lineCount: lineCount,
            widths: widths)
    }

    /// The best lines for `items[start...]`, with exactly `lineCount` lines when given. `nil`
    /// when there are fewer than `leastOpportunities` to choose among (Chromium asks for
    /// three, `kMinCandidates`), or no layout has every line fit (a word wider than the line:
    /// the caller keeps the greedy lines, which split it).
    /// `orphansFrom`: the orphan penalty falls on every opportunity at or after this item (a
    /// lone phrase's), not only the last.
    /// `widths`: with `lineCount`, each line's own width (the last repeats) in place of `width`.
    static func scoredLines(
        _ items: [Item], from start: Int, width: Double, scoring: Scoring, lineCount: Int?, orphansFrom: Int? = nil,
        leastOpportunities: Int = 1, widths: [Double]? = nil
    ) -> [Range<Int>]? {
        let candidates = [start] + (start + 1..<items.count).filter { items[$0].breakBefore || items[$0].hyphenBreak } + [items.count]
        guard candidates.count >= max(1, leastOpportunities) + 2 else { return nil }
        let geometry = LineGeometry(items)
        let lastOpportunity = candidates.count - 2
        func penalty(_ c: Int) -> Double {
            guard candidates.count >= 4, c <= lastOpportunity, c > 0 else { return 0 }
            return c == lastOpportunity || candidates[c] >= (orphansFrom ?? items.count) ? scoring.orphanPenalty : 0
        }
        let tolerance = 1e-9
        let layers = lineCount ?? 1
        // best[l][c]: the lowest cost of lines ending at candidate c, with l + 1 lines (or any
        // number, in one layer, without a count); from[l][c]: where that last line starts.
        var best = [[Double]](repeating: [Double](repeating: .infinity, count: candidates.count), count: layers)
        var from = [[Int]](repeating: [Int](repeating: -1, count: candidates.count), count: layers)
        let end = candidates.count - 1
        for c in 1..<candidates.count {
            let isLast = c == end
            for layer in 0..<layers {
                let width = widths.map { $0[min(layer, $0.count - 1)] } ?? width
                // Starts from the nearest back; `<=`: on a tie the earlier start wins. Ties are
                // common in CJK text, where every glyph is 1 em; this way agrees with Chromium
                // most often (the reference test lists the ties where it does not). A start whose
                // line would be far too wide ends the loop: every earlier one is wider still (a
                // restored bracket adds at most an em).
                for a in stride(from: c - 1, through: 0, by: -1) {
                    if geometry.ink(from: candidates[a], to: candidates[c]) > width + 1 + tolerance { break }
                    let before: Double
                    if lineCount == nil {
                        before = a == 0 ? 0 : best[0][a]
                    } else {
                        before = layer == 0 ? (a == 0 ? 0 : .infinity) : (a == 0 ? .infinity : best[layer - 1][a])
                    }
                    guard before.isFinite else { continue }
                    let delta = width - geometry.width(from: candidates[a], to: candidates[c])
                    if delta < -tolerance { continue }
                    let cost: Double =
                        isLast && !scoring.scoresLastLine ? scoring.lastLineStartMultiplier * penalty(a) : delta * delta
                    let hyphen = candidates[c] < items.count && items[candidates[c]].endsWithHyphen ? scoring.hyphenPenalty : 0
                    let total = before + cost + penalty(c) + scoring.linePenalty + hyphen
                    if total <= best[layer][c] {
                        best[layer][c] = total
                        from[layer][c] = a
                    }
                }
            }
        }
        let finalLayer = layers - 1
        guard best[finalLayer][end].isFinite else { return nil }
        var ranges: [Range<Int>] = []
        var c = end
        var layer = finalLayer
        while c > 0 {
            let a = from[layer][c]
            ranges.append(candidates[a]..<candidates[c])
            c = a
            if lineCount != nil { layer -= 1 }
        }
        return ranges.reversed()
    }
}

/// A line's width between two opportunities in constant time, as the greedy filler sets it:
/// a start's restored bracket, the ink up to the last item that is neither a space nor
/// hanging punctuation, that item's trimmed end.
private struct LineGeometry {
    /// `x[i]`: the advance of every item before `i`.
    let x: [Double]
    /// `inkEnd[e]`: where the ink of a line ending before `e` ends, and the index of its last inked item.
    let inkEnd: [(position: Double, index: Int)]
    let restore: [Double]
    /// `hyphen[e]`: what a hyphen adds to a line that ends before `e` at a hyphenation point.
    let hyphen: [Double]

    init(_ items: [LineBreaker.Item]) {
        var x = [0.0]
        x.reserveCapacity(items.count + 1)
        for item in items { x.append(x.last! + item.advance) }
        var inkEnd: [(Double, Int)] = [(0, -1)]
        for (i, item) in items.enumerated() {
            inkEnd.append(item.isSpace || item.hangs ? inkEnd.last! : (x[i + 1] - item.endTrim, i))
        }
        self.x = x
        self.inkEnd = inkEnd
        restore = items.map(\.startRestore)
        hyphen = items.map { $0.endsWithHyphen ? $0.hyphenWidth : 0 } + [0]
    }

    /// The ink's extent without a restored bracket: it only grows as `start` moves back.
    func ink(from start: Int, to end: Int) -> Double {
        let ink = inkEnd[end]
        return ink.index >= start ? ink.position - x[start] : 0
    }

    func width(from start: Int, to end: Int) -> Double {
        let ink = inkEnd[end]
        let right = ink.index >= start ? ink.position : x[start]
        return right - x[start] + (start > 0 ? restore[start] : 0) + hyphen[end]
    }
}
