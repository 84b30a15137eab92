import FukidashiJSON
import FukidashiLanguage

/// A straight-alpha sRGB colour, 8 bits a channel, as written in specs: one plain value. One
/// that varies by appearance is the decoded model's (`VariantKeyed<Color>`).
package struct Color: Hashable, Sendable, CustomStringConvertible {
    package let red: UInt8
    package let green: UInt8
    package let blue: UInt8
    package let alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)
    static let black = Color(red: 0, green: 0, blue: 0)
    static let white = Color(red: 255, green: 255, blue: 255)

    package static let expectation = "a colour \"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or \"transparent\""

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or `transparent`.
    package init?(spec text: String) {
        if text == "transparent" {
            self = .transparent
            return
        }
        guard text.hasPrefix("#") else { return nil }
        // ASCII only: hexDigitValue also takes fullwidth digits, which no one means in a colour.
        let digits = text.dropFirst().map { $0.isASCII ? $0.hexDigitValue : nil }
        guard digits.allSatisfy({ $0 != nil }) else { return nil }
        let d = digits.map { UInt8($0!) }
        switch d.count {
        case 3: self.init(red: d[0] * 17, green: d[1] * 17, blue: d[2] * 17)
        case 6: self.init(red: d[0] << 4 | d[1], green: d[2] << 4 | d[3], blue: d[4] << 4 | d[5])
        case 8: self.init(red: d[0] << 4 | d[1], green: d[2] << 4 | d[3], blue: d[4] << 4 | d[5], alpha: d[6] << 4 | d[7])
        default: return nil
        }
    }

    var isOpaque: Bool { alpha == 255 }
    package var isInvisible: Bool { alpha == 0 }

    package var description: String { hex(alwaysWithAlpha: true) }

    /// `#RRGGBB`, with `AA` added when the colour is not opaque or `alwaysWithAlpha` asks.
    package func hex(alwaysWithAlpha: Bool = false) -> String {
        func hex(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return "#" + hex(red) + hex(green) + hex(blue) + (alwaysWithAlpha || !isOpaque ? hex(alpha) : "")
    }
}
