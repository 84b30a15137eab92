import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiGeometry
@testable import FukidashiLayout
@testable import FukidashiModel

/// Vertical text (`writingMode: vertical-rl`): columns top to bottom, right to left, set with
/// the font's vertical forms and advances, Latin on its side, one or two digits in one cell,
/// and every horizontal rule (`maxLines`, `textWrap`, `minimumScaleFactor`) applied to columns.
@Suite("Vertical text")
struct VerticalTextTests {
    let fonts: FontRegistry
    let engine: ShapedTextLayout

    init() throws {
        fonts = try FontRegistry(directories: [Fixtures.packageRoot.appendingPathComponent("Fonts").path])
        engine = ShapedTextLayout(fonts: fonts, analyzer: ICUTextAnalyzer())
    }

    func style(size: Double = 20) -> TextStyle {
        var style = TextStyle(family: "Noto Sans CJK JP", size: size, locale: TextLocale("ja"))
        style.vertical = true
        return style
    }

    func render(_ bubble: String, locale: String = "ja") throws -> RenderOutput {
        let spec = ##"{"version": 1, "locale": "\##(locale)", "canvas": {"width": 500, "height": 500}, "elements": [\##(bubble)]}"##
        return try #require(try Renderer().renderAll(specBytes: Array(spec.utf8)).first)
    }

    func bubble(_ output: RenderOutput) throws -> BubbleItem {
        try #require(output.scene.items.compactMap { if case .bubble(let item) = $0 { item } else { nil } }.first)
    }

    @Test("columns run top to bottom, right to left: each a column's length long, one column box apart")
    func columns() throws {
        var greedy = style()
        (greedy.textWrap, greedy.wordBreak) = (.greedy, .normal)
        let layout = engine.layout("吾輩は猫である。名前はまだ無い。", style: greedy, availableWidth: 100)
        #expect(layout.isVertical)
        // Five ems a column; 。 never starts one (kinsoku), so い goes with it.
        #expect(layout.lines.map(\.text) == ["吾輩は猫で", "ある。名前", "はまだ無", "い。"])
        let box = layout.width / Double(layout.lines.count)
        for (index, line) in layout.lines.enumerated() {
            #expect(abs(line.baseline - (Double(index) + 0.5) * box) < 1e-9, "column \(index) is centred in its box, from the right")
            #expect(line.width <= 100 + 1e-9)
            // Down the column: every next character starts one em further (ideographs and kana).
            let pens = line.glyphs.map(\.pen)
            #expect(pens == pens.sorted())
        }
        #expect(layout.height == layout.lines.map(\.width).max())
        let placed = TextBlock(layout: layout, style: style()).lines(
            in: Rect(x: 0, y: 0, width: layout.width, height: 100), align: .leading, color: SceneColor(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(placed[0].origin.x > placed[1].origin.x && placed[1].origin.x > placed[2].origin.x, "the first column is on the right")
        #expect(placed.allSatisfy { $0.isVertical && $0.origin.y == 0 })
    }

    @Test("the font's vertical forms: 。 and 「 take their vertical glyphs, and 、。 sit in the upper right of their cell")
    func verticalForms() throws {
        var across = style()
        across.vertical = false
        for text in ["。", "「", "ー"] {
            let down = try #require(engine.layout(text, style: style(), availableWidth: nil).lines.first?.glyphs.first)
            let side = try #require(engine.layout(text, style: across, availableWidth: nil).lines.first?.glyphs.first)
            #expect(down.id != side.id, "\(text) has a vertical form")
        }
        let stop = try #require(engine.layout("。", style: style(), availableWidth: nil).lines.first?.glyphs.first)
        let ink = try #require(fonts.inkBox(of: stop.id, in: stop.face))
        // From the column's centre line (y across, right positive) and the cell's top.
        let inkLeft = stop.y / 20 + ink.minX, inkTop = (stop.x - stop.pen) / 20 + ink.minY
        #expect(inkLeft > 0, "right of the centre line: \(inkLeft)")
        #expect(inkTop < 0.5, "in the cell's upper half: \(inkTop)")
    }

    @Test(
        "every bundled CJK face keeps its vertical tables: vert forms, vmtx advances and VORG origins",
        arguments: ["Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK KR"], [400, 700])
    func bundledFacesKeepVerticalTables(_ family: String, _ weight: Int) throws {
        let locale = TextLocale(
            ["Noto Sans CJK JP": "ja", "Noto Sans CJK SC": "zh-Hans", "Noto Sans CJK TC": "zh-Hant", "Noto Sans CJK KR": "ko"][family]!)
        let face = fonts.faceChain(family: family, weight: weight, locale: locale)[0]
        // Brackets turn in every face; 。 moves to the upper right except in Traditional Chinese,
        // which centres it both ways; ー turns in Japanese.
        let turning = ["「"] + (family.hasSuffix("TC") ? [] : ["。"]) + (family.hasSuffix("JP") ? ["ー"] : [])
        for text in turning {
            let utf16 = Array(text.utf16)
            let down = try #require(
                fonts.shape(
                    utf16, range: 0..<utf16.count, face: face, rightToLeft: false, script: "Hani", language: locale.identifier, halfWidth: [],
                    direction: .vertical
                ).first)
            let across = try #require(
                fonts.shape(utf16, range: 0..<utf16.count, face: face, rightToLeft: false, script: "Hani", language: locale.identifier).first)
            #expect(down.id != across.id && across.id != 0, "\(family) \(weight): \(text) has a vertical form")
            // One em down (vmtx), the glyph's horizontal origin half an em left of the centre
            // line and 0.88 em below the cell's top (VORG).
            #expect(
                abs(down.advance - 1) < 1e-9 && abs(down.offsetX + 0.5) < 1e-9 && abs(down.offsetY - 0.88) < 1e-9,
                "\(family) \(weight) \(text): \(down)")
        }
    }

    @Test("Latin lies on its side, and one or two digits stand upright in one cell (tate-chu-yoko); three do not")
    func orientations() throws {
        let line = try #require(engine.layout("第12話はiPhoneで2026年", style: style(), availableWidth: nil).lines.first)
        let sideways = line.glyphs.filter(\.sideways)
        #expect(sideways.count == "iPhone".count + "2026".count)
        // 1 and 2 share a cell: both start where the cell does, one em after 第.
        let cell = line.glyphs.filter { $0.cluster == 1 || $0.cluster == 2 }
        #expect(cell.count == 2 && cell.allSatisfy { $0.pen == 20 } && !cell.contains(where: \.sideways))
        // The cell is one em: 話 starts two ems down.
        #expect(line.glyphs.first { $0.cluster == 3 }?.pen == 40)
        let orientations = ParagraphAnalyzer.columnOrientations(Array("第3章 MP3 3.5 12:30 UTF-8 50%"), upright: { $0.value > 0x2E80 })
        let combined = orientations.enumerated().filter { $0.element == .combined }.map(\.offset)
        #expect(combined == [1, 24, 25], "only 3 in 第3章 and 50 in 50%: \(combined)")
    }

    @Test("a bubble's columns: maxHeight bounds a column, maxLines counts columns, and the body holds them")
    func bubbleColumns() throws {
        let text = "今日こそ告白するって決めたのに、言葉が出てこない。"
        let output = try render(
            ##"{"type": "bubble", "text": "\##(text)", "tail": null, "at": [10, 10], "maxHeight": 150, "style": {"writingMode": "vertical-rl", "padding": 10, "font": {"size": 16}}}"##
        )
        let item = try bubble(output)
        #expect(item.text.count >= 3)
        #expect(item.text.allSatisfy { $0.isVertical && $0.width <= 130 + 0.01 })
        #expect(item.geometry.body.height <= 150 + 1e-9)
        #expect(item.text.allSatisfy { item.geometry.body.containsStrictly($0.origin) })
        #expect(output.warnings.isEmpty, "\(output.warnings)")
        let cut = try render(
            ##"{"type": "bubble", "text": "\##(text)", "tail": null, "at": [10, 10], "maxHeight": 150, "style": {"writingMode": "vertical-rl", "maxLines": 2, "font": {"size": 16}}}"##
        )
        #expect(try bubble(cut).text.count == 2)
        #expect(try bubble(cut).text.last?.text.hasSuffix("…") == true)
        #expect(cut.warnings.map(\.message).contains { $0.contains("does not fit in 2 columns") })
        // A column's length means nothing to lines.
        let lines = try render(##"{"type": "bubble", "text": "Hi", "tail": null, "at": [10, 10], "maxHeight": 150}"##)
        #expect(
            lines.warnings.map(\.description) == [
                #"warning: elements[0].maxHeight: has no effect on lines; it bounds a column where "writingMode" is "vertical-rl""#
            ])
    }

    @Test("textWrap balance evens the columns' lengths, as it evens lines")
    func balance() throws {
        var greedy = style(size: 16)
        (greedy.textWrap, greedy.wordBreak) = (.greedy, .normal)
        var balanced = greedy
        balanced.textWrap = .balance
        let text = "あいうえおかきくけこさしすせそたちつてとなにぬねのは"
        let ragged = engine.layout(text, style: greedy, availableWidth: 160).lines.map(\.width)
        let even = engine.layout(text, style: balanced, availableWidth: 160).lines.map(\.width)
        #expect(ragged == [160, 160, 96])
        #expect(even.count == 3)
        #expect(even.max()! - even.min()! < ragged.max()! - ragged.min()!)
    }

    @Test("in a fixed frame, columns shrink by minimumScaleFactor where they do not fit across it")
    func shrinks() throws {
        let text = "だから一時間前にパーティーを出ようって言ったのに。"
        func frame(_ width: Int) throws -> RenderOutput {
            try render(
                ##"{"type": "bubble", "text": "\##(text)", "tail": null, "at": [10, 10], "width": \##(width), "height": 140, "style": {"writingMode": "vertical-rl", "padding": 10, "font": {"size": 18}, "minimumScaleFactor": 0.5}}"##
            )
        }
        let roomy = try bubble(frame(300))
        #expect(roomy.text.first?.runs.first?.size == 18)
        let narrow = try frame(70)
        let size = try #require(try bubble(narrow).text.first?.runs.first?.size)
        #expect(size < 18 && size >= 9, "\(size)")
        #expect(narrow.warnings.isEmpty, "\(narrow.warnings)")
    }

    @Test("a balloon of columns is taller than wide unless its aspectRatio says otherwise, and its columns follow the ellipse")
    func balloonColumns() throws {
        let text = "今日こそ告白するって決めたのに、言葉が出てこない。"
        let tall = try bubble(
            render(
                ##"{"type": "bubble", "text": "\##(text)", "tail": null, "at": [10, 10], "maxHeight": 260, "style": {"writingMode": "vertical-rl", "shape": "ellipse", "font": {"size": 16}}}"##
            ))
        #expect(tall.geometry.body.height > tall.geometry.body.width)
        let lengths = tall.text.map(\.width)
        #expect(lengths.count >= 3)
        #expect(lengths.first! < lengths.max()! || lengths.last! < lengths.max()!, "the middle columns are the longest: \(lengths)")
        let wide = try bubble(
            render(
                ##"{"type": "bubble", "text": "\##(text)", "tail": null, "at": [10, 10], "maxHeight": 260, "style": {"writingMode": "vertical-rl", "shape": "ellipse", "aspectRatio": 1.4, "font": {"size": 16}}}"##
            ))
        #expect(abs(wide.geometry.body.width / wide.geometry.body.height - 1.4) < 0.05)
    }

    @Test("writingMode by locale: one spec sets Japanese in columns and German in lines; a wrong entry fails only its locale")
    func byLocale() throws {
        let spec = ##"""
            {"version": 1, "canvas": {"width": 400, "height": 300}, "elements": [
              {"type": "bubble", "text": {"en": "Wait for me!", "de": "Warte auf mich!", "ja": "待ってよ！", "ko": "기다려!"}, "tail": null, "at": [10, 10],
               "style": {"writingMode": {"en": "horizontal-tb", "ja": "vertical-rl", "ko": "vertical-lr"}}}]}
            """##
        let outputs = try Renderer().renderAll(specBytes: Array(spec.utf8), locales: ["en", "de", "ja"])
        let vertical = Dictionary(
            uniqueKeysWithValues: try outputs.map { output in
                (output.locale ?? "", try bubble(output).text.allSatisfy(\.isVertical))
            })
        #expect(vertical == ["en": false, "de": false, "ja": true])
        #expect(throws: RenderFailure.self) { try Renderer().renderAll(specBytes: Array(spec.utf8), locales: ["ko"]) }
        do {
            _ = try Renderer().renderAll(specBytes: Array(spec.utf8), locales: ["ko"])
        } catch {
            let message = "\(error)"
            #expect(message.contains("writingMode.ko") && message.contains("did you mean \"vertical-rl\"?"), "\(message)")
        }
    }
}
