import FukidashiGeometry
import FukidashiJSON
import FukidashiTree
import FukidashiVariants

/// A block of text laid out for a box: the one way every text becomes placed lines (a
/// bubble's, a card's title and text, a circle's label), so each says when it is cut off.
struct TextBlock {
    /// The lines, measured and broken, before they are placed.
    let layout: TextLayout
    let style: TextStyle
    /// The width the lines were broken for (`nil`: one line per paragraph).
    var availableWidth: Double?
    /// `style.size` over the size asked for: below 1 where the text shrank to fit.
    var scale = 1.0

    var size: Size { Size(width: layout.width, height: layout.height) }
    /// How far the lines reach along them (the longest), and how deep they stack: a column's
    /// length and the columns' width in vertical text.
    var lineExtent: Double { layout.isVertical ? layout.height : layout.width }
    var stackExtent: Double { layout.isVertical ? layout.width : layout.height }

    /// Each line at its baseline in `area`, aligned by `align` (which follows each line's
    /// direction: in Arabic or Hebrew, `leading` is the right edge).
    func lines(in area: Rect, align: TextAlignment, color: SceneColor) -> [PlacedLine] {
        lines(in: area, align: align, paints: [color])
    }

    /// As `lines(in:align:color:)`, with `paints[i]` for the glyphs and lines of spans of
    /// paint `i` (0 is the text's colour).
    /// With `spans`, each line is aligned in its own span across (a balloon's chord), not in
    /// `area`'s width; in vertical text, each column in its own span down.
    func lines(in area: Rect, align: TextAlignment, paints: [SceneColor], spans: [(minX: Double, width: Double)]? = nil) -> [PlacedLine] {
        if layout.isVertical { return columns(in: area, align: align, paints: paints, spans: spans) }
        return layout.lines.enumerated().map { index, line in
            let span = spans.map { $0[min(index, $0.count - 1)] } ?? (minX: area.minX, width: area.width)
            let x: Double
            switch (align, line.isRightToLeft) {
            case (.leading, false), (.trailing, true): x = span.minX
            case (.center, _): x = span.minX + (span.width - line.width) / 2
            case (.trailing, false), (.leading, true): x = span.minX + span.width - line.width
            }
            let origin = Point(x: x, y: area.minY + line.baseline)
            var placed = PlacedLine(
                text: line.text, origin: origin, width: line.width,
                runs: SceneBuilder.runs(line, origin: origin, size: style.size, paints: paints))
            placed.scale = scale
            placed.decorations = line.decorations.map { d in
                SceneDecoration(
                    rect: Rect(x: origin.x + d.minX, y: origin.y + d.y - d.thickness / 2, width: d.maxX - d.minX, height: d.thickness),
                    color: paints[min(d.paint, paints.count - 1)])
            }
            return placed
        }
    }

    /// Vertical text's columns, right to left from `area`'s right edge, each aligned down its
    /// span (`leading`: at the top, as `vertical-rl` starts a line).
    private func columns(in area: Rect, align: TextAlignment, paints: [SceneColor], spans: [(minX: Double, width: Double)]?) -> [PlacedLine] {
        layout.lines.enumerated().map { index, line in
            let span = spans.map { $0[min(index, $0.count - 1)] } ?? (minX: area.minY, width: area.height)
            let top: Double
            switch align {
            case .leading: top = span.minX
            case .center: top = span.minX + (span.width - line.width) / 2
            case .trailing: top = span.minX + span.width - line.width
            }
            let origin = Point(x: area.maxX - line.baseline, y: top)
            var placed = PlacedLine(
                text: line.text, origin: origin, width: line.width,
                runs: SceneBuilder.runs(line, origin: origin, size: style.size, paints: paints, vertical: true))
            placed.scale = scale
            placed.isVertical = true
            placed.decorations = line.decorations.map { d in
                SceneDecoration(
                    rect: Rect(x: origin.x + d.y - d.thickness / 2, y: origin.y + d.minX, width: d.thickness, height: d.maxX - d.minX),
                    color: paints[min(d.paint, paints.count - 1)])
            }
            return placed
        }
    }

    /// How the warning of a language without hyphenation patterns starts: said once a picture.
    static let missingPatterns = "no hyphenation patterns for "

    /// What the user must hear about this text, at `path`: cut off with "…", code points no
    /// bundled font has. `box` names what the text is too wide for.
    func warnings(at path: JSONPath, box: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        // In vertical text a line is a column, and it is long where a line is wide.
        let (line, wider) = layout.isVertical ? ("column", "longer") : ("line", "wider")
        if layout.isTruncated {
            var reason = style.maxLines.map { "text does not fit in \($0) \(line)\($0 == 1 ? "" : "s")" } ?? "text is \(wider) than the \(box)"
            if scale < 1 {
                reason += " even shrunk to \(ScaleText.factor(scale)) (\(style.size.shortDescription) pt, minimumScaleFactor)"
            }
            warnings.append(Diagnostic(.warning, at: path, "\(reason); it ends with \"…\"", category: .overflow))
        }
        // Kinsoku wins over the box: a run that may not be broken (`「資」`, `？！`) runs past it.
        if let width = availableWidth, let overrun = layout.lines.first(where: { $0.width > width + 0.01 }) {
            warnings.append(
                Diagnostic(
                    .warning, at: path,
                    "the \(line) \"\(overrun.text)\" is \(overrun.width.shortDescription) pt, \(wider) than the \(box)'s \(width.shortDescription) pt for text: "
                        + "kinsoku allows no break in it (no line starts with a small kana or a mark such as 」、。？！, none ends with 「（)",
                    category: .overflow))
        }
        if layout.lacksHyphenation, !TextLocale.unhyphenated.contains(style.locale.language) {
            let language = style.locale.language
            warnings.append(
                Diagnostic(
                    .warning, at: path,
                    Self.missingPatterns + "\(language.quotedForDiagnostic) are installed (Debian's hyphen-\(language)); its words are not hyphenated"
                ))
        }
        var seen = Set<Unicode.Scalar>()
        for scalar in layout.missingScalars where seen.insert(scalar).inserted {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            warnings.append(
                Diagnostic(
                    .warning, at: path,
                    "no bundled font has U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) \"\(Character(scalar))\"; it shows as a box")
            )
        }
        return warnings
    }
}

extension SceneBuilder {
    /// Measures and breaks `text` for `width` points (`nil`: one line per paragraph). Text cut
    /// off with "…" whose style allows it shrinks as `UILabel`'s `minimumScaleFactor` and
    /// Android's autosize do: every run by one factor, to the largest size in half-point steps
    /// down from the style's that fits, found by binary search, never below the minimum.
    func textBlock(_ text: String, style: TextStyle, width: Double?) -> TextBlock {
        let full = TextBlock(layout: engine.layout(text, style: style, availableWidth: width), style: style, availableWidth: width)
        // 0, as in UILabel, means "the current size is the smallest": no shrinking.
        let steps = style.shrinkSteps
        guard full.layout.isTruncated, steps > 0 else { return full }
        func block(_ step: Int) -> TextBlock {
            var shrunk = style
            shrunk.size = style.size(shrunkBy: step)
            var block = TextBlock(layout: engine.layout(text, style: shrunk, availableWidth: width), style: shrunk, availableWidth: width)
            block.scale = shrunk.size / style.size
            return block
        }
        // Still cut off at the smallest size, that is the last resort.
        return fewestHalfPointSteps(steps, block) { !$0.layout.isTruncated }.0
    }

    /// As `textBlock(_:style:width:)`, in a box `height` points tall (a fixed `height`): text
    /// taller than that shrinks as cut-off text does (half points, down to
    /// `minimumScaleFactor`), and where even the smallest is too tall, keeps the lines that
    /// fit, the last ending with "…", as a UILabel in a fixed frame does. In vertical text
    /// `width` is a column's length and `height` the columns' width.
    func textBlock(_ text: String, style: TextStyle, width: Double?, height: Double) -> TextBlock {
        let full = textBlock(text, style: style, width: width)
        guard full.stackExtent > height + 1e-9, !full.layout.lines.isEmpty else { return full }
        func block(_ size: Double, maxLines: Int? = nil) -> TextBlock {
            var shrunk = style
            shrunk.size = size
            if let maxLines { shrunk.maxLines = min(maxLines, style.maxLines ?? .max) }
            var block = TextBlock(layout: engine.layout(text, style: shrunk, availableWidth: width), style: shrunk, availableWidth: width)
            block.scale = size / style.size
            return block
        }
        let steps = style.shrinkSteps
        let (best, fits) =
            steps > 0
            ? fewestHalfPointSteps(
                steps, { block(style.size(shrunkBy: $0)) }, fits: { $0.stackExtent <= height + 1e-9 && !$0.layout.isTruncated })
            : (block(style.size), false)
        guard fits else {
            // Even the smallest is too tall: the lines that fit, the last ending with "…".
            let lineHeight = best.stackExtent / Double(max(1, best.layout.lines.count))
            return block(best.style.size, maxLines: max(1, Int(height / lineHeight + 1e-9)))
        }
        return best
    }

    /// Consecutive glyphs of the same face, paint, slant and turn become one run: one Cairo
    /// call each. `vertical`: the line is a column, whose glyphs' x runs down it.
    static func runs(_ line: LaidOutLine, origin: Point, size: Double, paints: [SceneColor], vertical: Bool = false) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var current: [PositionedGlyph] = []
        var open: (face: FontFaceID, paint: Int, slanted: Bool, sideways: Bool)?
        func close() {
            guard let open else { return }
            var run = GlyphRun(face: open.face, size: size, color: paints[min(open.paint, paints.count - 1)], glyphs: current)
            if open.slanted { run.shear = ShapedTextLayout.syntheticSlant }
            run.sideways = open.sideways
            runs.append(run)
            current = []
        }
        for glyph in line.glyphs {
            if let run = open, run.face != glyph.face || run.paint != glyph.paint || run.slanted != glyph.slanted || run.sideways != glyph.sideways {
                close()
            }
            open = (glyph.face, glyph.paint, glyph.slanted, glyph.sideways)
            let position = vertical ? Point(x: origin.x + glyph.y, y: origin.y + glyph.x) : Point(x: origin.x + glyph.x, y: origin.y + glyph.y)
            current.append(PositionedGlyph(id: glyph.id, position: position))
        }
        close()
        return runs
    }
}
