import FukidashiGeometry
import FukidashiTree

/// A complete style after layering (defaults, named style, inline style): every property
/// has a value.
package struct LayeredStyle: Hashable, Sendable {
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

    /// The style as `appearance` draws it: its colours that vary, written or default, take that
    /// appearance's value (the first appearance's, with none).
    package func inAppearance(_ appearance: String?) -> LayeredStyle {
        var style = LayeredStyle(spec: spec.inAppearance(appearance))
        style.appearanceDefaults = appearanceDefaults.inAppearance(appearance)
        return style
    }

    /// The style with `value` under what it sets for `property`: where the style (in an
    /// appearance, for a key written per appearance) leaves it unset. A value that follows
    /// from another (a circle's font size from its radius) is such a default.
    package func withDefault<Value: Hashable & Sendable>(_ property: StyleProperty<Value>, _ value: Value) -> LayeredStyle {
        var copy = self
        copy.spec = spec.withDefault(property, value)
        return copy
    }

    /// The value a style set, `nil` where the default stands.
    package func explicit<Value>(_ property: StyleProperty<Value>) -> Value? { spec[property] }

    /// The style flattened as the variant draws it, once the resolve stage has taken its
    /// appearance (`inAppearance`): what the resolved tree holds.
    package func flattened() -> ResolvedStyle {
        ResolvedStyle(set: spec.plainValues, appearanceDefaults: appearanceDefaults.plainValues)
    }
}
