import FukidashiLanguage
import Testing

@testable import FukidashiGeometry
@testable import FukidashiModel
@testable import FukidashiSpec
@testable import FukidashiStrings
@testable import FukidashiTree
@testable import FukidashiVariants

private func decode(_ text: String, limits: SpecLimits = .standard) throws(SpecError) -> DecodedSpec {
    try SpecDecoder(limits: limits).decode(Array(text.utf8))
}

private func errors(_ text: String, limits: SpecLimits = .standard) -> [String] {
    do {
        _ = try decode(text, limits: limits)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

private func bubbleSpec(_ bubble: String, styles: String = "{}", canvas: String = ##"{"width": 300, "height": 200}"##) -> String {
    ##"{"version": 1, "canvas": \##(canvas), "styles": \##(styles), "elements": [\##(bubble)]}"##
}

private func firstBubble(_ spec: DecodedSpec) throws -> Bubble {
    guard case .bubble(let bubble)? = spec.document.elements.first else { throw SpecError([]) }
    return bubble
}

@Suite("Spec decoding")
struct SpecDecoderTests {
    @Test("SPEC defaults fill every optional field (seed values where marked)")
    func defaults() throws {
        let bubble = try firstBubble(decode(bubbleSpec(##"{"type": "bubble", "text": "Hi", "focus": [10, 20]}"##)))
        #expect(bubble.anchor.settled == .tail(focus: Point(x: 10, y: 20), placement: .auto, tail: TailSpec(width: 25, length: 20)))
        #expect(bubble.maxWidth.value == 280 && bubble.width == nil)
        let s = bubble.style
        // The default fill holds both appearances' values until the resolve stage takes one.
        #expect(
            s.settled(Variant(appearance: "light"))[.fill] == Color.white && s.settled(Variant(appearance: "dark"))[.fill] == Color(spec: "#2C2C2E"))
        #expect(s[.borderWidth] == 0 && s[.cornerRadius] == 10)
        #expect(s.flattened().padding == EdgeInsets(all: 15))
        #expect(s[.fontSize] == 16 && s[.fontWeight] == 400 && s[.fontFamily] == nil)
        #expect(s[.align] == TextAlignment.center && s[.lineHeight] == 1 && s[.wrap] == WrapMode.normal && s[.maxLines] == nil && s[.opacity] == 1)
    }

    @Test("styles layer: defaults, then the named style, then the inline object")
    func layering() throws {
        let styles = ##"{"warm": {"fill": "#FEFFE3", "cornerRadius": 15, "font": {"size": 20, "weight": "bold"}, "padding": [4, 8]}}"##
        let bubble = try firstBubble(
            decode(
                bubbleSpec(
                    ##"{"type": "bubble", "text": "Hi", "focus": [1, 2], "style": {"base": "warm", "cornerRadius": 3, "font": {"size": 12}, "padding": {"top": 30}}}"##,
                    styles: styles)))
        #expect(bubble.style[.fill] == Color(red: 0xFE, green: 0xFF, blue: 0xE3))
        #expect(bubble.style[.cornerRadius] == 3)
        #expect(bubble.style[.fontSize] == 12 && bubble.style[.fontWeight] == 700)
        #expect(bubble.style.flattened().padding == EdgeInsets(top: 30, left: 8, bottom: 4, right: 8))
    }

    @Test(
        "colours parse in every SPEC form",
        arguments: [
            ("#F00", Color(red: 255, green: 0, blue: 0)),
            ("#0A84FF", Color(red: 10, green: 132, blue: 255)),
            ("#00000040", Color(red: 0, green: 0, blue: 0, alpha: 64)),
            ("transparent", Color.transparent)
        ])
    func colours(_ text: String, _ color: Color) {
        #expect(Color(spec: text) == color)
    }

    @Test("colours that SPEC does not allow are rejected", arguments: ["red", "#12345", "#GGG", "0A84FF", "#"])
    func badColours(_ text: String) {
        #expect(Color(spec: text) == nil)
    }

    @Test("a tail-less label takes its origin from at")
    func label() throws {
        let bubble = try firstBubble(decode(bubbleSpec(##"{"type": "bubble", "text": "Hi", "tail": null, "at": [5, 6]}"##)))
        #expect(bubble.anchor.settled == .label(origin: Point(x: 5, y: 6)))
    }

    @Test("tail.position takes a fraction or an offset")
    func tailPosition() throws {
        let a = try firstBubble(decode(bubbleSpec(##"{"type": "bubble", "text": "a", "focus": [1, 1], "tail": {"position": 0.3}}"##)))
        #expect(
            a.anchor.settled == .tail(focus: Point(x: 1, y: 1), placement: .auto, tail: TailSpec(width: 25, length: 20, position: .fraction(0.3))))
        let b = try firstBubble(
            decode(bubbleSpec(##"{"type": "bubble", "text": "a", "focus": [1, 1], "tail": {"position": {"offset": 35}, "tipRadius": 2}}"##)))
        #expect(
            b.anchor.settled
                == .tail(focus: Point(x: 1, y: 1), placement: .auto, tail: TailSpec(width: 25, length: 20, position: .offset(35), tipRadius: 2)))
    }

    @Test("a border without a width warns that it will not show, unless a base style gives one")
    func zeroBorder() throws {
        let based = try decode(
            bubbleSpec(
                ##"{"type": "bubble", "text": "a", "focus": [1, 1], "style": {"base": "b", "border": {"color": "#FF0000"}}}"##,
                styles: ##"{"b": {"border": {"color": "#000000", "width": 2}}}"##))
        #expect(based.warnings.isEmpty)
        let spec = try decode(bubbleSpec(##"{"type": "bubble", "text": "a", "focus": [1, 1], "style": {"border": {"color": "#FF0000"}}}"##))
        #expect(
            spec.warnings.map(\.description) == [##"warning: elements[0].style: the border has width 0 and will not show; give "border" a "width""##])
    }
}

@Suite("Spec limits, checked before any work")
struct SpecLimitTests {
    @Test("text of 10,000 code points is accepted, 10,001 rejected")
    func textLength() throws {
        let ok = String(repeating: "a", count: 10_000)
        _ = try decode(bubbleSpec(##"{"type": "bubble", "text": "\##(ok)", "focus": [1, 1]}"##))
        #expect(
            errors(bubbleSpec(##"{"type": "bubble", "text": "\##(ok)b", "focus": [1, 1]}"##))
                == ["error: elements[0].text: text has 10001 characters; the limit is 10000"])
    }

    @Test("500 elements are accepted, 501 rejected")
    func elementCount() throws {
        let one = ##"{"type": "bubble", "text": "a", "focus": [1, 1]}"##
        func spec(_ n: Int) -> String {
            ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "elements": [\##(Array(repeating: one, count: n).joined(separator: ","))]}"##
        }
        #expect(try decode(spec(500)).document.elements.count == 500)
        #expect(errors(spec(501)) == ["error: elements: 501 elements; the limit is 500"])
    }

    @Test("canvas: 8192 px a side and 40 megapixels")
    func canvas() throws {
        _ = try decode(bubbleSpec(##"{"type": "bubble", "text": "a", "focus": [1, 1]}"##, canvas: ##"{"width": 4096, "height": 100, "scale": 2}"##))
        #expect(
            errors(bubbleSpec(##"{"type": "bubble", "text": "a", "focus": [1, 1]}"##, canvas: ##"{"width": 4097, "height": 100, "scale": 2}"##))
                == ["error: canvas: canvas is 8194 × 200 px at scale 2; the limit is 8192 px a side"])
        _ = try decode(bubbleSpec(##"{"type": "bubble", "text": "a", "focus": [1, 1]}"##, canvas: ##"{"width": 8000, "height": 5000}"##))
        #expect(
            errors(bubbleSpec(##"{"type": "bubble", "text": "a", "focus": [1, 1]}"##, canvas: ##"{"width": 8000, "height": 5001}"##))
                == ["error: canvas: canvas is 8000 × 5001 px = 40008000 px; the limit is 40000000 px"])
    }

    @Test("a file over the size limit is rejected unread")
    func fileSize() {
        var limits = SpecLimits()
        limits.maxFileSize = 10
        #expect(errors(##"{"version": 1}"##, limits: limits) == ["error: file is 14 bytes; the limit is 10"])
    }
}

@Suite("did you mean")
struct SuggestionTests {
    @Test(
        "close words are suggested, unrelated ones are not",
        arguments: [
            ("placment", "placement"), ("abov", "above"), ("aboveleft", "aboveLeft"), ("colour", nil), ("x", nil), ("wdith", "width")
        ] as [(String, String?)])
    func suggestion(_ word: String, _ expected: String?) {
        let candidates = ["placement", "above", "aboveLeft", "width", "fill", "text"]
        #expect(Suggestion.closest(to: word, among: candidates) == expected)
    }
}

@Suite("Line-breaking style keys")
struct LineBreakingKeyTests {
    @Test("textWrap is pretty, wordBreak auto and minimumScaleFactor 1 unless a style says otherwise")
    func defaultsAndValues() throws {
        let plain = try firstBubble(decode(bubbleSpec(##"{"type": "bubble", "text": "Hi", "focus": [10, 20]}"##))).style
        #expect(plain[.textWrap] == .pretty && plain[.wordBreak] == .auto && plain[.minimumScaleFactor] == 1)
        let set = try firstBubble(
            decode(
                bubbleSpec(
                    ##"{"type": "bubble", "text": "Hi", "focus": [10, 20], "style": {"base": "t", "wordBreak": "keep-all"}}"##,
                    styles: ##"{"t": {"textWrap": "balance", "wordBreak": "phrase", "minimumScaleFactor": 0.8}}"##))
        ).style
        #expect(set[.textWrap] == .balance && set[.wordBreak] == .keepAll && set[.minimumScaleFactor] == 0.8)
    }

    @Test(
        "a wrong value says where, what was expected and what it may have meant",
        arguments: [
            (
                ##"{"textWrap": "prety"}"##,
                ##"error: styles.t.textWrap: unknown textWrap "prety", did you mean "pretty"?"##
            ),
            (
                ##"{"wordBreak": "keepall"}"##,
                ##"error: styles.t.wordBreak: unknown wordBreak "keepall", did you mean "keep-all"?"##
            ),
            (##"{"minimumScaleFactor": 1.5}"##, ##"error: styles.t.minimumScaleFactor: expected a number from 0 to 1, got 1.5"##)
        ])
    func wrongValues(_ style: String, _ message: String) {
        #expect(errors(bubbleSpec(##"{"type": "bubble", "text": "Hi", "focus": [10, 20]}"##, styles: ##"{"t": \##(style)}"##)) == [message])
    }

    @Test("a project's theme sets them for every spec that uses its style")
    func projectTheme() throws {
        let json = #"{"version": 1, "styles": {"tour": {"textWrap": "balance", "minimumScaleFactor": 0.85}}}"#
        let project = try ProjectDecoder().decode(Array(json.utf8), file: "fukidashi.json")
        let spec = bubbleSpec(##"{"type": "bubble", "text": "Hi", "focus": [10, 20], "style": "tour"}"##)
        let decoded = try SpecDecoder(project: project.defaults).decode(Array(spec.utf8))
        let style = try firstBubble(decoded).style
        #expect(style[.textWrap] == .balance && style[.minimumScaleFactor] == 0.85 && style[.wordBreak] == .auto)
    }
}

@Suite("Balloon shape keys")
struct BalloonShapeKeyTests {
    @Test("shape is a rounded rectangle, tails are wedges, and a cloud's bumps follow its size unless a style or tail says otherwise")
    func defaultsAndValues() throws {
        let plain = try firstBubble(decode(bubbleSpec(##"{"type": "bubble", "text": "Hi", "focus": [10, 20]}"##)))
        #expect(plain.style[.shape] == .roundedRect && plain.style[.aspectRatio] == 1.4 && plain.style[.bumpsCount] == nil)
        guard case .tail(_, _, let tail) = plain.anchor.settled else { throw SpecError([]) }
        #expect(tail.style == .wedge)
        let set = try firstBubble(
            decode(
                bubbleSpec(
                    ##"{"type": "bubble", "text": "Hi", "focus": [10, 20], "tail": {"style": "dots"}, "style": {"base": "t", "bumps": {"depth": 6}}}"##,
                    styles: ##"{"t": {"shape": "cloud", "aspectRatio": 2, "bumps": {"count": 14}, "spikes": {"count": 9, "depth": 30}}}"##)))
        #expect(set.style[.shape] == .cloud && set.style[.aspectRatio] == 2)
        #expect(set.style[.bumpsCount] == 14 && set.style[.bumpsDepth] == 6 && set.style[.spikesCount] == 9 && set.style[.spikesDepth] == 30)
        guard case .tail(_, _, let dots) = set.anchor.settled else { throw SpecError([]) }
        #expect(dots.style == .dots)
    }

    @Test(
        "a wrong shape, tail style or count says where, what was expected and what it may have meant",
        arguments: [
            (##""style": {"shape": "elipse"}"##, ##"error: elements[0].style.shape: unknown shape "elipse", did you mean "ellipse"?"##),
            (##""tail": {"style": "curve"}"##, ##"error: elements[0].tail.style: unknown tail style "curve", did you mean "curved"?"##),
            (
                ##""style": {"shape": "burst", "spikes": {"count": 2}}"##,
                ##"error: elements[0].style.spikes.count: expected a whole number from 3 to 200, got 2"##
            ),
            (##""style": {"aspectRatio": 0}"##, ##"error: elements[0].style.aspectRatio: expected a number from 0.1 to 10, got 0"##),
            (
                ##""style": {"writingMode": "vertical-lr"}"##,
                ##"error: elements[0].style.writingMode: unknown writing mode "vertical-lr", did you mean "vertical-rl"?"##
            ),
            (
                ##""style": {"writingMode": {}}"##,
                ##"error: elements[0].style.writingMode: an empty locale map; give one entry per locale, such as {"en": …, "ar": …}"##
            ),
            (##""maxHeight": 0"##, ##"error: elements[0].maxHeight: expected a number > 0 and <= 100000, got 0"##)
        ])
    func wrongValues(_ keys: String, _ message: String) {
        #expect(errors(bubbleSpec(##"{"type": "bubble", "text": "Hi", "focus": [10, 20], \##(keys)}"##)) == [message])
    }

    @Test("writingMode is a word or a locale map of words, kept whole for the resolve stage; maxHeight a number")
    func writingMode() throws {
        let plain = try firstBubble(
            decode(bubbleSpec(##"{"type": "bubble", "text": "Hi", "focus": [10, 20], "maxHeight": 120, "style": {"writingMode": "vertical-rl"}}"##)))
        #expect(plain.style[.writingMode] == .verticalRL && plain.maxHeight?.value == 120)
        let byLocale = try firstBubble(
            decode(
                bubbleSpec(
                    ##"{"type": "bubble", "text": "Hi", "focus": [10, 20], "style": {"writingMode": {"en": "horizontal-tb", "ja-JP": "vertical-rl"}}}"##
                )))
        let ja = try byLocale.style.flattened(along: ["ja-JP", "ja", "en"]).get()
        let de = try byLocale.style.flattened(along: ["de", "en"]).get()
        let ko = try byLocale.style.flattened(along: ["ko"]).get()
        #expect(ja[.writingMode] == .verticalRL && de[.writingMode] == .horizontalTB && ko[.writingMode] == .horizontalTB)
        // A wrong entry is no error of the spec's, but of the locales that take it.
        let wrong = try firstBubble(
            decode(bubbleSpec(##"{"type": "bubble", "text": "Hi", "focus": [10, 20], "style": {"writingMode": {"en": "horizontal-tb", "ja": 2}}}"##)))
        #expect(try wrong.style.flattened(along: ["en"]).get()[.writingMode] == .horizontalTB)
        guard case .failure(let problem) = wrong.style.flattened(along: ["ja", "en"]) else { throw SpecError([]) }
        #expect(problem.description == "error: elements[0].style.writingMode.ja: expected one of horizontal-tb, vertical-rl, got 2")
    }
}
