import FukidashiTree

/// One grapheme cluster (a Swift `Character`: never split inside a surrogate pair, a
/// combining sequence or an emoji sequence) with everything layout decided about it.
struct TextCluster {
    let character: Character
    /// UTF-16 offsets in the text it was analysed in.
    var range: Range<Int>
    var face: FontFaceID
    /// Bidi embedding level: odd is right-to-left.
    let level: UInt8
    /// ISO 15924, with common and inherited characters resolved to their neighbours' script.
    let script: String
    /// Spaces hang at line ends and never start a line.
    let isSpace: Bool
    /// Code points no face in the chain has.
    let missing: [Unicode.Scalar]
    /// In ems, from shaping the whole paragraph.
    var advance: Double = 0
    /// Set on CJK punctuation shaped half-width (JLREQ spacing: `PunctuationSpacing`).
    var halfWidth = false
    /// The `TextSpan` (index into the style's spans) this cluster is in, if any.
    var span: Int?
    /// How it stands in a column; `.horizontal` in horizontal text.
    var orientation = GlyphOrientation.horizontal

    var isRightToLeft: Bool { level & 1 == 1 }
}

/// How a cluster is set in vertical text (`writingMode: vertical-rl`), as CSS's
/// `text-orientation: mixed` and `text-combine-upright: digits 2` set it.
enum GlyphOrientation: Hashable, Sendable {
    /// In horizontal text.
    case horizontal
    /// Upright down the column, in the font's vertical forms: CJK, kana, fullwidth forms.
    case upright
    /// Set across and turned a quarter clockwise: Latin, Arabic, halfwidth punctuation.
    case sideways
    /// One or two digits set across in one upright cell (tate-chu-yoko).
    case combined

    var shaping: ShapingDirection {
        switch self {
        case .horizontal, .sideways: .horizontal
        case .upright: .vertical
        case .combined: .combined
        }
    }
}

/// Consecutive clusters with one face, direction, script and orientation, shaped together.
struct ShapedRun {
    let face: FontFaceID
    let level: UInt8
    let orientation: GlyphOrientation
    /// Indices into the cluster array the run was made from.
    let clusters: Range<Int>
    /// In visual order.
    let glyphs: [ShapedGlyph]
}

extension Array where Element == TextCluster {
    /// Splits into runs of one face, level and script and shapes each with `shaper`; the
    /// rest of `utf16` is shaping context. Adds each glyph's advance to its cluster.
    mutating func shapeRuns(_ utf16: [UInt16], shaper: Shaper, language: String) -> [ShapedRun] {
        var clusterAt = [Int](repeating: 0, count: utf16.count + 1)
        for (index, cluster) in enumerated() { for offset in cluster.range { clusterAt[offset] = index } }
        for index in indices { self[index].advance = 0 }
        var runs: [ShapedRun] = []
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, self[end].face == self[start].face, self[end].level == self[start].level,
                self[end].script == self[start].script, self[end].orientation == self[start].orientation
            { end += 1 }
            let range = self[start].range.lowerBound..<self[end - 1].range.upperBound
            let halfWidth = self[start..<end].filter(\.halfWidth).map(\.range)
            let glyphs = shaper.shape(
                utf16, range: range, face: self[start].face, rightToLeft: self[start].isRightToLeft,
                script: self[start].script, language: language, halfWidth: halfWidth, direction: self[start].orientation.shaping)
            if self[start].orientation == .combined {
                // Tate-chu-yoko digits take one em down the column, however wide they are across.
                self[start].advance = 1
            } else {
                for glyph in glyphs where glyph.cluster < utf16.count {
                    self[clusterAt[glyph.cluster]].advance += glyph.advance
                }
            }
            runs.append(
                ShapedRun(
                    face: self[start].face, level: self[start].level, orientation: self[start].orientation, clusters: start..<end, glyphs: glyphs))
            start = end
        }
        return runs
    }
}
