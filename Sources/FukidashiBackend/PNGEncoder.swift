import CCairo
import FukidashiPlatform

/// Encodes a Cairo surface as PNG without libpng: un-premultiplies ARGB32 into RGBA (or RGB
/// when every pixel is opaque: a quarter fewer bytes to compress), applies row filters,
/// compresses with libdeflate and writes the chunks. Deterministic: the same pixels give the
/// same bytes.
package enum PNGEncoder {
    package enum RowFilter: Equatable {
        case none
        /// Per row, the best of all five filters (libpng's choice).
        case adaptive
        /// Per row, the better of Up and Average: on a screenshot nearly as small as all five
        /// (1.30 MB against 1.28 MB for the 3× coach mark, 1.75 MB unfiltered) for a third of
        /// the time, since Sub and Paeth are the costly ones to try.
        case upOrAverage

        var candidates: [UInt8] {
            switch self {
            case .none: [0]
            case .adaptive: [0, 1, 2, 3, 4]
            case .upOrAverage: [2, 3]
            }
        }
    }

    package static func encode(_ surface: CairoSurface, compression: PNGCompression) throws(RenderError) -> [UInt8] {
        switch compression {
        case .cairo: return try surface.pngData()
        case .fast: return try encode(surface, level: 1, filter: .none)
        case .default:
            if choosesFilters(surface) { return try encode(surface, level: 4, filter: .upOrAverage) }
            // Level 4 (lazy matching) takes libdeflate no longer than 2 on flat pictures, and is
            // 7 % smaller: 6,526 bytes for the reference picture against 7,035.
            if let indexed = try encodeIndexed(surface, level: 4) { return indexed }
            return try encode(surface, level: 4, filter: .none)
        case .small:
            // Flat UI compresses best unfiltered, photos and gradients filtered: keep the smallest.
            var plain = try encode(surface, level: 9, filter: .none)
            if let indexed = try encodeIndexed(surface, level: 9), indexed.count < plain.count { plain = indexed }
            let filtered = try encode(surface, level: 9, filter: .adaptive)
            return filtered.count < plain.count ? filtered : plain
        }
    }

    /// The surface as an indexed PNG (colour type 3), if it has at most 256 distinct pixels.
    static func encodeIndexed(_ surface: CairoSurface, level: Int32) throws(RenderError) -> [UInt8]? {
        cairo_surface_flush(surface.handle)
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        guard let data = cairo_image_surface_get_data(surface.handle), surface.width > 0, surface.height > 0,
            let palette = PNGPalette(pixels: data, width: surface.width, height: surface.height, stride: stride)
        else { return nil }
        var chunks = [("PLTE", palette.plte)]
        let trns = palette.trns
        if !trns.isEmpty { chunks.append(("tRNS", trns)) }
        return assemble(try deflate(palette.scanlines, level: level), width: surface.width, height: surface.height, colorType: 3, before: chunks)
    }

    /// Whether row filters pay for this image. Flat UI (runs of one colour, text) deflates
    /// best unfiltered, and fastest; photos and gradients (a screenshot), where nearly every
    /// pixel differs from its left neighbour, deflate far smaller filtered. libpng's measure
    /// (the sum of filtered bytes read as signed) cannot tell them apart, since white is −1
    /// unfiltered; so up to sixty-four rows spread over the image are sampled for how many
    /// pixels differ from their left neighbour, and more than `changedPercentForFilters`
    /// means filters. A filtered image then takes each row's better filter (`upOrAverage`).
    static func choosesFilters(_ surface: CairoSurface) -> Bool {
        cairo_surface_flush(surface.handle)
        let width = surface.width, height = surface.height
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        guard let data = cairo_image_surface_get_data(surface.handle), width > 1, height > 0 else { return false }
        var changes = 0, sampled = 0
        for y in Swift.stride(from: 0, to: height, by: (height + 63) / 64) {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            // Eight pixels against their left neighbours at a time: the compiler leaves the
            // plain loop scalar, and this pass runs on every image.
            var lanes = SIMD8<UInt32>()
            var x = 1
            while x + 8 <= width {
                let pixels = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self)
                let left = UnsafeRawPointer(row + x - 1).loadUnaligned(as: SIMD8<UInt32>.self)
                lanes &+= SIMD8(repeating: 1).replacing(with: 0, where: pixels .== left)
                x += 8
            }
            changes &+= Int(lanes.wrappedSum())
            for x in x..<width { changes &+= row[x] != row[x - 1] ? 1 : 0 }
            sampled += width - 1
        }
        return changes * 100 > sampled * Self.changedPercentForFilters
    }

    /// The fixtures measure 1 to 18 % (the most, 18 %, is a bubble over a screenshot whose
    /// flat areas still deflate smaller unfiltered) and the reference picture 4 %; the coach
    /// mark's screenshot with its photo 28 %, a photo alone more.
    static let changedPercentForFilters = 20

    /// `alwaysRGBA` keeps the alpha channel even for an opaque image: an APNG's frames must
    /// share its IHDR's colour type.
    package static func encode(_ surface: CairoSurface, level: Int32, filter: RowFilter, alwaysRGBA: Bool = false) throws(RenderError) -> [UInt8] {
        cairo_surface_flush(surface.handle)
        let width = surface.width, height = surface.height
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        guard let data = cairo_image_surface_get_data(surface.handle), width > 0, height > 0 else {
            throw RenderError.codec(format: "PNG", problem: "cannot encode an empty image")
        }
        let opaque = !alwaysRGBA && isOpaque(data, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        let candidates = filter.candidates
        // Two straight-alpha rows (the one being filtered and the one above it) and a spare.
        var rows = [UInt8](repeating: 0, count: rowBytes * 3)
        var nonzero = [Int](repeating: 0, count: filter == .none ? 0 : height)
        // Every byte is written below (a filter byte and the row), so it need not be zeroed.
        let raw = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * height) { out, initialized in
            rows.withUnsafeMutableBufferPointer { buffer in
                var current = buffer.baseAddress!, previous = buffer.baseAddress! + rowBytes
                let spare = buffer.baseAddress! + 2 * rowBytes
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    let target = out.baseAddress! + y * (rowBytes + 1)
                    if filter == .none {
                        // Unfiltered rows go straight to their place: one pass over the pixels.
                        target[0] = 0
                        unpremultiply(row, into: target + 1, width: width, channels: channels)
                        continue
                    }
                    unpremultiply(row, into: current, width: width, channels: channels)
                    nonzero[y] = RowFilters.writeBest(
                        current, previous, count: rowBytes, channels: channels, among: candidates,
                        spare: spare, to: target)
                    swap(&current, &previous)
                }
            }
            initialized = (rowBytes + 1) * height
        }
        let compressed =
            filter == .none
            ? try deflate(raw, level: level)
            : try BandedDeflate.compress(raw, rowBytes: rowBytes + 1, nonzero: nonzero, level: level)
        return assemble(compressed, width: width, height: height, colorType: opaque ? 2 : 6)
    }

    private static func assemble(
        _ compressed: [UInt8], width: Int, height: Int, colorType: UInt8,
        before chunks: [(String, [UInt8])] = []
    ) -> [UInt8] {
        var png = PNGChunks.signature
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, colorType, 0, 0, 0]  // 8 bits; RGB, RGBA or indexed; deflate; adaptive filtering; no interlace
        PNGChunks.append("IHDR", header, to: &png)
        for (type, body) in chunks { PNGChunks.append(type, body, to: &png) }
        PNGChunks.append("IDAT", compressed, to: &png)
        PNGChunks.append("IEND", [], to: &png)
        return png
    }

    /// The surface as straight-alpha RGBA bytes, row after row (for APNG frames).
    package static func straightRGBA(_ surface: CairoSurface) -> [UInt8] {
        cairo_surface_flush(surface.handle)
        let width = surface.width, height = surface.height
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        var out = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface.handle) else { return out }
        out.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                unpremultiply(row, into: buffer.baseAddress! + y * width * 4, width: width, channels: 4)
            }
        }
        return out
    }

    /// Whether every pixel's alpha is 255: the pixels of a row ANDed together (a loop that
    /// vectorizes, unlike one that stops at the first translucent pixel), a row at a time.
    private static func isOpaque(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<width { all &= row[x] }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }

    /// Cairo's premultiplied native-endian ARGB to straight RGB(A), rounding as Cairo's own
    /// writer does, so either path decodes to the same pixels. `channels == 3` is only asked
    /// for an opaque image, where nothing needs dividing: that loop is kept branch-free.
    @inline(__always)
    private static func unpremultiply(_ row: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt8>, width: Int, channels: Int) {
        if channels == 3 {
            var o = out
            for x in 0..<width {
                let p = row[x]
                o[0] = UInt8(truncatingIfNeeded: p >> 16)
                o[1] = UInt8(truncatingIfNeeded: p >> 8)
                o[2] = UInt8(truncatingIfNeeded: p)
                o += 3
            }
            return
        }
        var o = out
        for x in 0..<width {
            (o[0], o[1], o[2], o[3]) = straight(row[x])
            o += 4
        }
    }

    /// One premultiplied ARGB pixel as straight R, G, B, A.
    @inline(__always)
    static func straight(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = pixel >> 24
        var r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
        if a != 0xFF {
            if a == 0 {
                r = 0
                g = 0
                b = 0
            } else {
                r = (r * 255 + a / 2) / a
                g = (g * 255 + a / 2) / a
                b = (b * 255 + a / 2) / a
            }
        }
        return (UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: g), UInt8(truncatingIfNeeded: b), UInt8(truncatingIfNeeded: a))
    }

    /// zlib-wrapped deflate, as IDAT wants it.
    static func deflate(_ input: [UInt8], level: Int32) throws(RenderError) -> [UInt8] {
        let compressor = try Compressors.shared.take(level: level)
        defer { Compressors.shared.give(compressor, level: level) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var size = 0
        let output = [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
            size = input.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, out.baseAddress, bound) }
            initialized = size
        }
        guard size > 0 else { throw RenderError.failed(call: "libdeflate_zlib_compress") }
        return output
    }

    /// libdeflate compressors, kept for reuse: allocating one (hash tables of a megabyte or
    /// so) costs about as much as compressing a small image. A compressor serves one thread
    /// at a time, so workers take one from the pool and give it back.
    final class Compressors: Sendable {
        static let shared = Compressors()
        private let pool = Locked<[Int32: [UnsafeCompressor]]>([:])

        struct UnsafeCompressor: @unchecked Sendable {
            let pointer: OpaquePointer
        }

        func take(level: Int32) throws(RenderError) -> OpaquePointer {
            if let reused = pool.withLock({ $0[level]?.popLast() }) { return reused.pointer }
            guard let compressor = libdeflate_alloc_compressor(level) else { throw RenderError.failed(call: "libdeflate_alloc_compressor(\(level))") }
            return compressor
        }

        func give(_ compressor: OpaquePointer, level: Int32) {
            pool.withLock { $0[level, default: []].append(UnsafeCompressor(pointer: compressor)) }
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8(value & 0xFF))
    }
}
