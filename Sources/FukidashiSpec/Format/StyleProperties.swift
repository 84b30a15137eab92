/// The typed properties of a bubble's style, one per leaf of the style keys declared in
/// `Format.styleKeys` (a test holds the two to the same names). A new style key is its
/// declaration there, its property here, and the code that draws it.
extension StyleProperty {
    package static var fill: StyleProperty<Color> { StyleProperties.fill }
    package static var borderColor: StyleProperty<Color> { StyleProperties.borderColor }
    package static var borderWidth: StyleProperty<Double> { StyleProperties.borderWidth }
    package static var cornerRadius: StyleProperty<Double> { StyleProperties.cornerRadius }
    package static var paddingTop: StyleProperty<Double> { StyleProperties.paddingTop }
    package static var paddingLeft: StyleProperty<Double> { StyleProperties.paddingLeft }
    package static var paddingBottom: StyleProperty<Double> { StyleProperties.paddingBottom }
    package static var paddingRight: StyleProperty<Double> { StyleProperties.paddingRight }
    /// `nil`: the bundled default family.
    package static var fontFamily: StyleProperty<String?> { StyleProperties.fontFamily }
    /// Where `font.family` was written, so an unknown family is reported there.
    package static var fontFamilyPath: StyleProperty<JSONPath?> { StyleProperties.fontFamilyPath }
    package static var fontSize: StyleProperty<Double> { StyleProperties.fontSize }
    /// CSS weight, 100…900 (regular 400, medium 500, semibold 600, bold 700).
    package static var fontWeight: StyleProperty<Int> { StyleProperties.fontWeight }
    package static var textColor: StyleProperty<Color> { StyleProperties.textColor }
    package static var align: StyleProperty<TextAlignment> { StyleProperties.align }
    package static var lineHeight: StyleProperty<Double> { StyleProperties.lineHeight }
    package static var wrap: StyleProperty<WrapMode> { StyleProperties.wrap }
    package static var maxLines: StyleProperty<Int?> { StyleProperties.maxLines }
    package static var shadow: StyleProperty<Shadow?> { StyleProperties.shadow }
    package static var opacity: StyleProperty<Double> { StyleProperties.opacity }
}

package enum StyleProperties {
    /// Added to a leaf's name for where it was written in the spec.
    static let pathSuffix = "@path"

    // Made once: a property holds a closure, and layout reads properties for every bubble.
    static let fill = StyleProperty<Color>("fill", default: .white)
    static let borderColor = StyleProperty<Color>("border.color", default: .black)
    static let borderWidth = StyleProperty<Double>("border.width", default: 0)
    static let cornerRadius = StyleProperty<Double>("cornerRadius", default: 10)
    static let paddingTop = StyleProperty<Double>("padding.top", default: 15)
    static let paddingLeft = StyleProperty<Double>("padding.left", default: 15)
    static let paddingBottom = StyleProperty<Double>("padding.bottom", default: 15)
    static let paddingRight = StyleProperty<Double>("padding.right", default: 15)
    static let fontFamily = StyleProperty<String?>("font.family", default: nil)
    static let fontFamilyPath = StyleProperty<JSONPath?>("font.family" + StyleProperties.pathSuffix, default: nil)
    static let fontSize = StyleProperty<Double>("font.size", default: 16)
    static let fontWeight = StyleProperty<Int>("font.weight", default: 400)
    static let textColor = StyleProperty<Color>("textColor", default: .black)
    static let align = StyleProperty<TextAlignment>(choice: "align", default: .center)
    static let lineHeight = StyleProperty<Double>("lineHeight", default: 1)
    static let wrap = StyleProperty<WrapMode>(choice: "wrap", default: .normal)
    static let maxLines = StyleProperty<Int?>("maxLines", default: nil)
    static let shadow = StyleProperty<Shadow?>("shadow", default: nil)
    static let opacity = StyleProperty<Double>("opacity", default: 1)

    /// Every property's leaf name, for the test that holds them to the declarations.
    package static let names: [String] = [
        StyleProperty<Color>.fill.name, StyleProperty<Color>.borderColor.name, StyleProperty<Double>.borderWidth.name,
        StyleProperty<Double>.cornerRadius.name, StyleProperty<Double>.paddingTop.name, StyleProperty<Double>.paddingLeft.name,
        StyleProperty<Double>.paddingBottom.name, StyleProperty<Double>.paddingRight.name, StyleProperty<String?>.fontFamily.name,
        StyleProperty<Double>.fontSize.name, StyleProperty<Int>.fontWeight.name, StyleProperty<Color>.textColor.name,
        StyleProperty<TextAlignment>.align.name, StyleProperty<Double>.lineHeight.name, StyleProperty<WrapMode>.wrap.name,
        StyleProperty<Int?>.maxLines.name, StyleProperty<Shadow?>.shadow.name, StyleProperty<Double>.opacity.name,
    ]
}
