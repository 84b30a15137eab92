import CCairo
import FukidashiPlatform

/// An ARGB32 image surface in pixels. Owns its Cairo surface.
package final class CairoSurface {
    let handle: OpaquePointer
    package let width: Int
    package let height: Int

    package init(width: Int, height: Int) throws(RenderError) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.noResult(call: "cairo_image_surface_create(\(width)×\(height))")
        }
        handle = surface
        self.width = width
        self.height = height
        try check(cairo_surface_status(surface), "cairo_image_surface_create(\(width)×\(height))")
    }

    /// Wraps a surface Cairo created (from a PNG), taking ownership.
    private init(adopting surface: OpaquePointer) {
        handle = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        cairo_surface_destroy(handle)
    }

    /// The PNG bytes, as Cairo's own writer makes them. Nothing touches the disk here: the
    /// caller writes the bytes atomically, so a failed encode can never leave half a file.
    package func pngData() throws(RenderError) -> [UInt8] {
        cairo_surface_flush(handle)
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                handle,
                { closure, data, length in
                    let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        try check(status, "cairo_surface_write_to_png_stream")
        return sink.bytes
    }

    /// Reads a PNG. Used by the golden tests and comparisons, never by rendering.
    static func decodePNG(_ bytes: [UInt8]) throws(RenderError) -> CairoSurface {
        let source = ByteSource(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
                    return source.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw RenderError.noResult(call: "cairo_image_surface_create_from_png_stream") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            try check(status, "reading a PNG")
            fatalError("unreachable")
        }
        return CairoSurface(adopting: surface)
    }

    /// Reads the surface's pixels as straight-alpha RGBA: its memory, stride and format are
    /// looked up once, not per pixel. Valid until the surface is drawn on again.
    package struct PixelReader {
        fileprivate let data: UnsafeMutablePointer<UInt8>?
        fileprivate let stride: Int
        fileprivate let opaque: Bool

        /// One pixel (`x`, `y` inside the surface), un-premultiplied from Cairo's ARGB32;
        /// a transparent one is (0, 0, 0, 0).
        package subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
            guard data != nil else { return (0, 0, 0, 0) }
            var rgba: UInt32 = 0
            row(y, from: x, count: 1, into: &rgba)
            #if _endian(big)
                rgba = rgba.byteSwapped
            #endif
            return (
                UInt8(truncatingIfNeeded: rgba), UInt8(truncatingIfNeeded: rgba >> 8), UInt8(truncatingIfNeeded: rgba >> 16),
                UInt8(truncatingIfNeeded: rgba >> 24)
            )
        }

        /// `count` pixels of row `y` from `x`, as straight RGBA bytes (a word each), into `out`.
        ///
        /// The pixel's maths is in the loop, on words, with comparisons rather than `min`:
        /// unoptimised code (`swift test`'s) zeroes every local of a function it calls and
        /// calls generic functions, and this runs for each pixel a golden test reads.
        fileprivate func row(_ y: Int, from x: Int = 0, count: Int, into out: UnsafeMutablePointer<UInt32>) {
            // Cairo's ARGB32 rows are 32-bit words (`uint32_t` in its own code; the stride is a multiple of 4).
            let pixels = UnsafeRawPointer(data! + y * stride).assumingMemoryBound(to: UInt32.self) + x
            var i = 0
            while i < count {
                let pixel = pixels[i]
                var a = pixel >> 24, r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
                if opaque { a = 255 }
                if a == 0 {
                    (r, g, b) = (0, 0, 0)
                } else if a != 255 {
                    r = Self.divided(r, by: a)
                    g = Self.divided(g, by: a)
                    b = Self.divided(b, by: a)
                }
                #if _endian(big)
                    out[i] = r << 24 | g << 16 | b << 8 | a
                #else
                    out[i] = r | g << 8 | b << 16 | a << 24
                #endif
                i &+= 1
            }
        }

        /// A premultiplied channel divided by its alpha, rounded, at most 255.
        @inline(__always)
        private static func divided(_ channel: UInt32, by alpha: UInt32) -> UInt32 {
            let value = (channel * 255 + alpha / 2) / alpha
            return value > 255 ? 255 : value
        }
    }

    /// What is drawn so far, to read pixel by pixel.
    package func pixelReader() -> PixelReader {
        cairo_surface_flush(handle)
        return PixelReader(
            data: cairo_image_surface_get_data(handle), stride: Int(cairo_image_surface_get_stride(handle)),
            opaque: cairo_image_surface_get_format(handle) == CAIRO_FORMAT_RGB24)
    }

    /// Straight-alpha RGBA bytes, row by row, un-premultiplied from Cairo's native ARGB32.
    func rgbaPixels() -> [UInt8] {
        let reader = pixelReader()
        guard reader.data != nil else { return [] }
        let width = self.width, height = self.height
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            out.withMemoryRebound(to: UInt32.self) { words in
                for y in 0..<height { reader.row(y, count: width, into: words.baseAddress! + y * width) }
            }
            initialized = width * height * 4
        }
    }

    /// Builds a surface from straight-alpha RGBA bytes (premultiplying them for Cairo).
    static func fromRGBA(_ pixels: [UInt8], width: Int, height: Int) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(width: width, height: height)
        cairo_surface_flush(surface.handle)
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        let data = cairo_image_surface_get_data(surface.handle)!
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let a = UInt32(pixels[o + 3])
                let r = (UInt32(pixels[o]) * a + 127) / 255, g = (UInt32(pixels[o + 1]) * a + 127) / 255, b = (UInt32(pixels[o + 2]) * a + 127) / 255
                let value = a << 24 | r << 16 | g << 8 | b
                UnsafeMutableRawPointer(data + y * stride + x * 4).storeBytes(of: value, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }
}

private final class ByteSink {
    var bytes: [UInt8] = []
}

private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutablePointer<UInt8>?, count: Int) -> Bool {
        guard let buffer, offset + count <= bytes.count else { return false }
        bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
