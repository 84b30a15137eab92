/// Pixels as straight-alpha RGBA bytes, row by row: the form comparisons and diffs read.
public struct RasterImage: Hashable, Sendable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// Four bytes a pixel (red, green, blue, alpha; not premultiplied), row after row.
    public let rgba: [UInt8]

    /// An image of `rgba`, which must hold exactly `width × height` pixels.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBA buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y` (from the top left).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let o = (y * width + x) * 4
        return (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3])
    }
}
