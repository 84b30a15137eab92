import FukidashiGeometry
import FukidashiModel
import FukidashiStrings
import FukidashiTree

/// The reference's default for a style key, read from its property's own default
/// (`StyleProperties.swift`): a default value is written once, and the reference, the schema
/// and the drawing code cannot disagree about it.
enum StyleDefaultText {
    static func of(_ property: StyleProperty<Color>, _ note: String? = nil) -> String {
        noted("`" + property.defaultValue.hex() + "`" + (property.darkDefault.map { ", dark `" + $0.hex() + "`" } ?? ""), note)
    }

    static func of(_ property: StyleProperty<Double>, _ note: String? = nil) -> String {
        noted(property.defaultValue.shortDescription, note)
    }

    static func of(_ property: StyleProperty<Int>, _ note: String? = nil) -> String {
        noted(String(property.defaultValue), note)
    }

    static func of(_ property: StyleProperty<Bool>, _ note: String? = nil) -> String {
        noted("`\(property.defaultValue)`", note)
    }

    static func of<Word: RawRepresentable<String>>(_ property: StyleProperty<Word>, _ note: String? = nil) -> String {
        noted("`" + property.defaultValue.rawValue + "`", note)
    }

    /// The secondary label colour's default (`ResolvedStyle.secondaryLabel`).
    static var secondaryLabel: String {
        AppearanceColor.secondaryLabel.referenceText + "; where the style sets `textColor`, it at 60 %"
    }

    /// A family, size and weight as the reference writes them: "Noto Sans, 16, regular".
    static func font(family: String, size: StyleProperty<Double>, weight: StyleProperty<Int>) -> String {
        "\(family), \(size.defaultValue.shortDescription), \(weightName(weight.defaultValue))"
    }

    /// A weight as the reference writes it: "`regular` (400)".
    static func weight(_ property: StyleProperty<Int>) -> String {
        "`\(weightName(property.defaultValue))` (\(property.defaultValue))"
    }

    static func weightName(_ weight: Int) -> String {
        DocumentDecoding.namedWeights.first { $0.value == weight }?.key ?? String(weight)
    }

    private static func noted(_ text: String, _ note: String?) -> String {
        note.map { text + " (" + $0 + ")" } ?? text
    }
}
