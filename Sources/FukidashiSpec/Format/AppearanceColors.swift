/// A default colour in each appearance, as iOS's dynamic system colours have one value for
/// light and one for dark (Apple's HIG colour tables), and as an asset catalog's colour set or
/// Android's `values-night` would. Every default colour a spec can be drawn with is here or
/// in a style property that takes its values from here; scene building holds none.
package struct AppearanceColor: Hashable, Sendable {
    package let light: Color
    package let dark: Color

    init(_ light: String, dark: String) {
        (self.light, self.dark) = (Color(spec: light)!, Color(spec: dark)!)
    }

    /// This colour in the appearance drawn.
    package func resolved(dark isDark: Bool) -> Color { isDark ? dark : light }

    /// This colour with both values, for the resolve stage to pick from (`Color.inAppearance`).
    package var dynamic: Color { Color.dynamic(["light": light, "dark": dark], first: "light") }

    /// How the reference writes the default: "`#D1D1D6`, dark `#3A3A3C`".
    package var referenceText: String { "`\(light.hex())`, dark `\(dark.hex())`" }

    /// `label`: text, and a border's default.
    package static let label = AppearanceColor("#000000", dark: "#FFFFFF")
    /// A bubble's and a card's fill: white, and in dark the elevated background (`#2C2C2E`).
    package static let surface = AppearanceColor("#FFFFFF", dark: "#2C2C2E")
    /// `systemBlue`: the tint.
    package static let tint = AppearanceColor("#007AFF", dark: "#0A84FF")
    /// `secondaryLabel` as it shows over the surface: a tour step's text under its title, its
    /// progress counter, its close button.
    package static let secondaryLabel = AppearanceColor("#8A8A8E", dark: "#98989F")
    /// `systemGray3`: the progress track.
    package static let track = AppearanceColor("#C7C7CC", dark: "#48484A")
    /// `systemGray4`: a circle's fill.
    package static let circleFill = AppearanceColor("#D1D1D6", dark: "#3A3A3C")
    /// A card's title and text.
    package static let cardTitle = AppearanceColor("#1C1C1E", dark: "#F2F2F7")
    package static let cardText = AppearanceColor("#6E6E73", dark: "#AEAEB2")
    /// A filled button's label over the tint, and a circle's text over its fill.
    package static let onFill = AppearanceColor("#FFFFFF", dark: "#FFFFFF")
    /// `systemGreen` and `systemRed`: a swipe's LIKE and NOPE stamps.
    package static let like = AppearanceColor("#34C759", dark: "#30D158")
    package static let nope = AppearanceColor("#FF3B30", dark: "#FF453A")
}

extension StyleProperty where Value == Color {
    /// A colour property whose default is `color` in each appearance.
    init(_ name: String, _ color: AppearanceColor) {
        self.init(name, default: color.light, dark: color.dark)
    }
}
