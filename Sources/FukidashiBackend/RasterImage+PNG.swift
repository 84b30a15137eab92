import FukidashiLayout
import FukidashiPlatform

/// PNG in and out of a `RasterImage`, through Cairo.
extension RasterImage {
    /// Decodes PNG bytes.
    public init(png: [UInt8]) throws(RenderError) {
        let surface = try CairoSurface.decodePNG(png)
        self.init(width: surface.width, height: surface.height, rgba: surface.rgbaPixels())
    }

    /// Encodes the image as a PNG.
    public func pngData() throws(RenderError) -> [UInt8] {
        try CairoSurface.fromRGBA(rgba, width: width, height: height).pngData()
    }
}
