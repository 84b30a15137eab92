import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiGeometry
@testable import FukidashiLayout
@testable import FukidashiModel
@testable import FukidashiVariants

@Suite("Tour steps")
struct TourStepTests {
    static let stepSpec = try! String(contentsOf: Fixtures.url("tour/step", "json"), encoding: .utf8)

    func bubble(_ scene: Scene) throws -> BubbleItem {
        try #require(scene.items.lazy.compactMap { if case .bubble(let b) = $0 { b } else { nil } }.first)
    }

    /// Each button's label's first line, by label.
    func labels(_ scene: Scene, _ names: [String]) throws -> [PlacedLine] {
        let lines = scene.textBlocks.flatMap(\.lines)
        return try names.map { name in
            try #require(
                lines.first { line in
                    let text = line.text.trimmingCharacters(in: .whitespaces)
                    return !text.isEmpty && name.hasPrefix(text)
                }, "no line \(name)")
        }
    }

    func spec(buttons width: Double) -> String {
        ##"{"version": 1, "canvas": {"width": 500, "height": 400}, "locale": "de", "elements": [{"type": "bubble", "tail": null, "at": [0, 0], "width": \##(width), "text": "Benachrichtigungen", "buttons": [{"text": "Später", "role": "plain"}, {"text": "Einstellungen öffnen", "role": "secondary"}, {"text": "Jetzt aktivieren", "role": "primary"}]}]}"##
    }

    @Test("buttons are one row, primary last, where they fit, and a column, primary on top, where they do not")
    func buttonsWrap() throws {
        let names = ["Später", "Einstellungen öffnen", "Jetzt aktivieren"]
        let wide = try labels(Renderer().render(specBytes: Array(spec(buttons: 480).utf8)).scene, names)
        #expect(Set(wide.map(\.origin.y)).count == 1, "one row: \(wide.map(\.origin))")
        #expect(wide[0].origin.x < wide[1].origin.x && wide[1].origin.x < wide[2].origin.x, "primary last")

        let narrow = try labels(Renderer().render(specBytes: Array(spec(buttons: 200).utf8)).scene, names)
        #expect(
            narrow[2].origin.y < narrow[1].origin.y && narrow[1].origin.y < narrow[0].origin.y,
            "a column with the primary on top: \(narrow.map(\.origin))")
        let scene = try Renderer().render(specBytes: Array(spec(buttons: 200).utf8)).scene
        let fills = try bubble(scene).parts.compactMap { if case .shape(let s) = $0 { s.bounds } else { nil } }
        #expect(
            fills.count == 3 && fills.allSatisfy { $0.width == fills[0].width && $0.minX == fills[0].minX }, "buttons as wide as the box: \(fills)")
    }

    /// The content box of a step's bubble: its body less the fixture's 16 pt padding.
    func content(_ item: BubbleItem) -> Rect { item.geometry.body.inset(by: EdgeInsets(all: 16)) }

    @Test("every part stays inside the body at 60 widths, in English, Japanese and Arabic", arguments: ["en", "ja", "ar"])
    func partsInside(_ locale: String) throws {
        let renderer = try Renderer()
        for step in 0..<60 {
            let width = 150 + Double(step) * 4.5
            let json = Self.stepSpec.replacingOccurrences(of: #""maxWidth": 330"#, with: #""width": \#(width)"#)
            let variant = Variant(locale: locale)
            let document = try SpecDecoder().decode(Array(json.utf8)).document
            let item = try bubble(renderer.layOut(document, variant: variant).scene)
            let box = content(item)
            #expect(abs(item.geometry.body.width - width) < 1e-9)
            let lines = item.text + item.parts.flatMap(\.placedLines)
            #expect(lines.count >= 6, "title, text, progress, two labels, emoji")
            for line in lines {
                #expect(
                    line.origin.x >= box.minX - 1e-6 && line.origin.x + line.width <= box.maxX + 1e-6,
                    "\(locale) at \(width): \"\(line.text)\" spans \(line.origin.x)…\(line.origin.x + line.width) in \(box.minX)…\(box.maxX)")
            }
            for case .shape(let shape) in item.parts {
                #expect(box.contains(shape.bounds, tolerance: 1e-6), "\(locale) at \(width): \(shape.bounds) outside \(box)")
            }
            #expect(lines.map(\.origin.y).max()! < box.maxY)
        }
    }

    @Test("right to left, the icon is at the right, the × at the left and the primary button at the left end")
    func mirrorsInArabic() throws {
        let outputs = try Renderer().renderAll(specBytes: Array(Self.stepSpec.utf8), locales: ["en", "ar"])
        for output in outputs {
            let item = try bubble(output.scene)
            let box = content(item)
            let emojiLines = item.parts.flatMap(\.placedLines).filter { $0.text == "👋" }
            let closes = item.parts.compactMap { part -> Rect? in if case .shape(let s) = part, s.stroke != nil { s.bounds } else { nil } }
            let emoji = try #require(emojiLines.first)
            let close = try #require(closes.first)
            let names = output.locale == "ar" ? ["السابق", "التالي"] : ["Back", "Next"]
            let buttons = try labels(output.scene, names)
            if output.locale == "ar" {
                #expect(emoji.origin.x + emoji.width > box.maxX - 30 && close.minX == box.minX && buttons[1].origin.x < buttons[0].origin.x)
            } else {
                #expect(emoji.origin.x < box.minX + 30 && close.maxX == box.maxX && buttons[1].origin.x > buttons[0].origin.x)
            }
        }
    }

    @Test("the golden sidecar's record holds every part's lines: title, text, progress, button labels")
    func recordHoldsEveryPart() throws {
        let renderer = try Renderer()
        let output = try #require(try renderer.renderAll(specBytes: Array(Self.stepSpec.utf8), locales: ["en"]).first)
        let record = renderer.sidecar(for: output.scene).text
        let texts = record.blocks.flatMap(\.lines).map(\.text)
        #expect(texts.contains("Share your list") && texts.contains("2 of 5") && texts.contains("Back") && texts.contains("Next"))
        #expect(texts.contains { $0.hasPrefix("Send it to friends") })
        // A reflowed label is reported as a sentence, as a reflowed text is.
        let narrower = Self.stepSpec.replacingOccurrences(of: #""maxWidth": 330"#, with: #""width": 180"#)
        let moved = try #require(try renderer.renderAll(specBytes: Array(narrower.utf8), locales: ["en"]).first)
        #expect(!renderer.sidecar(for: moved.scene).text.changes(since: record).isEmpty)
    }

    @Test("progress text: a format filled with current and total, in the locale's digits, and a table's key given them as args")
    func progressText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tour-progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (locale, format) in [("en", "Step %1$lld of %2$lld"), ("ja", "%1$lld/%2$lld ステップ"), ("ar", "الخطوة %1$lld من %2$lld")] {
            let lproj = folder.appendingPathComponent("Strings/\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"tour.progress\" = \"\(format)\";\n\"tour.text\" = \"\(locale)\";\n".write(
                to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let spec =
            ##"{"version": 1, "canvas": {"width": 300, "height": 200}, "strings": ["Strings"], "elements": [{"type": "bubble", "tail": null, "at": [0, 0], "text": {"localized": "tour.text"}, "progress": {"current": 2, "total": 5, "style": "text", "text": {"localized": "tour.progress"}}}, {"type": "bubble", "tail": null, "at": [0, 100], "text": "x", "progress": {"current": 3, "total": 4, "style": "text"}}]}"##
        let outputs = try Renderer().renderAll(specBytes: Array(spec.utf8), specFolder: folder.path)
        let progress = Dictionary(
            uniqueKeysWithValues: outputs.map { output in
                (output.locale ?? "", output.scene.textBlocks.map { $0.lines.map(\.text) })
            })
        #expect(progress["en"] == [["en", "Step 2 of 5"], ["x", "3 / 4"]])
        #expect(progress["ja"] == [["ja", "2/5 ステップ"], ["x", "3 / 4"]])
        #expect(progress["ar"] == [["ar", "الخطوة ٢ من ٥"], ["x", "٣ / ٤"]])
    }

    @Test("a dotted progress shows one dot per step, the current one in the tint")
    func dots() throws {
        let spec =
            ##"{"version": 1, "canvas": {"width": 300, "height": 200}, "elements": [{"type": "bubble", "tail": null, "at": [0, 0], "text": "Step", "progress": {"current": 2, "total": 5}, "style": {"tint": "#FF0000"}}]}"##
        let item = try bubble(Renderer().render(specBytes: Array(spec.utf8)).scene)
        let shapes = item.parts.compactMap { if case .shape(let s) = $0 { s } else { nil } }
        #expect(shapes.count == 2)
        #expect(shapes[1].fill == SceneColor(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(shapes[0].path.segments.filter { if case .move = $0 { true } else { false } }.count == 4)
    }

    @Test("a plain bubble lays out exactly as before: no parts, the seed's centred text")
    func plainBubbleUnchanged() throws {
        let spec =
            ##"{"version": 1, "canvas": {"width": 300, "height": 200}, "elements": [{"type": "bubble", "tail": null, "at": [0, 0], "text": "Hello"}]}"##
        let item = try bubble(Renderer().render(specBytes: Array(spec.utf8)).scene)
        #expect(item.parts.isEmpty)
        let line = try #require(item.text.first)
        #expect(abs(line.origin.x + line.width / 2 - item.geometry.body.midX) < 1e-9)
    }
}
