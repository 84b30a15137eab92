import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiPlatform

/// Backend failures are cases with values a caller can act on; their messages stay exact.
@Suite("Typed render errors")
struct RenderErrorTests {
    @Test("a fonts folder that cannot be opened names its path")
    func fontsFolder() {
        #expect(throws: RenderError.font(path: "/no/such/folder", problem: "cannot open the fonts folder /no/such/folder")) {
            try Renderer(Renderer.Configuration(fontsDirectory: "/no/such/folder"))
        }
    }

    @Test("a write that fails carries the path and the system's reason")
    func fileWrite() {
        do {
            try AtomicFile.write([1, 2, 3], to: "/proc/fukidashi-test/x.png")
            Issue.record("wrote into /proc")
        } catch {
            guard case .file(let path, let problem) = error else {
                Issue.record("not a file error: \(error)")
                return
            }
            #expect(path == "/proc/fukidashi-test/x.png")
            #expect(problem.hasPrefix("cannot create the folder /proc/fukidashi-test: "))
            #expect(error.message == problem)
        }
    }

    @Test("a damaged APNG is a codec error naming the format")
    func damagedAPNG() throws {
        var png = try PNGChunksTests.png()
        png[33 + 8] ^= 1  // a byte of IDAT's body
        #expect(throws: RenderError.codec(format: "APNG", problem: "bad CRC in IDAT")) { try APNGDecoder(png) }
    }

    @Test(
        "a failed C call reads as before",
        arguments: [
            (RenderError.cairo(call: "cairo_surface_write_to_png", status: "out of memory"), "cairo_surface_write_to_png failed: out of memory"),
            (RenderError.freeType(call: "FT_New_Face", code: 2), "FT_New_Face failed with FreeType error 2"),
            (RenderError.noResult(call: "cairo_create"), "cairo_create returned nothing"),
            (RenderError.failed(call: "tjInitDecompress"), "tjInitDecompress failed")
        ])
    func messages(_ error: RenderError, _ message: String) {
        #expect(error.message == message)
        #expect(error.description == message)
    }
}
