import Foundation
import FukidashiJSONParser
import FukidashiTree
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiJSON
@testable import FukidashiLayout
@testable import FukidashiModel

@Suite("Japanese and Chinese punctuation (JLREQ)", .tags(.stage))
struct PunctuationSpacingTests {
    let fonts: FontRegistry
    let engine: ShapedTextLayout

    init() throws {
        fonts = try FontRegistry(directories: [Fixtures.packageRoot.appendingPathComponent("Fonts").path])
        engine = ShapedTextLayout(fonts: fonts, analyzer: ICUTextAnalyzer())
    }

    /// Greedy lines by character, as Chromium's `text-wrap: wrap` and `word-break: normal`
    /// (the JLREQ rules are what is tested); `textWrap` and `wordBreak` say otherwise.
    func layout(
        _ text: String, width: Double?, locale: String = "ja", trims: Bool? = nil, hangs: Bool = false,
        textWrap: TextWrapStyle = .greedy, wordBreak: WordBreakStyle = .normal
    ) -> TextLayout {
        var style = TextStyle(family: fonts.defaultFamily, size: 20, locale: TextLocale(locale), trimsPunctuation: trims, hangsPunctuation: hangs)
        style.textWrap = textWrap
        style.wordBreak = wordBreak
        return engine.layout(text, style: style, availableWidth: width)
    }

    @Test("a middle dot keeps its width beside a trimmed neighbour, and at a line's end")
    func middleDots() {
        #expect(abs(layout("」・", width: nil).width - 30) < 0.01)
        #expect(abs(layout("あ・", width: nil).width - 40) < 0.01, "a middle dot at the end keeps its width")
    }

    @Test("adjacent brackets take 1.5 em in Japanese and Chinese; off by the style key and in other languages")
    func squeezed() {
        #expect(abs(layout("』（", width: nil).width - 30) < 0.01)
        #expect(abs(layout("』（", width: nil, locale: "zh-Hans").width - 30) < 0.01)
        #expect(abs(layout("』（", width: nil, trims: false).width - 40) < 0.01)
        #expect(abs(layout("』（", width: nil, locale: "en").width - 40) < 0.01)
    }

    @Test("a closing bracket at a line's end is trimmed when that makes the line fit; an opening one starting a line keeps its width, as in Chromium")
    func lineEnds() {
        // Nine full-width characters are 180 pt; the closing bracket trimmed, 170 pt fits.
        let trimmed = layout("これは「かぎ括弧」", width: 172)
        #expect(trimmed.lines.count == 1 && abs(trimmed.width - 170) < 0.01)
        #expect(layout("これは「かぎ括弧」", width: 172, trims: false).lines.count == 2)
        let wrapped = layout("あいうえお（かきくけこ）", width: 100)
        #expect(wrapped.lines.map(\.text) == ["あいうえお", "（かきくけ", "こ）"])
        #expect(wrapped.lines[1].glyphs[1].x == 20, "the line-start bracket keeps its blank half")
    }

    @Test("a pair split by a line break is set full width again on both sides")
    func splitPairs() {
        // 」（ take 1.5 em together; apart, 」 ends its line trimmed only to fit, （ starts the next at full width.
        let split = layout("あいう」（えお）", width: 70)
        #expect(split.lines.map(\.text) == ["あいう」", "（えお）"])
        #expect(abs(split.lines[0].width - 70) < 0.01 && abs(split.lines[1].width - 70) < 0.01)
        let comma = layout("あいう、「えお」", width: 60)
        #expect(comma.lines.map(\.text) == ["あい", "う、", "「え", "お」"] && abs(comma.lines[1].width - 40) < 0.01)
    }

    @Test("、 and 。 are never trimmed at a line's end to make it fit, as in Chromium")
    func stopsAtLineEnd() {
        #expect(layout("一二三四五。六", width: 110).lines.map(\.text) == ["一二三四", "五。六"])
    }

    @Test("kinsoku wins over the box: a run that may not be broken runs past it, and the bubble says so")
    func kinsokuOverBox() throws {
        #expect(layout("「資」と", width: 40).lines.map(\.text) == ["「資」", "と"])
        #expect(layout("あ？！", width: 40).lines.map(\.text) == ["あ？！"])
        let spec =
            #"{"version":1,"locale":"ja","canvas":{"width":200,"height":120},"elements":[{"type":"bubble","text":"「資」","focus":[100,100],"maxWidth":60}]}"#
        let output = try Renderer().render(specBytes: Array(spec.utf8))
        #expect(
            output.warnings.map(\.description).contains {
                $0.hasPrefix(#"warning: elements[0].text: the line "「資」" is 40 pt, wider than the bubble's 30 pt for text:"#)
            }, "\(output.warnings)")
    }

    @Test("、 and 。 hang past the line's end only when asked, and are not counted in its width")
    func hanging() {
        let hung = layout("吹き出しの台詞です。次", width: 180, hangs: true)
        // The line without its hanging stop (which is one em: 20 pt).
        let withoutStop = layout("吹き出しの台詞です。", width: nil).width - 20
        #expect(hung.lines[0].text == "吹き出しの台詞です。" && abs(hung.lines[0].width - withoutStop) < 0.01, "\(hung.lines[0].width) vs \(withoutStop)")
        #expect(withoutStop <= 180)
        let plain = layout("吹き出しの台詞です。次", width: 180)
        #expect(plain.lines[0].text != "吹き出しの台詞です。")
    }

    /// The Japanese texts of the fixtures.
    static func japaneseTexts() throws -> [String] {
        var texts: [String] = []
        for name in Fixtures.cases("text") + Fixtures.cases("script")
        where name.contains("japanese") || name.contains("ja") || name.contains("punctuation") {
            guard case .object(let root) = try JSONParser.parse(try Fixtures.bytes(name, "json")), case .array(let elements)? = root["elements"]
            else { continue }
            for case .object(let element) in elements {
                switch element["text"] {
                case .string(let s)?: texts.append(s)
                case .object(let map)?: texts += map.members.compactMap { if case .string(let s) = $0.value { s } else { nil } }
                default: break
                }
            }
        }
        return texts.filter { $0.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) } }
    }

    @Test(
        "no shaped line is wider than its box unless kinsoku forbids every break in it: 100 widths over the Japanese fixtures, greedy by character and the defaults (pretty, by phrase)",
        arguments: [(TextWrapStyle.greedy, WordBreakStyle.normal), (.pretty, .auto)])
    func widthSweep(textWrap: TextWrapStyle, wordBreak: WordBreakStyle) throws {
        let texts = try Self.japaneseTexts()
        #expect(texts.count >= 8)
        var checked = 0, overruns = 0
        for step in 0..<100 {
            let width = 30 + Double(step) * 2.9
            for text in texts {
                let layout = layout(text, width: width, textWrap: textWrap, wordBreak: wordBreak)
                for line in layout.lines where line.text.count > 1 {
                    checked += 1
                    guard line.width > width + 1e-6 else { continue }
                    // Every place where the box could have cut it would start a line with a
                    // closing mark or stop, or end one with an opening mark.
                    overruns += 1
                    let characters = Array(line.text)
                    let cuts = 1..<min(characters.count, Int(width / 10) + 1)
                    #expect(
                        cuts.allSatisfy { BreakRules.avoidsBreak(before: characters[$0], after: characters[$0 - 1]) },
                        "\(text.prefix(12))… at \(width): \(line.text) is \(line.width)")
                }
            }
        }
        #expect(checked > 1000)
        print("\(overruns) of \(checked) lines run past their box, each where kinsoku allows no break")
    }
}
