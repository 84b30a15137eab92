import FukidashiTree

/// The text engine: per-run font choice, HarfBuzz shaping, Unicode line breaking with
/// kinsoku, bidirectional lines, `maxLines` with "…". Lines are chosen with the advances of
/// the shaped paragraph, then every line is shaped again on its own (so an Arabic letter at a
/// line's end takes its final form), and that one shaped result is both measured and drawn.
package struct ShapedTextLayout: TextLayoutEngine {
    let fonts: FontProvider
    let analyzer: TextAnalyzer
    /// Where words may take a hyphen (`hyphens: auto`); `nil`: nowhere.
    let hyphenator: Hyphenator?

    package init(fonts: FontProvider, analyzer: TextAnalyzer, hyphenator: Hyphenator? = nil) {
        self.fonts = fonts
        self.analyzer = analyzer
        self.hyphenator = hyphenator
    }

    /// A line as a slice of a paragraph's clusters, maybe ending with "…".
    private struct LineSpan: Hashable {
        let paragraph: Int
        var clusters: Range<Int>
        var ellipsis = false
        /// It ends inside a word too wide for it, not at an opportunity.
        var splitsWord = false
        /// It ends at a hyphenation point, with a hyphen.
        var hyphen = false

        /// The line of `items[range]`, with a hyphen where it ends at a hyphenation point.
        init(paragraph: Int, clusters: Range<Int>, items: [LineBreaker.Item]) {
            self.init(paragraph: paragraph, clusters: clusters)
            hyphen = clusters.upperBound < items.count && items[clusters.upperBound].endsWithHyphen
        }

        init(paragraph: Int, clusters: Range<Int>) {
            self.paragraph = paragraph
            self.clusters = clusters
        }
    }

    package func layout(_ text: String, style: TextStyle, availableWidth: Double?) -> TextLayout {
        let chain = fonts.faceChain(family: style.family, weight: style.weight, locale: style.locale)
        let size = style.size
        let limit = availableWidth.map { $0 / size }  // in ems
        let wrapWidth = style.wrap == .none ? nil : limit
        let paragraphs = analyzedParagraphs(text, style: style, chain: chain)

        var spans: [LineSpan] = []
        // Lines shaped while choosing the breaks, kept for drawing: each is shaped once.
        var shapedLines: [LineSpan: ShapedLine] = [:]
        // A balloon's lines each have a width of their own, counted across paragraphs.
        let lineLimits = wrapWidth == nil ? nil : style.lineWidths.map { $0.map { $0 / size } }
        func lineLimit(_ line: Int) -> Double? {
            guard let lineLimits, let last = lineLimits.last else { return wrapWidth }
            return line < lineLimits.count ? lineLimits[line] : last
        }
        for (index, paragraph) in paragraphs.enumerated() {
            if paragraph.clusters.isEmpty {
                spans.append(LineSpan(paragraph: index, clusters: 0..<0))
                continue
            }
            let first = spans.count
            spans += paragraphLines(
                index, paragraphs: paragraphs, style: style, limit: wrapWidth, limits: lineLimits == nil ? nil : { lineLimit(first + $0)! },
                shaped: &shapedLines)
        }

        // Text is never cut silently: a cut line ends with "…" and the caller warns.
        var truncated = false
        let ellipsis = Ellipsis(fonts: fonts, chain: chain, language: style.locale.identifier, orientation: orientation("…", style: style))
        if let maxLines = style.maxLines, spans.count > maxLines {
            spans = Array(spans.prefix(maxLines))
            spans[maxLines - 1] = ellipsized(
                spans[maxLines - 1], paragraphs: paragraphs, ellipsis: ellipsis, limit: lineLimits == nil ? limit : lineLimit(maxLines - 1))
            truncated = true
        }
        if style.wrap == .none, let limit {
            for i in spans.indices where visibleAdvance(spans[i], paragraphs) > limit + 1e-9 {
                spans[i] = ellipsized(spans[i], paragraphs: paragraphs, ellipsis: ellipsis, limit: limit)
                truncated = true
            }
        }

        let shaped = spans.enumerated().map { line, span in
            shapedLines[span] ?? shapeLine(span, paragraphs: paragraphs, ellipsis: ellipsis, style: style, limit: lineLimit(line))
        }
        let missing = paragraphs.flatMap { $0.clusters.flatMap(\.missing) }
        var layout = assemble(shaped, chain: chain, style: style, truncated: truncated, missing: missing)
        layout.splitsWords = spans.contains(where: \.splitsWord)
        layout.lacksHyphenation = style.hyphens && !text.isEmpty && hyphenator?.hyphenationPoints("", locale: style.locale) == nil
        return layout
    }

    /// How a character the layout adds (the ellipsis) stands in the style's lines.
    private func orientation(_ scalar: Unicode.Scalar, style: TextStyle) -> GlyphOrientation {
        guard style.vertical else { return .horizontal }
        return analyzer.isUprightInVerticalText(scalar) ? .upright : .sideways
    }

    /// The text measured once, for trying many line widths cheaply: a balloon's fitting search
    /// (`MeasuredText`). Its opportunities are the style's, and beside them, for Japanese
    /// under `wordBreak: auto`, the phrases' alone.
    package func measured(_ text: String, style: TextStyle) -> MeasuredText {
        let chain = fonts.faceChain(family: style.family, weight: style.weight, locale: style.locale)
        let paragraphs = analyzedParagraphs(text, style: style, chain: chain)
        let phrases = style.locale.hasPhraseBreaking && style.wrap == .normal
        let keepAll = style.wordBreak == .keepAll || (style.wordBreak == .auto && style.locale.isKorean)
        let own = paragraphs.map { breakItems($0, style: style, keepAll: keepAll, phrases: style.wordBreak == .phrase && phrases) }
        let whole = style.wordBreak == .auto && phrases ? paragraphs.map { breakItems($0, style: style, keepAll: keepAll, phrases: true) } : own
        var faces = Set(paragraphs.flatMap { $0.clusters.filter { !$0.range.isEmpty }.map(\.face) })
        if faces.isEmpty { faces.insert(chain[0]) }
        return MeasuredText(
            paragraphs: own, wholePhrases: whole, size: style.size, lineHeight: lineBox(faces, style: style).box,
            widths: paragraphs.map { $0.clusters.reduce(0) { $0 + $1.advance } * style.size })
    }

    /// The height every line of a text in `faces` takes (the tallest face's), and where its
    /// baseline sits in it.
    private func lineBox(_ faces: Set<FontFaceID>, style: TextStyle) -> (box: Double, baseline: Double, ascent: Double, descent: Double) {
        let metrics = faces.sorted().map(fonts.metrics)
        let size = style.size
        let ascent = metrics.map(\.ascent).max()! * size
        let descent = metrics.map(\.descent).max()! * size
        let gap = metrics.map(\.lineGap).max()! * size
        let natural = ascent + descent + gap
        let box = natural * style.lineHeight
        return (box, (box - natural) / 2 + gap / 2 + ascent, ascent, descent)
    }

    /// The text's paragraphs, each with its clusters' faces and advances (in ems).
    private func analyzedParagraphs(_ text: String, style: TextStyle, chain: [FontFaceID]) -> [ParagraphAnalyzer.Paragraph] {
        let spanChains = style.spans.map { span in
            fonts.faceChain(family: span.family ?? style.family, weight: span.weight ?? style.weight, italic: span.italic, locale: style.locale)
        }
        var paragraphAnalyzer = ParagraphAnalyzer(
            fonts: fonts, analyzer: analyzer, chain: chain, locale: style.locale,
            trimsPunctuation: style.trimsPunctuation, spanChains: spanChains)
        paragraphAnalyzer.vertical = style.vertical
        let texts = analyzer.precomposed(text)
            .replacing("\r\n", with: "\n")
            .split(omittingEmptySubsequences: false, whereSeparator: Self.endsParagraph)
            .map(String.init)
        // Each character's span, by paragraph: the split drops one separator between paragraphs.
        var spanOf = [Int?](repeating: nil, count: style.spans.isEmpty ? 0 : text.count)
        for (index, span) in style.spans.enumerated() {
            for offset in span.range where offset < spanOf.count { spanOf[offset] = index }
        }
        var paragraphStart = 0
        return text.isEmpty
            ? []
            : texts.map { paragraph -> ParagraphAnalyzer.Paragraph in
                let count = paragraph.count
                let spans = spanOf.isEmpty ? [] : Array(spanOf[min(paragraphStart, spanOf.count)..<min(paragraphStart + count, spanOf.count)])
                paragraphStart += count + 1
                return paragraphAnalyzer.analyze(paragraph, spans: spans)
            }
    }

    /// Line feed, carriage return, and the line and paragraph separators. Each is a cluster of
    /// its own (grapheme break class Control), so its one scalar is compared: comparing clusters
    /// with a non-ASCII literal would normalize every character of the text.
    private static func endsParagraph(_ character: Character) -> Bool {
        switch character.unicodeScalars.first?.value {
        case 0x0A, 0x0D, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// A paragraph's lines by its `wordBreak`. `auto` is Android 15's rule
    /// (`LINE_BREAK_WORD_STYLE_AUTO`): Korean keeps words whole; Japanese breaks by phrase
    /// when that still gives fewer than five lines (minikin's `LBW_AUTO_HEURISTICS_LINE_COUNT`),
    /// else by character.
    /// With `limits` (each line's width, by its index in the paragraph), lines are filled in
    /// order to their own widths.
    private func paragraphLines(
        _ index: Int, paragraphs: [ParagraphAnalyzer.Paragraph], style: TextStyle, limit: Double?, limits: ((Int) -> Double)?,
        shaped: inout [LineSpan: ShapedLine]
    ) -> [LineSpan] {
        let paragraph = paragraphs[index]
        func lines(keepAll: Bool, phrases: Bool) -> [LineSpan] {
            let items = breakItems(paragraph, style: style, keepAll: keepAll, phrases: phrases)
            if let limits {
                return chordLines(items, paragraph: index, paragraphs: paragraphs, style: style, limits: limits, shaped: &shaped)
            }
            return measuredLines(items, paragraph: index, paragraphs: paragraphs, style: style, limit: limit, shaped: &shaped)
        }
        let phrases = style.locale.hasPhraseBreaking && style.wrap == .normal
        switch style.wordBreak {
        case .normal: return lines(keepAll: false, phrases: false)
        case .keepAll: return lines(keepAll: true, phrases: false)
        case .phrase: return lines(keepAll: false, phrases: phrases)
        case .auto:
            if style.locale.isKorean { return lines(keepAll: true, phrases: false) }
            let plain = lines(keepAll: false, phrases: false)
            guard phrases, plain.count < 5 else { return plain }
            let byPhrase = lines(keepAll: false, phrases: true)
            return byPhrase.count < 5 ? byPhrase : plain
        }
    }

    /// The paragraph's clusters as the line breaker sees them: advances, opportunities, and
    /// what a line's ends take back or give up, as `shapeLine` sets them (`halt` is half an em).
    private func breakItems(_ paragraph: ParagraphAnalyzer.Paragraph, style: TextStyle, keepAll: Bool, phrases: Bool) -> [LineBreaker.Item] {
        let characters = paragraph.clusters.map(\.character)
        func opportunities(phrases: Bool) -> [Bool] {
            let unicodeBreaks = Set(analyzer.lineBreaks(paragraph.utf16, locale: style.locale, phrases: phrases))
            return BreakRules.opportunities(
                characters, unicodeBreakBefore: paragraph.clusters.map { unicodeBreaks.contains($0.range.lowerBound) }, mode: style.wrap,
                keepAll: keepAll)
        }
        let breaks = opportunities(phrases: phrases)
        let inside = phrases ? opportunities(phrases: false) : breaks
        var items = paragraph.clusters.indices.map { i in
            let cluster = paragraph.clusters[i], kind = PunctuationSpacing.kind(characters[i])
            return LineBreaker.Item(
                advance: cluster.advance, isSpace: cluster.isSpace, breakBefore: breaks[i],
                avoidBreakBefore: i > 0 && style.wrap == .normal && BreakRules.avoidsBreak(before: characters[i], after: characters[i - 1]),
                startRestore: cluster.halfWidth && kind == .opening ? cluster.advance : 0,
                endTrim: style.trimsPunctuation && !cluster.halfWidth && kind == .closing ? cluster.advance / 2 : 0,
                hangs: style.hangsPunctuation && kind == .stop, isPunctuation: BreakRules.isPunctuation(characters[i]),
                breakInsidePhrase: inside[i] && !breaks[i])
        }
        if style.hyphens, let hyphenator { hyphenate(&items, characters, paragraph: paragraph, style: style, hyphenator: hyphenator) }
        return items
    }

    /// Marks each word's hyphenation points (a word: letters between two non-letters), each
    /// with the width of the hyphen its line would end with, and of the word.
    private func hyphenate(
        _ items: inout [LineBreaker.Item], _ characters: [Character], paragraph: ParagraphAnalyzer.Paragraph, style: TextStyle,
        hyphenator: Hyphenator
    ) {
        // The hyphen's width in each face and orientation, shaped once.
        var hyphenWidths: [FontFaceID: [GlyphOrientation: Double]] = [:]
        var start = 0
        while start < characters.count {
            guard characters[start].isLetter else {
                start += 1
                continue
            }
            var end = start
            while end < characters.count, characters[end].isLetter { end += 1 }
            // The word's width as a line holds it: with the punctuation it cannot be broken from.
            var segment = (start: start, end: end)
            while segment.start > 0, !items[segment.start].breakBefore { segment.start -= 1 }
            while segment.end < items.count, !items[segment.end].breakBefore, !items[segment.end].isSpace { segment.end += 1 }
            let width = items[segment.start..<segment.end].reduce(0) { $0 + ($1.isSpace ? 0 : $1.advance) }
            if let narrowest = style.hyphenatesWordsWiderThan, width * style.size <= narrowest {
                start = end
                continue
            }
            for point in hyphenator.hyphenationPoints(String(characters[start..<end]), locale: style.locale) ?? []
            where point > 0 && point < end - start {
                items[start + point].hyphenBreak = true
                items[start + point].hyphenWordWidth = width
                let before = paragraph.clusters[start + point - 1]
                if hyphenWidths[before.face]?[before.orientation] == nil {
                    hyphenWidths[before.face, default: [:]][before.orientation] =
                        Hyphen(fonts: fonts, face: before.face, language: style.locale.identifier, orientation: before.orientation).advance
                }
                items[start + point].hyphenWidth = hyphenWidths[before.face]?[before.orientation] ?? 0
            }
            start = end
        }
    }

    /// The lines `textWrap` chooses from the paragraph's advances, each then shaped on its own.
    /// Where a shaped line comes out wider than the box (reshaping at its ends can widen it by
    /// a hair), the paragraph is filled greedily with the shaped widths instead.
    private func measuredLines(
        _ items: [LineBreaker.Item], paragraph: Int, paragraphs: [ParagraphAnalyzer.Paragraph],
        style: TextStyle, limit: Double?, shaped: inout [LineSpan: ShapedLine]
    ) -> [LineSpan] {
        guard let limit, style.wrap != .none,
            let ranges = LineBreaker.scoredLines(
                items, width: limit, textWrap: style.textWrap, size: style.size, shortPhrase: style.locale.setsCJKPunctuation ? 2 : 0,
                hyphens: style.hyphens)
        else {
            return greedyLines(items, paragraph: paragraph, paragraphs: paragraphs, style: style, limit: limit, shaped: &shaped)
        }
        var chosen: [(LineSpan, ShapedLine)] = []
        for range in ranges {
            let span = LineSpan(paragraph: paragraph, clusters: range, items: items)
            let line = shaped[span] ?? shapeLine(span, paragraphs: paragraphs, ellipsis: nil, style: style, limit: limit)
            guard line.width <= limit + 1e-9 || !items[range].dropFirst().contains(where: { $0.breakBefore || $0.breakInsidePhrase }) else {
                return greedyLines(items, paragraph: paragraph, paragraphs: paragraphs, style: style, limit: limit, shaped: &shaped)
            }
            chosen.append((span, line))
        }
        for (span, line) in chosen { shaped[span] = line }
        return chosen.map(\.0)
    }

    /// A balloon's lines, each to its own width (`limits`, by its index in the paragraph): as
    /// many as greedy filling gives, and but for `greedy`, broken so each chord is about as
    /// full as the next (`LineBreaker.chordLines`), each then shaped and checked; where one
    /// comes out wider than its chord, the greedy lines.
    private func chordLines(
        _ items: [LineBreaker.Item], paragraph: Int, paragraphs: [ParagraphAnalyzer.Paragraph],
        style: TextStyle, limits: (Int) -> Double, shaped: inout [LineSpan: ShapedLine]
    ) -> [LineSpan] {
        func greedy() -> [LineSpan] {
            greedyLines(items, paragraph: paragraph, paragraphs: paragraphs, style: style, limits: limits, shaped: &shaped)
        }
        // How many lines filling the chords in order takes, on the paragraph's advances: the
        // lines are shaped once, where they are chosen.
        let count = LineBreaker.lines(items, widths: limits).count
        guard style.textWrap != .greedy, count > 1, let ranges = LineBreaker.chordLines(items, widths: (0..<count).map(limits), lineCount: count)
        else { return greedy() }
        var chosen: [(LineSpan, ShapedLine)] = []
        for (index, range) in ranges.enumerated() {
            let span = LineSpan(paragraph: paragraph, clusters: range, items: items)
            let line = shaped[span] ?? shapeLine(span, paragraphs: paragraphs, ellipsis: nil, style: style, limit: limits(index))
            guard line.width <= limits(index) + 1e-9 else { return greedy() }
            chosen.append((span, line))
        }
        for (span, line) in chosen { shaped[span] = line }
        return chosen.map(\.0)
    }

    /// Greedy lines chosen with the paragraph's advances, then checked with each line shaped
    /// on its own: the measured width decides. A line that came out wider than the box breaks
    /// at its previous opportunity instead.
    private func greedyLines(
        _ items: [LineBreaker.Item], paragraph: Int, paragraphs: [ParagraphAnalyzer.Paragraph],
        style: TextStyle, limit: Double?, shaped: inout [LineSpan: ShapedLine]
    ) -> [LineSpan] {
        guard let limit else { return LineBreaker.lines(items, width: nil).map { LineSpan(paragraph: paragraph, clusters: $0) } }
        return greedyLines(items, paragraph: paragraph, paragraphs: paragraphs, style: style, limits: { _ in limit }, shaped: &shaped)
    }

    /// As above, each line to its own width (`limits`, by its index in the paragraph).
    private func greedyLines(
        _ items: [LineBreaker.Item], paragraph: Int, paragraphs: [ParagraphAnalyzer.Paragraph],
        style: TextStyle, limits: (Int) -> Double, shaped: inout [LineSpan: ShapedLine]
    ) -> [LineSpan] {
        let breaks = items.map(\.breakBefore)
        var spans: [LineSpan] = []
        var start = 0
        while start < items.count {
            let limit = limits(spans.count)
            var span = LineSpan(paragraph: paragraph, clusters: start..<LineBreaker.lineEnd(items, from: start, width: limit), items: items)
            var line = shapeLine(span, paragraphs: paragraphs, ellipsis: nil, style: style, limit: limit)
            // Back to the previous opportunity (or hyphenation point); inside a phrase too wide
            // for the line, the previous ordinary one.
            while line.width > limit + 1e-9, case let inside = span.clusters.lowerBound + 1..<visibleEnd(span, paragraphs),
                let earlier = inside.last(where: { breaks[$0] || items[$0].hyphenBreak }) ?? inside.last(where: { items[$0].breakInsidePhrase })
            {
                span = LineSpan(paragraph: paragraph, clusters: span.clusters.lowerBound..<earlier, items: items)
                line = shapeLine(span, paragraphs: paragraphs, ellipsis: nil, style: style, limit: limit)
            }
            span.splitsWord = span.clusters.upperBound < items.count && !breaks[span.clusters.upperBound] && !span.hyphen
            shaped[span] = line
            spans.append(span)
            start = span.clusters.upperBound
        }
        return spans
    }

    private func visibleEnd(_ span: LineSpan, _ paragraphs: [ParagraphAnalyzer.Paragraph]) -> Int {
        var end = span.clusters.upperBound
        while end > span.clusters.lowerBound, paragraphs[span.paragraph].clusters[end - 1].isSpace { end -= 1 }
        return end
    }

    private func visibleAdvance(_ span: LineSpan, _ paragraphs: [ParagraphAnalyzer.Paragraph]) -> Double {
        paragraphs[span.paragraph].clusters[span.clusters.lowerBound..<visibleEnd(span, paragraphs)].reduce(0) { $0 + $1.advance }
    }

    /// Drops clusters from the end (and the spaces before them) until the line and "…" fit.
    private func ellipsized(_ span: LineSpan, paragraphs: [ParagraphAnalyzer.Paragraph], ellipsis: Ellipsis, limit: Double?) -> LineSpan {
        var result = span
        result.ellipsis = true
        result.hyphen = false
        result.clusters = span.clusters.lowerBound..<visibleEnd(span, paragraphs)
        if let limit {
            while !result.clusters.isEmpty, visibleAdvance(result, paragraphs) + ellipsis.advance > limit + 1e-9 {
                result.clusters = result.clusters.lowerBound..<(result.clusters.upperBound - 1)
                result.clusters = result.clusters.lowerBound..<visibleEnd(result, paragraphs)
            }
        }
        return result
    }

    /// A glyph of a shaped line: its pen position along the line (in ems), and in a column
    /// how it stands there and, for tate-chu-yoko, where its pen is across the cell.
    fileprivate struct LineGlyphPlace {
        let face: FontFaceID
        let glyph: ShapedGlyph
        let x: Double
        var across = 0.0
        var orientation = GlyphOrientation.horizontal
        /// How far it moves the pen along the line: a tate-chu-yoko cell's first glyph the cell.
        var along: Double { orientation == .combined ? (isCellStart ? 1 : 0) : glyph.advance }
        var isCellStart = false
    }

    fileprivate struct ShapedLine {
        let text: String
        let glyphs: [LineGlyphPlace]
        /// Each glyph's span (index into the style's spans), if it is in one.
        let spans: [Int?]
        let advance: Double
        /// What the line's box must hold: the advance without punctuation hanging past the end.
        let width: Double
        let isRightToLeft: Bool
        let faces: Set<FontFaceID>
    }

    /// Shapes one line on its own and lays its runs out in visual order. With JLREQ spacing a
    /// closing bracket ending a line is trimmed when the line would not fit otherwise, and a
    /// line's start keeps its full width, as in Chromium; `、` and `。` may hang when asked.
    private func shapeLine(_ span: LineSpan, paragraphs: [ParagraphAnalyzer.Paragraph], ellipsis: Ellipsis?, style: TextStyle, limit: Double?)
        -> ShapedLine
    {
        let paragraph = paragraphs[span.paragraph]
        let visible = span.clusters.lowerBound..<visibleEnd(span, paragraphs)
        var clusters = Array(paragraph.clusters[visible])
        let start = clusters.first?.range.lowerBound ?? 0
        let end = clusters.last?.range.upperBound ?? start
        var utf16 = Array(paragraph.utf16[start..<end])
        for i in clusters.indices { clusters[i].range = (clusters[i].range.lowerBound - start)..<(clusters[i].range.upperBound - start) }
        if span.ellipsis, let ellipsis {
            let offset = utf16.count
            utf16.append(contentsOf: "…".utf16)
            var cluster = TextCluster(
                character: "…", range: offset..<offset + 1, face: ellipsis.face, level: paragraph.level,
                script: clusters.last?.script ?? "Zyyy", isSpace: false, missing: [])
            cluster.orientation = ellipsis.orientation
            clusters.append(cluster)
        }
        if span.hyphen, let last = clusters.last {
            let hyphen = Hyphen(fonts: fonts, face: last.face, language: style.locale.identifier, orientation: last.orientation)
            let offset = utf16.count
            utf16.append(contentsOf: String(hyphen.character).utf16)
            var cluster = TextCluster(
                character: hyphen.character, range: offset..<utf16.count, face: last.face, level: paragraph.level, script: last.script,
                isSpace: false, missing: [])
            cluster.orientation = last.orientation
            clusters.append(cluster)
        }
        // An opening bracket trimmed beside the punctuation that ended the line before is set
        // full width again: the pair it was trimmed for is broken.
        if span.clusters.lowerBound > 0, let first = clusters.first, PunctuationSpacing.kind(first.character) == .opening {
            clusters[0].halfWidth = false
        }
        var line = shapeClusters(&clusters, utf16: utf16, paragraph: paragraph, style: style)
        // A closing bracket at a line's end gives up its blank half where the line would not
        // fit otherwise (CSS's `allow-end`); a comma or stop never does, as in Chromium.
        if style.trimsPunctuation, !span.ellipsis, let limit, line.width > limit + 1e-9, let last = clusters.indices.last,
            PunctuationSpacing.kind(clusters[last].character) == .closing, !clusters[last].halfWidth
        {
            clusters[last].halfWidth = true
            line = shapeClusters(&clusters, utf16: utf16, paragraph: paragraph, style: style)
        }
        return line
    }

    private func shapeClusters(_ clusters: inout [TextCluster], utf16: [UInt16], paragraph: ParagraphAnalyzer.Paragraph, style: TextStyle)
        -> ShapedLine
    {
        let runs = clusters.shapeRuns(utf16, shaper: fonts, language: style.locale.identifier)
        var glyphs: [LineGlyphPlace] = []
        var spans: [Int?] = []
        var clusterAt = [Int](repeating: 0, count: utf16.count + 1)
        for (index, cluster) in clusters.enumerated() { for offset in cluster.range { clusterAt[offset] = index } }
        var pen = 0.0
        for index in BidiReordering.visualOrder(levels: runs.map(\.level)) {
            let run = runs[index]
            // Tate-chu-yoko digits are centred across their one-em cell.
            var across = run.orientation == .combined ? -run.glyphs.reduce(0) { $0 + $1.advance } / 2 : 0
            for (offset, glyph) in run.glyphs.enumerated() {
                var place = LineGlyphPlace(face: run.face, glyph: glyph, x: pen, across: across, orientation: run.orientation)
                place.isCellStart = offset == 0
                glyphs.append(place)
                spans.append(glyph.cluster < utf16.count ? clusters[clusterAt[glyph.cluster]].span : nil)
                if run.orientation == .combined { across += glyph.advance } else { pen += glyph.advance }
            }
            if run.orientation == .combined { pen += 1 }
        }
        var width = pen
        if style.hangsPunctuation, let last = clusters.last, PunctuationSpacing.kind(last.character) == .stop, paragraph.level & 1 == 0 {
            width -= last.advance
        }
        return ShapedLine(
            text: String(clusters.map(\.character)), glyphs: glyphs, spans: spans, advance: pen, width: width,
            isRightToLeft: paragraph.level & 1 == 1, faces: Set(clusters.filter { !$0.range.isEmpty }.map(\.face)))
    }

    /// Every line is as tall as the tallest face the whole text uses, so mixed-script lines
    /// keep an even rhythm; `lineHeight` scales that and splits the extra space evenly
    /// above and below (half-leading, as designers' tools do).
    private func assemble(
        _ lines: [ShapedLine], chain: [FontFaceID], style: TextStyle,
        truncated: Bool, missing: [Unicode.Scalar]
    ) -> TextLayout {
        var usedFaces = lines.reduce(into: Set<FontFaceID>()) { $0.formUnion($1.faces) }
        if usedFaces.isEmpty { usedFaces.insert(chain[0]) }
        let size = style.size
        let (box, baselineInBox, ascent, descent) = lineBox(usedFaces, style: style)
        // In a column every run shares the first face's central baseline, as a browser aligns
        // fallback fonts on the primary font's.
        let primary = fonts.metrics(of: chain[0])

        let laidOut = lines.enumerated().map { index, line in
            var glyphs: [LineGlyph] = []
            for (glyph, span) in zip(line.glyphs, line.spans) {
                var placed = lineGlyph(glyph, size: size, primary: primary)
                if let span {
                    placed.paint = style.spans[span].paint
                    placed.slanted = style.spans[span].italic && !fonts.isItalicFace(glyph.face) && !fonts.isEmojiFace(glyph.face)
                }
                glyphs.append(placed)
            }
            // A column's centre line is halfway across its box.
            var laid = LaidOutLine(
                text: line.text, width: line.width * size, baseline: Double(index) * box + (style.vertical ? box / 2 : baselineInBox),
                glyphs: glyphs, isRightToLeft: line.isRightToLeft)
            laid.decorations = decorations(line, style: style, ascent: ascent, descent: descent)
            return laid
        }
        let longest = laidOut.map(\.width).max() ?? 0, stacked = Double(lines.count) * box
        var layout = TextLayout(
            lines: laidOut, width: style.vertical ? stacked : longest, height: style.vertical ? longest : stacked, isTruncated: truncated,
            missingScalars: missing)
        layout.isVertical = style.vertical
        return layout
    }

    /// A glyph in points from its line's start: across a line, x along it and y down from the
    /// baseline; in a column, x down it and y rightwards from its centre line. Upright glyphs
    /// come from HarfBuzz placed from the centre line; sideways ones and tate-chu-yoko cells
    /// are set on the alphabetic baseline of the `primary` face, whose ascent and descent are
    /// centred on the line (CSS's central baseline).
    private func lineGlyph(_ place: LineGlyphPlace, size: Double, primary metrics: FaceMetrics) -> LineGlyph {
        let glyph = place.glyph
        // From the central baseline to the alphabetic one, across the line.
        let central = (metrics.ascent - metrics.descent) / 2
        let (x, y): (Double, Double)
        switch place.orientation {
        case .horizontal: (x, y) = (place.x + glyph.offsetX, glyph.offsetY)
        case .upright: (x, y) = (place.x + glyph.offsetY, glyph.offsetX)
        case .sideways: (x, y) = (place.x + glyph.offsetX, -central - glyph.offsetY)
        case .combined: (x, y) = (place.x + (0.5 + central) + glyph.offsetY, place.across + glyph.offsetX)
        }
        var placed = LineGlyph(face: place.face, id: glyph.id, x: x * size, y: y * size)
        placed.sideways = place.orientation == .sideways
        (placed.cluster, placed.pen) = (glyph.cluster, place.x * size)
        return placed
    }
}

extension ShapedTextLayout {
    /// The slant of emphasis in a face with no italic, as browsers synthesize it: 14°, CSS's
    /// default `oblique` angle. As a shear: x moves right by tan 14° per unit of height.
    static let syntheticSlant = 0.2493

    /// Underlines and strikethroughs, merged over neighbouring glyphs of one paint: an
    /// underline's middle sits 12 % of the font size below the baseline, a strike 30 % of the
    /// ascent above it; both are 6 % of the size thick (1 pt at 16 pt).
    fileprivate func decorations(_ line: ShapedLine, style: TextStyle, ascent: Double, descent: Double) -> [TextDecoration] {
        var result: [TextDecoration] = []
        let size = style.size
        let thickness = max(0.5, size * 0.06)
        // In a column a strike runs down its centre line and an underline beside it on the
        // right, as Japanese sets a side line (CSS's `text-underline-position` for `ja`).
        func acrossOffset(strike: Bool) -> Double {
            if style.vertical { return strike ? 0 : size * 0.62 }
            return strike ? -ascent * 0.3 : size * 0.12
        }
        for kind in [false, true] {  // underline, then strikethrough
            var open: (minX: Double, maxX: Double, paint: Int)?
            func close() {
                if let run = open {
                    result.append(
                        TextDecoration(
                            minX: run.minX, maxX: run.maxX, y: acrossOffset(strike: kind),
                            thickness: thickness, paint: run.paint))
                }
                open = nil
            }
            for (glyph, span) in zip(line.glyphs, line.spans) {
                guard let span, kind ? style.spans[span].strikethrough : style.spans[span].underline else {
                    close()
                    continue
                }
                let paint = style.spans[span].paint
                let minX = glyph.x * size, maxX = (glyph.x + glyph.along) * size
                if let run = open, run.paint == paint, abs(run.maxX - minX) < 1e-6 {
                    open = (run.minX, maxX, paint)
                } else {
                    close()
                    open = (minX, maxX, paint)
                }
            }
            close()
        }
        return result
    }
}
