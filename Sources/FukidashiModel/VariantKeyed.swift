import FukidashiTree
import FukidashiVariants

/// A value as a spec gives it where a variant's axes may vary it: one value, or one per part
/// of a variant (an appearance map's `dark` entry is the variants in dark; a default that
/// differs by appearance too, `AppearanceColor`), as iOS's dynamic colours have. The decoded
/// document keeps every part's; the resolve stage takes the variant's (`settled`), so the
/// resolved tree holds plain values only. Which axes the parts name is theirs to say: nothing
/// here, nor in the resolve steps, picks one axis's value out of a variant.
package struct VariantKeyed<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The first part's value (or the only one): what a read before the resolve stage sees,
    /// and, once the resolve stage has run, the variant's.
    package let first: Value
    /// Each part's value; `nil`: the same in every variant.
    private let byPart: [Variant: Value]?

    package init(_ value: Value) { (first, byPart) = (value, nil) }

    /// A value per part; `first` names the part a read before the resolve stage sees.
    package init(_ byPart: [Variant: Value], first: Variant) {
        (self.first, self.byPart) = (byPart[first]!, byPart)
    }

    /// An appearance map's values, by appearance; `first` as above.
    package init(byAppearance values: [String: Value], first: String) {
        self.init(
            Dictionary(uniqueKeysWithValues: values.map { (Variant(appearance: $0.key), $0.value) }), first: Variant(appearance: first))
    }

    /// A value per part, the first (what a read before the resolve stage sees) given apart.
    init(_ byPart: [Variant: Value], firstValue: Value) { (first, self.byPart) = (firstValue, byPart) }

    /// Whether it has a value per part, which the resolve stage has yet to pick.
    var isKeyed: Bool { byPart != nil }

    /// Each part's value; `nil` where it is the same in every variant.
    package var parts: [Variant: Value]? { byPart }

    /// The value in `variant`: its part's (with none, or one no part of which is here, the
    /// first's).
    package func value(in variant: Variant?) -> Value {
        guard let variant, let byPart else { return first }
        return byPart.first { $0.key.isPart(of: variant) }?.value ?? first
    }

    /// The same, settled on `variant`: what the resolve stage leaves in the document.
    package func settled(_ variant: Variant?) -> VariantKeyed<Value> { VariantKeyed(value(in: variant)) }

    /// Each part's value made by `transform`.
    package func map<Other>(_ transform: (Value) -> Other) -> VariantKeyed<Other> {
        guard let byPart else { return VariantKeyed<Other>(transform(first)) }
        return VariantKeyed<Other>(byPart.mapValues(transform), firstValue: transform(first))
    }

    /// A value made of `parts` in each part of a variant (`make` given each one's value there):
    /// keyed where any of them is, so an object whose members are appearance maps (a tail's
    /// width and length) is made per part from members each decoded once. `first`: the part a
    /// read before the resolve stage sees, which every keyed one has.
    package static func combining<each Part>(
        first: Variant?, _ parts: repeat VariantKeyed<each Part>, make: (repeat each Part) -> Value
    ) -> VariantKeyed<Value> {
        var keys: [Variant]?
        for part in repeat each parts { keys = keys ?? part.byPart.map { Array($0.keys) } }
        guard let first, let keys else { return VariantKeyed(make(repeat (each parts).first)) }
        let values = keys.map { key in (key, make(repeat (each parts).value(in: key))) }
        return VariantKeyed(Dictionary(uniqueKeysWithValues: values), first: first)
    }

    /// A map whose entries may be values per part themselves, as one: each part's entry's
    /// value in that part. An entry read from a map is one part's, and so plain (but for a
    /// default that differs by appearance, a dynamic colour); where there is no map here, the
    /// value inside, keyed or not. `first`: the part a read before the resolve stage sees.
    package func joined<Inner>(first part: Variant?) -> VariantKeyed<Inner> where Value == VariantKeyed<Inner> {
        guard let byPart else { return first }
        let values = byPart.map { key, entry in (key, entry.value(in: key)) }
        return VariantKeyed<Inner>(Dictionary(uniqueKeysWithValues: values), firstValue: first.value(in: part))
    }
}

/// A variant-keyed value of any type, as a style stores it boxed: the style's read in a
/// variant takes each one's value there (`StyleSpec.settled`).
protocol AnyVariantKeyed {
    func boxedValue(in variant: Variant?) -> AnyHashable
}

extension VariantKeyed: AnyVariantKeyed {
    func boxedValue(in variant: Variant?) -> AnyHashable { AnyHashable(value(in: variant)) }
}

extension AppearanceColor {
    /// This colour with both values, for the resolve stage to pick from.
    package var dynamic: VariantKeyed<Color> { VariantKeyed(byAppearance: ["light": light, "dark": dark], first: "light") }
}
