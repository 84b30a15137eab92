import FukidashiJSON
import FukidashiModel
import FukidashiVariants

/// How the preview's gallery filters its images along one axis: the control it shows, how
/// its values are ordered and named, and where it starts. The page is made from these, axis by
/// axis (`VariantAxis.previewFilter`): presentation is the preview's, so it lives here, and a
/// new axis is a compile error in that switch until it has a filter.
struct PreviewFilter: Sendable {
    /// The control's kind.
    enum Control: Sendable {
        /// A menu of the values the images have, with "All".
        case menu
        /// Buttons for each of a fixed set of values (value, label), with "Both" or "All".
        case buttons([(value: String, label: String)])
    }

    /// How a menu orders the values the images have.
    enum Order: String, Sendable {
        /// Alphabetically: locales.
        case text
        /// By number: scales.
        case number
        /// As the images come, which is the order the run declares them in: text sizes.
        case declared
    }

    /// The control's label: "Text size".
    let label: String
    /// A menu or a set of buttons.
    let control: Control
    /// How a menu's values are ordered.
    let order: Order
    /// What the filter calls an image with no value on the axis, when that is a choice of its
    /// own (text as written is no text size: "as written"); `nil`: such an image is the same
    /// whichever value is chosen, and every choice shows it.
    let noValue: String?
    /// Whether the gallery starts at the first value rather than at all (scales: 2× and 3× are
    /// the same picture).
    let startsAtFirst: Bool

    /// The filter as the page's script reads it: `field`, `control`, `order`, `noValue`,
    /// `startsAtFirst`, and `prefix` and `suffix` around a value shown (`@` and `x`).
    func json(for axis: VariantAxis) -> JSONValue {
        .object(
            JSONObject(members: [
                ("field", .string(axis.field)),
                ("control", .string(controlName)),
                ("order", .string(order.rawValue)),
                ("noValue", noValue.map(JSONValue.string) ?? .null),
                ("startsAtFirst", .bool(startsAtFirst)),
                ("prefix", .string(axis.shownAround.prefix)),
                ("suffix", .string(axis.shownAround.suffix))
            ]))
    }

    private var controlName: String {
        switch control {
        case .menu: "menu"
        case .buttons: "buttons"
        }
    }
}

extension VariantAxis {
    /// How the preview filters by this axis.
    var previewFilter: PreviewFilter {
        switch self {
        case .locale: PreviewFilter(label: "Locale", control: .menu, order: .text, noValue: nil, startsAtFirst: false)
        case .appearance:
            PreviewFilter(
                label: "Appearance", control: .buttons(Appearance.names.map { ($0, $0.prefix(1).uppercased() + $0.dropFirst()) }),
                order: .declared, noValue: nil,
                startsAtFirst: false)
        case .textSize: PreviewFilter(label: "Text size", control: .menu, order: .declared, noValue: "as written", startsAtFirst: false)
        case .scale: PreviewFilter(label: "Scale", control: .menu, order: .number, noValue: nil, startsAtFirst: true)
        }
    }

    /// Every axis's filter, in the axes' order, as the preview page's script reads them.
    static var previewFiltersJSON: String {
        JSONValue.array(allCases.map { $0.previewFilter.json(for: $0) }).serialized(pretty: false)
    }
}
