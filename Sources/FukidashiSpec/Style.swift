import FukidashiGeometry

public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}

public enum WrapMode: String, CaseIterable, Hashable, Sendable {
    /// Line-break rules first; inside a word only when the word alone cannot fit.
    case normal
    /// Between any two characters (grapheme clusters): the *seed*'s zero-width-space trick.
    case anywhere
    /// Never wrap: the body grows with the line (a fixed `width` truncates it with "…").
    case none
}

/// A style as written: every field optional, so styles can be layered.
public struct StyleSpec: Hashable, Sendable {
    public var fill: Color?
    public var borderColor: Color?
    public var borderWidth: Double?
    public var cornerRadius: Double?
    public var paddingTop: Double?
    public var paddingLeft: Double?
    public var paddingBottom: Double?
    public var paddingRight: Double?
    public var fontFamily: String?
    /// Where `fontFamily` was written, so an unknown family is reported there.
    public var fontFamilyPath: JSONPath?
    public var fontSize: Double?
    public var fontWeight: Int?
    public var textColor: Color?
    public var align: TextAlignment?
    public var lineHeight: Double?
    public var wrap: WrapMode?
    public var maxLines: Int?
    public var opacity: Double?
    public var shadow: Shadow?

    public init() {}

    /// `top` wins field by field: named style over defaults, inline over named.
    public func overlaid(with top: StyleSpec) -> StyleSpec {
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
    public func resolved() -> ResolvedStyle {
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
public struct ResolvedStyle: Hashable, Sendable {
    public let fill: Color
    public let borderColor: Color
    public let borderWidth: Double
    public let cornerRadius: Double
    public let padding: EdgeInsets
    /// `nil` means the bundled default family.
    public let fontFamily: String?
    public let fontFamilyPath: JSONPath?
    public let fontSize: Double
    /// CSS weight, 100…900 (regular 400, medium 500, semibold 600, bold 700).
    public let fontWeight: Int
    public let textColor: Color
    public let align: TextAlignment
    public let lineHeight: Double
    public let wrap: WrapMode
    public let maxLines: Int?
    public let opacity: Double
    public let shadow: Shadow?
}

/// A drop shadow under a shape, with CALayer's meaning: `radius` is the blur's standard
/// deviation in points (CALayer's shadowRadius), `offset` moves it (y down).
public struct Shadow: Hashable, Sendable {
    public let color: Color
    public let radius: Double
    public let offsetX: Double
    public let offsetY: Double

    public init(color: Color, radius: Double, offsetX: Double, offsetY: Double) {
        self.color = color
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}
