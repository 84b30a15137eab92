/// Text broken into lines and measured, positions relative to the block's top-left corner
/// (top-right in vertical text, whose lines are columns).
package struct TextLayout: Hashable, Sendable {
    package let lines: [LaidOutLine]
    /// The block's size on the page: across, the widest line (trailing spaces hang and do not
    /// count), or in vertical text the columns side by side.
    package let width: Double
    package let height: Double
    /// Set in columns (`TextStyle.vertical`).
    var isVertical = false
    /// True when `maxLines` or a fixed width cut the text and `…` was added.
    let isTruncated: Bool
    /// Code points no bundled font could draw (they show as the missing-glyph box).
    let missingScalars: [Unicode.Scalar]
    /// True when a line had to split a word (or a phrase) that was wider than it.
    var splitsWords = false
    /// `hyphens: auto` asked for, but no patterns are installed for the text's language.
    var lacksHyphenation = false
}
