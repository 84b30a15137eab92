import FukidashiVariants

/// A value the format lets vary by locale or by appearance (a focus, a frame, a width, a
/// placement, a tail, a spotlight, an element's selector), kept whole in its field: written
/// once, an appearance map, or a locale map with every entry; the two nest in either order (a
/// locale map of appearance maps, and the reverse). The resolve stage settles it per variant,
/// after which it is plain; `value` is what any read sees, and before then the first entry's.
package enum Varying<Value: Hashable & Sendable>: Hashable, Sendable {
    case plain(Value)
    /// `{"light": …, "dark": …}`: each appearance's value, which may be a locale map, and what
    /// each entry records where one does (a point on a circle, an element anchor).
    indirect case byAppearance(VariantKeyed<Varying<Value>>, records: AppearanceRecords? = nil)
    /// `{"en": …, "ja": …}`: every entry, which may be an appearance map, with what it says and
    /// records.
    case byLocale(LocaleValueMap<Varying<Value>>)

    /// An appearance map of plain values, or the one value where it is the same in every
    /// appearance.
    package init(_ keyed: VariantKeyed<Value>) {
        self = keyed.isKeyed ? .byAppearance(keyed.map(Varying.plain)) : .plain(keyed.first)
    }

    /// Each appearance's value, where an appearance map gave one each; the one value where not.
    package static func ofEachAppearance(_ values: VariantKeyed<Varying<Value>>) -> Varying<Value> {
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

    /// Settled on `variant`: a map's entry for its part, wherever one is; a value without one
    /// is itself. What the entries record is the locale step's to swap (`VariantChoice`),
    /// which settles a map that records before this runs.
    package func settled(_ variant: Variant?) -> Varying<Value> {
        switch self {
        case .plain: self
        case .byAppearance(let values, _): values.value(in: variant).settled(variant)
        case .byLocale(let map): .byLocale(map.mapValues { $0.settled(variant) })
        }
    }
}

/// What an appearance map's entries record (a point on a circle, an element anchor), by the
/// part of a variant each entry is: the first part's are the document's, as stand-ins, until
/// the variant's are swapped in.
package struct AppearanceRecords: Hashable, Sendable {
    package let first: Variant
    package let byPart: [Variant: PlacementRecords]

    package init(first: Variant, byPart: [Variant: PlacementRecords]) { (self.first, self.byPart) = (first, byPart) }

    /// The first part's records and `variant`'s part's, where that is another part.
    package func swap(for variant: Variant?) -> (standIn: PlacementRecords, chosen: PlacementRecords)? {
        guard let variant, !first.isPart(of: variant) else { return nil }
        let chosen = byPart.first { $0.key.isPart(of: variant) }?.value
        return (byPart[first] ?? PlacementRecords(), chosen ?? PlacementRecords())
    }
}

/// What settles a varying value for one variant: the locale step's choice of each map's entry
/// (`VariantChoice`), or the variant's parts (`InVariant`). A value with several takes each, in
/// the order read.
package protocol VaryingSettler {
    func callAsFunction<Value>(_ value: Varying<Value>) -> Varying<Value>
    /// An image path, whose locale map is kept in it (`ImageSource.locales`).
    func callAsFunction(_ source: ImageSource) -> ImageSource
}

/// Settles each value on `variant`: a map keyed by parts of variants takes its part's entry.
package struct InVariant: VaryingSettler {
    let variant: Variant?

    package init(_ variant: Variant?) { self.variant = variant }

    package func callAsFunction<Value>(_ value: Varying<Value>) -> Varying<Value> { value.settled(variant) }

    /// Itself: an image path's appearance map is settled with its file (`ImageSource.settled`).
    package func callAsFunction(_ source: ImageSource) -> ImageSource { source }
}
