import CCairo
import FukidashiLayout
import FukidashiPlatform

/// Reads an animated PNG back, checking what a strict viewer checks: chunk CRCs, one shared
/// sequence of fcTL/fdAT numbers from 0, acTL's frame count, frame regions inside the image.
/// Frames are composed as a viewer would (dispose NONE, blend SOURCE). Used by the tests to
/// compare every frame with a still rendered at the same time.
package struct APNGDecoder {
    package struct Frame {
        /// The whole canvas after this frame was drawn.
        package let image: RasterImage
        /// Seconds this frame shows.
        package let delay: Double
    }

    let defaultImage: RasterImage
    package let frames: [Frame]
    let plays: Int

    /// Whether PNG bytes are animated: an acTL chunk before the first IDAT.
    package static func isAnimated(_ bytes: [UInt8]) -> Bool {
        guard let chunks = try? PNGChunks.read(bytes, verifyingCRC: false) else { return false }
        for chunk in chunks {
            if chunk.type == "acTL" { return true }
            if chunk.type == "IDAT" { return false }
        }
        return false
    }

    package init(_ bytes: [UInt8]) throws(RenderError) {
        let chunks: [PNGChunks.Chunk]
        do { chunks = try PNGChunks.read(bytes, verifyingCRC: true) } catch { throw .codec(format: "APNG", problem: error.message) }
        defaultImage = try RasterImage(png: bytes)
        let width = defaultImage.width, height = defaultImage.height
        var expectedSequence: UInt32 = 0
        var declaredFrames: UInt32?
        var plays = 0
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [Frame] = []
        var pending: (x: Int, y: Int, w: Int, h: Int, delay: Double, data: [UInt8])?
        func be32(_ at: Int) -> UInt32 { UInt32(bigEndianAt: at, in: bytes) }
        func be16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func flush() throws(RenderError) {
            guard let frame = pending else { return }
            let raw = try Self.inflate(frame.data, size: (frame.w * 4 + 1) * frame.h)
            for row in 0..<frame.h {
                guard raw[row * (frame.w * 4 + 1)] == 0 else { throw .codec(format: "APNG", problem: "frame rows must be unfiltered") }
                for x in 0..<(frame.w * 4) {
                    canvas[((frame.y + row) * width + frame.x) * 4 + x] = raw[row * (frame.w * 4 + 1) + 1 + x]
                }
            }
            frames.append(Frame(image: RasterImage(width: width, height: height, rgba: canvas), delay: frame.delay))
            pending = nil
        }
        for chunk in chunks {
            let body = chunk.body.lowerBound, length = chunk.body.count
            // Each control chunk's body must hold what is read from it.
            let needed = ["IHDR": 13, "acTL": 8, "fcTL": 26, "fdAT": 4][chunk.type] ?? 0
            guard length >= needed else { throw .codec(format: "APNG", problem: "\(chunk.type) is \(length) bytes, shorter than \(needed)") }
            switch chunk.type {
            case "IHDR":
                // Frames are written as 8-bit RGBA, so the image must say so.
                guard bytes[body + 8] == 8, bytes[body + 9] == 6 else { throw .codec(format: "APNG", problem: "IHDR must be 8-bit RGBA, frames are") }
            case "acTL":
                declaredFrames = be32(body)
                plays = Int(be32(body + 4))
            case "fcTL":
                try flush()
                guard be32(body) == expectedSequence else {
                    throw .codec(format: "APNG", problem: "fcTL sequence \(be32(body)), expected \(expectedSequence)")
                }
                expectedSequence += 1
                let w = Int(be32(body + 4)), h = Int(be32(body + 8)), x = Int(be32(body + 12)), y = Int(be32(body + 16))
                guard x + w <= width, y + h <= height, w > 0, h > 0 else { throw .codec(format: "APNG", problem: "frame region outside the image") }
                if frames.isEmpty, (x, y, w, h) != (0, 0, width, height) {
                    throw .codec(format: "APNG", problem: "the first frame must cover the image")
                }
                guard bytes[body + 24] == 0, bytes[body + 25] == 0 else {
                    throw .codec(format: "APNG", problem: "expected dispose NONE, blend SOURCE")
                }
                pending = (x, y, w, h, Double(be16(body + 20)) / Double(max(1, be16(body + 22))), [])
            case "fdAT":
                guard be32(body) == expectedSequence else {
                    throw .codec(format: "APNG", problem: "fdAT sequence \(be32(body)), expected \(expectedSequence)")
                }
                expectedSequence += 1
                pending?.data += bytes[(body + 4)..<(body + length)]
            default:
                break
            }
        }
        try flush()
        guard let declaredFrames, Int(declaredFrames) == frames.count else {
            throw .codec(format: "APNG", problem: "acTL frame count does not match the frames")
        }
        self.frames = frames
        self.plays = plays
    }

    private static func inflate(_ data: [UInt8], size: Int) throws(RenderError) -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .failed(call: "libdeflate_alloc_decompressor") }
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: size)
        let status = data.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, nil)
            }
        }
        guard status == LIBDEFLATE_SUCCESS else { throw .codec(format: "APNG", problem: "a frame does not inflate to its size") }
        return out
    }
}
