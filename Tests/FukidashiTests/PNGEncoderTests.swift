import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiLayout
@testable import FukidashiModel

@Suite("Our PNG path", .tags(.stage))
struct PNGEncoderTests {
    static let specs = [
        // Opaque: written as RGB.
        ##"{"version": 1, "canvas": {"width": 120, "height": 80, "scale": 2, "background": "#F2F2F7"}, "elements": [{"type": "bubble", "text": "Hi 👋", "focus": [60, 70], "placement": "above", "style": {"border": {"color": "#EA8B00", "width": 3}}}]}"##,
        // Translucent edges over a transparent canvas: written as RGBA, un-premultiplied.
        ##"{"version": 1, "canvas": {"width": 120, "height": 80}, "elements": [{"type": "bubble", "text": "Alpha", "focus": [60, 70], "placement": "above", "style": {"fill": "#0A84FF80", "shadow": {}}}]}"##
    ]

    @Test("every compression level decodes to exactly the pixels of Cairo's own writer", arguments: specs)
    func samePixels(_ spec: String) throws {
        let reference = try RasterImage(png: Renderer(Renderer.Configuration(pngCompression: .cairo)).render(specBytes: Array(spec.utf8)).png)
        for mode in [PNGCompression.fast, .default, .small] {
            let png = try Renderer(Renderer.Configuration(pngCompression: mode)).render(specBytes: Array(spec.utf8)).png
            #expect(try RasterImage(png: png) == reference, "\(mode)")
        }
    }

    /// IHDR's colour type: 2 RGB, 3 indexed, 6 RGBA.
    static func colorType(_ png: [UInt8]) throws -> UInt8 {
        png[try PNGChunks.read(png, verifyingCRC: true)[0].body.lowerBound + 9]
    }

    @Test("a flat picture of at most 256 colours is written indexed (with tRNS when translucent), pixel for pixel")
    func indexed() throws {
        let opaque =
            ##"{"version": 1, "canvas": {"width": 60, "height": 40, "background": "#F2F2F7"}, "elements": [{"type": "bubble", "text": "Hi", "focus": [30, 36], "placement": "above"}]}"##
        let translucent =
            ##"{"version": 1, "canvas": {"width": 60, "height": 40}, "elements": [{"type": "bubble", "text": "Hi", "focus": [30, 36], "placement": "above", "style": {"fill": "#0A84FF80"}}]}"##
        for (spec, hasAlpha) in [(opaque, false), (translucent, true)] {
            let png = try Renderer().render(specBytes: Array(spec.utf8)).png
            let chunks = try PNGChunks.read(png, verifyingCRC: true).map(\.type)
            #expect(try Self.colorType(png) == 3)
            #expect(chunks.contains("PLTE") && chunks.contains("tRNS") == hasAlpha, "\(chunks)")
            let direct = try Renderer(Renderer.Configuration(pngCompression: .fast)).render(specBytes: Array(spec.utf8)).png
            #expect(try Self.colorType(direct) != 3)
            #expect(try RasterImage(png: png) == RasterImage(png: direct))
        }
    }

    @Test("a photo-like picture is filtered and deflated band by band, and decodes to the same pixels")
    func photo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-photo-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A photo over the top half (a gradient with grain, as a camera gives), flat below:
        // both kinds of band in one stream.
        var state: UInt32 = 12345
        var rgba = [UInt8](repeating: 255, count: 200 * 160 * 4)
        for i in 0..<(200 * 80 * 4) where i % 4 != 3 {
            state = state &* 1_103_515_245 &+ 12345
            let (x, y) = ((i / 4) % 200, (i / 4) / 200)
            rgba[i] = UInt8(truncatingIfNeeded: (x + 2 * y) / 2 + (i % 4) * 20 + Int(state >> 28))
        }
        try Data(RasterImage(width: 200, height: 160, rgba: rgba).pngData()).write(to: URL(fileURLWithPath: folder + "/noise.png"))
        let spec =
            ##"{"version": 1, "canvas": {"width": 200, "height": 160, "background": {"image": "noise.png"}}, "elements": [{"type": "bubble", "text": "Noise", "focus": [100, 150], "placement": "above"}]}"##
        let png = try Renderer().render(specBytes: Array(spec.utf8), specFolder: folder).png
        let direct = try Renderer(Renderer.Configuration(pngCompression: .fast)).render(specBytes: Array(spec.utf8), specFolder: folder).png
        #expect(try Self.colorType(png) == 2, "noise has more than 256 colours: direct colour")
        #expect(try RasterImage(png: png) == RasterImage(png: direct))
        #expect(png.count < direct.count)
    }

    @Test("row filters invert: Sub, Up, Average and Paeth decode back to the row", arguments: [3, 4])
    func filters(_ channels: Int) {
        // Long enough for the sixteen-byte loops and their tails.
        let previous = (0..<53).map { UInt8(truncatingIfNeeded: $0 * 97 + 10) }
        let row = (0..<53).map { UInt8(truncatingIfNeeded: $0 * 61 + 200) }
        for type: UInt8 in 0...4 {
            var out = [UInt8](repeating: 0, count: row.count)
            row.withUnsafeBufferPointer { r in
                previous.withUnsafeBufferPointer { p in
                    out.withUnsafeMutableBufferPointer { o in
                        RowFilters.apply(type, r.baseAddress!, p.baseAddress!, count: row.count, channels: channels, into: o.baseAddress!)
                    }
                }
            }
            // Undo the filter as a decoder would.
            var decoded = [UInt8](repeating: 0, count: row.count)
            for i in 0..<row.count {
                let left = i >= channels ? decoded[i - channels] : 0, up = previous[i], upLeft = i >= channels ? previous[i - channels] : 0
                let predictor: UInt8
                switch type {
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = UInt8((Int(left) + Int(up)) / 2)
                case 4: predictor = RowFilters.paeth(left, up, upLeft)
                default: predictor = 0
                }
                decoded[i] = out[i] &+ predictor
            }
            #expect(decoded == row, "filter \(type)")
        }
    }
}

@Suite("SHA-256", .tags(.stage))
struct SHA256Tests {
    @Test(
        "FIPS 180-4 test vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        ])
    func vectors(_ input: String, _ digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test("a million a's")
    func long() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
