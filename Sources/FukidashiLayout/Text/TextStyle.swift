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
    /// a balloon's lines follow its outline. As many lines as filling them in order gives;
    /// but for `greedy`, `textWrap` then evens how full each is.
    var lineWidths: [Double]? = nil
    /// Words may break at a syllable with a hyphen (`hyphens: auto`).
    package var hyphens = false
    /// Only words wider than this many points are hyphenated (a balloon's): `nil`, every word.
    var hyphenatesWordsWiderThan: Double? = nil
    /// Set in columns, top to bottom, right to left (`writingMode: vertical-rl`): a "line" is
    /// then a column, its width its length down the page, and the available width the
    /// column's most.
    var vertical = false

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

    /// How many half-point steps `minimumScaleFactor` lets the text shrink by: none for 0
    /// and 1, which never shrink (as in UILabel).
    var shrinkSteps: Int {
        guard minimumScaleFactor > 0, minimumScaleFactor < 1 else { return 0 }
        return Int(((size - size * minimumScaleFactor) / 0.5 + 1e-9).rounded(.down))
    }

    /// The style's size `steps` half points smaller.
    func size(shrunkBy steps: Int) -> Double { size - 0.5 * Double(steps) }
}

/// The fewest of `1...steps` half-point steps down at which `attempt` fits, by bisection, as
/// UILabel and Android's autosize look for the largest size that fits: that attempt and
/// `true`; or, where even `steps` does not fit, the attempt at `steps` and `false`.
func fewestHalfPointSteps<Attempt>(_ steps: Int, _ attempt: (Int) -> Attempt, fits: (Attempt) -> Bool) -> (Attempt, fits: Bool) {
    let last = attempt(steps)
    guard fits(last) else { return (last, false) }
    // `low` is known not to fit, `high` does.
    var low = 0, high = steps, best = last
    while high - low > 1 {
        let middle = (low + high) / 2
        let candidate = attempt(middle)
        if fits(candidate) { (high, best) = (middle, candidate) } else { low = middle }
    }
    return (best, true)
}
