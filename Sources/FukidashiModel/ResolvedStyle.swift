import FukidashiGeometry

/// A complete style after layering (defaults, named style, inline style): every property
/// has a value.
package struct ResolvedStyle: Hashable, Sendable {
    var spec: StyleSpec
    /// Drawn in the dark appearance: defaults are the dark ones where a property has them.
    package var isDark = false

    package subscript<Value>(_ property: StyleProperty<Value>) -> Value {
        spec[property] ?? (isDark ? property.darkDefault ?? property.defaultValue : property.defaultValue)
    }

    /// The secondary label colour: a tour step's text under its title when the style sets no
    /// `textColor`, its progress counter and its close button. iOS's `secondaryLabel`
    /// (`AppearanceColor.secondaryLabel`) on the default surface; where the style sets
    /// `textColor` (a dark theme's white), that colour at 60 %, as `secondaryLabel` is `label`
    /// at 60 %, so it reads on the theme's fill as the text does.
    package var secondaryLabel: Color {
        guard let text = spec[.textColor] else { return AppearanceColor.secondaryLabel.resolved(dark: isDark) }
        return Color(red: text.red, green: text.green, blue: text.blue, alpha: UInt8((Double(text.alpha) * 0.6).rounded()))
    }

    /// The style as `appearance` draws it: its colours that vary take that appearance's value,
    /// and its defaults are the dark ones in `dark`.
    package func inAppearance(_ appearance: String?) -> ResolvedStyle {
        ResolvedStyle(spec: spec.inAppearance(appearance), isDark: appearance == "dark")
    }

    /// The style with `property` set to `value`, as if written: a value the resolve stage
    /// derives (a badge's font size from its radius).
    package func setting<Value: Hashable & Sendable>(_ property: StyleProperty<Value>, to value: Value) -> ResolvedStyle {
        var copy = self
        copy.spec[property] = value
        return copy
    }

    /// The value a style set, `nil` where the default stands.
    package func explicit<Value>(_ property: StyleProperty<Value>) -> Value? { spec[property] }

    /// The four padding properties as insets.
    package var padding: EdgeInsets {
        EdgeInsets(top: self[.paddingTop], left: self[.paddingLeft], bottom: self[.paddingBottom], right: self[.paddingRight])
    }
}
