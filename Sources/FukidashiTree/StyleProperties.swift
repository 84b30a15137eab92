import FukidashiJSON
import FukidashiLanguage
import FukidashiVariants

/// The typed properties of a bubble's style, one per leaf of the style keys declared in
/// `Format.styleKeys` (a test holds the two to the same names). A new style key is its
/// declaration there, its property here, and the code that draws it.
extension StyleProperty {
    package static var fill: StyleProperty<Color> { .init("fill", .surface) }
    package static var borderColor: StyleProperty<Color> { .init("border.color", .label) }
    package static var borderWidth: StyleProperty<Double> { .init("border.width", default: 0) }
    package static var cornerRadius: StyleProperty<Double> { .init("cornerRadius", default: 10) }
    package static var shape: StyleProperty<BodyShapeName> { .init("shape", default: .roundedRect) }
    /// A balloon's width over its height (`shape` other than `roundedRect`).
    package static var aspectRatio: StyleProperty<Double> { .init("aspectRatio", default: 1.4) }
    /// `nil`: by the balloon's size (`BodyShape.cloud`).
    package static var bumpsCount: StyleProperty<Int?> { .init("bumps.count", default: nil) }
    package static var bumpsDepth: StyleProperty<Double> { .init("bumps.depth", default: 10) }
    package static var spikesCount: StyleProperty<Int?> { .init("spikes.count", default: nil) }
    package static var spikesDepth: StyleProperty<Double> { .init("spikes.depth", default: 16) }
    package static var paddingTop: StyleProperty<Double> { .init("padding.top", default: 15) }
    package static var paddingLeft: StyleProperty<Double> { .init("padding.left", default: 15) }
    package static var paddingBottom: StyleProperty<Double> { .init("padding.bottom", default: 15) }
    package static var paddingRight: StyleProperty<Double> { .init("padding.right", default: 15) }
    /// `nil`: the bundled default family.
    package static var fontFamily: StyleProperty<String?> { .init("font.family", default: nil) }
    /// Where `font.family` was written, so an unknown family is reported there.
    static var fontFamilyPath: StyleProperty<JSONPath?> { .init("font.family" + StyleProperties.pathSuffix, default: nil) }
    package static var fontSize: StyleProperty<Double> { .init("font.size", default: 16) }
    /// Which Dynamic Type curve the style's font sizes follow at another text size.
    package static var textStyle: StyleProperty<TextStyleName> { .init("textStyle", default: .body) }
    /// CSS weight, 100…900 (regular 400, medium 500, semibold 600, bold 700).
    package static var fontWeight: StyleProperty<Int> { .init("font.weight", default: 400) }
    package static var textColor: StyleProperty<Color> { .init("textColor", .label) }
    package static var align: StyleProperty<TextAlignment> { .init("align", default: .center) }
    package static var lineHeight: StyleProperty<Double> { .init("lineHeight", default: 1) }
    package static var wrap: StyleProperty<WrapMode> { .init("wrap", default: .normal) }
    package static var maxLines: StyleProperty<Int?> { .init("maxLines", default: nil) }
    package static var textWrap: StyleProperty<TextWrapStyle> { .init("textWrap", default: .pretty) }
    package static var wordBreak: StyleProperty<WordBreakStyle> { .init("wordBreak", default: .auto) }
    /// 1: never shrinks. Below 1: the text's sizes may shrink to this share to fit.
    package static var minimumScaleFactor: StyleProperty<Double> { .init("minimumScaleFactor", default: 1) }
    /// `auto`: words may break at a syllable with a hyphen.
    package static var hyphens: StyleProperty<HyphensMode> { .init("hyphens", default: .none) }
    package static var writingMode: StyleProperty<WritingMode> { .init("writingMode", default: .horizontalTB) }
    /// `nil`: by the text's language (on for Japanese and Chinese).
    package static var punctuationTrim: StyleProperty<Bool?> { .init("punctuationTrim", default: nil) }
    package static var hangingPunctuation: StyleProperty<Bool> { .init("hangingPunctuation", default: false) }
    package static var markup: StyleProperty<MarkupMode> { .init("markup", default: .markdown) }
    /// `nil` colours: the text's colour. `nil` weights and families: the kind's default.
    package static var strongColor: StyleProperty<Color?> { .init("strong.color", default: nil) }
    package static var strongWeight: StyleProperty<Int?> { .init("strong.weight", default: nil) }
    package static var strongFamily: StyleProperty<String?> { .init("strong.family", default: nil) }
    package static var emphasisColor: StyleProperty<Color?> { .init("emphasis.color", default: nil) }
    package static var emphasisWeight: StyleProperty<Int?> { .init("emphasis.weight", default: nil) }
    package static var emphasisFamily: StyleProperty<String?> { .init("emphasis.family", default: nil) }
    package static var codeColor: StyleProperty<Color?> { .init("code.color", default: nil) }
    package static var codeWeight: StyleProperty<Int?> { .init("code.weight", default: nil) }
    package static var codeFamily: StyleProperty<String?> { .init("code.family", default: nil) }
    package static var linkColor: StyleProperty<Color?> { .init("link.color", default: nil) }
    package static var linkWeight: StyleProperty<Int?> { .init("link.weight", default: nil) }
    package static var linkFamily: StyleProperty<String?> { .init("link.family", default: nil) }
    package static var tint: StyleProperty<Color> { .init("tint", .tint) }
    package static var partSpacing: StyleProperty<Double> { .init("spacing", default: 12) }
    // A tour step's parts. `nil` families: the text's; `nil` colours: derived (see each).
    package static var titleFontFamily: StyleProperty<String?> { .init("title.font.family", default: nil) }
    package static var titleFontSize: StyleProperty<Double> { .init("title.font.size", default: 17) }
    package static var titleFontWeight: StyleProperty<Int> { .init("title.font.weight", default: 600) }
    /// `nil`: `textColor`.
    package static var titleColor: StyleProperty<Color?> { .init("title.color", default: nil) }
    package static var titleSpacing: StyleProperty<Double> { .init("title.spacing", default: 4) }
    package static var iconSize: StyleProperty<Double> { .init("icon.size", default: 28) }
    package static var iconCornerRadius: StyleProperty<Double> { .init("icon.cornerRadius", default: 0) }
    package static var iconSpacing: StyleProperty<Double> { .init("icon.spacing", default: 12) }
    /// `nil`: the tint.
    package static var progressColor: StyleProperty<Color?> { .init("progress.color", default: nil) }
    package static var progressTrackColor: StyleProperty<Color> {
        .init("progress.trackColor", .track)
    }
    package static var progressFontFamily: StyleProperty<String?> { .init("progress.font.family", default: nil) }
    package static var progressFontSize: StyleProperty<Double> { .init("progress.font.size", default: 13) }
    package static var progressFontWeight: StyleProperty<Int> { .init("progress.font.weight", default: 400) }
    /// `nil`: the secondary label colour (`ResolvedStyle.secondaryLabel`).
    package static var progressTextColor: StyleProperty<Color?> { .init("progress.textColor", default: nil) }
    package static var buttonsFontFamily: StyleProperty<String?> { .init("buttons.font.family", default: nil) }
    package static var buttonsFontSize: StyleProperty<Double> { .init("buttons.font.size", default: 15) }
    package static var buttonsFontWeight: StyleProperty<Int> { .init("buttons.font.weight", default: 600) }
    package static var buttonsHeight: StyleProperty<Double> { .init("buttons.height", default: 34) }
    package static var buttonsPadding: StyleProperty<Double> { .init("buttons.padding", default: 14) }
    /// `nil`: a capsule (half the button's height).
    package static var buttonsCornerRadius: StyleProperty<Double?> { .init("buttons.cornerRadius", default: nil) }
    package static var buttonsSpacing: StyleProperty<Double> { .init("buttons.spacing", default: 8) }
    /// `nil` fills and label colours: the role's, made from the tint.
    package static var primaryFill: StyleProperty<Color?> { .init("buttons.primary.fill", default: nil) }
    package static var primaryTextColor: StyleProperty<Color?> { .init("buttons.primary.textColor", default: nil) }
    package static var secondaryFill: StyleProperty<Color?> { .init("buttons.secondary.fill", default: nil) }
    package static var secondaryTextColor: StyleProperty<Color?> { .init("buttons.secondary.textColor", default: nil) }
    package static var plainFill: StyleProperty<Color?> { .init("buttons.plain.fill", default: nil) }
    package static var plainTextColor: StyleProperty<Color?> { .init("buttons.plain.textColor", default: nil) }
    /// `nil`: the secondary label colour (`ResolvedStyle.secondaryLabel`).
    package static var closeColor: StyleProperty<Color?> { .init("close.color", default: nil) }
    package static var closeSize: StyleProperty<Double> { .init("close.size", default: 12) }
    package static var shadow: StyleProperty<Shadow?> { .init("shadow", default: nil) }
    package static var opacity: StyleProperty<Double> { .init("opacity", default: 1) }
}

extension StyleProperty where Value == String? {
    /// Where a family was written, so an unknown one is reported there.
    package var writtenAt: StyleProperty<JSONPath?> { .init(name + StyleProperties.pathSuffix, default: nil) }
}

package enum StyleProperties {
    /// Added to a leaf's name for where it was written in the spec.
    package static let pathSuffix = "@path"

    /// The properties whose default is a dynamic system colour, with a value per appearance
    /// (`AppearanceColor`). A test holds the list to the reference's defaults.
    package static let appearanceColorDefaults: [StyleProperty<Color>] = [.fill, .borderColor, .textColor, .tint, .progressTrackColor]
    /// Colours a style derives from the appearance, not from a property: iOS's
    /// `secondaryLabel`, and a label over a filled control.
    package static let secondaryLabel = StyleProperty<Color>("@secondaryLabel", .secondaryLabel)
    package static let labelOnFill = StyleProperty<Color>("@labelOnFill", .onFill)

    /// Every property's leaf name, for the test that holds them to the declarations.
    package static let names: [String] = [
        StyleProperty<Color>.fill.name, StyleProperty<Color>.borderColor.name, StyleProperty<Double>.borderWidth.name,
        StyleProperty<Double>.cornerRadius.name, StyleProperty<BodyShapeName>.shape.name, StyleProperty<Double>.aspectRatio.name,
        StyleProperty<Int?>.bumpsCount.name, StyleProperty<Double>.bumpsDepth.name,
        StyleProperty<Int?>.spikesCount.name, StyleProperty<Double>.spikesDepth.name, StyleProperty<Double>.paddingTop.name,
        StyleProperty<Double>.paddingLeft.name,
        StyleProperty<Double>.paddingBottom.name, StyleProperty<Double>.paddingRight.name, StyleProperty<String?>.fontFamily.name,
        StyleProperty<Double>.fontSize.name, StyleProperty<Int>.fontWeight.name, StyleProperty<Color>.textColor.name,
        StyleProperty<TextAlignment>.align.name, StyleProperty<Double>.lineHeight.name, StyleProperty<WrapMode>.wrap.name,
        StyleProperty<Int?>.maxLines.name, StyleProperty<TextWrapStyle>.textWrap.name, StyleProperty<WordBreakStyle>.wordBreak.name,
        StyleProperty<Double>.minimumScaleFactor.name, StyleProperty<HyphensMode>.hyphens.name, StyleProperty<WritingMode>.writingMode.name,
        StyleProperty<Bool?>.punctuationTrim.name,
        StyleProperty<Bool>.hangingPunctuation.name,
        StyleProperty<MarkupMode>.markup.name, StyleProperty<TextStyleName>.textStyle.name,
        StyleProperty<Color?>.strongColor.name, StyleProperty<Int?>.strongWeight.name, StyleProperty<String?>.strongFamily.name,
        StyleProperty<Color?>.emphasisColor.name, StyleProperty<Int?>.emphasisWeight.name, StyleProperty<String?>.emphasisFamily.name,
        StyleProperty<Color?>.codeColor.name, StyleProperty<Int?>.codeWeight.name, StyleProperty<String?>.codeFamily.name,
        StyleProperty<Color?>.linkColor.name, StyleProperty<Int?>.linkWeight.name, StyleProperty<String?>.linkFamily.name,
        StyleProperty<Color>.tint.name, StyleProperty<Double>.partSpacing.name,
        StyleProperty<String?>.titleFontFamily.name, StyleProperty<Double>.titleFontSize.name, StyleProperty<Int>.titleFontWeight.name,
        StyleProperty<Color?>.titleColor.name, StyleProperty<Double>.titleSpacing.name,
        StyleProperty<Double>.iconSize.name, StyleProperty<Double>.iconCornerRadius.name, StyleProperty<Double>.iconSpacing.name,
        StyleProperty<Color?>.progressColor.name, StyleProperty<Color>.progressTrackColor.name,
        StyleProperty<String?>.progressFontFamily.name, StyleProperty<Double>.progressFontSize.name, StyleProperty<Int>.progressFontWeight.name,
        StyleProperty<Color?>.progressTextColor.name,
        StyleProperty<String?>.buttonsFontFamily.name, StyleProperty<Double>.buttonsFontSize.name, StyleProperty<Int>.buttonsFontWeight.name,
        StyleProperty<Double>.buttonsHeight.name, StyleProperty<Double>.buttonsPadding.name, StyleProperty<Double?>.buttonsCornerRadius.name,
        StyleProperty<Double>.buttonsSpacing.name,
        StyleProperty<Color?>.primaryFill.name, StyleProperty<Color?>.primaryTextColor.name,
        StyleProperty<Color?>.secondaryFill.name, StyleProperty<Color?>.secondaryTextColor.name,
        StyleProperty<Color?>.plainFill.name, StyleProperty<Color?>.plainTextColor.name,
        StyleProperty<Color?>.closeColor.name, StyleProperty<Double>.closeSize.name,
        StyleProperty<Shadow?>.shadow.name, StyleProperty<Double>.opacity.name
    ]
}
