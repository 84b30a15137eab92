import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// A style as written: any of its properties, so styles can be layered.
package struct StyleSpec: Hashable, Sendable {
    /// Leaf name → value, in each appearance where a style key was written per appearance
    /// (the generic `VariantKeyed`, as a colour's values are).
    private var values: [String: VariantKeyed<StyleBox>] = [:]

    package init() {}

    package subscript<Value>(_ property: StyleProperty<Value>) -> Value? {
        get {
            values[property.name]?.first.value.map { Self.plain($0, in: nil) }.flatMap(property.value(from:))
        }
        set { values[property.name] = newValue.map { VariantKeyed(StyleBox(AnyHashable($0))) } }
    }

    /// Sets a property by its leaf name, as the decoder does from the declarations.
    package mutating func set(_ name: String, _ value: AnyHashable) {
        values[name] = VariantKeyed(StyleBox(value))
    }

    /// Sets a property that may vary by appearance (a colour, a shadow): plain where it does not.
    package mutating func set<Value>(_ name: String, keyed value: VariantKeyed<Value>) {
        values[name] = VariantKeyed(StyleBox(value.isKeyed ? AnyHashable(value) : AnyHashable(value.first)))
    }

    /// A stored value in `variant` (with none, the first's): a variant-keyed one's value there.
    private static func plain(_ stored: AnyHashable, in variant: Variant?) -> AnyHashable {
        (stored.base as? any AnyVariantKeyed)?.boxedValue(in: variant) ?? stored
    }

    /// One style of each part of a variant's (a style key, a named style or a base written as
    /// an appearance map): each property in each part (`setEachPart`); the one style where it
    /// is the same in every variant. `first`: the part a read before the resolve stage sees.
    package init(_ styles: VariantKeyed<StyleSpec>, first: Variant?) {
        self.init()
        guard let parts = styles.parts, let first else {
            self = styles.first
            return
        }
        setEachPart(parts, first: first)
    }

    /// Sets every property that one of `fragments` sets, each with its value in each part of
    /// a variant (a fragment per appearance: decoded from a style key that was an appearance
    /// map, `"border": {"light": {…}, "dark": {…}}`, or the named style an element uses in it).
    /// A part whose fragment leaves a property out keeps what is underneath, once styles are
    /// layered. `first`: the part a read before the resolve stage sees.
    mutating func setEachPart(_ fragments: [Variant: StyleSpec], first: Variant) {
        let names = Set(fragments.values.flatMap(\.values.keys))
        for name in names {
            // Each fragment's value in its own part (a named style's may be set per appearance).
            let byPart = Dictionary(uniqueKeysWithValues: fragments.map { ($0.key, StyleBox($0.value.values[name]?.value(in: $0.key).value)) })
            values[name] = VariantKeyed(byPart, firstValue: byPart[first] ?? StyleBox(nil))
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
    package func withDefault<Value: Hashable & Sendable>(_ property: StyleProperty<Value>, keyed value: VariantKeyed<Value>) -> StyleSpec {
        var base = StyleSpec()
        base.set(property.name, keyed: value)
        return base.overlaid(with: self)
    }

    /// The style in `appearance`: a property set per appearance takes that appearance's value
    /// (or is unset there), and a value keyed by appearance (a colour, a shadow) takes that
    /// appearance's.
    func settled(_ variant: Variant?) -> StyleSpec {
        var copy = StyleSpec()
        for (name, stored) in values {
            guard let value = stored.value(in: variant).value else { continue }
            copy.values[name] = VariantKeyed(StyleBox(Self.plain(value, in: variant)))
        }
        return copy
    }

    /// Every property, with the declared defaults where no style set it; those that differ by
    /// appearance keep both values until the resolve stage takes one (`LayeredStyle.settled`).
    package func resolved() -> LayeredStyle { LayeredStyle(spec: self) }

    /// Each property set, by leaf name, with its value as it stands without an appearance (a
    /// style already taken in one, `settled`, holds plain values alone).
    var plainValues: [String: AnyHashable] { values.compactMapValues { $0.first.value.map { Self.plain($0, in: nil) } } }
}

/// A style's value, boxed; `nil`: unset (in an appearance a key written per appearance leaves
/// out). The values are plain value types (colours, numbers, words, shadows, JSON paths), which
/// is why the box may be `Sendable`.
private struct StyleBox: Hashable, @unchecked Sendable {
    let value: AnyHashable?

    init(_ value: AnyHashable?) { self.value = value }
}

extension VariantKeyed<StyleBox> {
    /// This value layered over `below`: where it is unset in an appearance, `below`'s value there.
    fileprivate func over(_ below: VariantKeyed<StyleBox>?) -> VariantKeyed<StyleBox> {
        guard let parts, let below else { return self }
        var filled: [Variant: StyleBox] = [:]
        for (part, entry) in parts { filled[part] = entry.value == nil ? below.value(in: part) : entry }
        return VariantKeyed(filled, firstValue: first.value == nil ? below.first : first)
    }
}
