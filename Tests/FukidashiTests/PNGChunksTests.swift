import Testing

@testable import Fukidashi
@testable import FukidashiBackend

/// The one chunk reader and writer: what it writes it reads back, and damaged bytes are
/// errors, never a crash.
@Suite("PNG chunks", .tags(.stage))
struct PNGChunksTests {
    /// RGB, unfiltered (`fast`): a flat picture would be written indexed, with a PLTE chunk.
    static func png() throws -> [UInt8] {
        try Renderer(Renderer.Configuration(pngCompression: .fast)).render(
            specBytes: Array(##"{"version": 1, "canvas": {"width": 40, "height": 30, "background": "#FF0000"}, "elements": []}"##.utf8)
        ).png
    }

    @Test("an encoded PNG reads back as IHDR, IDAT, IEND with good CRCs")
    func roundTrip() throws {
        let chunks = try PNGChunks.read(try Self.png(), verifyingCRC: true)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks[0].body.count == 13)
    }

    @Test("every truncation of a PNG is an error or a shorter read, never a crash")
    func truncations() throws {
        let png = try Self.png()
        for end in 0..<png.count {
            let cut = Array(png[..<end])
            if let chunks = try? PNGChunks.read(cut, verifyingCRC: true) {
                #expect(chunks.allSatisfy { $0.range.upperBound <= end })
            }
            _ = APNGDecoder.isAnimated(cut)
            _ = try? ImageHeader.read(cut)
        }
    }

    @Test("a length past the end, and a changed byte, are named")
    func damage() throws {
        var png = try Self.png()
        png[33 + 3] = 0xFF  // IDAT's length, far past the end
        #expect(throws: RenderError.codec(format: "PNG", problem: "chunk runs past the end")) { try PNGChunks.read(png, verifyingCRC: false) }
        png = try Self.png()
        png[33 + 8] ^= 1  // a byte of IDAT's body
        #expect(throws: RenderError.codec(format: "PNG", problem: "bad CRC in IDAT")) { try PNGChunks.read(png, verifyingCRC: true) }
        #expect(throws: RenderError.codec(format: "PNG", problem: "not a PNG")) { try PNGChunks.read([1, 2, 3], verifyingCRC: false) }
    }

    @Test("a body changed in place gets its CRC back")
    func updateCRC() throws {
        var png = try Self.png()
        let ihdr = try PNGChunks.read(png, verifyingCRC: true)[0]
        png[ihdr.body.lowerBound + 3] = 41  // width 40 → 41
        PNGChunks.updateCRC(of: ihdr, in: &png)
        #expect(try PNGChunks.read(png, verifyingCRC: true).count == 3)
    }
}
