import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiGeometry
@testable import FukidashiLayout
@testable import FukidashiModel

@Suite("Renderer")
struct RendererTests {
    private func spec(_ elements: String, canvas: String = ##"{"width": 200, "height": 120, "background": "#FFFFFF"}"##) -> [UInt8] {
        Array(##"{"version": 1, "canvas": \##(canvas), "elements": [\##(elements)]}"##.utf8)
    }

    static let bundledFamilies = [
        "Noto Color Emoji", "Noto Sans", "Noto Sans Arabic", "Noto Sans Armenian", "Noto Sans Bengali", "Noto Sans CJK JP", "Noto Sans CJK KR",
        "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans Devanagari", "Noto Sans Ethiopic", "Noto Sans Georgian", "Noto Sans Gujarati",
        "Noto Sans Gurmukhi", "Noto Sans Hebrew", "Noto Sans Kannada", "Noto Sans Khmer", "Noto Sans Lao", "Noto Sans Malayalam", "Noto Sans Mono",
        "Noto Sans Myanmar", "Noto Sans Oriya", "Noto Sans Sinhala", "Noto Sans Symbols2", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Thai"
    ]

    @Test("bundled fonts cover every script we promise, in regular and bold")
    func fonts() throws {
        let renderer = try Renderer()
        #expect(renderer.fontFamilies == Self.bundledFamilies)
        let registry = try FontRegistry(directory: FontsLocator.bundledFontsDirectory()!)
        // Debian ships the emoji and symbol faces in one weight only.
        for family in registry.families where family != "Noto Color Emoji" && family != "Noto Sans Symbols2" {
            let weights = registry.catalog.filter { $0.family == family && !$0.isItalic }.map(\.weight).sorted()
            #expect(weights == [400, 700], "\(family)")
        }
        // Italics, for emphasis only: plain text never takes them.
        #expect(registry.catalog.filter(\.isItalic).map { "\($0.family) \($0.weight)" }.sorted() == ["Noto Sans 400", "Noto Sans 700"])
        #expect(!registry.faceChain(family: "Noto Sans", weight: 400, locale: .english).contains(where: registry.isItalicFace))
        #expect(registry.isItalicFace(registry.faceChain(family: "Noto Sans", weight: 700, italic: true, locale: .english)[0]))
        for weight in [400, 700] {
            let chain = registry.faceChain(family: "Noto Sans", weight: weight, locale: .english)
            for scalar: Unicode.Scalar in ["A", "é", "Ж", "あ", "漢", "汉", "한", "ع", "ש", "क", "ก", "👋", "\u{20BB7}", "✎", "★"] {
                #expect(chain.contains { registry.covers(scalar, in: $0) }, "\(scalar) at \(weight)")
            }
        }
    }

    @Test("the locale orders the CJK fonts, so Han takes Japanese or Chinese forms")
    func hanForms() throws {
        let registry = try FontRegistry(directory: FontsLocator.bundledFontsDirectory()!)
        func firstHanFace(_ locale: TextLocale) -> String {
            let chain = registry.faceChain(family: "Noto Sans", weight: 400, locale: locale)
            return registry.catalog[chain.first { registry.covers("直", in: $0) }!.index].family
        }
        #expect(firstHanFace(TextLocale("ja")) == "Noto Sans CJK JP")
        #expect(firstHanFace(TextLocale("zh-Hans")) == "Noto Sans CJK SC")
        #expect(firstHanFace(.english) == "Noto Sans CJK JP")
    }

    @Test("nearest weight: medium takes regular, semibold takes bold")
    func weights() throws {
        let registry = try FontRegistry(directory: FontsLocator.bundledFontsDirectory()!)
        func weight(_ w: Int) -> Int { registry.catalog[registry.faceChain(family: "Noto Sans", weight: w, locale: .english)[0].index].weight }
        #expect(weight(500) == 400)
        #expect(weight(600) == 700)
        #expect(weight(900) == 700)
        #expect(weight(100) == 400)
    }

    @Test("the body is the text's measured size plus padding; width fixes it")
    func bodySize() throws {
        let renderer = try Renderer()
        let decoded = try SpecDecoder().decode(
            spec(
                ##"{"type": "bubble", "text": "Hi", "tail": null, "at": [0, 0]}, {"type": "bubble", "text": "Hi", "tail": null, "at": [0, 60], "width": 150}"##
            ))
        let (scene, _) = try renderer.layOut(decoded.document)
        guard case .bubble(let first) = scene.items[0], case .bubble(let second) = scene.items[1] else {
            Issue.record("no bubbles")
            return
        }
        let line = try #require(first.text.first)
        #expect(abs(first.geometry.body.width - (line.width + 30)) < 1e-9)
        #expect(second.geometry.body.width == 150)
        // Centred in the fixed width by default (*seed*).
        #expect(abs(second.text[0].origin.x - (15 + (120 - line.width) / 2)) < 1e-9)
    }

    @Test("output is byte-identical across renderers and runs")
    func deterministic() throws {
        let bytes = spec(##"{"type": "bubble", "text": "同じ bytes 매번", "focus": [100, 100]}"##)
        let a = try Renderer().render(specBytes: bytes).png
        let b = try Renderer().render(specBytes: bytes).png
        #expect(a == b)
    }

    @Test("the PNG has the canvas's pixel size and the background colour")
    func pixels() throws {
        let output = try Renderer().render(
            specBytes: spec(
                ##"{"type": "bubble", "text": "x", "tail": null, "at": [150, 80]}"##,
                canvas: ##"{"width": 200, "height": 120, "scale": 2, "background": "#0A84FF"}"##))
        let image = try RasterImage(png: output.png)
        #expect(image.width == 400 && image.height == 240)
        #expect(image.pixel(x: 5, y: 5) == (10, 132, 255, 255))
    }

    @Test("an inside-aligned border keeps the outer edge where the geometry says")
    func insideBorder() throws {
        let output = try Renderer().render(
            specBytes: spec(
                ##"{"type": "bubble", "text": "", "tail": null, "at": [20, 20], "width": 100, "style": {"fill": "#FFFFFF", "border": {"color": "#FF0000", "width": 4}, "cornerRadius": 0, "padding": 20}}"##,
                canvas: ##"{"width": 200, "height": 120, "background": "#000000"}"##))
        let image = try RasterImage(png: output.png)
        #expect(image.pixel(x: 19, y: 30) == (0, 0, 0, 255))  // outside: background
        #expect(image.pixel(x: 20, y: 30) == (255, 0, 0, 255))  // first pixel inside: border
        #expect(image.pixel(x: 23, y: 30) == (255, 0, 0, 255))  // fourth: border
        #expect(image.pixel(x: 24, y: 30) == (255, 255, 255, 255))  // fifth: fill
    }

    @Test("a translucent fill under a translucent border is never composited twice")
    func noDoubledEdge() throws {
        let output = try Renderer().render(
            specBytes: spec(
                ##"{"type": "bubble", "text": "", "focus": [70, 100], "placement": "above", "width": 100, "style": {"fill": "#0000FF80", "border": {"color": "#FF000080", "width": 4}, "cornerRadius": 0, "padding": 20}}"##,
                canvas: ##"{"width": 200, "height": 120}"##))
        let image = try RasterImage(png: output.png)
        // Border pixels carry the border colour only, at its own alpha: fill does not show through.
        let border = image.pixel(x: 21, y: 50)
        #expect(border.r == 255 && border.b == 0 && abs(Int(border.a) - 128) <= 1)
        let fill = image.pixel(x: 60, y: 50)
        #expect(fill.b == 255 && fill.r == 0 && abs(Int(fill.a) - 128) <= 1)
        // Where the tail meets the body there is no line and no darker junction.
        let junction = image.pixel(x: 70, y: 79)
        #expect(junction == fill)
    }

    @Test("an unknown font family is an error at the path where it was written")
    func unknownFamily() throws {
        do {
            _ = try Renderer().render(
                specBytes: spec(##"{"type": "bubble", "text": "x", "focus": [1, 1], "style": {"font": {"family": "Noto Sans JP"}}}"##))
            Issue.record("rendered")
        } catch let error as RenderFailure {
            #expect(error.description.hasPrefix(##"error: elements[0].style.font.family: unknown font family "Noto Sans JP""##))
        }
    }

    @Test(
        "font families are checked in the resolve step, each where it was written: a named style's once for all its users, a run family the text does not use, a circle's"
    )
    func familiesCheckedAtResolve() throws {
        let bytes = Array(
            ##"""
            {"version": 1, "canvas": {"width": 300, "height": 200},
             "styles": {"hint": {"buttons": {"font": {"family": "Noto Sans Mnoo"}}}},
             "elements": [
               {"type": "bubble", "text": "plain", "focus": [10, 10], "style": "hint"},
               {"type": "bubble", "text": "also plain", "focus": [10, 100], "style": "hint"},
               {"type": "bubble", "text": "no code here", "tail": null, "at": [150, 10], "style": {"code": {"family": "Menlo"}}},
               {"type": "circle", "center": [250, 150], "radius": 20, "text": "A", "font": {"family": "Noto Sans"}},
               {"type": "circle", "center": [200, 150], "radius": 20, "text": "B", "font": {"family": "noto sans arabik"}}
             ]}
            """##.utf8)
        do {
            _ = try Renderer().render(specBytes: bytes)
            Issue.record("rendered")
        } catch let error as RenderFailure {
            let lines = error.description.split(separator: "\n").map(String.init)
            try #require(lines.count == 3, "\(lines)")
            #expect(
                lines[0].hasPrefix(##"error: styles.hint.buttons.font.family: unknown font family "Noto Sans Mnoo", did you mean "Noto Sans Mono"?"##)
            )
            #expect(lines[1].hasPrefix(##"error: elements[2].style.code.family: unknown font family "Menlo"; bundled families are"##))
            #expect(
                lines[2].hasPrefix(##"error: elements[4].font.family: unknown font family "noto sans arabik", did you mean "Noto Sans Arabic"?"##))
        }
        // The same families, known: the spec renders.
        let known = String(decoding: bytes, as: UTF8.self).replacing("Mnoo", with: "Mono")
            .replacing("Menlo", with: "Noto Sans Mono").replacing("noto sans arabik", with: "Noto Sans Arabic")
        #expect(try Renderer().render(specBytes: Array(known.utf8)).png.count > 0)
    }
}
