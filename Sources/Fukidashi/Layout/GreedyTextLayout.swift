import Foundation
import FukidashiSpec

/// The first text engine: one face per grapheme cluster with per-cluster fallback, advances
/// from the font, greedy line filling with `BreakRules`, `maxLines` with "…". No shaping yet
/// (no kerning, ligatures or right-to-left): a later engine adds HarfBuzz behind the same
/// `TextLayoutEngine` interface.
struct GreedyTextLayout: TextLayoutEngine {
    let fonts: FontProvider

    func layout(_ text: String, style: TextStyle, availableWidth: Double?) -> TextLayout {
        let chain = fonts.faceChain(family: style.family, weight: style.weight)
        let measurer = ClusterMeasurer(fonts: fonts, chain: chain)
        let size = style.size
        let wrapWidth = style.wrap == .none ? nil : availableWidth.map { $0 / size }  // in ems

        // Precomposed forms first: fonts cover "é" more often than "e" + U+0301.
        let paragraphs = text.precomposedStringWithCanonicalMapping
            .replacingOccurrences(of: "\r\n", with: "\n")
            .split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }

        var lines: [[MeasuredCluster]] = []
        var missing: [Unicode.Scalar] = []
        for paragraph in paragraphs {
            let characters = Array(paragraph)
            let clusters = characters.map(measurer.measure)
            missing += clusters.flatMap(\.missing)
            let breaks = BreakRules.opportunities(characters, mode: style.wrap)
            let items = clusters.indices.map {
                LineBreaker.Item(advance: clusters[$0].advance, isSpace: BreakRules.isSpace(characters[$0]), breakBefore: breaks[$0],
                                 avoidBreakBefore: $0 > 0 && style.wrap == .normal && BreakRules.avoidsBreak(before: characters[$0], after: characters[$0 - 1]))
            }
            if items.isEmpty {
                lines.append([])
                continue
            }
            for range in LineBreaker.lines(items, width: wrapWidth) {
                lines.append(Array(clusters[range]))
            }
        }
        if text.isEmpty { lines = [] }

        // Text is never cut silently: a cut line ends with "…" and the caller warns.
        var truncated = false
        let ellipsis = measurer.measure("…")
        if let maxLines = style.maxLines, lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] = ellipsize(lines[maxLines - 1], ellipsis: ellipsis, width: availableWidth.map { $0 / size })
            truncated = true
        }
        if style.wrap == .none, let limit = availableWidth.map({ $0 / size }) {
            for i in lines.indices where visibleWidth(lines[i]) > limit + 1e-9 {
                lines[i] = ellipsize(lines[i], ellipsis: ellipsis, width: limit)
                truncated = true
            }
        }
        return assemble(lines, chain: chain, style: style, truncated: truncated, missing: missing)
    }

    /// Drops clusters from the end (and the spaces before them) until the line and "…" fit.
    private func ellipsize(_ line: [MeasuredCluster], ellipsis: MeasuredCluster, width: Double?) -> [MeasuredCluster] {
        var kept = line
        func trimSpaces() { while let last = kept.last, BreakRules.isSpace(last.character) { kept.removeLast() } }
        trimSpaces()
        if let width {
            while !kept.isEmpty, visibleWidth(kept) + ellipsis.advance > width + 1e-9 {
                kept.removeLast()
                trimSpaces()
            }
        }
        return kept + [ellipsis]
    }

    private func visibleWidth(_ line: [MeasuredCluster]) -> Double {
        var end = line.count
        while end > 0, BreakRules.isSpace(line[end - 1].character) { end -= 1 }
        return line[..<end].reduce(0) { $0 + $1.advance }
    }

    /// Every line is as tall as the tallest face the whole text uses, so mixed-script lines
    /// keep an even rhythm; `lineHeight` scales that and splits the extra space evenly
    /// above and below (half-leading, as designers' tools do).
    private func assemble(_ lines: [[MeasuredCluster]], chain: [FontFaceID], style: TextStyle,
                          truncated: Bool, missing: [Unicode.Scalar]) -> TextLayout {
        var usedFaces = Set(lines.flatMap { $0.filter { !$0.glyphs.isEmpty }.map(\.face) })
        if usedFaces.isEmpty { usedFaces.insert(chain[0]) }
        let metrics = usedFaces.sorted().map(fonts.metrics)
        let ascent = metrics.map(\.ascent).max()! * style.size
        let descent = metrics.map(\.descent).max()! * style.size
        let gap = metrics.map(\.lineGap).max()! * style.size
        let natural = ascent + descent + gap
        let box = natural * style.lineHeight
        let baselineInBox = (box - natural) / 2 + gap / 2 + ascent

        var laidOut: [LaidOutLine] = []
        for (index, line) in lines.enumerated() {
            var glyphs: [LineGlyph] = []
            var pen = 0.0
            for cluster in line {
                for glyph in cluster.glyphs {
                    glyphs.append(LineGlyph(face: cluster.face, id: glyph.id, x: (pen + glyph.offset) * style.size))
                }
                pen += cluster.advance
            }
            laidOut.append(LaidOutLine(text: String(line.map(\.character)), width: visibleWidth(line) * style.size,
                                       baseline: Double(index) * box + baselineInBox, glyphs: glyphs))
        }
        return TextLayout(lines: laidOut, width: laidOut.map(\.width).max() ?? 0,
                          height: Double(lines.count) * box, isTruncated: truncated, missingScalars: missing)
    }
}
