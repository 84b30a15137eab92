import FukidashiJSON
import FukidashiLanguage
import FukidashiVariants

/// One property of a style, under its leaf name in the format ("fill", "border.width",
/// "font.size"), with the value it has when no style sets it. The properties are declared in
/// `Format/StyleProperties.swift`, beside the format's style keys; drawing code reads
/// `style[.fill]`. A plain value: reading a property allocates nothing.
package struct StyleProperty<Value: Hashable & Sendable>: Sendable {
    package let name: String
    package let defaultValue: Value
    /// The default in the dark appearance, where it differs (a light grey track is brighter
    /// than the tint on a dark bubble): iOS's dynamic system colours' dark values.
    package let darkDefault: Value?

    package init(_ name: String, default defaultValue: Value, dark darkDefault: Value? = nil) {
        self.name = name
        self.defaultValue = defaultValue
        self.darkDefault = darkDefault
    }
}

/// A style property that is one of a set of words (`align`, `wrap`): the decoder stores the
/// word, and reading the property turns it into the value.
protocol StyleWord {
    init?(rawValue: String)
}

extension StyleProperty {
    /// A stored value read as this property's: itself, or a word turned into the value.
    package func value(from stored: AnyHashable) -> Value? {
        if let value = stored.base as? Value { return value }
        if let word = stored.base as? String, let words = Value.self as? any StyleWord.Type { return words.init(rawValue: word) as? Value }
        return nil
    }
}

extension TextStyleName: StyleWord {}
