import FukidashiGeometry

/// A complete style after layering (defaults, named style, inline style): every property
/// has a value.
package struct ResolvedStyle: Hashable, Sendable {
    /// As written: the named style, then the inline one, layered.
    var spec: StyleSpec
    /// The defaults that differ by appearance (`StyleProperties.appearanceColorDefaults`, and
    /// the colours derived from the appearance): each with both values until the resolve stage
    /// takes the appearance's (`inAppearance`). So reading a property never asks which
    /// appearance is drawn.
    private var appearanceDefaults = StyleProperties.appearanceDefaults

    init(spec: StyleSpec) { self.spec = spec }

    package subscript<Value>(_ property: StyleProperty<Value>) -> Value {
        spec[property] ?? appearanceDefaults[property] ?? property.defaultValue
    }

    /// The secondary label colour: a tour step's text under its title when the style sets no
    /// `textColor`, its progress counter and its close button. iOS's `secondaryLabel`
    /// (`AppearanceColor.secondaryLabel`) on the default surface; where the style sets
    /// `textColor` (a dark theme's white), that colour at 60 %, as `secondaryLabel` is `label`
    /// at 60 %, so it reads on the theme's fill as the text does.
    package var secondaryLabel: Color {
        guard let text = spec[.textColor] else { return self[StyleProperties.secondaryLabel] }
        return Color(red: text.red, green: text.green, blue: text.blue, alpha: UInt8((Double(text.alpha) * 0.6).rounded()))
    }

    /// A label over a filled control in the default tint (`AppearanceColor.onFill`).
    package var labelOnFill: Color { self[StyleProperties.labelOnFill] }

    /// The style as `appearance` draws it: its colours that vary, written or default, take that
    /// appearance's value (the first appearance's, with none).
    package func inAppearance(_ appearance: String?) -> ResolvedStyle {
        var style = ResolvedStyle(spec: spec.inAppearance(appearance))
        style.appearanceDefaults = appearanceDefaults.inAppearance(appearance)
        return style
    }

    /// The style with `value` under what it sets for `property`: where the style (in an
    /// appearance, for a key written per appearance) leaves it unset. A value that follows
    /// from another (a circle's font size from its radius) is such a default.
    package func withDefault<Value: Hashable & Sendable>(_ property: StyleProperty<Value>, _ value: Value) -> ResolvedStyle {
        var copy = self
        copy.spec = spec.withDefault(property, value)
        return copy
    }

    /// The value a style set, `nil` where the default stands.
    package func explicit<Value>(_ property: StyleProperty<Value>) -> Value? { spec[property] }

    /// The four padding properties as insets.
    package var padding: EdgeInsets {
        EdgeInsets(top: self[.paddingTop], left: self[.paddingLeft], bottom: self[.paddingBottom], right: self[.paddingRight])
    }
}
