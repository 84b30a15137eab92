import Foundation
import FukidashiJSONParser
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiJSON
@testable import FukidashiModel

/// Every limit, at the limit and one past it (issue: hardening). Canvas, text length and
/// element count are in SpecLimitTests; these are the rest.
@Suite("Limits, at and past", .tags(.stage))
struct LimitTests {
    private func decodes(_ text: String, limits: SpecLimits = .standard) -> Bool {
        (try? SpecDecoder(limits: limits).decode(Array(text.utf8))) != nil
    }

    @Test("JSON nesting: 64 levels parse, 65 do not")
    func nesting() throws {
        _ = try JSONParser.parse(Array((String(repeating: "[", count: 64) + String(repeating: "]", count: 64)).utf8))
        #expect(throws: JSONParser.SyntaxError.self) {
            try JSONParser.parse(Array((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8))
        }
    }

    @Test("file size: exactly the limit is read, one byte more is refused")
    func fileSize() {
        let spec = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "elements": []}"#
        var limits = SpecLimits()
        limits.maxFileSize = spec.utf8.count
        #expect(decodes(spec, limits: limits))
        limits.maxFileSize = spec.utf8.count - 1
        #expect(!decodes(spec, limits: limits))
    }

    @Test("animation work: frames × pixels at the limit render, one frame more is refused")
    func animation() {
        // 10 × 10 px, 30 fps for 1 s = 31 frames = 3,100 px.
        let spec = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "animation": {"fps": 30, "duration": 1}, "elements": []}"#
        var limits = SpecLimits()
        limits.maxAnimationPixels = 3_100
        #expect(decodes(spec, limits: limits))
        limits.maxAnimationPixels = 3_099
        #expect(!decodes(spec, limits: limits))
    }

    @Test("image size from the header: 8192 px a side passes the check, 8193 is refused unread")
    func imageHeader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func header(width: UInt32) -> [UInt8] {
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            bytes.appendBigEndian(width)
            bytes.appendBigEndian(1)
            return bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0]
        }
        let renderer = try Renderer()
        for (width, expected) in [(UInt32(8192), "truncated or damaged"), (8193, "images may be at most 8192 px a side")] {
            try Data(header(width: width)).write(to: folder.appendingPathComponent("i.png"))
            let spec = #"{"version": 1, "canvas": {"width": 10, "height": 10, "background": {"image": "i.png"}}, "elements": []}"#
            do {
                _ = try renderer.render(specBytes: Array(spec.utf8), specFolder: folder.path)
                Issue.record("rendered a header-only image")
            } catch {
                #expect(error.description.contains(expected), "\(width): \(error)")
            }
        }
    }

    @Test("time budget: a generous one renders, a tiny one stops heavy text with an error")
    func timeBudget() throws {
        let bubble = #"{"type": "bubble", "text": "\#(String(repeating: "word ", count: 1500))", "tail": null, "at": [0, 0], "width": 60}"#
        let spec =
            #"{"version": 1, "canvas": {"width": 100, "height": 100}, "elements": [\#(Array(repeating: bubble, count: 12).joined(separator: ","))]}"#
        _ = try Renderer(Renderer.Configuration(timeBudget: 60)).render(specBytes: Array(spec.utf8))
        do {
            _ = try Renderer(Renderer.Configuration(timeBudget: 0.001)).render(specBytes: Array(spec.utf8))
            Issue.record("rendered past its budget")
        } catch {
            #expect(String(describing: error).contains("the per-spec time budget"))
        }
    }
}
