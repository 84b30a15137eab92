import Foundation
import FukidashiTree
import Testing

@testable import Fukidashi
@testable import FukidashiModel
@testable import FukidashiSpec
@testable import FukidashiVariants

/// The resolve stage names every image by the file it chose for the variant; layout only
/// loads what it draws, and what a choice says is said when its image is drawn.
@Suite("Image files chosen by the resolve stage", .tags(.stage))
struct ImageFileChoiceTests {
    /// A screenshot per locale, and a stack of six cards whose two lowest name `hidden`.
    static func spec(hidden: String) -> [UInt8] {
        let cards = (0..<6).map { index in
            let image = index < 4 ? "photos/card\(index % 2).png" : hidden
            return ##"{"image": "\##(image)", "title": "Card \##(index)"}"##
        }
        return Array(
            ##"""
            {"version": 1, "locale": "en", "canvas": {"width": 200, "height": 300, "background": {"image": "screen.{locale}.png"}},
             "elements": [
               {"type": "bubble", "text": {"en": "Hi", "ja": "やあ"}, "tail": null, "at": [20, 20]},
               {"type": "cardStack", "frame": [20, 80, 160, 200], "cards": [\##(cards.joined(separator: ", "))]}
             ]}
            """##.utf8)
    }

    /// `screen.en.png` and two card photos, from the cards fixture.
    static func folder() throws -> URL {
        let folder = try temporaryFolder("image-choice")
        let photos = URL(fileURLWithPath: Fixtures.folder(of: "cards/stack-of-3")).appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        for (index, name) in ["curry", "sushi"].enumerated() {
            try FileManager.default.copyItem(
                at: photos.appendingPathComponent("\(name).png"), to: folder.appendingPathComponent("photos/card\(index).png"))
        }
        try FileManager.default.copyItem(at: photos.appendingPathComponent("ramen.png"), to: folder.appendingPathComponent("screen.en.png"))
        return folder
    }

    @Test("every image path is asked once, with the variant's placeholders, and the resolved document holds each answer")
    func everyPathChosenOnce() throws {
        let document = try SpecDecoder().decode(Self.spec(hidden: "photos/gone.png")).document
        var asked: [(String, [String])] = []
        let resolved = ResolvedDocument(
            document, variant: Variant(locale: "ja"), fontFamilies: [], screen: { _, _ in nil },
            imageFile: { source, placeholders in
                asked.append((source.jsonPath.description, placeholders.locales))
                return ImageFileChoice(file: .success("chosen/" + source.path))
            })
        #expect(asked.map(\.0) == ["canvas.background.image"] + (0..<6).map { "elements[1].cards[\($0)].image" })
        #expect(asked.allSatisfy { $0.1 == ["ja", "en"] })
        guard case .image(let background, _) = resolved.tree?.canvas.background, case .cardStack(let stack) = resolved.tree?.elements[1] else {
            Issue.record("no background or stack")
            return
        }
        #expect(try background.choice.file.get() == "chosen/screen.{locale}.png")
        let cards = ["card0", "card1", "card0", "card1", "gone", "gone"].map { "chosen/photos/\($0).png" }
        #expect(try stack.cards.map { try $0.image?.choice.file.get() } == cards)
    }

    @Test("a locale without its own screenshot draws the spec language's with a warning; a card never drawn is never looked for")
    func fallbackAndUndrawnCards() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try Renderer()
        let renders = try renderer.renderEachVariant(renderer.decoder.decode(Self.spec(hidden: "photos/gone.png")), specFolder: folder.path)
        #expect(renders.failed == nil)
        #expect(renders.outputs.map(\.variant.locale) == ["en", "ja"])
        #expect(renders.outputs[0].warnings.isEmpty)
        #expect(
            renders.outputs[1].warnings.map(\.description) == [#"warning: canvas.background.image (ja): no "screen.ja.png"; using "screen.en.png""#])
        // The two cards under the fourth are not drawn: their missing file is no error, and no input.
        #expect(!renderer.lastInputs.contains { $0.hasSuffix("gone.png") })
        #expect(renderer.lastInputs.contains { $0.hasSuffix("screen.ja.png") }, "looked for, so its arrival renders ja again")
    }

    @Test("a drawn image whose file is missing fails its variant at its path, as chosen in the resolve stage")
    func missingDrawnImage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("photos/card1.png"))
        let renderer = try Renderer()
        let renders = try renderer.renderEachVariant(renderer.decoder.decode(Self.spec(hidden: "photos/gone.png")), specFolder: folder.path)
        #expect(renders.outputs.isEmpty)
        let errors = try #require(renders.failed).diagnostics
        // Cards are drawn back to front: the fourth, which names it too, is met first.
        #expect(errors.map(\.path?.description) == ["elements[1].cards[3].image", "elements[1].cards[3].image"])
        #expect(errors.allSatisfy { $0.message.hasPrefix(#""photos/card1.png" does not exist"#) })
    }
}
