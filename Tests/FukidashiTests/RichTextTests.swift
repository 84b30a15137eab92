import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiGeometry
@testable import FukidashiLayout
@testable import FukidashiModel

@Suite("Rich text", .tags(.stage))
struct RichTextTests {
    func scene(_ text: String, style: String = "{}") throws -> Scene {
        let spec =
            ##"{"version": 1, "canvas": {"width": 600, "height": 80}, "elements": [{"type": "bubble", "text": "\##(text)", "tail": null, "at": [0, 0], "maxWidth": 600, "style": \##(style)}]}"##
        return try Renderer().render(specBytes: Array(spec.utf8)).scene
    }

    func runs(_ scene: Scene) -> [GlyphRun] { scene.textBlocks.flatMap(\.lines).flatMap(\.runs) }

    @Test("a bold run is set and measured in the bold face, and keeps the width the bold face gives it")
    func boldMeasuredBold() throws {
        let renderer = try Renderer()
        let marked = try scene("Tap **Continue** now")
        let bold = try scene("Continue", style: #"{"font": {"weight": "bold"}}"#)
        let plain = try scene("Continue")
        let boldFace = try #require(runs(bold).first?.face)
        #expect(runs(marked).map { renderer.fontPath($0.face).hasSuffix("NotoSans-Bold.ttf") } == [false, true, false])
        #expect(runs(marked)[1].face == boldFace)
        // The bold word's advance is the bold face's, not the regular one's.
        let markedRun = runs(marked)[1].glyphs
        let boldWidth = bold.textBlocks[0].lines[0].width, plainWidth = plain.textBlocks[0].lines[0].width
        let start = markedRun.first!.position.x, nextRun = runs(marked)[2].glyphs.first!.position.x
        let space = abs(nextRun - start - boldWidth)
        #expect(space < 6 && abs(boldWidth - plainWidth) > 3, "bold \(boldWidth), plain \(plainWidth), span \(nextRun - start)")
    }

    @Test("escaped asterisks stay; markup none keeps every asterisk")
    func asterisks() throws {
        #expect(try scene(#"\\*\\*not bold\\*\\*"#).textBlocks[0].lines[0].text == "**not bold**")
        #expect(try scene("**as written**", style: #"{"markup": "none"}"#).textBlocks[0].lines[0].text == "**as written**")
        #expect(try scene("**bold**").textBlocks[0].lines[0].text == "bold")
    }

    @Test("emphasis takes the italic face where there is one, and a synthesized slant where there is none")
    func italics() throws {
        let renderer = try Renderer()
        let latin = runs(try scene("*word*"))
        #expect(latin.count == 1 && renderer.fontPath(latin[0].face).hasSuffix("NotoSans-Italic.ttf") && latin[0].shear == 0)
        let japanese = runs(try scene("*注意*"))
        #expect(japanese.count == 1 && japanese[0].shear == ShapedTextLayout.syntheticSlant)
    }

    @Test("a link is tinted and underlined, a struck run struck through, in the run's own extent")
    func decorations() throws {
        let line = try scene("go [here](https://example.com) or ~~there~~").textBlocks[0].lines[0]
        #expect(line.decorations.count == 2)
        #expect(line.decorations[0].color == SceneColor(red: 0, green: 0x40, blue: 0xDD))
        let tinted = line.runs.filter { $0.color == SceneColor(red: 0, green: 0x40, blue: 0xDD) }
        #expect(tinted.count == 1 && abs(line.decorations[0].rect.minX - tinted[0].glyphs[0].position.x) < 0.5)
        #expect(
            line.decorations[0].rect.minY > line.origin.y && line.decorations[1].rect.maxY < line.origin.y,
            "the underline is below the baseline, the strike above it")
    }

    @Test("an unknown family in a run style is an error at its path")
    func unknownRunFamily() throws {
        let spec =
            ##"{"version": 1, "canvas": {"width": 200, "height": 80}, "elements": [{"type": "bubble", "text": "`x`", "tail": null, "at": [0, 0], "style": {"code": {"family": "Menlo"}}}]}"##
        #expect(throws: RenderFailure.self) { try Renderer().render(specBytes: Array(spec.utf8)) }
        do { _ = try Renderer().render(specBytes: Array(spec.utf8)) } catch {
            #expect("\(error)".contains("elements[0].style.code.family: unknown font family \"Menlo\""), "\(error)")
        }
    }
}
