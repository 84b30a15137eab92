import Testing

@testable import Fukidashi
@testable import FukidashiGeometry
@testable import FukidashiLayout

/// Balloons drawn: their text kept inside the outline, one outline with their tail.
@Suite("Balloons drawn")
struct BalloonRenderTests {
    static let shapes = ["ellipse", "cloud", "burst"]
    static let texts = [
        "en": "Wait — is that really the last train home tonight? I thought it left at midnight.",
        "de": "Warte mal, ist das wirklich der letzte Zug nach Hause heute Nacht?",
        "ja": "待って、本当にこれが今夜の終電なの？ 真夜中に出ると思っていたのに。",
        "ar": "انتظر، هل هذا حقًا آخر قطار إلى البيت الليلة؟ ظننت أنه يغادر عند منتصف الليل."
    ]

    func render(_ bubble: String, canvas: String = ##"{"width": 400, "height": 320}"##, locale: String = "en") throws -> RenderOutput {
        let spec = ##"{"version": 1, "locale": "\##(locale)", "canvas": \##(canvas), "elements": [\##(bubble)]}"##
        return try #require(try Renderer().renderAll(specBytes: Array(spec.utf8)).first)
    }

    func balloon(_ output: RenderOutput) throws -> BubbleItem {
        try #require(output.scene.items.compactMap { if case .bubble(let item) = $0 { item } else { nil } }.first)
    }

    /// Japanese in columns, with Latin on its side and digits in one cell.
    static let verticalText = "待って、本当にこれが今夜の終電なの？ 12時05分発のiPhone充電器、ホームに忘れた……"

    @Test(
        "every glyph's ink lies inside the balloon's outline less its padding, in English, German, Japanese (in lines and in columns) and Arabic",
        arguments: shapes, ["en", "de", "ja", "ar", "ja-vertical"])
    func inkInsideShape(_ shape: String, _ language: String) throws {
        let vertical = language == "ja-vertical"
        for length in [160, 240, 330] {
            let text = vertical ? Self.verticalText : Self.texts[language]!
            let bound = vertical ? "\"maxHeight\": \(length), " : "\"maxWidth\": \(length), "
            let output = try render(
                ##"{"type": "bubble", "text": "\##(text)", "tail": null, "at": [10, 10], \##(bound)"style": {"shape": "\##(shape)", "fill": "transparent", "textColor": "#000000", "padding": [12, 18], "writingMode": "\##(vertical ? "vertical-rl" : "horizontal-tb")"}}"##,
                canvas: ##"{"width": 480, "height": 480}"##, locale: vertical ? "ja" : language)
            let item = try balloon(output)
            #expect((vertical ? item.geometry.body.height : item.geometry.body.width) <= Double(length) + 1e-9)
            let shapeValue = try #require(
                ["ellipse": BodyShape.ellipse, "cloud": .cloud(bumps: nil, depth: 10), "burst": .burst(spikes: nil, depth: 16)][shape])
            let ellipse = try #require(shapeValue.textEllipse(in: item.geometry.body, padding: EdgeInsets(vertical: 12, horizontal: 18)))
            let image = try RasterImage(png: output.png)
            var inked = 0, outside: [(Int, Int)] = []
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 {
                    inked += 1
                    // The pixel's centre, with a pixel's allowance for antialiasing.
                    let dx = (Double(x) + 0.5 - ellipse.center.x) / (ellipse.a + 1), dy = (Double(y) + 0.5 - ellipse.center.y) / (ellipse.b + 1)
                    if dx * dx + dy * dy > 1 { outside.append((x, y)) }
                }
            }
            #expect(inked > 500, "\(shape) \(language) \(length)")
            #expect(
                outside.isEmpty, "\(shape) \(language) at \(length): \(outside.count) inked pixels outside, first \(outside.prefix(3))")
            #expect(output.warnings.isEmpty, "\(output.warnings)")
        }
    }

    @Test(
        "a translucent fill under a translucent border is one outline with its tail: no line, no darker junction where the arc it replaces was",
        arguments: shapes + ["roundedRect"], ["wedge", "curved"])
    func oneOutlineDrawn(_ shape: String, _ tail: String) throws {
        let output = try render(
            ##"{"type": "bubble", "text": "", "focus": [200, 300], "placement": "above", "width": 200, "tail": {"style": "\##(tail)", "width": 30, "length": 30}, "style": {"shape": "\##(shape)", "fill": "#0000FF80", "border": {"color": "#FF000080", "width": 4}}}"##
        )
        let item = try balloon(output)
        let tail = try #require(item.geometry.tail)
        let image = try RasterImage(png: output.png)
        let fill = image.pixel(x: Int(item.geometry.body.midX), y: Int(item.geometry.body.midY))
        #expect(fill.b == 255 && fill.r == 0 && abs(Int(fill.a) - 128) <= 1)
        // Where the body's own edge would run between the tail's base points (the body's
        // bottom middle on a rectangle, its ellipse's lowest point on a balloon), and just
        // inside it: fill, never border.
        let bottom =
            item.geometry.shape == .roundedRect ? item.geometry.body.maxY : item.geometry.shape.ellipse(in: item.geometry.body)!.point(.pi / 2).y
        for dy in [-1.0, 0, 1] {
            let pixel = image.pixel(x: Int(tail.apex.x), y: Int(bottom + dy))
            #expect(pixel == fill, "\(shape) \(tail): \(pixel) at \(bottom + dy)")
        }
    }

    @Test("a balloon keeps its proportions until maxWidth, then grows taller; a fixed width is kept")
    func proportionsAndWidth() throws {
        let short = try balloon(
            render(##"{"type": "bubble", "text": "Hi there, friend", "tail": null, "at": [0, 0], "style": {"shape": "ellipse", "aspectRatio": 2}}"##))
        #expect(abs(short.geometry.body.width / short.geometry.body.height - 2) < 1e-6)
        let long = String(repeating: "many words here ", count: 12)
        let capped = try balloon(
            render(##"{"type": "bubble", "text": "\##(long)", "tail": null, "at": [0, 0], "maxWidth": 200, "style": {"shape": "ellipse"}}"##))
        #expect(abs(capped.geometry.body.width - 200) < 0.6)
        #expect(capped.geometry.body.width / capped.geometry.body.height < 1.4)
        let fixed = try balloon(
            render(##"{"type": "bubble", "text": "Hi there", "tail": null, "at": [0, 0], "width": 260, "style": {"shape": "cloud"}}"##))
        #expect(fixed.geometry.body.width == 260)
    }

    @Test("lines follow the ellipse: the middle line is the widest, and the narrowest is at an end")
    func widestInTheMiddle() throws {
        let output = try render(
            ##"{"type": "bubble", "text": "\##(Self.texts["en"]!)", "tail": null, "at": [0, 0], "maxWidth": 260, "style": {"shape": "ellipse", "align": "center"}}"##
        )
        let widths = try balloon(output).text.map(\.width)
        #expect(widths.count >= 4)
        let middle = widths.count / 2
        #expect(widths[middle] == widths.max() || widths[middle - 1] == widths.max() || widths[min(middle + 1, widths.count - 1)] == widths.max())
        #expect(widths.first! < widths.max()! && widths.last! < widths.max()!)
    }

    @Test("a balloon's lines are even against their chords, as a letterer breaks them; greedy fills each chord in turn")
    func evenChords() throws {
        func lines(_ textWrap: String) throws -> [String] {
            try balloon(
                render(
                    ##"{"type": "bubble", "text": "Is this really the last train tonight?", "tail": null, "at": [10, 10], "width": 230, "height": 120, "style": {"shape": "ellipse", "padding": 10, "font": {"size": 17}, "textWrap": "\##(textWrap)"}}"##
                )
            ).text.map(\.text)
        }
        #expect(try lines("greedy") == ["Is this really the last", "train tonight?"])
        #expect(try lines("pretty") == ["Is this really the", "last train tonight?"])
    }

    @Test("a fixed width and height are a frame: the text is fitted into it, shrinking by minimumScaleFactor, and past that cut with a warning")
    func fixedFrame() throws {
        let text = Self.texts["en"]!
        func frame(_ shape: String, factor: Double, height: Int = 150) throws -> RenderOutput {
            try render(
                ##"{"type": "bubble", "text": "\##(text)", "tail": null, "at": [10, 10], "width": 220, "height": \##(height), "style": {"shape": "\##(shape)", "fill": "transparent", "textColor": "#000000", "padding": 10, "font": {"size": 18}, "minimumScaleFactor": \##(factor)}}"##
            )
        }
        for shape in ["ellipse", "roundedRect"] {
            let roomy = try frame(shape, factor: 0.5, height: 300)
            let item = try balloon(roomy)
            #expect(item.geometry.body.size == Size(width: 220, height: 300))
            #expect(item.text.first?.runs.first?.size == 18, "\(shape): text that fits keeps its size")
            let shrunk = try frame(shape, factor: 0.5, height: 100)
            let size = try #require(try balloon(shrunk).text.first?.runs.first?.size)
            #expect(size < 18 && size >= 9, "\(shape): \(size)")
            #expect(shrunk.warnings.isEmpty, "\(shape): \(shrunk.warnings)")
            let cut = try frame(shape, factor: 1, height: 60)
            #expect(try balloon(cut).text.last?.text.hasSuffix("…") == true, "\(shape)")
            #expect(cut.warnings.map(\.message).contains { $0.contains("ends with \"…\"") }, "\(shape): \(cut.warnings)")
        }
    }

    @Test("a rounded rectangle of fixed height centres its text in it, as UILabel does")
    func fixedHeightCentres() throws {
        let output = try render(##"{"type": "bubble", "text": "One line", "tail": null, "at": [0, 0], "height": 100, "style": {"padding": 10}}"##)
        let item = try balloon(output)
        #expect(item.geometry.body.height == 100)
        let line = try #require(item.text.first)
        // The baseline sits below the middle by about a third of the line: centred, not at the top.
        #expect(line.origin.y > 50 && line.origin.y < 62)
    }
}
