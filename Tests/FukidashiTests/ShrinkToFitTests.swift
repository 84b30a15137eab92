import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiCompare
@testable import FukidashiLayout
@testable import FukidashiModel

/// `minimumScaleFactor`, as `UILabel`'s: text cut by `maxLines` shrinks by half points to the
/// largest size that fits, never below the minimum, and says so in the golden's text record.
@Suite("Shrinking text to fit", .tags(.stage))
struct ShrinkToFitTests {
    static let german = "Tippe hier, um deine Lieblingsorte für später zu speichern und mit Freunden zu teilen"

    func output(factor: Double?, maxLines: Int = 2, text: String = german) throws -> RenderOutput {
        let factorKey = factor.map { #", "minimumScaleFactor": \#($0)"# } ?? ""
        let spec =
            ##"{"version": 1, "canvas": {"width": 260, "height": 160}, "locale": "de", "elements": [{"type": "bubble", "text": "\##(text)", "tail": null, "at": [0, 0], "width": 230, "style": {"maxLines": \##(maxLines)\##(factorKey)}}]}"##
        return try Renderer().render(specBytes: Array(spec.utf8))
    }

    func lines(_ output: RenderOutput) -> [String] { output.scene.textBlocks.flatMap(\.lines).map(\.text) }
    func fontSize(_ output: RenderOutput) -> Double? { output.scene.textBlocks.first?.lines.first?.runs.first?.size }

    @Test("a German string that overflows two lines at 16 pt fits at the largest half-point size that does, with no warning")
    func shrinksToLargestFit() throws {
        let cut = try output(factor: nil)
        #expect(lines(cut).count == 2 && lines(cut).last?.hasSuffix("…") == true, "at 16 pt it is cut: \(lines(cut))")
        #expect(cut.warnings.map(\.description).contains { $0.contains("text does not fit in 2 lines") })

        let shrunk = try output(factor: 0.5)
        let size = try #require(fontSize(shrunk))
        #expect(shrunk.warnings.isEmpty, "\(shrunk.warnings)")
        #expect(lines(shrunk).count <= 2 && !lines(shrunk).joined().contains("…"))
        #expect(size < 16 && (size * 2).rounded() == size * 2, "a half-point size: \(size)")
        // Half a point larger would not fit: the largest that does.
        let larger = try Renderer().render(
            specBytes: Array(
                ##"{"version": 1, "canvas": {"width": 260, "height": 160}, "locale": "de", "elements": [{"type": "bubble", "text": "\##(Self.german)", "tail": null, "at": [0, 0], "width": 230, "style": {"maxLines": 2, "font": {"size": \##(size + 0.5)}}}]}"##
                    .utf8))
        #expect(lines(larger).last?.hasSuffix("…") == true, "at \(size + 0.5) pt it is cut again: \(lines(larger))")
        // The record beside a golden keeps the factor, and a change of it is said.
        let renderer = try Renderer()
        let record = renderer.sidecar(for: shrunk).text
        #expect(record.blocks.first?.scale == ((size / 16) * 100).rounded() / 100)
        let before = renderer.sidecar(for: try output(factor: 0.99, maxLines: 3)).text
        #expect(record.changes(since: before).first?.hasPrefix("elements[0]: text shrank to \(ScaleText.factor(size / 16)) to fit") == true)
    }

    @Test("at factor 0.9 the same string still overflows at 14.5 pt: it warns and ends with …")
    func minimumStillOverflows() throws {
        let result = try output(factor: 0.9)
        #expect(fontSize(result) == 14.5)
        #expect(lines(result).last?.hasSuffix("…") == true)
        #expect(
            result.warnings.map(\.description) == [
                "warning: elements[0].text: text does not fit in 2 lines even shrunk to 0.91× (14.5 pt, minimumScaleFactor); it ends with \"…\""
            ])
    }

    @Test("text that fits is never shrunk, whatever the factor; 0 never shrinks, as in UILabel")
    func fitsUnshrunk() throws {
        let result = try output(factor: 0.5, text: "Tippe hier")
        #expect(fontSize(result) == 16)
        #expect(try Renderer().sidecar(for: result).text.blocks.first?.scale == 1)
        let zero = try output(factor: 0)
        #expect(fontSize(zero) == 16 && lines(zero).last?.hasSuffix("…") == true)
        #expect(zero.warnings.map(\.description).contains { $0.contains("text does not fit in 2 lines; it ends with") })
    }
}
