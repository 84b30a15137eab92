/// A value the format lets vary by locale or by appearance (a focus, a frame, a width, a
/// placement, a tail, a spotlight, an element's selector), kept whole in its field: written
/// once, an appearance map, or a locale map with every entry; the two nest in either order (a
/// locale map of appearance maps, and the reverse). The resolve stage settles it per variant,
/// after which it is plain; `value` is what any read sees, and before then the first entry's.
package enum Varying<Value: Hashable & Sendable>: Hashable, Sendable {
    case plain(Value)
    /// `{"light": …, "dark": …}`: each appearance's value, which may be a locale map, and what
    /// each entry records where one does (a point on a circle, an element anchor).
    indirect case byAppearance(AppearanceKeyed<Varying<Value>>, records: AppearanceRecords? = nil)
    /// `{"en": …, "ja": …}`: every entry, which may be an appearance map, with what it says and
    /// records.
    case byLocale(LocaleValueMap<Varying<Value>>)

    /// An appearance map of plain values, or the one value where it is the same in every
    /// appearance.
    package init(_ keyed: AppearanceKeyed<Value>) {
        self = keyed.isKeyed ? .byAppearance(keyed.map(Varying.plain)) : .plain(keyed.first)
    }

    /// Each appearance's value, where an appearance map gave one each; the one value where not.
    package static func ofEachAppearance(_ values: AppearanceKeyed<Varying<Value>>) -> Varying<Value> {
        values.isKeyed ? .byAppearance(values) : values.first
    }

    /// The value: the variant's once settled;    /// The value: the variant's once settled; before, the first entry's (or the first
    /// appearance's), which stands in for it.
    package var value: Value {
        switch self {
        case .plain(let value): value
        case .byAppearance(let values, _): values.first.value
        case .byLocale(let map): map.standIn.value
        }
    }

    /// Each value it holds made by `transform` (the one, each appearance's and each locale's),
    /// its maps and records kept: a progress's text in every appearance, the overlay each
    /// appearance's spotlights make.
    package func map<Other>(_ transform: (Value) -> Other) -> Varying<Other> {
        switch self {
        case .plain(let value): .plain(transform(value))
        case .byAppearance(let values, let records): .byAppearance(values.map { $0.map(transform) }, records: records)
        case .byLocale(let map): .byLocale(map.mapValues { $0.map(transform) })
        }
    }

    /// Settled on `appearance`: an appearance map's entry for it, wherever one is; a value
    /// without one is itself. What the entries record is the locale step's to swap
    /// (`VariantChoice`), which settles a map that records before this runs.
    package func inAppearance(_ appearance: String?) -> Varying<Value> {
        switch self {
        case .plain: self
        case .byAppearance(let values, _): values.value(in: appearance).inAppearance(appearance)
        case .byLocale(let map): .byLocale(map.mapValues { $0.inAppearance(appearance) })
        }
    }
}

/// What an appearance map's entries record (a point on a circle, an element anchor), by
/// appearance: the first appearance's are the document's, as stand-ins, until the variant's
/// are swapped in.
package struct AppearanceRecords: Hashable, Sendable {
    package let first: String
    package let byAppearance: [String: PlacementRecords]

    package init(first: String, byAppearance: [String: PlacementRecords]) { (self.first, self.byAppearance) = (first, byAppearance) }

    /// The first appearance's records and `appearance`'s, where they differ.
    package func swap(for appearance: String?) -> (standIn: PlacementRecords, chosen: PlacementRecords)? {
        guard let appearance, appearance != first else { return nil }
        return (byAppearance[first] ?? PlacementRecords(), byAppearance[appearance] ?? PlacementRecords())
    }
}

/// What settles a varying value for one variant: the locale step's choice of each map's entry
/// (`VariantChoice`), or an appearance (`InAppearance`). A value with several takes each, in
/// the order read.
package protocol VaryingSettler {
    func callAsFunction<Value>(_ value: Varying<Value>) -> Varying<Value>
    /// An image path, whose locale map is kept in it (`ImageSource.locales`).
    func callAsFunction(_ source: ImageSource) -> ImageSource
}

/// Settles each value on `appearance`: an appearance map takes its entry.
package struct InAppearance: VaryingSettler {
    let appearance: String?

    package init(_ appearance: String?) { self.appearance = appearance }

    package func callAsFunction<Value>(_ value: Varying<Value>) -> Varying<Value> { value.inAppearance(appearance) }

    /// Itself: an image path's appearance map is settled with its file (`ImageSource.inAppearance`).
    package func callAsFunction(_ source: ImageSource) -> ImageSource { source }
}
