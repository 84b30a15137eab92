import FukidashiTree

/// A value as a spec gives it where it may vary by appearance: one value, or one per appearance
/// (an appearance map, or a default from `AppearanceColor`), as iOS's dynamic colours have. The
/// decoded document keeps every appearance's; the resolve stage takes the variant's
/// (`inAppearance`), so the resolved tree holds plain values only.
package struct AppearanceKeyed<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The first appearance's value (or the only one): what a read before the resolve stage
    /// sees, and, once the appearance step has run, the variant's.
    package let first: Value
    /// Each appearance's value, by name; `nil`: the same in every appearance.
    private let byAppearance: [String: Value]?

    package init(_ value: Value) { (first, byAppearance) = (value, nil) }

    /// A value per appearance; `first` names the appearance a read before the resolve stage sees.
    package init(_ byAppearance: [String: Value], first: String) {
        (self.first, self.byAppearance) = (byAppearance[first]!, byAppearance)
    }

    /// Whether it has a value per appearance, which the resolve stage has yet to pick.
    var isKeyed: Bool { byAppearance != nil }

    /// Each appearance's value, by name; `nil` where it is the same in every appearance.
    package var entries: [String: Value]? { byAppearance }

    /// The value in `appearance` (with none, or one it lacks, the first's).
    package func value(in appearance: String?) -> Value {
        appearance.flatMap { byAppearance?[$0] } ?? first
    }

    /// The same, settled on `appearance`: what the appearance step leaves in the document.
    package func inAppearance(_ appearance: String?) -> AppearanceKeyed<Value> { AppearanceKeyed(value(in: appearance)) }

    /// Each appearance's value made by `transform`.
    package func map<Other>(_ transform: (Value) -> Other) -> AppearanceKeyed<Other> {
        guard let byAppearance else { return AppearanceKeyed<Other>(transform(first)) }
        return AppearanceKeyed<Other>(byAppearance.mapValues(transform), firstValue: transform(first))
    }

    /// A value per appearance, the first (what a read before the resolve stage sees) given apart.
    init(_ byAppearance: [String: Value], firstValue: Value) { (first, self.byAppearance) = (firstValue, byAppearance) }

    /// A value made of `parts` in each appearance (`make` given each part's value there): keyed
    /// where any part is, so an object whose members are appearance maps (a tail's width and
    /// length) is made per appearance from members each decoded once. `first`: the appearance a
    /// read before the resolve stage sees, which every keyed part has.
    package static func combining<each Part>(
        first: String?, _ parts: repeat AppearanceKeyed<each Part>, make: (repeat each Part) -> Value
    ) -> AppearanceKeyed<Value> {
        var names: [String]?
        for part in repeat each parts { names = names ?? part.byAppearance.map { Array($0.keys) } }
        guard let first, let names else { return AppearanceKeyed(make(repeat (each parts).first)) }
        let values = names.map { name in (name, make(repeat (each parts).value(in: name))) }
        return AppearanceKeyed(Dictionary(uniqueKeysWithValues: values), first: first)
    }

    /// An appearance map whose entries may be values per appearance themselves, as one: each
    /// appearance's entry's value in that appearance. An entry read from a map is one
    /// appearance's, and so plain (but for a default that differs by appearance, a dynamic
    /// colour); where there is no map here, the value inside, keyed or not. `first`: the
    /// appearance a read before the resolve stage sees.
    package func joined<Inner>(first name: String?) -> AppearanceKeyed<Inner> where Value == AppearanceKeyed<Inner> {
        guard let byAppearance else { return first }
        let values = byAppearance.map { name, entry in (name, entry.value(in: name)) }
        return AppearanceKeyed<Inner>(Dictionary(uniqueKeysWithValues: values), firstValue: first.value(in: name))
    }
}

/// An appearance-keyed value of any type, as a style stores it boxed: the style's read in an
/// appearance takes each one's value there (`StyleSpec.inAppearance`).
protocol AnyAppearanceKeyed {
    func boxedValue(in appearance: String?) -> AnyHashable
}

extension AppearanceKeyed: AnyAppearanceKeyed {
    func boxedValue(in appearance: String?) -> AnyHashable { AnyHashable(value(in: appearance)) }
}

extension AppearanceColor {
    /// This colour with both values, for the resolve stage to pick from.
    package var dynamic: AppearanceKeyed<Color> { AppearanceKeyed(["light": light, "dark": dark], first: "light") }
}
