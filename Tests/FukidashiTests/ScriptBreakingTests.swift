import FukidashiTree
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiLayout
@testable import FukidashiModel

/// Unicode line breaking (ICU) with our rules on top, pinned as text, greedy by character
/// unless asked (`textWrap`, `wordBreak`). FakeFonts widths: ASCII 5 pt, everything else 10 pt
/// at size 10.
private func lines(
    _ text: String, width: Double, locale: TextLocale = .english, wrap: WrapMode = .normal,
    textWrap: TextWrapStyle = .greedy, wordBreak: WordBreakStyle = .normal
) -> [String] {
    var style = TextStyle(family: "Fake", size: 10, wrap: wrap, locale: locale)
    style.textWrap = textWrap
    style.wordBreak = wordBreak
    return ShapedTextLayout(fonts: FakeFonts(), analyzer: ICUTextAnalyzer()).layout(text, style: style, availableWidth: width).lines.map(\.text)
}

@Suite("Line breaking by script (UAX #14 + kinsoku)", .tags(.stage))
struct ScriptBreakingTests {
    @Test("a URL breaks after its slashes and before its query, not inside words")
    func url() {
        #expect(
            lines("https://example.com/onboarding/step?lang=en", width: 100)
                == ["https://example.com/", "onboarding/step?", "lang=en"])
    }

    @Test("a German compound that cannot fit breaks between letters, once it has its own line")
    func compound() {
        #expect(lines("Die Donaudampfschifffahrt", width: 60) == ["Die", "Donaudampfsc", "hifffahrt"])
    }

    @Test("Thai has no spaces: ICU's dictionary finds the words")
    func thai() {
        #expect(lines("ภาษาไทยไม่มีช่องว่าง", width: 80) == ["ภาษาไทย", "ไม่มีช่อง", "ว่าง"])
    }

    @Test("Korean keeps each word whole when it fits, even though UAX #14 allows breaks between syllables")
    func korean() {
        // `wordBreak: auto` (the default) is keep-all in Korean, as is `keep-all` in any text.
        #expect(lines("말풍선을 구현하고 그 과정을", width: 50, locale: TextLocale("ko"), wordBreak: .auto) == ["말풍선을", "구현하고", "그 과정을"])
        #expect(lines("말풍선을 구현하고 그 과정을", width: 50, locale: TextLocale("ko"), wordBreak: .keepAll) == ["말풍선을", "구현하고", "그 과정을"])
        #expect(lines("말풍선을 구현하고 그 과정을", width: 50, locale: .english, wordBreak: .keepAll) == ["말풍선을", "구현하고", "그 과정을"])
        // `normal` breaks between syllables, as CSS `word-break: normal` does.
        #expect(lines("가 나다라", width: 30, locale: TextLocale("ko")) == ["가 나", "다라"])
        #expect(lines("가 나다라", width: 30, locale: TextLocale("ko"), wordBreak: .auto) == ["가", "나다라"])
    }

    @Test("a Korean word longer than the line still breaks, between syllables")
    func longKorean() {
        #expect(lines("가나다라마바사", width: 30, locale: TextLocale("ko"), wordBreak: .auto) == ["가나다", "라마바", "사"])
    }

    @Test("Japanese strict kinsoku: a naive breaker would start a line with 。")
    func periodNeverStartsALine() {
        #expect(lines("押してください。次へ", width: 70, locale: TextLocale("ja")) == ["押してくださ", "い。次へ"])
    }

    @Test("Japanese: 」 never starts a line and 「 never ends one")
    func brackets() {
        // A naive breaker at 60 pt would give "画面の「通知" / "」を開く".
        #expect(lines("画面の「通知」を開く", width: 60, locale: TextLocale("ja")) == ["画面の「通", "知」を開く"])
        #expect(lines("画面の「通知」を開く", width: 40, locale: TextLocale("ja")) == ["画面の", "「通知」", "を開く"])
    }

    @Test("Japanese: small kana and ー stay with what comes before them")
    func smallKana() {
        #expect(lines("ちょっとチュートリアル", width: 30, locale: TextLocale("ja")) == ["ちょっ", "と", "チュー", "トリア", "ル"])
    }

    @Test("mixed Japanese, English and emoji: spaces and script changes are opportunities")
    func mixed() {
        #expect(lines("今日は Swift の勉強 📚✨", width: 60, locale: TextLocale("ja")) == ["今日は Swift", "の勉強 📚✨"])
        #expect(lines("今日は Swift の勉強 📚✨", width: 50, locale: TextLocale("ja")) == ["今日は", "Swift の勉", "強 📚✨"])
    }

    @Test("emoji sequences are never split, not even by anywhere")
    func emoji() {
        #expect(lines("👩‍💻👨‍👩‍👧🏳️‍🌈👋🏽", width: 10, wrap: .anywhere) == ["👩‍💻", "👨‍👩‍👧", "🏳️‍🌈", "👋🏽"])
    }
}

@Suite("Bidirectional text", .tags(.stage))
struct BidiTests {
    @Test("L2 reverses runs from the highest level down")
    func reorder() {
        #expect(BidiReordering.visualOrder(levels: [0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(BidiReordering.visualOrder(levels: [1, 2, 1]) == [2, 1, 0])  // numbers inside right-to-left text
        #expect(BidiReordering.visualOrder(levels: [0, 0]) == [0, 1])
    }

    @Test("a right-to-left paragraph is marked so leading aligns right; its glyphs run right to left")
    func rtlLine() throws {
        let layout = ShapedTextLayout(fonts: FakeFonts(), analyzer: ICUTextAnalyzer())
            .layout("שלום abc", style: TextStyle(family: "Fake", size: 10), availableWidth: nil)
        let line = try #require(layout.lines.first)
        #expect(line.isRightToLeft)
        // Visual order, left to right: "abc" (LTR run) comes first, then the Hebrew reversed.
        #expect(line.glyphs.map(\.id).prefix(3) == [97, 98, 99])
        #expect(line.glyphs.map(\.id).suffix(4) == ["ם", "ו", "ל", "ש"].map { $0.unicodeScalars.first!.value })
    }

    @Test("a left-to-right paragraph with a Hebrew word keeps its own order around it")
    func ltrWithRtlWord() throws {
        let layout = ShapedTextLayout(fonts: FakeFonts(), analyzer: ICUTextAnalyzer())
            .layout("ab שלום", style: TextStyle(family: "Fake", size: 10), availableWidth: nil)
        let line = try #require(layout.lines.first)
        #expect(!line.isRightToLeft)
        #expect(line.glyphs.map(\.id) == [97, 98, 32] + ["ם", "ו", "ל", "ש"].map { $0.unicodeScalars.first!.value })
    }
}

@Suite("Font choice per run, with the bundled fonts", .tags(.stage))
struct ItemizationTests {
    private func faces(_ text: String, locale: TextLocale = .english) throws -> [String] {
        let registry = try FontRegistry(directory: FontsLocator.bundledFontsDirectory()!)
        let chain = registry.faceChain(family: "Noto Sans", weight: 400, locale: locale)
        let paragraph = ParagraphAnalyzer(fonts: registry, analyzer: ICUTextAnalyzer(), chain: chain, locale: locale).analyze(text)
        return paragraph.clusters.map { registry.catalog[$0.face.index].family }
    }

    @Test("each script gets its own face; spaces stay with the text around them")
    func scripts() throws {
        #expect(try faces("Hi مرحبا") == ["Noto Sans", "Noto Sans", "Noto Sans"] + Array(repeating: "Noto Sans Arabic", count: 5))
        // क्ष is one grapheme cluster (a conjunct), so one face.
        #expect(try faces("ab क्ष") == ["Noto Sans", "Noto Sans", "Noto Sans", "Noto Sans Devanagari"])
    }

    @Test("emoji use the colour font, but the space after an emoji does not")
    func emoji() throws {
        #expect(try faces("a 👋🏽 b") == ["Noto Sans", "Noto Sans", "Noto Color Emoji", "Noto Sans", "Noto Sans"])
    }

    @Test("a text-style symbol without VS16 stays in the text font")
    func textPresentation() throws {
        #expect(try faces("©") == ["Noto Sans"])
    }

    @Test("Han takes the Japanese font in Japanese and the Chinese font in Chinese")
    func han() throws {
        #expect(try faces("直", locale: TextLocale("ja")) == ["Noto Sans CJK JP"])
        #expect(try faces("直", locale: TextLocale("zh-Hans")) == ["Noto Sans CJK SC"])
    }

    @Test("a locale is guessed from kana or Hangul when a spec names none")
    func guessed() {
        #expect(TextLocale.guessed(from: "漢字とかな").identifier == "ja")
        #expect(TextLocale.guessed(from: "한국어 漢字").identifier == "ko")
        #expect(TextLocale.guessed(from: "漢字").identifier == "en")
    }
}
