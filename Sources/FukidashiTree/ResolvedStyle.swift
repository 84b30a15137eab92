import FukidashiGeometry

/// A style as one variant draws it: flattened (defaults, named style and inline style already
/// layered) and plain (each colour its appearance's, the dark defaults taken). Reading a
/// property never asks which appearance is drawn, nor what was written where.
///
/// `@unchecked`: its values are plain value types (colours, numbers, words, shadows), boxed.
package struct ResolvedStyle: Hashable, @unchecked Sendable {
    /// Each property a style set, by leaf name.
    private let set: [String: AnyHashable]
    /// The defaults that differ by appearance, in the appearance drawn, by leaf name: they
    /// stand under what a style set, over each property's own default.
    private let appearanceDefaults: [String: AnyHashable]

    package init(set: [String: AnyHashable], appearanceDefaults: [String: AnyHashable]) {
        (self.set, self.appearanceDefaults) = (set, appearanceDefaults)
    }

    package subscript<Value>(_ property: StyleProperty<Value>) -> Value {
        explicit(property) ?? appearanceDefaults[property.name].flatMap(property.value(from:)) ?? property.defaultValue
    }

    /// The value a style set, `nil` where the default stands.
    package func explicit<Value>(_ property: StyleProperty<Value>) -> Value? { set[property.name].flatMap(property.value(from:)) }

    /// Whether a style (named or inline) set `property`, rather than it taking its default:
    /// a tour step's defaults differ from a plain bubble's only where the style is silent.
    package func sets<Value>(_ property: StyleProperty<Value>) -> Bool { explicit(property) != nil }

    /// The secondary label colour: a tour step's text under its title when the style sets no
    /// `textColor`, its progress counter and its close button. iOS's `secondaryLabel`
    /// (`AppearanceColor.secondaryLabel`) on the default surface; where the style sets
    /// `textColor` (a dark theme's white), that colour at 60 %, as `secondaryLabel` is `label`
    /// at 60 %, so it reads on the theme's fill as the text does.
    package var secondaryLabel: Color {
        guard let text = explicit(.textColor) else { return self[StyleProperties.secondaryLabel] }
        return Color(red: text.red, green: text.green, blue: text.blue, alpha: UInt8((Double(text.alpha) * 0.6).rounded()))
    }

    /// A label over a filled control in the default tint (`AppearanceColor.onFill`).
    package var labelOnFill: Color { self[StyleProperties.labelOnFill] }

    /// The four padding properties as insets.
    package var padding: EdgeInsets {
        EdgeInsets(top: self[.paddingTop], left: self[.paddingLeft], bottom: self[.paddingBottom], right: self[.paddingRight])
    }
}
