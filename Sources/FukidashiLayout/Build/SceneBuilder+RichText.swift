import FukidashiGeometry
import FukidashiJSON
import FukidashiLanguage
import FukidashiPlatform
import FukidashiTree
import FukidashiVariants

/// A text with its Markdown read: what to lay out, the runs set differently, and the paints
/// they use (paint 0 is the text's own colour).
struct RichText {
    let text: String
    let spans: [TextSpan]
    let paints: [SceneColor]
}

extension SceneBuilder {
    static let codeFamily = "Noto Sans Mono"

    /// Reads `text`'s Markdown unless `markup` is `none`, and sets each marked run by the
    /// style's `strong`, `emphasis`, `code` and `link` keys: strong is bold, emphasis italic
    /// (slanted where the face has no italic), code in Noto Sans Mono, a link in the style's
    /// tint (the iOS tint, SwiftUI's default link colour) and underlined; `~~struck~~` runs are
    /// struck through. Where marks nest, a link's colour wins, then code's, strong's and
    /// emphasis's; for weight and family, strong's, then code's, emphasis's and link's.
    /// `color` is the text's own colour (a title's, a button label's); else `textColor`.
    ///
    /// A text from an Android table is not Markdown: the runs its HTML tags styled are set the
    /// same way (`<u>` underlined), unless the style names a `markup` itself.
    func richText(_ text: ResolvedText, style: ResolvedStyle, path: JSONPath, color: Color? = nil) throws(Diagnostic) -> RichText {
        let base = SceneColor(color ?? style[.textColor])
        let marked: MarkedText
        switch (style.explicit(.markup), text.tableRuns) {
        case (nil, let runs?): marked = MarkedText(text: text.string, runs: runs)
        case (MarkupMode.none?, _): return RichText(text: text.string, spans: [], paints: [base])
        default:
            do throws(RenderError) {
                marked = try markdown.markdown(text.string)
            } catch {
                throw Diagnostic(.error, at: path, error.message)
            }
        }
        var paints = [base]
        func paint(_ color: Color?) -> Int {
            guard let color else { return 0 }
            let scene = SceneColor(color)
            if let index = paints.firstIndex(of: scene) { return index }
            paints.append(scene)
            return paints.count - 1
        }
        var spans: [TextSpan] = []
        for run in marked.runs where !run.traits.isPlain {
            let t = run.traits
            var span = TextSpan(range: run.range, italic: t.emphasis, underline: t.link != nil || t.underline, strikethrough: t.strikethrough)
            let color: Color? =
                t.link != nil
                ? (style[.linkColor] ?? style[.tint])
                : t.code ? style[.codeColor] : t.strong ? style[.strongColor] : t.emphasis ? style[.emphasisColor] : nil
            span.paint = paint(color)
            var weights: [Int?] = []
            if t.link != nil { weights.append(style[.linkWeight]) }
            if t.emphasis { weights.append(style[.emphasisWeight]) }
            if t.code { weights.append(style[.codeWeight]) }
            if t.strong { weights.append(style[.strongWeight] ?? 700) }
            span.weight = weights.compactMap { $0 }.last
            var families: [String?] = []
            // Each checked against the fonts in the resolve step.
            if t.link != nil { families.append(style[.linkFamily]) }
            if t.emphasis { families.append(style[.emphasisFamily]) }
            if t.code { families.append(style[.codeFamily] ?? Self.codeFamily) }
            if t.strong { families.append(style[.strongFamily]) }
            span.family = families.compactMap { $0 }.last
            spans.append(span)
        }
        return RichText(text: marked.text, spans: spans, paints: paints)
    }
}
