/// A value the format lets vary by locale or by appearance (a focus, a frame, a width, a
/// placement, a spotlight, an element's selector), kept whole in its field: written once, an
/// appearance map read whole as a colour's, or a locale map with every entry. The resolve stage
/// settles it per variant (the locale step, then the appearance step), after which it is
/// plain; `value` is what any read sees, and before then the first entry's.
package enum Varying<Value: Hashable & Sendable>: Hashable, Sendable {
    case plain(Value)
    /// `{"light": …, "dark": …}`: each appearance's value.
    case byAppearance(AppearanceKeyed<Value>)
    /// `{"en": …, "ja": …}`: every entry, with what it says and records.
    case byLocale(LocaleValueMap<Value>)

    /// An appearance map read whole, or the one value where it is the same in every appearance.
    package init(_ keyed: AppearanceKeyed<Value>) {
        self = keyed.isKeyed ? .byAppearance(keyed) : .plain(keyed.first)
    }

    /// The value: the variant's once settled; before, the first entry's (or the first
    /// appearance's), which stands in for it.
    package var value: Value {
        switch self {
        case .plain(let value): value
        case .byAppearance(let values): values.first
        case .byLocale(let map): map.standIn
        }
    }

    /// Each value it holds made by `transform`: the one, each appearance's or each locale's (a
    /// progress's text in every appearance).
    package func mapEach(_ transform: (Value) -> Value) -> Varying<Value> {
        switch self {
        case .plain(let value): .plain(transform(value))
        case .byAppearance(let values): .byAppearance(values.map(transform))
        case .byLocale(let map): .byLocale(map.mapValues(transform))
        }
    }

    /// Settled on `appearance`: an appearance map's entry for it; any other value is itself.
    package func inAppearance(_ appearance: String?) -> Varying<Value> {
        guard case .byAppearance(let values) = self else { return self }
        return .plain(values.value(in: appearance))
    }
}

/// What settles a varying value for one variant: the locale step's choice of each locale map's
/// entry, or an appearance (`InAppearance`). A value with several takes each, in the order read.
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
