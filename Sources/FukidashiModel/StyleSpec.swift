import FukidashiStrings
import FukidashiTree

/// A style as written: any of its properties, so styles can be layered.
package struct StyleSpec: Hashable, Sendable {
    /// Leaf name → value, in each appearance where a style key was written per appearance
    /// (the generic `AppearanceKeyed`, as a colour's values are).
    private var values: [String: AppearanceKeyed<StyleBox>] = [:]

    package init() {}

    package subscript<Value>(_ property: StyleProperty<Value>) -> Value? {
        get {
            values[property.name]?.first.value.map { Self.plain($0, in: nil) }.flatMap(property.value(from:))
        }
        set { values[property.name] = newValue.map { AppearanceKeyed(StyleBox(AnyHashable($0))) } }
    }

    /// Sets a property by its leaf name, as the decoder does from the declarations.
    package mutating func set(_ name: String, _ value: AnyHashable) {
        values[name] = AppearanceKeyed(StyleBox(value))
    }

    /// Sets a property that may vary by appearance (a colour, a shadow): plain where it does not.
    package mutating func set<Value>(_ name: String, keyed value: AppearanceKeyed<Value>) {
        values[name] = AppearanceKeyed(StyleBox(value.isKeyed ? AnyHashable(value) : AnyHashable(value.first)))
    }

    /// A stored value in `appearance` (with none, the first's): an appearance-keyed one's value there.
    private static func plain(_ stored: AnyHashable, in appearance: String?) -> AnyHashable {
        (stored.base as? any AnyAppearanceKeyed)?.boxedValue(in: appearance) ?? stored
    }

    /// One style of each appearance's (a style key, a named style or a base written as an
    /// appearance map): each property in each appearance (`setEachAppearance`); the one style
    /// where it is the same in every appearance. `first`: the appearance a read before the
    /// resolve stage sees.
    package init(_ styles: AppearanceKeyed<StyleSpec>, first: String?) {
        self.init()
        guard let entries = styles.entries, let first else {
            self = styles.first
            return
        }
        setEachAppearance(entries, first: first)
    }

    /// Sets every property that one of `fragments` sets, each with its value in each
    /// appearance (a fragment per appearance: decoded from a style key that was an appearance
    /// map, `"border": {"light": {…}, "dark": {…}}`, or the named style an element uses in it).
    /// An appearance whose fragment leaves a property out keeps what is underneath, once styles
    /// are layered. `first`: the appearance a read before the resolve stage sees.
    mutating func setEachAppearance(_ fragments: [String: StyleSpec], first: String) {
        let names = Set(fragments.values.flatMap(\.values.keys))
        for name in names {
            // Each fragment's value in its own appearance (a named style's may be set per appearance).
            let byAppearance = Dictionary(uniqueKeysWithValues: fragments.map { ($0.key, StyleBox($0.value.values[name]?.value(in: $0.key).value)) })
            values[name] = AppearanceKeyed(byAppearance, firstValue: byAppearance[first] ?? StyleBox(nil))
        }
    }

    /// `top` wins property by property: named style over defaults, inline over named. Objects
    /// such as `border`, `padding` and `font` therefore layer key by key, and a property set in
    /// some appearances only keeps what is underneath in the others.
    package func overlaid(with top: StyleSpec) -> StyleSpec {
        var merged = self
        for (name, value) in top.values {
            merged.values[name] = value.over(merged.values[name])
        }
        return merged
    }

    /// The style with `value` under it for `property`: it stands where this style (in an
    /// appearance) leaves the property unset.
    package func withDefault<Value: Hashable & Sendable>(_ property: StyleProperty<Value>, _ value: Value) -> StyleSpec {
        var base = StyleSpec()
        base[property] = value
        return base.overlaid(with: self)
    }

    /// The same, with a value per appearance under it (a circle's radius, as its font size).
    package func withDefault<Value: Hashable & Sendable>(_ property: StyleProperty<Value>, keyed value: AppearanceKeyed<Value>) -> StyleSpec {
        var base = StyleSpec()
        base.set(property.name, keyed: value)
        return base.overlaid(with: self)
    }

    /// The style in `appearance`: a property set per appearance takes that appearance's value
    /// (or is unset there), and a value keyed by appearance (a colour, a shadow) takes that
    /// appearance's.
    func inAppearance(_ appearance: String?) -> StyleSpec {
        var copy = StyleSpec()
        for (name, stored) in values {
            guard let value = stored.value(in: appearance).value else { continue }
            copy.values[name] = AppearanceKeyed(StyleBox(Self.plain(value, in: appearance)))
        }
        return copy
    }

    /// Every property, with the declared defaults where no style set it; those that differ by
    /// appearance keep both values until the resolve stage takes one (`LayeredStyle.inAppearance`).
    package func resolved() -> LayeredStyle { LayeredStyle(spec: self) }

    /// Each property set, by leaf name, with its value as it stands without an appearance (a
    /// style already taken in one, `inAppearance`, holds plain values alone).
    var plainValues: [String: AnyHashable] { values.compactMapValues { $0.first.value.map { Self.plain($0, in: nil) } } }
}

/// A style's value, boxed; `nil`: unset (in an appearance a key written per appearance leaves
/// out). The values are plain value types (colours, numbers, words, shadows, JSON paths), which
/// is why the box may be `Sendable`.
private struct StyleBox: Hashable, @unchecked Sendable {
    let value: AnyHashable?

    init(_ value: AnyHashable?) { self.value = value }
}

extension AppearanceKeyed<StyleBox> {
    /// This value layered over `below`: where it is unset in an appearance, `below`'s value there.
    fileprivate func over(_ below: AppearanceKeyed<StyleBox>?) -> AppearanceKeyed<StyleBox> {
        guard let entries, let below else { return self }
        var filled: [String: StyleBox] = [:]
        for (appearance, entry) in entries { filled[appearance] = entry.value == nil ? below.value(in: appearance) : entry }
        return AppearanceKeyed(filled, firstValue: first.value == nil ? below.first : first)
    }
}
