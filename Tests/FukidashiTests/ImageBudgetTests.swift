import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiLayout

/// A new, empty folder for a test's screenshots.
func temporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite("Decoded images stay within a budget")
struct ImageBudgetTests {
    @Test("a batch of specs each with its own screenshot holds at most the budget (plus the spec at hand) between specs")
    func bounded() throws {
        let folder = try temporaryFolder("budget")
        defer { try? FileManager.default.removeItem(at: folder) }
        // 2,000 × 2,000 px: 16 MB decoded each; twelve of them would be 192 MB kept.
        let side = 2000
        let one = 16_000_000
        let renderer = try Renderer()
        var most = 0
        for index in 0..<12 {
            var rgba = [UInt8](repeating: 255, count: side * side * 4)
            rgba[0] = UInt8(index)
            try Data(try RasterImage(width: side, height: side, rgba: rgba).pngData()).write(to: folder.appendingPathComponent("screen-\(index).png"))
            let spec = ##"{"version": 1, "canvas": {"width": 100, "height": 100, "background": {"image": "screen-\##(index).png"}}, "elements": []}"##
            _ = try renderer.render(specBytes: Array(spec.utf8), specFolder: folder.path)
            most = max(most, renderer.decodedImageBytes)
        }
        #expect(most <= ImageLibrary.budgetBytes + one, "held \(most) bytes")
        #expect(renderer.decodedImageBytes >= one, "the last spec's screenshot is still there for the next spec")
    }
}

@Suite("Decoded images shared by a batch's workers")
struct SharedImageTests {
    @Test("renderers sharing a library decode a screenshot once, and each still draws it after the other moved on")
    func sharedOnce() throws {
        let folder = try temporaryFolder("shared")
        defer { try? FileManager.default.removeItem(at: folder) }
        let side = 1000
        var rgba = [UInt8](repeating: 200, count: side * side * 4)
        for i in stride(from: 0, to: rgba.count, by: 4) { rgba[i] = UInt8(truncatingIfNeeded: i / 4000) }
        try Data(try RasterImage(width: side, height: side, rgba: rgba).pngData()).write(to: folder.appendingPathComponent("screen.png"))
        let spec = Array(##"{"version": 1, "canvas": {"width": 100, "height": 100, "background": {"image": "screen.png"}}, "elements": []}"##.utf8)
        let alone = try Renderer().render(specBytes: spec, specFolder: folder.path).png

        let library = ImageLibrary(workers: 2)
        let first = try Renderer(), second = try Renderer()
        first.shareImages(library)
        second.shareImages(library)
        #expect(try first.render(specBytes: spec, specFolder: folder.path).png == alone)
        #expect(library.byteCount == side * side * 4)
        #expect(try second.render(specBytes: spec, specFolder: folder.path).png == alone)
        #expect(library.byteCount == side * side * 4, "decoded once for both")
        // Emptied (a file changed on disk): a renderer still has what its spec at hand uses,
        // and the next spec decodes it again.
        first.forgetFiles(at: [folder.path])
        #expect(library.byteCount == 0)
        #expect(try first.render(specBytes: spec, specFolder: folder.path).png == alone)
    }
}
