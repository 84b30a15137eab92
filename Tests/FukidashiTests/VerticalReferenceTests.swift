import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiLayout
@testable import FukidashiModel

/// Vertical Japanese against Chromium: 240 Japanese messages of Debian's gettext catalogues,
/// set in columns by Fukidashi and by headless Chromium (`writing-mode: vertical-rl`,
/// `text-orientation: mixed`, `text-spacing-trim: normal`, `line-break: strict`, Noto Sans CJK
/// JP at 16 px, columns 24 px apart, three column heights; `scripts/make-vertical-reference.py`
/// made the reference). Where both break a string alike, every character's offset down its
/// column and every column's place across agree within half a pixel.
/// Every difference is printed. Two breaks differ, both where Chromium departs from UAX #14: it breaks `UTF-|8`
/// (LB25 keeps a hyphen with a digit) and after `( ` (LB14 keeps an opening bracket and the
/// spaces after it with what follows).
@Suite("Vertical Japanese against Chromium", .tags(.stage))
struct VerticalReferenceTests {
    struct Reference: Decodable {
        struct Item: Decodable {
            struct Result: Decodable {
                let height: Double
                let columns: [String]
                let offsets: [Double?]
                let centres: [Double]
            }
            let text: String
            let source: String
            let results: [Result]
        }
        let chromium: String
        let size: Double
        let lineHeight: Double
        let strings: [Item]
    }

    @Test("column breaks, offsets down the columns and places across: how many equal Chromium's")
    func agreement() throws {
        let data = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/FukidashiTests/Reference/vertical-japanese.json"))
        let reference = try JSONDecoder().decode(Reference.self, from: data)
        let fonts = try FontRegistry(directories: [Fixtures.packageRoot.appendingPathComponent("Fonts").path])
        let engine = ShapedTextLayout(fonts: fonts, analyzer: ICUTextAnalyzer())
        // Chromium's reference is `text-wrap: wrap` and `word-break: normal`.
        var style = TextStyle(family: "Noto Sans CJK JP", size: reference.size, locale: TextLocale("ja"), trimsPunctuation: true)
        (style.textWrap, style.wordBreak, style.vertical) = (.greedy, .normal, true)

        var breaks = 0, cases = 0, stringsAlike = 0, offsets = 0, offsetsAlike = 0, centres = 0, centresAlike = 0
        var differences: [String] = []
        for item in reference.strings {
            var alike = true
            for expected in item.results {
                cases += 1
                // Its columns `lineHeight` pixels apart, as Chromium's: a multiple of the natural
                // box of the faces the string takes.
                var spaced = style
                let natural = engine.layout(item.text, style: style, availableWidth: nil)
                spaced.lineHeight = reference.lineHeight / (natural.width / Double(max(1, natural.lines.count)))
                let layout = engine.layout(item.text, style: spaced, availableWidth: expected.height)
                let ours = layout.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
                let theirs = expected.columns.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                guard ours == theirs else {
                    alike = false
                    differences.append(
                        "\(item.text) at \(expected.height) px: Fukidashi \(ours.joined(separator: "|")), Chromium \(theirs.joined(separator: "|"))")
                    continue
                }
                breaks += 1
                // Each character's offset down its column: where the glyph of its first UTF-16
                // unit starts its advance.
                var ourOffsets: [Double?] = []
                for line in layout.lines {
                    var pens: [Int: Double] = [:]
                    for glyph in line.glyphs where pens[glyph.cluster] == nil { pens[glyph.cluster] = glyph.pen }
                    var unit = 0
                    for character in line.text {
                        ourOffsets.append(pens[unit])
                        unit += character.utf16.count
                    }
                }
                let theirOffsets = Self.visibleOffsets(expected)
                for (index, (ours, theirs)) in zip(ourOffsets, theirOffsets).enumerated() {
                    guard let ours, let theirs else { continue }
                    offsets += 1
                    if abs(ours - theirs) <= 0.5 {
                        offsetsAlike += 1
                    } else {
                        differences.append("\(item.text) at \(expected.height) px: character \(index) down its column at \(ours), Chromium \(theirs)")
                    }
                }
                for (line, centre) in zip(layout.lines, expected.centres) {
                    centres += 1
                    if abs(line.baseline - centre) <= 0.5 {
                        centresAlike += 1
                    } else {
                        differences.append(
                            "\(item.text) at \(expected.height) px: column \(line.text) centred at \(line.baseline), Chromium \(centre)")
                    }
                }
            }
            if alike { stringsAlike += 1 }
        }
        print(
            "Vertical Japanese against \(reference.chromium): column breaks alike in \(breaks) of \(cases) (\(stringsAlike) of \(reference.strings.count) strings at every height); "
                + "offsets down a column \(offsetsAlike) of \(offsets); columns across \(centresAlike) of \(centres)")
        for difference in differences { print("  differs: \(difference)") }
        #expect(reference.strings.count >= 200)
        #expect(Double(breaks) >= 0.95 * Double(cases), "column breaks equal to Chromium's: \(breaks) of \(cases)")
        #expect(Double(stringsAlike) >= 0.95 * Double(reference.strings.count), "strings broken alike: \(stringsAlike) of \(reference.strings.count)")
        #expect(offsetsAlike == offsets, "offsets within half a pixel: \(offsetsAlike) of \(offsets)")
        #expect(centresAlike == centres, "columns across within half a pixel: \(centresAlike) of \(centres)")
    }

    /// Chromium's offsets of the characters a column shows: a space hanging at a column's end,
    /// or starting the next, is dropped, as Fukidashi's line text drops it.
    static func visibleOffsets(_ result: Reference.Item.Result) -> [Double?] {
        var out: [Double?] = []
        var index = 0
        for column in result.columns {
            let characters = Array(column)
            let first = characters.firstIndex { !$0.isWhitespace } ?? characters.count
            let last = characters.lastIndex { !$0.isWhitespace } ?? -1
            for (i, _) in characters.enumerated() {
                if i >= first, i <= last { out.append(index < result.offsets.count ? result.offsets[index] : nil) }
                index += 1
            }
        }
        return out
    }
}
