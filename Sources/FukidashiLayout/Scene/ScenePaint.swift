/// A colour as the backend paints it: straight-alpha sRGB, 8 bits a channel. The scene has its
/// own paint types, so drawing needs nothing from the spec format.
package struct SceneColor: Hashable, Sendable, CustomStringConvertible {
    package let red: UInt8
    package let green: UInt8
    package let blue: UInt8
    package let alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    package static let transparent = SceneColor(red: 0, green: 0, blue: 0, alpha: 0)

    package var isInvisible: Bool { alpha == 0 }

    /// `#RRGGBBAA`, as scenes print.
    package var description: String {
        func hex(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }
}

/// A drop shadow as the backend draws it: `radius` is the Gaussian's standard deviation in
/// points (CALayer's shadowRadius), the offset moves it (y down).
package struct SceneShadow: Hashable, Sendable {
    package let color: SceneColor
    package let radius: Double
    package let offsetX: Double
    package let offsetY: Double

    package init(color: SceneColor, radius: Double, offsetX: Double, offsetY: Double) {
        (self.color, self.radius, self.offsetX, self.offsetY) = (color, radius, offsetX, offsetY)
    }
}
