/// A reader's text size, the fourth variant axis: an iOS Dynamic Type category (`AX3`) or an
/// Android font scale (`fontScale2`). Only text grows; padding, widths and tails stay in
/// points. `large` and `fontScale1` are each platform's default: they draw as written and add
/// nothing to file names.
package enum TextSize: Hashable, Sendable {
    /// One of the HIG's twelve categories, by index in `TextSize.categories`.
    case category(Int)
    /// One of Android Settings' font scales (`entryvalues_font_size`).
    case fontScale(Double)

    /// The HIG's names, smallest first; `large` is the default.
    static let categories = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
    /// Large, the default category: the row every other is measured against.
    static let large = categories.firstIndex(of: "large")!
    /// AOSP Settings' steps (`packages/SettingsLib/res/values/arrays.xml`).
    static let fontScales: [Double] = [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2]
    /// Every name a spec, a project or `--text-size` may write.
    package static let names = categories + fontScales.map { "fontScale" + Variant.scaleText($0) }

    package init?(name: String) {
        if let index = Self.categories.firstIndex(of: name) {
            self = .category(index)
        } else if name.hasPrefix("fontScale"), let scale = Double(name.dropFirst("fontScale".count)), Self.fontScales.contains(scale) {
            self = .fontScale(scale)
        } else {
            return nil
        }
    }

    package var name: String {
        switch self {
        case .category(let index): Self.categories[index]
        case .fontScale(let scale): "fontScale" + Variant.scaleText(scale)
        }
    }

    /// Whether it draws text as written: iOS's Large, Android's 1.0.
    var isDefault: Bool { self == .category(Self.large) || self == .fontScale(1) }

    /// A font size of `points` in a style following `textStyle`, at this text size.
    /// - iOS: as `UIFontMetrics(forTextStyle:).scaledValue(for:)`, by the ratio of the text
    ///   style's size at this category to its size at Large (HIG's table: Body 17 → 40 at AX3,
    ///   Caption 1 12 → 32).
    /// - Android: the size read as sp and converted as Android 14's `FontScaleConverter` does:
    ///   linear below 1.13, else its table for the scale, interpolated between sizes (12 sp →
    ///   24 dp but 24 sp → 36 dp at 2.0).
    package func scaled(_ points: Double, textStyle: TextStyleName) -> Double {
        switch self {
        case .category(let index):
            let column = textStyle.column
            return points * Double(DynamicTypeSizes.table[index][column]) / Double(DynamicTypeSizes.table[Self.large][column])
        case .fontScale(let scale):
            return FontScaleCurve.dp(forSP: points, fontScale: scale)
        }
    }
}

/// The HIG's text styles, whose curves differ (`textStyle` in a style).
package enum TextStyleName: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    var column: Int { Self.allCases.firstIndex(of: self)! }
}

/// Apple HIG, Typography: "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type
/// sizes", in points: a row per category (xSmall … AX5), a column per `TextStyleName`.
enum DynamicTypeSizes {
    static let table: [[Int]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]
    ]
}

/// Android 14's nonlinear font scaling (AOSP `FontScaleConverterFactory` and
/// `FontScaleConverterImpl`): the dp of each common sp size at each scale with a table.
enum FontScaleCurve {
    static let spSizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]
    static let tables: [Double: [Double]] = [
        1.15: [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100],
        1.3: [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100],
        1.5: [12, 15, 18, 22, 24, 26, 28, 30, 100],
        1.8: [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100],
        2: [16, 20, 24, 26, 30, 34, 36, 38, 100]
    ]
    /// Below this the platform scales linearly (the first table's scale minus 0.02).
    static let nonlinearFrom = 1.13

    static func dp(forSP sp: Double, fontScale: Double) -> Double {
        guard fontScale >= nonlinearFrom, let dps = tables[fontScale] else { return sp * fontScale }
        if sp < 0 { return -dp(forSP: -sp, fontScale: fontScale) }
        if let exact = spSizes.firstIndex(of: sp) { return dps[exact] }
        guard let end = spSizes.firstIndex(where: { $0 > sp }) else {
            // Past the table: the last pair's ratio (1: text that large does not grow).
            return sp * dps[dps.count - 1] / spSizes[spSizes.count - 1]
        }
        // Below the first size the line starts at (0, 0).
        let (startSP, startDP) = end == 0 ? (0.0, 0.0) : (spSizes[end - 1], dps[end - 1])
        return startDP + (dps[end] - startDP) * (sp - startSP) / (spSizes[end] - startSP)
    }
}
