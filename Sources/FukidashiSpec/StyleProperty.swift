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
