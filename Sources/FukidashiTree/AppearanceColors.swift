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

    /// How the reference writes the default: "`#D1D1D6`, dark `#3A3A3C`".
    package var referenceText: String { "`\(light.hex())`, dark `\(dark.hex())`" }

    /// `label`: text, and a border's default.
    package static let label = AppearanceColor("#000000", dark: "#FFFFFF")
    /// A bubble's and a card's fill: white, and in dark the elevated background (`#2C2C2E`).
    package static let surface = AppearanceColor("#FFFFFF", dark: "#2C2C2E")
    /// `systemBlue` with Increase Contrast on (`#0040DD`, dark `#409CFF`): the tint. The
    /// standard `#007AFF` gives white text 4.01:1 and a link on white 4.02:1, under WCAG's
    /// 4.5:1, so a tool that checks contrast would warn about its own defaults.
    package static let tint = AppearanceColor("#0040DD", dark: "#409CFF")
    /// `systemGray` with Increase Contrast on, as `secondaryLabel` shows over the surface: a tour
    /// step's text under its title, its progress counter, its close button. The standard
    /// `#8A8A8E` on white is 3.43:1.
    package static let secondaryLabel = AppearanceColor("#6C6C70", dark: "#AEAEB2")
    /// `systemGray3`: the progress track.
    static let track = AppearanceColor("#C7C7CC", dark: "#48484A")
    /// `systemGray4`: a circle's fill.
    package static let circleFill = AppearanceColor("#D1D1D6", dark: "#3A3A3C")
    /// A card's title and text. The text was `#6E6E73`, which is 4.26:1 on a card behind the
    /// top one (drawn at `#EBEBEF`), under 4.5:1; `#636366` is 5.03:1 there and 6.0:1 on white.
    package static let cardTitle = AppearanceColor("#1C1C1E", dark: "#F2F2F7")
    package static let cardText = AppearanceColor("#636366", dark: "#AEAEB2")
    /// A filled button's label over the tint, and a circle's text over its fill.
    package static let onFill = AppearanceColor("#FFFFFF", dark: "#FFFFFF")

    /// A filled button's label over the default tint `fill`: white, as UIKit's, where white reads
    /// on it (4.5:1, WCAG AA for text of any size); else black, where black reads better, as
    /// Material's `onPrimary` does for a light primary colour. So the dark tint (`#409CFF`,
    /// under which white is 2.83:1) takes black.
    package static func label(on fill: Color) -> Color {
        let ground = (fill.red, fill.green, fill.blue)
        let (white, black) = (Contrast.ratio((255, 255, 255), ground), Contrast.ratio((0, 0, 0), ground))
        return white >= 4.5 || white >= black ? onFill.light : label.light
    }
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
