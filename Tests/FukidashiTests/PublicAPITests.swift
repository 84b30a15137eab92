import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiLayout
@testable import FukidashiModel

/// What a Swift user of `import Fukidashi` does, through the public API only: render every
/// locale in memory, record a golden on purpose, verify against it, and read a failure.
@Suite("The public API, as the DocC articles use it")
struct PublicAPITests {
    static let spec =
        ##"{"version": 1, "canvas": {"width": 200, "height": 100}, "elements": [{"type": "bubble", "text": {"en": "Tap here", "ja": "ここをタップ"}, "focus": [100, 90], "placement": "above"}]}"##

    @Test("render every locale, record goldens, verify them, and see a change fail with a three-panel diff")
    func renderAndVerify() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try Renderer()
        let outputs = try renderer.renderAll(specBytes: Array(Self.spec.utf8))
        #expect(outputs.map(\.locale) == ["en", "ja"])
        for output in outputs {
            let golden = folder.appendingPathComponent("tip.\(output.locale!).png").path
            #expect(try renderer.verify(output, goldenPath: golden).outcome == .missing)
            #expect(try renderer.verify(output, goldenPath: golden, record: .missing).outcome == .recordedNew)
            let check = try renderer.verify(output, goldenPath: golden)
            #expect(check.outcome == .matches && !check.failed)
        }
        let changed = try Renderer().renderAll(specBytes: Array(Self.spec.replacingOccurrences(of: "Tap here", with: "Tap there").utf8))[0]
        let check = try renderer.verify(changed, goldenPath: folder.appendingPathComponent("tip.en.png").path, tolerance: .strict)
        #expect(check.failed)
        #expect(check.report[0].contains("pixels differ"))
        let diff = try #require(try check.threePanelPNG())
        #expect(try RasterImage(png: diff).width > 2 * check.actual.width, "expected | differences | actual")
    }

    @Test("a broken spec throws its diagnostics, each at its JSON path")
    func diagnostics() throws {
        let renderer = try Renderer()
        do throws(RenderFailure) {
            _ = try renderer.renderAll(
                specBytes: Array(
                    ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "elements": [{"type": "bubble", "text": "x", "placment": "above", "focus": [1, 1]}]}"##
                        .utf8))
            Issue.record("rendered a broken spec")
        } catch {
            guard case .spec(let error) = error else {
                Issue.record("failed in the backend: \(error)")
                return
            }
            #expect(
                error.diagnostics.map { $0.formatted(file: "home.json") } == [
                    ##"home.json: error: elements[0].placment: unknown key, did you mean "placement"?"##
                ])
        }
    }
}
