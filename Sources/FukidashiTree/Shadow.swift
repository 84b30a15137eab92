/// A drop shadow under a shape, with CALayer's meaning: `radius` is the blur's standard
/// deviation in points (CALayer's shadowRadius), `offset` moves it (y down).
package struct Shadow: Hashable, Sendable {
    package let color: Color
    package let radius: Double
    package let offsetX: Double
    package let offsetY: Double

    package init(color: Color, radius: Double, offsetX: Double, offsetY: Double) {
        self.color = color
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}
