import FukidashiTree

/// How text should be set: what `TextLayoutEngine` needs from a bubble's style.
package struct TextStyle: Hashable, Sendable {
    var family: String
    package var size: Double
    package var weight: Int
    package var lineHeight: Double
    package var wrap: WrapMode
    package var maxLines: Int?
    package var locale: TextLocale
    /// JLREQ punctuation trimming; on by default for Japanese and Chinese.
    var trimsPunctuation: Bool
    /// `、` and `。` may hang past the line's end (off by default).
    var hangsPunctuation: Bool
    /// Runs set differently from the rest (Markdown's marks), by `Character` offset.
    package var spans: [TextSpan] = []
    /// How lines are chosen among the opportunities.
    package var textWrap: TextWrapStyle = .pretty
    /// Where a line may break between letters.
    package var wordBreak: WordBreakStyle = .auto
    /// Text cut by `maxLines` (or a fixed width with `wrap: none`) shrinks to fit, down to
    /// this share of `size` (`SceneBuilder.textBlock`); 1 and 0 (as in UILabel) never shrink.
    package var minimumScaleFactor: Double = 1
    /// Each line's own width, in points, from the block's first line on (the last repeats):
    /// a balloon's lines follow its outline. Filled in order; `textWrap` does not apply.
    package var lineWidths: [Double]? = nil
    /// Words may break at a syllable with a hyphen (`hyphens: auto`).
    package var hyphens = false
    /// Only words wider than this many points are hyphenated (a balloon's): `nil`, every word.
    package var hyphenatesWordsWiderThan: Double? = nil

    package init(
        family: String, size: Double, weight: Int = 400, lineHeight: Double = 1,
        wrap: WrapMode = .normal, maxLines: Int? = nil, locale: TextLocale = .english,
        trimsPunctuation: Bool? = nil, hangsPunctuation: Bool = false
    ) {
        self.locale = locale
        self.trimsPunctuation = trimsPunctuation ?? locale.setsCJKPunctuation
        self.hangsPunctuation = hangsPunctuation
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.wrap = wrap
        self.maxLines = maxLines
    }
}
