import CCairo
import FukidashiPlatform

/// Builds an animated PNG frame by frame. The default image (IDAT) is the settled state and
/// is not part of the animation, so a viewer without APNG support shows it; every frame
/// follows as fcTL + fdAT, cropped to the smallest rectangle that changed since the frame
/// before (drawn over it: dispose NONE, blend SOURCE).
package final class APNGEncoder {
    package let width: Int
    package let height: Int
    private let level: Int32
    private let delayNumerator: UInt16
    private let delayDenominator: UInt16
    private var frameChunks: [UInt8] = []
    private var sequence: UInt32 = 0
    private(set) var frameCount: UInt32 = 0
    private var lastFrameDelayOffset: Int?

    /// The last frame is held this long before the animation loops, so the settled state shows.
    static let finalHold = 1.0

    package init(width: Int, height: Int, fps: Double, level: Int32) {
        self.width = width
        self.height = height
        self.level = level
        // Each frame lasts 100 / (100 · fps) s: exact for whole and hundredth fps.
        delayNumerator = 100
        delayDenominator = UInt16(min(65535, max(1, (100 * fps).rounded())))
    }

    /// One frame, compressed: the rectangle that changed since the frame before, deflated.
    /// Frames are made apart from the file (on several threads for one animation) and added
    /// in order.
    package struct Frame: @unchecked Sendable {
        let region: (x: Int, y: Int, width: Int, height: Int)
        let compressed: [UInt8]
    }

    /// `rgba` (straight RGBA, `width` × `height`) as a frame drawn over `previous`.
    package static func frame(_ rgba: [UInt8], previous: [UInt8]?, width: Int, height: Int, level: Int32) throws(RenderError) -> Frame {
        var region = (x: 0, y: 0, width: width, height: height)
        if let previous {
            region = changedRegion(previous, rgba, width: width, height: height) ?? (0, 0, 1, 1)
        }
        var raw: [UInt8] = []
        raw.reserveCapacity((region.width * 4 + 1) * region.height)
        for y in region.y..<(region.y + region.height) {
            raw.append(0)
            let start = (y * width + region.x) * 4
            raw.append(contentsOf: rgba[start..<(start + region.width * 4)])
        }
        return Frame(region: region, compressed: try PNGEncoder.deflate(raw, level: level))
    }

    package func add(_ frame: Frame) {
        var control: [UInt8] = []
        control.appendBigEndian(sequence)
        sequence += 1
        for value in [frame.region.width, frame.region.height, frame.region.x, frame.region.y] { control.appendBigEndian(UInt32(value)) }
        lastFrameDelayOffset = frameChunks.count + 8 + 20  // length, type, then 20 bytes to the delay
        control += [UInt8(delayNumerator >> 8), UInt8(delayNumerator & 0xFF), UInt8(delayDenominator >> 8), UInt8(delayDenominator & 0xFF)]
        control += [0, 0]  // dispose NONE, blend SOURCE
        PNGChunks.append("fcTL", control, to: &frameChunks)
        var data: [UInt8] = []
        data.appendBigEndian(sequence)
        sequence += 1
        data += frame.compressed
        PNGChunks.append("fdAT", data, to: &frameChunks)
        frameCount += 1
    }

    /// The finished file, with `settled` as its default image.
    package func finish(settled: CairoSurface) throws(RenderError) -> [UInt8] {
        try finish(still: Self.still(settled, level: level))
    }

    /// The default image, encoded apart (in parallel with frames) and passed to `finish(still:)`.
    package static func still(_ settled: CairoSurface, level: Int32) throws(RenderError) -> [UInt8] {
        try PNGEncoder.encode(settled, level: level, filter: .none, alwaysRGBA: true)
    }

    package func finish(still: [UInt8]) throws(RenderError) -> [UInt8] {
        if let offset = lastFrameDelayOffset {
            // Hold the last frame: rewrite its delay (and so its chunk's CRC).
            let hold = UInt16((Self.finalHold * 100).rounded())
            frameChunks.replaceSubrange(offset..<(offset + 4), with: [UInt8(hold >> 8), UInt8(hold & 0xFF), 0, 100])
            // The delay sits 20 bytes into fcTL's body, after the length and the type.
            PNGChunks.updateCRC(of: try chunk(at: offset - 28, in: frameChunks), in: &frameChunks)
        }
        // Split the still into its chunks: keep IHDR first, put acTL after it, then the rest.
        var out = PNGChunks.signature
        for chunk in try chunks(of: still) {
            if chunk.type == "IEND" { out += frameChunks }
            out += still[chunk.range]
            if chunk.type == "IHDR" {
                var control: [UInt8] = []
                control.appendBigEndian(frameCount)
                control.appendBigEndian(0)  // loop forever: designers review motion on repeat
                PNGChunks.append("acTL", control, to: &out)
            }
        }
        return out
    }

    /// Our own bytes read back: a failure here is a bug in the writer, reported as such.
    private func chunks(of png: [UInt8]) throws(RenderError) -> [PNGChunks.Chunk] {
        do { return try PNGChunks.read(png, verifyingCRC: false) } catch {
            throw .codec(format: "APNG", problem: "the APNG writer made a broken PNG: \(error.message)")
        }
    }

    private func chunk(at start: Int, in bytes: [UInt8]) throws(RenderError) -> PNGChunks.Chunk {
        do { return try PNGChunks.chunk(at: start, in: bytes) } catch {
            throw .codec(format: "APNG", problem: "the APNG writer made a broken chunk: \(error.message)")
        }
    }

    /// The bounding box of the pixels that differ, or `nil` if none does.
    static func changedRegion(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                let wa = pa.bindMemory(to: UInt32.self), wb = pb.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width where wa[row + x] != wb[row + x] {
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = max(maxY, y)
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
