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

/// One property of a style, under its leaf name in the format ("fill", "border.width",
/// "font.size"), with the value it has when no style sets it. The properties are declared in
/// `Format/StyleProperties.swift`, beside the format's style keys; drawing code reads
/// `style[.fill]`. A plain value: reading a property allocates nothing.
package struct StyleProperty<Value: Hashable & Sendable>: Sendable {
    package let name: String
    package let defaultValue: Value

    package init(_ name: String, default defaultValue: Value) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// A style property that is one of a set of words (`align`, `wrap`): the decoder stores the
/// word, and reading the property turns it into the value.
protocol StyleWord {
    init?(rawValue: String)
}

extension TextAlignment: StyleWord {}
extension WrapMode: StyleWord {}
extension MarkupMode: StyleWord {}

/// Whether a text's Markdown is read (the backend's `MarkdownReader`, cmark-gfm) or drawn as written.
package enum MarkupMode: String, CaseIterable, Hashable, Sendable {
    case markdown
    case none
}

/// A style as written: any of its properties, so styles can be layered.
package struct StyleSpec: Hashable, Sendable {
    /// Leaf name → value. The values are plain value types (colours, numbers, words, shadows,
    /// JSON paths), which is why the box may be `Sendable`.
    private var values: [String: StyleValue] = [:]

    package init() {}

    package subscript<Value>(_ property: StyleProperty<Value>) -> Value? {
        get {
            guard let stored = values[property.name]?.value.base else { return nil }
            if let value = stored as? Value { return value }
            if let word = stored as? String, let words = Value.self as? any StyleWord.Type { return words.init(rawValue: word) as? Value }
            return nil
        }
        set { values[property.name] = newValue.map { StyleValue(value: AnyHashable($0)) } }
    }

    /// Sets a property by its leaf name, as the decoder does from the declarations.
    mutating func set(_ name: String, _ value: AnyHashable) {
        values[name] = StyleValue(value: value)
    }

    /// `top` wins property by property: named style over defaults, inline over named. Objects
    /// such as `border`, `padding` and `font` therefore layer key by key.
    package func overlaid(with top: StyleSpec) -> StyleSpec {
        var merged = self
        merged.values.merge(top.values) { _, top in top }
        return merged
    }

    /// Every property, with the declared defaults where no style set it.
    package func resolved() -> ResolvedStyle { ResolvedStyle(spec: self) }
}

/// A style's value, boxed: see `StyleSpec.values`.
private struct StyleValue: Hashable, @unchecked Sendable {
    let value: AnyHashable
}

/// A complete style after layering (defaults, named style, inline style): every property
/// has a value.
package struct ResolvedStyle: Hashable, Sendable {
    let spec: StyleSpec

    package subscript<Value>(_ property: StyleProperty<Value>) -> Value {
        spec[property] ?? property.defaultValue
    }

    /// The value a style set, `nil` where the default stands.
    package func explicit<Value>(_ property: StyleProperty<Value>) -> Value? { spec[property] }

    /// The four padding properties as insets.
    package var padding: EdgeInsets {
        EdgeInsets(top: self[.paddingTop], left: self[.paddingLeft], bottom: self[.paddingBottom], right: self[.paddingRight])
    }
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
