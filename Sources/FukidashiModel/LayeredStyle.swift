import FukidashiGeometry
import FukidashiTree
import FukidashiVariants

/// A complete style after layering (defaults, named style, inline style): every property
/// has a value.
package struct LayeredStyle: Hashable, Sendable {
    /// As written: the named style, then the inline one, layered.
    var spec: StyleSpec
    /// The defaults that differ by appearance (`StyleProperties.appearanceColorDefaults`, and
    /// the colours derived from the appearance): each with both values until the resolve stage
    /// takes the appearance's (`settled`). So reading a property never asks which
    /// appearance is drawn.
    private var appearanceDefaults = StyleProperties.appearanceDefaults

    init(spec: StyleSpec) { self.spec = spec }

    package subscript<Value>(_ property: StyleProperty<Value>) -> Value {
        spec[property] ?? appearanceDefaults[property] ?? property.defaultValue
    }

    /// The style as `variant` draws it: its colours that vary, written or default, take its
    /// part's value (the first part's, with none).
    package func settled(_ variant: Variant?) -> LayeredStyle {
        var style = LayeredStyle(spec: spec.settled(variant))
        style.appearanceDefaults = appearanceDefaults.settled(variant)
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
    /// appearance (`settled`): what the resolved tree holds. A `writingMode` written as a
    /// locale map takes its entry along the variant's `chain` (`LocaleLookup.chain`; `nil`, the
    /// first), or the default where none is on it; a broken entry is the variant's error.
    package func flattened(along chain: [String]?) -> Result<ResolvedStyle, Diagnostic> {
        var set = spec.plainValues
        let name = StyleProperty<WritingMode>.writingMode.name
        if let modes = set[name]?.base as? LocaleValueMap<WritingMode> {
            switch modes.entry(along: chain)?.result {
            case .success(let mode)?: set[name] = mode
            case .failure(let problem)?: return .failure(problem)
            case nil: set[name] = nil
            }
        }
        return .success(ResolvedStyle(set: set, appearanceDefaults: appearanceDefaults.plainValues))
    }

    /// As `flattened(along:)` with no locale: a locale map's first entry (a broken one, the default).
    func flattened() -> ResolvedStyle {
        (try? flattened(along: nil).get())
            ?? ResolvedStyle(
                set: spec.plainValues.filter { !($0.value.base is LocaleValueMap<WritingMode>) },
                appearanceDefaults: appearanceDefaults.plainValues)
    }
}
