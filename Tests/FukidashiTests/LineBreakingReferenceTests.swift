import Foundation
import FukidashiTree
import Testing

@testable import FukidashiBackend
@testable import FukidashiLayout
@testable import FukidashiModel

/// `textWrap` and `wordBreak` against Chromium: 320 interface strings (64 messages of Debian's
/// gettext catalogues, each in en, de, fr, ja and ko; every string names its catalogue) set
/// at 170 and 250 px, 16 px, in the bundled Noto faces, as headless Chromium sets them
/// (`scripts/make-line-breaking-reference.py` made the reference). Every difference is
/// printed with both sets of lines.
@Suite("Line breaking against Chromium", .tags(.stage))
struct LineBreakingReferenceTests {
    struct Reference: Decodable {
        struct Lines: Decodable {
            let width: Double
            let lines: [String]
        }
        struct Item: Decodable {
            let lang: String
            let text: String
            let family: String
            let source: String
            let lines: [String: [Lines]]
        }
        let chromium: String
        let size: Double
        let strings: [Item]
    }

    static func reference() throws -> Reference {
        let url = Fixtures.packageRoot.appendingPathComponent("Tests/FukidashiTests/Reference/line-breaking.json")
        return try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    }

    let engine: ShapedTextLayout

    init() throws {
        let fonts = try FontRegistry(directories: [Fixtures.packageRoot.appendingPathComponent("Fonts").path])
        engine = ShapedTextLayout(fonts: fonts, analyzer: ICUTextAnalyzer())
    }

    static func style(_ item: Reference.Item, size: Double, wrap: TextWrapStyle, wordBreak: WordBreakStyle) -> TextStyle {
        var style = TextStyle(family: item.family, size: size, locale: TextLocale(item.lang))
        style.textWrap = wrap
        style.wordBreak = wordBreak
        return style
    }

    func lines(_ item: Reference.Item, width: Double, size: Double, wrap: TextWrapStyle, wordBreak: WordBreakStyle) -> [String] {
        engine.layout(item.text, style: Self.style(item, size: size, wrap: wrap, wordBreak: wordBreak), availableWidth: width).lines.map(\.text)
            .map(Self.trimmed)
    }

    static func trimmed(_ line: String) -> String { line.trimmingCharacters(in: .whitespaces) }

    /// A last line that is one word (no space, and a space before it; in Japanese, at most two
    /// characters that are not punctuation) under a third of the width: what `pretty` is for.
    func hasLoneLastLine(_ lines: [String], item: Reference.Item, width: Double, size: Double) -> Bool {
        guard lines.count > 1, let last = lines.last else { return false }
        let lone =
            item.lang == "ja"
            ? last.filter { !BreakRules.isPunctuation($0) }.count <= 2
            : !last.contains(" ") && item.text.dropLast(last.count).last == " "
        guard lone else { return false }
        return self.width(of: last, item: item, size: size) < width / 3
    }

    func width(of line: String, item: Reference.Item, size: Double) -> Double {
        engine.layout(line, style: Self.style(item, size: size, wrap: .greedy, wordBreak: .normal), availableWidth: nil).width
    }

    /// Why two sets of lines differ, or nil where nothing explains it.
    func explanation(
        _ mode: String, ours: [String], chromium: [String], item: Reference.Item, width: Double, size: Double
    ) -> String? {
        if chromium.dropFirst().contains(where: { $0.hasPrefix(".") && item.text.contains(" " + $0.prefix(2)) }) {
            return "UAX #14 LB13: ICU 72 has no break before a full stop after a space (\".deb\"); Chromium's own table has one"
        }
        if chromium.dropFirst().contains(where: { $0.first.map(BreakRules.noLineStart.contains) ?? false })
            || chromium.dropLast().contains(where: { $0.last.map(BreakRules.noLineEnd.contains) ?? false })
        {
            return "kinsoku: Chromium breaks a run too wide for the line (overflow-wrap) where kinsoku forbids; Fukidashi keeps kinsoku"
        }
        if mode == "pretty", !hasLoneLastLine(ours, item: item, width: width, size: size),
            hasLoneLastLine(chromium, item: item, width: width, size: size)
        {
            return "pretty: Fukidashi avoids a lone last line Chromium keeps (a phrase of two characters, or past its last four lines)"
        }
        if ours.count == chromium.count {
            let scored = mode == "balance" ? ours.count : ours.count - 1
            func score(_ lines: [String]) -> Double {
                lines.prefix(scored).reduce(0) { total, line in
                    let slack = width - self.width(of: line, item: item, size: size)
                    return total + slack * slack
                }
            }
            let (a, b) = (score(ours), score(chromium))
            if abs(a - b) <= 0.01 * max(a, b) + 1 {
                return "a tie: both score \(Int(a.rounded())) px² within 1 %; the two engines' rounding picks a different one"
            }
        }
        return nil
    }

    struct Tally {
        var equal = 0
        var total = 0
        var differences: [String] = []
        var kinds: [String: Int] = [:]
        var unexplained: [String] = []
        var share: Double { total == 0 ? 1 : Double(equal) / Double(total) }
        var summary: String { "\(equal) of \(total) (\(String(format: "%.1f", share * 100)) %)" }

        mutating func compare(_ ours: [String], _ chromium: [String], _ label: String, why: () -> String?) {
            total += 1
            if ours == chromium {
                equal += 1
                return
            }
            let reason = why()
            let text = "\(label)\n    Fukidashi: \(ours.joined(separator: " | "))\n    Chromium:  \(chromium.joined(separator: " | "))"
            differences.append(text + "\n    why: \(reason ?? "unexplained")")
            kinds[reason.map { String($0.prefix { $0 != ":" }) } ?? "unexplained", default: 0] += 1
            if reason == nil { unexplained.append(text) }
        }
    }

    @Test("greedy, pretty, balance and keep-all lines: how many equal Chromium's, every difference listed")
    func agreement() throws {
        let reference = try Self.reference()
        let size = reference.size
        var greedy = Tally(), pretty = Tally(), balance = Tally(), keepAll = Tally()
        var loneOurs = 0, loneChromium = 0, loneOnlyOurs: [String] = [], lonePhrase = 0, loneJapaneseGreedy = 0
        var skipped: [String] = []
        for item in reference.strings {
            let probe = engine.layout(item.text, style: Self.style(item, size: size, wrap: .greedy, wordBreak: .normal), availableWidth: nil)
            guard probe.missingScalars.isEmpty else {
                skipped.append("\(item.lang) \(item.text): no bundled glyph for \(probe.missingScalars.map { String($0) }.joined())")
                continue
            }
            for (index, expected) in (item.lines["wrap"] ?? []).enumerated() {
                let width = expected.width
                let label = "\(item.lang) at \(Int(width)) px (\(item.source))"
                func chromium(_ mode: String) -> [String] { (item.lines[mode]?[index].lines ?? []).map(Self.trimmed) }
                func why(_ mode: String, _ ours: [String]) -> () -> String? {
                    { explanation(mode, ours: ours, chromium: chromium(mode), item: item, width: width, size: size) }
                }
                let oursGreedy = lines(item, width: width, size: size, wrap: .greedy, wordBreak: .normal)
                greedy.compare(oursGreedy, chromium("wrap"), "greedy, " + label, why: why("wrap", oursGreedy))
                let ours = lines(item, width: width, size: size, wrap: .pretty, wordBreak: .normal)
                pretty.compare(ours, chromium("pretty"), "pretty, " + label, why: why("pretty", ours))
                let oursLone = hasLoneLastLine(ours, item: item, width: width, size: size)
                let chromiumLone = hasLoneLastLine(chromium("pretty"), item: item, width: width, size: size)
                if oursLone { loneOurs += 1 }
                if chromiumLone { loneChromium += 1 }
                if oursLone && !chromiumLone && why("pretty", ours)() == nil {
                    loneOnlyOurs.append("\(label): \(ours.joined(separator: " | "))")
                }
                if item.lang == "ja" {
                    if hasLoneLastLine(chromium("wrap"), item: item, width: width, size: size) { loneJapaneseGreedy += 1 }
                    if hasLoneLastLine(chromium("pretty-phrase"), item: item, width: width, size: size) { lonePhrase += 1 }
                }
                if chromium("balance").count <= 6 {
                    let ours = lines(item, width: width, size: size, wrap: .balance, wordBreak: .normal)
                    balance.compare(ours, chromium("balance"), "balance, " + label, why: why("balance", ours))
                }
                let oursKept = lines(item, width: width, size: size, wrap: .greedy, wordBreak: .keepAll)
                keepAll.compare(oursKept, chromium("keep-all"), "keep-all, " + label, why: why("keep-all", oursKept))
            }
        }
        let tallies = [("greedy", greedy), ("pretty", pretty), ("balance", balance), ("keep-all", keepAll)]
        for (name, tally) in tallies {
            for difference in tally.differences { print("\(name) differs: \(difference)") }
        }
        for line in skipped { print("skipped: \(line)") }
        print(
            """
            Line breaking against \(reference.chromium), \(reference.strings.count) strings at 2 widths:
              greedy = text-wrap: wrap        \(greedy.summary)
              pretty = text-wrap: pretty      \(pretty.summary)
              balance = text-wrap: balance    \(balance.summary) (of up to six lines)
              keep-all = word-break: keep-all \(keepAll.summary)
              lone short last lines with pretty: Fukidashi \(loneOurs), Chromium \(loneChromium); Japanese: Chromium's wrap \(loneJapaneseGreedy), its pretty with auto-phrase \(lonePhrase)
              differences by kind: \(tallies.map { name, tally in "\(name) \(tally.kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))" }.joined(separator: "; "))
            """)
        #expect(reference.strings.count >= 300 && skipped.count <= 10, "the corpus: \(reference.strings.count) strings, \(skipped.count) skipped")
        #expect(greedy.share >= 0.98, "greedy: \(greedy.summary)")
        #expect(pretty.share >= 0.90, "pretty: \(pretty.summary)")
        #expect(balance.share >= 0.90, "balance: \(balance.summary)")
        // Japanese under keep-all is whole sentences: every break is a run too wide for the line,
        // where Chromium's overflow-wrap ignores kinsoku (the differences say so, one by one).
        #expect(keepAll.share >= 0.95, "keep-all: \(keepAll.summary)")
        for (name, tally) in tallies {
            #expect(tally.unexplained.isEmpty, "\(name): differences nothing explains:\n\(tally.unexplained.joined(separator: "\n"))")
        }
        #expect(loneOnlyOurs.isEmpty, "a lone last word where Chromium's pretty has none:\n\(loneOnlyOurs.joined(separator: "\n"))")
    }

    @Test("Japanese phrase breaking: every break falls on an ICU phrase boundary, unless the phrase is wider than the line")
    func japanesePhrases() throws {
        let reference = try Self.reference()
        let analyzer = ICUTextAnalyzer()
        var breaks = 0, inside: [String] = []
        for item in reference.strings where item.lang == "ja" {
            let utf16 = Array(item.text.utf16)
            let phrases = [0] + analyzer.lineBreaks(utf16, locale: TextLocale("ja"), phrases: true)
            for width in [170.0, 250.0, 120.0] {
                let style = Self.style(item, size: reference.size, wrap: .pretty, wordBreak: .phrase)
                let lines = engine.layout(item.text, style: style, availableWidth: width).lines.map(\.text)
                var offset = 0
                for (index, line) in lines.enumerated().dropLast() {
                    offset += line.utf16.count
                    while offset < utf16.count, utf16[offset] == 0x20 { offset += 1 }  // a space the line dropped
                    breaks += 1
                    guard !phrases.contains(offset) else { continue }
                    // Inside a phrase: only where the phrase alone is wider than the line.
                    let start = phrases.last { $0 < offset }!, end = phrases.first { $0 > offset } ?? utf16.count
                    let phrase = String(decoding: utf16[start..<end], as: UTF16.self)
                    let wide = engine.layout(phrase, style: style, availableWidth: nil).width > width
                    if !wide { inside.append("\(item.text) at \(Int(width)) px, line \(index + 1) \(line) breaks inside \(phrase)") }
                }
            }
        }
        print("Japanese phrase breaks: \(breaks) breaks, \(inside.count) inside a phrase that fits a line")
        #expect(breaks > 100)
        #expect(inside.isEmpty, "\(inside.joined(separator: "\n"))")
    }
}
