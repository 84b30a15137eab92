/// How a paragraph's lines are chosen among its break opportunities (`textWrap`).
package enum TextWrapStyle: String, CaseIterable, Hashable, Sendable {
    /// Each line as full as it goes: CSS `text-wrap: wrap`, `UITextView`, Android's
    /// `BREAK_STRATEGY_SIMPLE`.
    case greedy
    /// Greedy, but no lone short last word (or, in Japanese and Chinese, phrase of one or two
    /// characters) where re-breaking keeps the line count: CSS `text-wrap: pretty`, iOS's
    /// `.pushOut`.
    case pretty
    /// Lines as even as the opportunities allow, with the greedy line count: CSS
    /// `text-wrap: balance`.
    case balance
    /// Android's `BREAK_STRATEGY_HIGH_QUALITY`: minikin's squared slack and line penalty,
    /// the last line unscored.
    case optimal
}

extension TextWrapStyle: StyleWord {}

/// Where, within a run of letters, a line may break (`wordBreak`).
package enum WordBreakStyle: String, CaseIterable, Hashable, Sendable {
    /// Android 15's `LINE_BREAK_WORD_STYLE_AUTO`: Korean `keep-all`; Japanese `phrase`
    /// when that gives fewer than five lines, else `normal`; everything else `normal`.
    case auto
    /// Unicode's rules (UAX #14) with the language's kinsoku: CJK breaks between characters.
    case normal
    /// ICU's phrase breaking (`lw=phrase`) for Japanese; a phrase wider than the line breaks
    /// inside by the normal rules. Other languages as `normal`.
    case phrase
    /// No break between two letters or digits: words break at spaces and punctuation only
    /// (CSS `word-break: keep-all`, iOS's `hangulWordPriority`).
    case keepAll = "keep-all"
}

extension WordBreakStyle: StyleWord {}
