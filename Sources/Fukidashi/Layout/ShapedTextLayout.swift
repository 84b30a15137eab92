import FukidashiSpec

/// The text engine: per-run font choice, HarfBuzz shaping, Unicode line breaking with
/// kinsoku, bidirectional lines, `maxLines` with "…". Lines are chosen with the advances of
/// the shaped paragraph, then every line is shaped again on its own (so an Arabic letter at a
/// line's end takes its final form), and that one shaped result is both measured and drawn.
struct ShapedTextLayout: TextLayoutEngine {
    let fonts: FontProvider
    let analyzer: TextAnalyzer

    /// A line as a slice of a paragraph's clusters, maybe ending with "…".
    private struct LineSpan {
        let paragraph: Int
        var clusters: Range<Int>
        var ellipsis = false
    }

    func layout(_ text: String, style: TextStyle, availableWidth: Double?) -> TextLayout {
        let chain = fonts.faceChain(family: style.family, weight: style.weight, locale: style.locale)
        let paragraphAnalyzer = ParagraphAnalyzer(fonts: fonts, analyzer: analyzer, chain: chain, locale: style.locale,
                                                  trimsPunctuation: style.trimsPunctuation)
        let size = style.size
        let limit = availableWidth.map { $0 / size }  // in ems
        let wrapWidth = style.wrap == .none ? nil : limit

        let texts = analyzer.precomposed(text)
            .replacing("\r\n", with: "\n")
            .split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }
            .map(String.init)
        let paragraphs = text.isEmpty ? [] : texts.map(paragraphAnalyzer.analyze)

        var spans: [LineSpan] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let characters = paragraph.clusters.map(\.character)
            let unicodeBreaks = Set(analyzer.lineBreaks(paragraph.utf16, locale: style.locale))
            let breaks = BreakRules.opportunities(characters, unicodeBreakBefore: paragraph.clusters.map { unicodeBreaks.contains($0.range.lowerBound) }, mode: style.wrap)
            let items = paragraph.clusters.indices.map { i in
                let kind = PunctuationSpacing.kind(characters[i])
                return LineBreaker.Item(advance: paragraph.clusters[i].advance, isSpace: paragraph.clusters[i].isSpace, breakBefore: breaks[i],
                                        avoidBreakBefore: i > 0 && style.wrap == .normal && BreakRules.avoidsBreak(before: characters[i], after: characters[i - 1]),
                                        endTrim: style.trimsPunctuation && kind != nil && kind != .opening && !paragraph.clusters[i].halfWidth ? paragraph.clusters[i].advance / 2 : 0,
                                        hangs: style.hangsPunctuation && kind == .stop)
            }
            if items.isEmpty { spans.append(LineSpan(paragraph: index, clusters: 0..<0)); continue }
            spans += measuredLines(items, breaks: breaks, paragraph: index, paragraphs: paragraphs, style: style, limit: wrapWidth)
        }

        // Text is never cut silently: a cut line ends with "…" and the caller warns.
        var truncated = false
        let ellipsis = Ellipsis(fonts: fonts, chain: chain, language: style.locale.identifier)
        if let maxLines = style.maxLines, spans.count > maxLines {
            spans = Array(spans.prefix(maxLines))
            spans[maxLines - 1] = ellipsized(spans[maxLines - 1], paragraphs: paragraphs, ellipsis: ellipsis, limit: limit)
            truncated = true
        }
        if style.wrap == .none, let limit {
            for i in spans.indices where visibleAdvance(spans[i], paragraphs) > limit + 1e-9 {
                spans[i] = ellipsized(spans[i], paragraphs: paragraphs, ellipsis: ellipsis, limit: limit)
                truncated = true
            }
        }

        let shaped = spans.map { shapeLine($0, paragraphs: paragraphs, ellipsis: ellipsis, style: style, limit: wrapWidth) }
        let missing = paragraphs.flatMap { $0.clusters.flatMap(\.missing) }
        return assemble(shaped, chain: chain, style: style, truncated: truncated, missing: missing)
    }

    /// Lines chosen with the paragraph's advances, then checked with each line shaped on its
    /// own: the measured width decides. A line that came out wider than the box (reshaping at
    /// its ends can widen it by a hair) breaks at its previous opportunity instead.
    private func measuredLines(_ items: [LineBreaker.Item], breaks: [Bool], paragraph: Int, paragraphs: [ParagraphAnalyzer.Paragraph],
                               style: TextStyle, limit: Double?) -> [LineSpan] {
        guard let limit else { return LineBreaker.lines(items, width: nil).map { LineSpan(paragraph: paragraph, clusters: $0) } }
        var spans: [LineSpan] = []
        var start = 0
        while start < items.count {
            let first = LineBreaker.lines(Array(items[start...]), width: limit)[0]
            var span = LineSpan(paragraph: paragraph, clusters: start..<(start + first.upperBound))
            while shapeLine(span, paragraphs: paragraphs, ellipsis: nil, style: style, limit: limit).width > limit + 1e-9,
                  let earlier = (span.clusters.lowerBound + 1..<visibleEnd(span, paragraphs)).last(where: { breaks[$0] }) {
                span.clusters = span.clusters.lowerBound..<earlier
            }
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
        result.clusters = span.clusters.lowerBound..<visibleEnd(span, paragraphs)
        if let limit {
            while !result.clusters.isEmpty, visibleAdvance(result, paragraphs) + ellipsis.advance > limit + 1e-9 {
                result.clusters = result.clusters.lowerBound..<(result.clusters.upperBound - 1)
                result.clusters = result.clusters.lowerBound..<visibleEnd(result, paragraphs)
            }
        }
        return result
    }

    private struct ShapedLine {
        let text: String
        let glyphs: [(face: FontFaceID, glyph: ShapedGlyph, x: Double)]
        let advance: Double
        /// What the line's box must hold: the advance without punctuation hanging past the end.
        let width: Double
        let isRightToLeft: Bool
        let faces: Set<FontFaceID>
    }

    /// Shapes one line on its own and lays its runs out in visual order. With JLREQ spacing
    /// an opening bracket starting a line (not a paragraph) is trimmed, and so is a closing
    /// one ending it when the line would not fit otherwise; `、` and `。` may hang.
    private func shapeLine(_ span: LineSpan, paragraphs: [ParagraphAnalyzer.Paragraph], ellipsis: Ellipsis?, style: TextStyle, limit: Double?) -> ShapedLine {
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
            clusters.append(TextCluster(character: "…", range: offset..<offset + 1, face: ellipsis.face, level: paragraph.level,
                                        script: clusters.last?.script ?? "Zyyy", isSpace: false, missing: []))
        }
        if style.trimsPunctuation, span.clusters.lowerBound > 0, let first = clusters.first, PunctuationSpacing.kind(first.character) == .opening {
            clusters[0].halfWidth = true
        }
        var line = shapeClusters(&clusters, utf16: utf16, paragraph: paragraph, style: style)
        if style.trimsPunctuation, !span.ellipsis, let limit, line.width > limit + 1e-9, let last = clusters.indices.last,
           let kind = PunctuationSpacing.kind(clusters[last].character), kind != .opening, !clusters[last].halfWidth {
            clusters[last].halfWidth = true
            line = shapeClusters(&clusters, utf16: utf16, paragraph: paragraph, style: style)
        }
        return line
    }

    private func shapeClusters(_ clusters: inout [TextCluster], utf16: [UInt16], paragraph: ParagraphAnalyzer.Paragraph, style: TextStyle) -> ShapedLine {
        let runs = clusters.shapeRuns(utf16, shaper: fonts, language: style.locale.identifier)
        var glyphs: [(face: FontFaceID, glyph: ShapedGlyph, x: Double)] = []
        var pen = 0.0
        for index in BidiReordering.visualOrder(levels: runs.map(\.level)) {
            for glyph in runs[index].glyphs {
                glyphs.append((runs[index].face, glyph, pen))
                pen += glyph.advance
            }
        }
        var width = pen
        if style.hangsPunctuation, let last = clusters.last, PunctuationSpacing.kind(last.character) == .stop, paragraph.level & 1 == 0 {
            width -= last.advance
        }
        return ShapedLine(text: String(clusters.map(\.character)), glyphs: glyphs, advance: pen, width: width,
                          isRightToLeft: paragraph.level & 1 == 1, faces: Set(clusters.filter { !$0.range.isEmpty }.map(\.face)))
    }

    /// Every line is as tall as the tallest face the whole text uses, so mixed-script lines
    /// keep an even rhythm; `lineHeight` scales that and splits the extra space evenly
    /// above and below (half-leading, as designers' tools do).
    private func assemble(_ lines: [ShapedLine], chain: [FontFaceID], style: TextStyle,
                          truncated: Bool, missing: [Unicode.Scalar]) -> TextLayout {
        var usedFaces = lines.reduce(into: Set<FontFaceID>()) { $0.formUnion($1.faces) }
        if usedFaces.isEmpty { usedFaces.insert(chain[0]) }
        let metrics = usedFaces.sorted().map(fonts.metrics)
        let size = style.size
        let ascent = metrics.map(\.ascent).max()! * size
        let descent = metrics.map(\.descent).max()! * size
        let gap = metrics.map(\.lineGap).max()! * size
        let natural = ascent + descent + gap
        let box = natural * style.lineHeight
        let baselineInBox = (box - natural) / 2 + gap / 2 + ascent

        let laidOut = lines.enumerated().map { index, line in
            LaidOutLine(text: line.text, width: line.width * size, baseline: Double(index) * box + baselineInBox,
                        glyphs: line.glyphs.map { LineGlyph(face: $0.face, id: $0.glyph.id, x: ($0.x + $0.glyph.offsetX) * size, y: $0.glyph.offsetY * size) },
                        isRightToLeft: line.isRightToLeft)
        }
        return TextLayout(lines: laidOut, width: laidOut.map(\.width).max() ?? 0,
                          height: Double(lines.count) * box, isTruncated: truncated, missingScalars: missing)
    }
}

/// The "…" that ends a cut line: its face and advance.
private struct Ellipsis {
    let face: FontFaceID
    let advance: Double

    init(fonts: FontProvider, chain: [FontFaceID], language: String) {
        face = chain.first { fonts.covers("…", in: $0) } ?? chain[0]
        let utf16 = Array("…".utf16)
        advance = fonts.shape(utf16, range: 0..<utf16.count, face: face, rightToLeft: false, script: "Zyyy", language: language)
            .reduce(0) { $0 + $1.advance }
    }
}
