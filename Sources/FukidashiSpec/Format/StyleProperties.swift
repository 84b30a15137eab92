/// The typed properties of a bubble's style, one per leaf of the style keys declared in
/// `Format.styleKeys` (a test holds the two to the same names). A new style key is its
/// declaration there, its property here, and the code that draws it.
extension StyleProperty {
    package static var fill: StyleProperty<Color> { .init("fill", default: .white) }
    package static var borderColor: StyleProperty<Color> { .init("border.color", default: .black) }
    package static var borderWidth: StyleProperty<Double> { .init("border.width", default: 0) }
    package static var cornerRadius: StyleProperty<Double> { .init("cornerRadius", default: 10) }
    package static var paddingTop: StyleProperty<Double> { .init("padding.top", default: 15) }
    package static var paddingLeft: StyleProperty<Double> { .init("padding.left", default: 15) }
    package static var paddingBottom: StyleProperty<Double> { .init("padding.bottom", default: 15) }
    package static var paddingRight: StyleProperty<Double> { .init("padding.right", default: 15) }
    /// `nil`: the bundled default family.
    package static var fontFamily: StyleProperty<String?> { .init("font.family", default: nil) }
    /// Where `font.family` was written, so an unknown family is reported there.
    package static var fontFamilyPath: StyleProperty<JSONPath?> { .init("font.family" + StyleProperties.pathSuffix, default: nil) }
    package static var fontSize: StyleProperty<Double> { .init("font.size", default: 16) }
    /// CSS weight, 100…900 (regular 400, medium 500, semibold 600, bold 700).
    package static var fontWeight: StyleProperty<Int> { .init("font.weight", default: 400) }
    package static var textColor: StyleProperty<Color> { .init("textColor", default: .black) }
    package static var align: StyleProperty<TextAlignment> { .init("align", default: .center) }
    package static var lineHeight: StyleProperty<Double> { .init("lineHeight", default: 1) }
    package static var wrap: StyleProperty<WrapMode> { .init("wrap", default: .normal) }
    package static var maxLines: StyleProperty<Int?> { .init("maxLines", default: nil) }
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
    package static var shadow: StyleProperty<Shadow?> { .init("shadow", default: nil) }
    package static var opacity: StyleProperty<Double> { .init("opacity", default: 1) }
}

package enum StyleProperties {
    /// Added to a leaf's name for where it was written in the spec.
    static let pathSuffix = "@path"

    /// Every property's leaf name, for the test that holds them to the declarations.
    package static let names: [String] = [
        StyleProperty<Color>.fill.name, StyleProperty<Color>.borderColor.name, StyleProperty<Double>.borderWidth.name,
        StyleProperty<Double>.cornerRadius.name, StyleProperty<Double>.paddingTop.name, StyleProperty<Double>.paddingLeft.name,
        StyleProperty<Double>.paddingBottom.name, StyleProperty<Double>.paddingRight.name, StyleProperty<String?>.fontFamily.name,
        StyleProperty<Double>.fontSize.name, StyleProperty<Int>.fontWeight.name, StyleProperty<Color>.textColor.name,
        StyleProperty<TextAlignment>.align.name, StyleProperty<Double>.lineHeight.name, StyleProperty<WrapMode>.wrap.name,
        StyleProperty<Int?>.maxLines.name, StyleProperty<Bool?>.punctuationTrim.name, StyleProperty<Bool>.hangingPunctuation.name,
        StyleProperty<MarkupMode>.markup.name,
        StyleProperty<Color?>.strongColor.name, StyleProperty<Int?>.strongWeight.name, StyleProperty<String?>.strongFamily.name,
        StyleProperty<Color?>.emphasisColor.name, StyleProperty<Int?>.emphasisWeight.name, StyleProperty<String?>.emphasisFamily.name,
        StyleProperty<Color?>.codeColor.name, StyleProperty<Int?>.codeWeight.name, StyleProperty<String?>.codeFamily.name,
        StyleProperty<Color?>.linkColor.name, StyleProperty<Int?>.linkWeight.name, StyleProperty<String?>.linkFamily.name,
        StyleProperty<Shadow?>.shadow.name, StyleProperty<Double>.opacity.name,
    ]
}
