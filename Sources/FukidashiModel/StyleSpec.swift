import FukidashiStrings

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
    package mutating func set(_ name: String, _ value: AnyHashable) {
        values[name] = StyleValue(value: value)
    }

    /// `top` wins property by property: named style over defaults, inline over named. Objects
    /// such as `border`, `padding` and `font` therefore layer key by key.
    package func overlaid(with top: StyleSpec) -> StyleSpec {
        var merged = self
        merged.values.merge(top.values) { _, top in top }
        return merged
    }

    /// The style in `appearance`: a colour (or a shadow's) with a value per appearance takes
    /// that appearance's.
    func inAppearance(_ appearance: String?) -> StyleSpec {
        var copy = self
        for (name, stored) in values {
            if let color = stored.value.base as? Color, color.byAppearance != nil {
                copy.values[name] = StyleValue(value: AnyHashable(color.inAppearance(appearance)))
            } else if let shadow = stored.value.base as? Shadow, shadow.color.byAppearance != nil {
                copy.values[name] = StyleValue(value: AnyHashable(shadow.inAppearance(appearance)))
            }
        }
        return copy
    }

    /// Every property, with the declared defaults where no style set it; those that differ by
    /// appearance keep both values until the resolve stage takes one (`ResolvedStyle.inAppearance`).
    package func resolved() -> ResolvedStyle { ResolvedStyle(spec: self) }
}

/// A style's value, boxed: see `StyleSpec.values`.
private struct StyleValue: Hashable, @unchecked Sendable {
    let value: AnyHashable
}
