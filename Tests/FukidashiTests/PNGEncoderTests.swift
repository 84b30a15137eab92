import Foundation
import FukidashiSpec
@testable import Fukidashi
import Testing

@Suite("Our PNG path")
struct PNGEncoderTests {
    static let specs = [
        // Opaque: written as RGB.
        ##"{"version": 1, "canvas": {"width": 120, "height": 80, "scale": 2, "background": "#F2F2F7"}, "elements": [{"type": "bubble", "text": "Hi 👋", "focus": [60, 70], "placement": "above", "style": {"border": {"color": "#EA8B00", "width": 3}}}]}"##,
        // Translucent edges over a transparent canvas: written as RGBA, un-premultiplied.
        ##"{"version": 1, "canvas": {"width": 120, "height": 80}, "elements": [{"type": "bubble", "text": "Alpha", "focus": [60, 70], "placement": "above", "style": {"fill": "#0A84FF80", "shadow": {}}}]}"##,
    ]

    @Test("every compression level decodes to exactly the pixels of Cairo's own writer", arguments: specs)
    func samePixels(_ spec: String) throws {
        let reference = try RasterImage(png: Renderer(Renderer.Configuration(pngCompression: .cairo)).render(specBytes: Array(spec.utf8)).png)
        for mode in [PNGCompression.fast, .default, .small] {
            let png = try Renderer(Renderer.Configuration(pngCompression: mode)).render(specBytes: Array(spec.utf8)).png
            #expect(try RasterImage(png: png) == reference, "\(mode)")
        }
    }

    @Test("row filters invert: Sub, Up, Average and Paeth decode back to the row")
    func filters() {
        let previous: [UInt8] = [10, 200, 30, 40, 250, 60]
        let row: [UInt8] = [12, 190, 35, 255, 0, 61]
        for type: UInt8 in 0...4 {
            var out = [UInt8](repeating: 0, count: row.count)
            row.withUnsafeBufferPointer { r in previous.withUnsafeBufferPointer { p in out.withUnsafeMutableBufferPointer { o in
                RowFilters.apply(type, r.baseAddress!, p.baseAddress!, count: row.count, channels: 3, into: o.baseAddress!)
            } } }
            // Undo the filter as a decoder would.
            var decoded = [UInt8](repeating: 0, count: row.count)
            for i in 0..<row.count {
                let left = i >= 3 ? decoded[i - 3] : 0, up = previous[i], upLeft = i >= 3 ? previous[i - 3] : 0
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

@Suite("SHA-256")
struct SHA256Tests {
    @Test("FIPS 180-4 test vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func vectors(_ input: String, _ digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test("a million a's")
    func long() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
