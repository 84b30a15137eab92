import FukidashiGeometry

package enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}

package enum WrapMode: String, CaseIterable, Hashable, Sendable {
    /// Line-break rules first; inside a word only when the word alone cannot fit.
    case normal
    /// Between any two characters (grapheme clusters): the *seed*'s zero-width-space trick.
    case anywhere
    /// Never wrap: the body grows with the line (a fixed `width` truncates it with "…").
    case none
}

/// A style as written: every field optional, so styles can be layered.
package struct StyleSpec: Hashable, Sendable {
    package var fill: Color?
    package var borderColor: Color?
    package var borderWidth: Double?
    package var cornerRadius: Double?
    package var paddingTop: Double?
    package var paddingLeft: Double?
    package var paddingBottom: Double?
    package var paddingRight: Double?
    package var fontFamily: String?
    /// Where `fontFamily` was written, so an unknown family is reported there.
    package var fontFamilyPath: JSONPath?
    package var fontSize: Double?
    package var fontWeight: Int?
    package var textColor: Color?
    package var align: TextAlignment?
    package var lineHeight: Double?
    package var wrap: WrapMode?
    package var maxLines: Int?
    package var opacity: Double?
    package var shadow: Shadow?

    package init() {}

    /// `top` wins field by field: named style over defaults, inline over named.
    package func overlaid(with top: StyleSpec) -> StyleSpec {
        var merged = self
        merged.fill = top.fill ?? fill
        merged.borderColor = top.borderColor ?? borderColor
        merged.borderWidth = top.borderWidth ?? borderWidth
        merged.cornerRadius = top.cornerRadius ?? cornerRadius
        merged.paddingTop = top.paddingTop ?? paddingTop
        merged.paddingLeft = top.paddingLeft ?? paddingLeft
        merged.paddingBottom = top.paddingBottom ?? paddingBottom
        merged.paddingRight = top.paddingRight ?? paddingRight
        if top.fontFamily != nil {
            merged.fontFamily = top.fontFamily
            merged.fontFamilyPath = top.fontFamilyPath
        }
        merged.fontSize = top.fontSize ?? fontSize
        merged.fontWeight = top.fontWeight ?? fontWeight
        merged.textColor = top.textColor ?? textColor
        merged.align = top.align ?? align
        merged.lineHeight = top.lineHeight ?? lineHeight
        merged.wrap = top.wrap ?? wrap
        merged.maxLines = top.maxLines ?? maxLines
        merged.opacity = top.opacity ?? opacity
        merged.shadow = top.shadow ?? shadow
        return merged
    }

    /// Fills every gap with SPEC's defaults.
    package func resolved() -> ResolvedStyle {
        ResolvedStyle(
            fill: fill ?? .white,
            borderColor: borderColor ?? .black,
            borderWidth: borderWidth ?? 0,
            cornerRadius: cornerRadius ?? 10,
            padding: EdgeInsets(top: paddingTop ?? 15, left: paddingLeft ?? 15,
                                bottom: paddingBottom ?? 15, right: paddingRight ?? 15),
            fontFamily: fontFamily,
            fontFamilyPath: fontFamilyPath,
            fontSize: fontSize ?? 16,
            fontWeight: fontWeight ?? 400,
            textColor: textColor ?? .black,
            align: align ?? .center,
            lineHeight: lineHeight ?? 1,
            wrap: wrap ?? .normal,
            maxLines: maxLines,
            opacity: opacity ?? 1,
            shadow: shadow)
    }
}

/// A bubble's complete style after layering (SPEC defaults, named style, inline style).
package struct ResolvedStyle: Hashable, Sendable {
    package let fill: Color
    package let borderColor: Color
    package let borderWidth: Double
    package let cornerRadius: Double
    package let padding: EdgeInsets
    /// `nil` means the bundled default family.
    package let fontFamily: String?
    package let fontFamilyPath: JSONPath?
    package let fontSize: Double
    /// CSS weight, 100…900 (regular 400, medium 500, semibold 600, bold 700).
    package let fontWeight: Int
    package let textColor: Color
    package let align: TextAlignment
    package let lineHeight: Double
    package let wrap: WrapMode
    package let maxLines: Int?
    package let opacity: Double
    package let shadow: Shadow?
}

/// A drop shadow under a shape, with CALayer's meaning: `radius` is the blur's standard
/// deviation in points (CALayer's shadowRadius), `offset` moves it (y down).
package struct Shadow: Hashable, Sendable {
    package let color: Color
    package let radius: Double
    package let offsetX: Double
    package let offsetY: Double

    package init(color: Color, radius: Double, offsetX: Double, offsetY: Double) {
        self.color = color
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}
