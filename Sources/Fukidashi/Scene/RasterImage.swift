/// Pixels as straight-alpha RGBA bytes, row by row: the form comparisons and diffs read.
public struct RasterImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBA buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let o = (y * width + x) * 4
        return (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3])
    }
}
