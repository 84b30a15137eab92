import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiLayout
@testable import FukidashiModel

/// Japanese punctuation against Chromium: 200 strings dense in 「」『』（）、。・：！？, laid out
/// by Fukidashi and by headless Chromium (`text-spacing-trim: normal`, `line-break: strict`,
/// Noto Sans CJK JP at 20 px, kerning on as Fukidashi draws; `scripts/make-japanese-reference.py`
/// made the reference). Every width and every break agrees; `FUKIDASHI_SHOW_DIFFERENCES=1`
/// prints any that part, after a Chromium or rule change.
@Suite("Japanese punctuation against Chromium", .tags(.stage))
struct JapaneseReferenceTests {
    struct Reference: Decodable {
        struct Item: Decodable {
            struct Break: Decodable {
                let width: Double
                let lines: [String]
            }
            let text: String
            let width: Double
            let breaks: [Break]
        }
        let chromium: String
        let strings: [Item]
    }

    @Test("single-line widths and line breaks: how many equal Chromium's")
    func agreement() throws {
        let data = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/FukidashiTests/Reference/japanese-punctuation.json"))
        let reference = try JSONDecoder().decode(Reference.self, from: data)
        let fonts = try FontRegistry(directories: [Fixtures.packageRoot.appendingPathComponent("Fonts").path])
        let engine = ShapedTextLayout(fonts: fonts, analyzer: ICUTextAnalyzer())
        // Chromium's reference is `text-wrap: wrap` and `word-break: normal`.
        var style = TextStyle(family: "Noto Sans CJK JP", size: 20, locale: TextLocale("ja"), trimsPunctuation: true, hangsPunctuation: false)
        style.textWrap = .greedy
        style.wordBreak = .normal
        let showsDifferences = ProcessInfo.processInfo.environment["FUKIDASHI_SHOW_DIFFERENCES"] != nil
        var widths = 0, breaks = 0, breakCount = 0
        for item in reference.strings {
            let width = engine.layout(item.text, style: style, availableWidth: nil).width
            if abs(width - item.width) < 0.5 {
                widths += 1
            } else if showsDifferences {
                print("width \(item.text): Fukidashi \(width), Chromium \(item.width)")
            }
            for expected in item.breaks {
                breakCount += 1
                let lines = engine.layout(item.text, style: style, availableWidth: expected.width).lines.map(\.text)
                if lines == expected.lines {
                    breaks += 1
                } else if showsDifferences {
                    print("break at \(expected.width): Fukidashi \(lines.joined(separator: "|")), Chromium \(expected.lines.joined(separator: "|"))")
                }
            }
        }
        print(
            "Japanese against \(reference.chromium): \(widths) of \(reference.strings.count) single-line widths, \(breaks) of \(breakCount) line breaks"
        )
        #expect(reference.strings.count == 200 && breakCount == 1000)
        #expect(widths == 200, "single-line widths equal to Chromium's: \(widths) of 200")
        #expect(breaks == 1000, "line breaks equal to Chromium's: \(breaks) of 1000")
    }
}
