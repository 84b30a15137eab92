import FukidashiVariants

/// A style's `writingMode`, as CSS's: lines across, top to bottom (the default), or columns
/// down, right to left, as Japanese and Chinese are set in books and manga.
package enum WritingMode: String, CaseIterable, Hashable, Sendable {
    case horizontalTB = "horizontal-tb"
    case verticalRL = "vertical-rl"
}

extension WritingMode: StyleWord {}

/// A `writingMode` written as a locale map (`{"en": "horizontal-tb", "ja": "vertical-rl"}`), so
/// one spec letters a page in columns in Japanese and in lines in German: each entry's mode,
/// or what is wrong with it (which fails only the locales that take it), in the order written.
/// The resolve stage takes the variant's (`LayeredStyle.flattened(along:)`).
package struct WritingModeByLocale: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        /// The tag, canonical.
        package let tag: String
        package let mode: Result<WritingMode, Diagnostic>

        package init(tag: String, mode: Result<WritingMode, Diagnostic>) { (self.tag, self.mode) = (tag, mode) }
    }

    package let entries: [Entry]

    package init(entries: [Entry]) { self.entries = entries }
}
