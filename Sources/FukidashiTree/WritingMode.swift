import FukidashiVariants

/// A style's `writingMode`, as CSS's: lines across, top to bottom (the default), or columns
/// down, right to left, as Japanese and Chinese are set in books and manga.
package enum WritingMode: String, CaseIterable, Hashable, Sendable {
    case horizontalTB = "horizontal-tb"
    case verticalRL = "vertical-rl"
}

extension WritingMode: StyleWord {}
