import FukidashiGeometry
import FukidashiStrings
import FukidashiTree

/// A tutorial coach mark's dimming: `color` over the whole canvas except the spotlights.
package struct Overlay: Hashable, Sendable {
    package let color: VariantKeyed<Color>
    package let spotlights: [SpotlightSpec]

    package init(color: VariantKeyed<Color>, spotlights: [SpotlightSpec]) {
        self.color = color
        self.spotlights = spotlights
    }
}

/// A spotlight as the spec writes it: `Spotlight`'s cases, with each value a locale or
/// appearance map may vary kept whole. One on an element is a stand-in until the resolve stage
/// puts the element's rectangle in.
package enum SpotlightSpec: Hashable, Sendable {
    case circle(center: Varying<Point>, radius: Varying<Double>)
    case rect(Varying<Rect>, cornerRadius: Varying<Double>)

    /// A spotlight whose values are settled.
    package init(_ spotlight: Spotlight) {
        switch spotlight {
        case .circle(let center, let radius): self = .circle(center: .plain(center), radius: .plain(radius))
        case .rect(let rect, let cornerRadius): self = .rect(.plain(rect), cornerRadius: .plain(cornerRadius))
        }
    }

    /// The spotlight with each value's `value`.
    package var settled: Spotlight {
        switch self {
        case .circle(let center, let radius): .circle(center: center.value, radius: radius.value)
        case .rect(let rect, let cornerRadius): .rect(rect.value, cornerRadius: cornerRadius.value)
        }
    }

    /// Each of its values with `settle` applied, in the order the spec is read.
    package func settling(_ settle: some VaryingSettler) -> SpotlightSpec {
        switch self {
        case .circle(let center, let radius): .circle(center: settle(center), radius: settle(radius))
        case .rect(let rect, let cornerRadius): .rect(settle(rect), cornerRadius: settle(cornerRadius))
        }
    }
}
