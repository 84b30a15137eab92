import FukidashiTree
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiLayout
@testable import FukidashiModel

/// Line breaks pinned as text: with FakeFonts at size 10, ASCII is 5 pt and CJK 10 pt wide,
/// so a width of 50 holds ten Latin letters or five kana. Break opportunities are ICU's.
private func layout(
    _ text: String, width: Double?, wrap: WrapMode = .normal, maxLines: Int? = nil,
    locale: TextLocale = .english, lineHeight: Double = 1
) -> TextLayout {
    ShapedTextLayout(fonts: FakeFonts(), analyzer: ICUTextAnalyzer())
        .layout(
            text, style: TextStyle(family: "Fake", size: 10, lineHeight: lineHeight, wrap: wrap, maxLines: maxLines, locale: locale),
            availableWidth: width)
}

private func lines(
    _ text: String, width: Double?, wrap: WrapMode = .normal, maxLines: Int? = nil,
    locale: TextLocale = .english
) -> [String] {
    layout(text, width: width, wrap: wrap, maxLines: maxLines, locale: locale).lines.map(\.text)
}

@Suite("Line breaking: normal", .tags(.stage))
struct NormalWrapTests {
    @Test("breaks at spaces; spaces hang and never start a line")
    func spaces() {
        #expect(lines("the quick brown fox jumps", width: 50) == ["the quick", "brown fox", "jumps"])
    }

    @Test("a word that cannot fit alone breaks between characters; a word that fits moves down whole")
    func longWord() {
        #expect(lines("a supercalifragilistic word", width: 50) == ["a", "supercalif", "ragilistic", "word"])
    }

    @Test("a forced break inside a word still keeps a full stop off the next line's start")
    func forcedBreakAvoidsKinsoku() {
        #expect(lines("abcdefgh.", width: 40) == ["abcdefg", "h."])
    }

    @Test("breaks after a hyphen inside a word")
    func hyphen() {
        #expect(lines("well-known words", width: 40) == ["well-", "known", "words"])
    }

    @Test("kinsoku: 、 and 。 never start a line; the character before them moves down")
    func noStartComma() {
        // A naive breaker would end line 1 with お and start line 2 with 、.
        #expect(lines("あいうえお、かきくけこ。", width: 50) == ["あいうえ", "お、かきく", "けこ。"])
    }

    @Test("kinsoku: 」 and ー never start a line, 「 never ends one")
    func brackets() {
        #expect(lines("あいうえ「かきくけ」", width: 50) == ["あいうえ", "「かきく", "け」"])
        #expect(lines("チュートリアル", width: 30) == ["チュー", "トリア", "ル"])
    }

    @Test("kinsoku: small kana stay with the kana before them")
    func smallKana() {
        #expect(lines("あいうえっと", width: 40) == ["あいう", "えっと"])
    }

    @Test("Korean is kept whole by word when the word fits")
    func korean() {
        #expect(lines("안녕하세요 반갑습니다 여러분", width: 60) == ["안녕하세요", "반갑습니다", "여러분"])
    }

    @Test("Japanese next to Latin may break on either side of the kana")
    func mixed() {
        #expect(lines("Tapボタンplease", width: 40) == ["Tapボタ", "ンplease"])
    }

    @Test("explicit newlines always break, and an empty paragraph is an empty line")
    func newlines() {
        #expect(lines("one\n\ntwo", width: 100) == ["one", "", "two"])
    }
}

@Suite("Line breaking: anywhere, none, maxLines", .tags(.stage))
struct OtherWrapTests {
    @Test("anywhere breaks between any two grapheme clusters")
    func anywhere() {
        #expect(lines("abcde fgh", width: 15, wrap: .anywhere) == ["abc", "de", "fgh"])
    }

    @Test("grapheme clusters are never split: emoji with modifiers, ZWJ sequences, combining marks")
    func clusters() {
        #expect(lines("👍🏽👩‍💻e\u{301}", width: 10, wrap: .anywhere) == ["👍🏽", "👩‍💻", "é"])
        #expect(lines("a\u{301}\u{302}b", width: 5, wrap: .anywhere) == ["a\u{301}\u{302}", "b"])
    }

    @Test("the seed's zero-width space is a break opportunity that takes no room")
    func zeroWidthSpace() {
        #expect(lines("abc\u{200B}def", width: 20).map { $0.replacingOccurrences(of: "\u{200B}", with: "") } == ["abc", "def"])
    }

    @Test("none never wraps")
    func none() {
        #expect(lines("the quick brown fox", width: 30, wrap: .none).count == 1)
    }

    @Test("maxLines ends the last line with … and drops what would overflow")
    func maxLines() {
        #expect(lines("the quick brown fox jumps", width: 50, maxLines: 2) == ["the quick", "brown fo…"])
        let cut = layout("a b c", width: 10, maxLines: 1)
        #expect(cut.isTruncated)
        #expect(cut.lines.map(\.text) == ["…"])
    }

    @Test("missing glyphs are reported")
    func missing() {
        #expect(layout("a\u{E000}", width: nil).missingScalars == ["\u{E000}"])
    }

    @Test("every line is as tall as the text's tallest face; lineHeight adds half-leading")
    func lineMetrics() {
        let spaced = layout("a\nb", width: nil, lineHeight: 1.5)
        #expect(spaced.height == 30)
        #expect(spaced.lines.map(\.baseline) == [10.5, 25.5])
    }
}
