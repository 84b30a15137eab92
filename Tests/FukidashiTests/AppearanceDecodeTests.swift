import Testing

@testable import Fukidashi
@testable import FukidashiModel
@testable import FukidashiSpec

/// One decode for every appearance: a colour that is an appearance map keeps each
/// appearance's value, and so do the default colours, until the resolve stage picks the
/// variant's; so do an image path, a text, a style key and a value a locale map may hold that
/// is an appearance map, and every other value (`AppearanceWholeTests`).
@Suite("Appearances from one decode", .tags(.stage))
struct AppearanceDecodeTests {
    /// A spec with a bubble, a circle, a card stack and an overlay; `colours` fills in their
    /// colour keys, `appearances` the list.
    static func spec(_ appearances: String, fill: String, overlay: String, circle: String, text: String = ##""Hi""##) -> [UInt8] {
        Array(
            """
            {"version": 1, "appearances": \(appearances),
             "canvas": {"width": 300, "height": 200, "background": \(fill)},
             "overlay": {"color": \(overlay), "spotlights": [{"shape": "circle", "center": [250, 150], "radius": 30}]},
             "styles": {"hint": {"fill": \(circle), "shadow": {"color": \(overlay), "radius": 4}}},
             "elements": [
               {"type": "bubble", "text": \(text), "focus": [40, 20], "style": "hint"},
               {"type": "circle", "center": [250, 150], "radius": 24, "text": "A"},
               {"type": "cardStack", "frame": [120, 90, 80, 100], "cards": [{"title": "Card"}], "style": {"fill": \(circle)}}
             ]}
            """.utf8)
    }

    @Test("colour maps and default colours decode once, and each appearance draws as a spec of that appearance alone")
    func colourMapsDecodeOnce() throws {
        let renderer = try Renderer()
        let both = try renderer.renderAll(
            specBytes: Self.spec(
                ##"["light", "dark"]"##, fill: ##"{"light": "#F2F2F7", "dark": "#000000"}"##,
                overlay: ##"{"light": "#00000066", "dark": "#000000A0"}"##, circle: ##"{"light": "#FFFFFF", "dark": "#2C2C2E"}"##))
        #expect(renderer.lastRun.stats.decodes == 1)
        #expect(both.map(\.variant.appearance) == ["light", "dark"])
        // The same spec written for one appearance, its maps as that appearance's values: decoded
        // for that appearance, its defaults (the circle's, the card's text) that appearance's too.
        let light = try Renderer().render(
            specBytes: Self.spec(##"["light"]"##, fill: ##""#F2F2F7""##, overlay: ##""#00000066""##, circle: ##""#FFFFFF""##))
        let dark = try Renderer().render(
            specBytes: Self.spec(##"["dark"]"##, fill: ##""#000000""##, overlay: ##""#000000A0""##, circle: ##""#2C2C2E""##))
        #expect(both[0].png == light.png, "light differs from the light-only spec")
        #expect(both[1].png == dark.png, "dark differs from the dark-only spec")
        #expect(light.png != dark.png)
    }

    @Test("a link in a card's text takes the appearance's tint, as a bubble's does: dark's, which reads on the dark card")
    func cardLinkTakesTheAppearancesTint() throws {
        let spec = ##"""
            {"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 300, "height": 300},
             "elements": [{"type": "cardStack", "frame": [20, 20, 260, 260], "cards": [{"title": "Curry", "text": "By [Aiko](https://example.com)"}]}]}
            """##
        // Contrast checked as the CLI checks it by default (`--contrast warn`).
        var configuration = Renderer.Configuration()
        configuration.contrast = .warn
        let outputs = try Renderer(configuration).renderAll(specBytes: Array(spec.utf8))
        func colors(_ output: RenderOutput) -> Set<String> {
            Set(output.scene.textBlocks.flatMap(\.lines).flatMap(\.runs).map(\.color.description))
        }
        #expect(outputs.map(\.variant.appearance) == ["light", "dark"])
        #expect(colors(outputs[0]).contains("#0040DDFF"))
        #expect(colors(outputs[1]).contains("#409CFFFF"))
        #expect(!colors(outputs[1]).contains("#0040DDFF"))
        // Light's tint on the dark card (#2C2C2E) is 1.84:1; dark's passes the contrast check.
        #expect(outputs.flatMap(\.warnings).isEmpty)
    }

    @Test("a colour map's dark entry that is no colour fails the dark variants alone, at the entry's path")
    func badDarkEntryFailsDarkOnly() throws {
        let renderer = try Renderer()
        let decoded = try renderer.decoder.decode(
            Self.spec(
                ##"["light", "dark"]"##, fill: ##""#FFFFFF""##, overlay: ##"{"light": "#00000066", "dark": "black"}"##,
                circle: ##""#FFFFFF""##))
        let renders = try renderer.renderEachVariant(decoded)
        #expect(renders.outputs.map(\.variant.appearance) == ["light"])
        let errors = try #require(renders.failed).diagnostics
        // In the order the decoder reads them: styles before the overlay.
        #expect(errors.map(\.path?.description) == ["styles.hint.shadow.color.dark", "overlay.color.dark"])
        #expect(errors.allSatisfy { $0.message.hasPrefix(##"expected a colour "#RGB", "#RRGGBB", "#RRGGBBAA" or "transparent", got "black""##) })
        #expect(errors.allSatisfy { $0.variant.appearance == "dark" })
    }

    @Test("a text that is an appearance map of strings decodes once, and each appearance draws as a spec written with its text alone")
    func textMapsDecodeOnce() throws {
        let renderer = try Renderer()
        let both = try renderer.renderAll(
            specBytes: Self.spec(
                ##"["light", "dark"]"##, fill: ##""#FFFFFF""##, overlay: ##""#00000066""##, circle: ##""#FFFFFF""##,
                text: ##"{"light": "Tap the sun", "dark": "Tap the moon"}"##))
        #expect(renderer.lastRun.stats.decodes == 1)
        for (index, (appearance, text)) in [("light", "Tap the sun"), ("dark", "Tap the moon")].enumerated() {
            let alone = try Renderer().renderAll(
                specBytes: Self.spec(
                    "[\"\(appearance)\"]", fill: ##""#FFFFFF""##, overlay: ##""#00000066""##, circle: ##""#FFFFFF""##, text: "\"\(text)\""))
            #expect(both[index].png == alone[0].png, "\(appearance) differs from the spec written with \(text.quotedForDiagnostic) alone")
            #expect(both[index].labelTexts.first == text)
        }
    }

    @Test(
        "a text map's dark entry that is too long fails the dark variants alone, at the entry's path; a map of locale maps still decodes per appearance"
    )
    func textMapEntries() throws {
        let renderer = try Renderer()
        let long = String(repeating: "x", count: SpecLimits.standard.maxTextLength + 1)
        let renders = try renderer.renderEachVariant(
            renderer.decoder.decode(
                Self.spec(
                    ##"["light", "dark"]"##, fill: ##""#FFFFFF""##, overlay: ##""#00000066""##, circle: ##""#FFFFFF""##,
                    text: "{\"light\": \"Hi\", \"dark\": \"\(long)\"}")))
        #expect(renders.stats.decodes == 1)
        #expect(renders.outputs.map(\.variant.appearance) == ["light"])
        let errors = try #require(renders.failed).diagnostics
        #expect(errors.map(\.path?.description) == ["elements[0].text.dark"] && errors.allSatisfy { $0.variant.appearance == "dark" })
    }

    @Test(
        "a text map whose entries are locale maps decodes once: each variant takes its appearance's, then its locale's, with the fallback warning at the entry's path"
    )
    func textMapOfLocaleMaps() throws {
        let renderer = try Renderer()
        let decoded = try renderer.decoder.decode(
            Self.spec(
                ##"["light", "dark"]"##, fill: ##""#FFFFFF""##, overlay: ##""#00000066""##, circle: ##""#FFFFFF""##,
                text: ##"{"light": {"en": "Light", "ja": "ライト"}, "dark": {"en": "Dark"}}"##))
        let renders = try renderer.renderEachVariant(decoded, locales: ["en", "ja"])
        #expect(renders.stats.decodes == 1)
        #expect(renders.failed == nil)
        #expect(renders.outputs.map(\.labelTexts.first) == ["Light", "Dark", "ライト", "Dark"])
        // `ja` in dark falls back to the dark entry's `en`, said of the dark entry's own path.
        let fallbacks = renders.outputs.flatMap(\.warnings).filter { $0.category == .fallback }
        #expect(fallbacks.map(\.path?.description) == ["elements[0].text.dark.ja"])
        #expect(fallbacks.map(\.variant) == [Variant(locale: "ja", appearance: "dark")])
    }

    @Test("a progress text that is an appearance map of formats decodes once; a dark entry that is no format fails dark alone")
    func progressTextMap() throws {
        func spec(_ text: String) -> [UInt8] {
            Array(
                """
                {"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 320, "height": 200, "background": "#FFFFFF"},
                 "elements": [{"type": "bubble", "text": "Share", "focus": [40, 20], "maxWidth": 240,
                   "progress": {"current": 2, "total": 5, "style": "text", "text": \(text)}}]}
                """.utf8)
        }
        let renderer = try Renderer()
        let both = try renderer.renderAll(specBytes: spec(##"{"light": "%d of %d", "dark": "%d / %d"}"##))
        #expect(renderer.lastRun.stats.decodes == 1)
        #expect(both.map { $0.labelTexts.contains("2 of 5") } == [true, false])
        #expect(both.map { $0.labelTexts.contains("2 / 5") } == [false, true])
        let broken = try renderer.renderEachVariant(renderer.decoder.decode(spec(##"{"light": "%d of %d", "dark": "%d of %q"}"##)))
        #expect(broken.outputs.map(\.variant.appearance) == ["light"])
        let errors = try #require(broken.failed).diagnostics
        #expect(errors.map(\.path?.description) == ["elements[0].progress.text.dark"] && errors.allSatisfy { $0.variant.appearance == "dark" })
    }

    /// A bubble over a named style `base` (a red border), its inline style as written.
    static func styled(_ appearances: String, inline: String) -> [UInt8] {
        Array(
            """
            {"version": 1, "appearances": \(appearances), "canvas": {"width": 260, "height": 160, "background": "#F2F2F7"},
             "styles": {"base": {"border": {"color": "#FF3B30", "width": 3}, "font": {"size": 15}}},
             "elements": [{"type": "bubble", "text": "Style keys per appearance", "focus": [40, 20], "maxWidth": 200,
                           "style": {"base": "base", \(inline)}}]}
            """.utf8)
    }

    @Test(
        "style keys that are appearance maps (an object, a number, padding) decode once, and each appearance draws as a spec written with its entries alone"
    )
    func styleKeyMapsDecodeOnce() throws {
        let renderer = try Renderer()
        let both = try renderer.renderAll(
            specBytes: Self.styled(
                ##"["light", "dark"]"##,
                inline:
                    ##""border": {"light": {"width": 1}, "dark": {"width": 4, "color": "#0A84FF"}}, "font": {"light": {"weight": "regular"}, "dark": {"weight": "bold", "size": 18}}, "padding": {"light": 8, "dark": [4, 20]}, "cornerRadius": {"light": 4, "dark": 16}"##
            ))
        #expect(renderer.lastRun.stats.decodes == 1)
        let written = [
            ("light", ##""border": {"width": 1}, "font": {"weight": "regular"}, "padding": 8, "cornerRadius": 4"##),
            ("dark", ##""border": {"width": 4, "color": "#0A84FF"}, "font": {"weight": "bold", "size": 18}, "padding": [4, 20], "cornerRadius": 16"##)
        ]
        for (index, (appearance, inline)) in written.enumerated() {
            let alone = try Renderer().renderAll(specBytes: Self.styled("[\"\(appearance)\"]", inline: inline))
            #expect(both[index].png == alone[0].png, "\(appearance) differs from the spec written with its entries alone")
        }
        #expect(both[0].png != both[1].png)
    }

    @Test("a style key map's dark entry that is wrong fails the dark variants alone, at the entry's own path")
    func styleKeyMapDarkEntry() throws {
        let renderer = try Renderer()
        let renders = try renderer.renderEachVariant(
            renderer.decoder.decode(Self.styled(##"["light", "dark"]"##, inline: ##""border": {"light": {"width": 1}, "dark": {"width": -2}}"##)))
        #expect(renders.stats.decodes == 1)
        #expect(renders.outputs.map(\.variant.appearance) == ["light"])
        let errors = try #require(renders.failed).diagnostics
        #expect(errors.map(\.path?.description) == ["elements[0].style.border.dark.width"])
        #expect(errors.allSatisfy { $0.variant.appearance == "dark" && $0.severity == .error })
    }

    /// A bubble, an image and a spotlight whose placing values are as written.
    static func placed(_ appearances: String, focus: String, width: String, frame: String, radius: String) -> [UInt8] {
        Array(
            """
            {"version": 1, "appearances": \(appearances), "canvas": {"width": 300, "height": 220, "background": "#F2F2F7"},
             "overlay": {"color": "#00000066", "spotlights": [{"shape": "circle", "center": [240, 170], "radius": \(radius)}]},
             "elements": [
               {"type": "bubble", "text": "Placed per appearance", "focus": \(focus), "width": \(width)},
               {"type": "circle", "center": \(frame), "radius": 18, "text": "1"}
             ]}
            """.utf8)
    }

    @Test(
        "a point, a width, a circle's centre and a spotlight's radius that are appearance maps decode once, each appearance drawn as a spec written with its values"
    )
    func valueMapsDecodeOnce() throws {
        let renderer = try Renderer()
        let both = try renderer.renderAll(
            specBytes: Self.placed(
                ##"["light", "dark"]"##, focus: ##"{"light": [40, 20], "dark": [260, 30]}"##, width: ##"{"light": 160, "dark": 200}"##,
                frame: ##"{"light": [60, 170], "dark": [120, 180]}"##, radius: ##"{"light": 24, "dark": 40}"##))
        #expect(renderer.lastRun.stats.decodes == 1)
        for (index, (appearance, values)) in [("light", ("[40, 20]", "160", "[60, 170]", "24")), ("dark", ("[260, 30]", "200", "[120, 180]", "40"))]
            .enumerated()
        {
            let alone = try Renderer().renderAll(
                specBytes: Self.placed("[\"\(appearance)\"]", focus: values.0, width: values.1, frame: values.2, radius: values.3))
            #expect(both[index].png == alone[0].png, "\(appearance) differs from the spec written with its values alone")
        }
        #expect(both[0].png != both[1].png)
    }

    @Test(
        "a point map's dark entry that is no point fails the dark variants alone, at the entry's path; a map with a reference entry keeps dark's record in the value, for dark's variants"
    )
    func valueMapEntries() throws {
        let renderer = try Renderer()
        let renders = try renderer.renderEachVariant(
            renderer.decoder.decode(
                Self.placed(##"["light", "dark"]"##, focus: ##"{"light": [40, 20], "dark": "left"}"##, width: "160", frame: "[60, 170]", radius: "24")
            ))
        #expect(renders.stats.decodes == 1)
        #expect(renders.outputs.map(\.variant.appearance) == ["light"])
        let errors = try #require(renders.failed).diagnostics
        #expect(errors.map(\.path?.description) == ["elements[0].focus.dark"] && errors.allSatisfy { $0.variant.appearance == "dark" })
        #expect(errors.allSatisfy { $0.message.hasPrefix("expected a point [x, y]") })
        // A reference's record is its appearance's own: the focus keeps dark's, which dark's
        // variants swap in, and dark draws as a spec written with it.
        func referenced(_ appearances: String, _ focus: String) -> [UInt8] {
            Array(
                """
                {"version": 1, "appearances": \(appearances), "canvas": {"width": 300, "height": 220, "background": "#F2F2F7"},
                 "elements": [{"type": "circle", "id": "avatar", "center": [150, 150], "radius": 30},
                              {"type": "bubble", "text": "Hi", "focus": \(focus)}]}
                """.utf8)
        }
        let bytes = referenced(##"["light", "dark"]"##, ##"{"light": [40, 20], "dark": {"on": "avatar", "angle": 90}}"##)
        let decoded = try renderer.decoder.decode(bytes)
        #expect(decoded.document.references.isEmpty)
        guard case .bubble(let bubble) = decoded.document.elements[1], case .tail(let focus, _, _) = bubble.anchor,
            case .byAppearance(_, let records?) = focus
        else { throw SpecError([]) }
        let (lightPart, darkPart) = (Variant(appearance: "light"), Variant(appearance: "dark"))
        #expect(records.first == lightPart && records.byPart[lightPart]?.references.isEmpty == true)
        #expect(records.byPart[darkPart]?.references == [CircleReference(element: 1, use: .bubbleFocus, circle: .plain(0), angle: .plain(90))])
        let outputs = try renderer.renderAll(specBytes: bytes)
        #expect(renderer.lastRun.stats.decodes == 1)
        let dark = try Renderer().renderAll(specBytes: referenced(##"["dark"]"##, ##"{"on": "avatar", "angle": 90}"##))
        #expect(outputs.count == 2 && outputs[1].png == dark[0].png)
    }

    @Test(
        "a spec whose light and dark entries are both wrong fails with each, in one decode, a tail's map too"
    )
    func failingSpecsReportEachAppearance() throws {
        func spec(fill: String, tail: String = "{}") -> [UInt8] {
            Array(
                """
                {"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 200, "height": 100},
                 "elements": [{"type": "bubble", "text": "Hi", "focus": [100, 50], "tail": \(tail),
                               "style": {"fill": \(fill), "textColor": {"light": "#1C1C1E", "dark": "white"}}}]}
                """.utf8)
        }
        let decoder = SpecDecoder()
        func failure(_ bytes: [UInt8]) throws -> SpecError {
            try #require(throws: SpecError.self) { try decoder.decode(bytes) }
        }
        // The light fill and the dark text colour: the first pass reads both maps whole, the fill's
        // dark entry too although its light one is wrong.
        let colours = try failure(spec(fill: ##"{"light": "#FFFFF", "dark": "#1C1C1E"}"##))
        #expect(colours.diagnostics.map(\.path?.description) == ["elements[0].style.fill.light", "elements[0].style.textColor.dark"])
        let bothFills = try failure(spec(fill: ##"{"light": "#FFFFF", "dark": "#12"}"##))
        #expect(
            bothFills.diagnostics.map(\.path?.description) == [
                "elements[0].style.fill.light", "elements[0].style.fill.dark", "elements[0].style.textColor.dark"
            ])
        // A screenshot path's map, both entries wrong: read whole too.
        let screenshot = try failure(
            Array(
                ##"""
                {"version": 1, "appearances": ["light", "dark"], "canvas": {"width": 200, "height": 100, "background": {"image": {"light": "", "dark": 5}}},
                 "elements": []}
                """##.utf8))
        #expect(screenshot.diagnostics.map(\.path?.description) == ["canvas.background.image.light", "canvas.background.image.dark"])
        // A tail's width is no map its reader keeps whole: dark reads the bubble again, and finds
        // its entry wrong.
        let tail = try failure(spec(fill: ##""#FFFFFF""##, tail: ##"{"width": {"light": -1, "dark": "wide"}}"##))
        #expect(
            tail.diagnostics.map(\.path?.description) == [
                "elements[0].tail.width.light", "elements[0].style.textColor.dark", "elements[0].tail.width.dark"
            ])
        // The batch's count is the decoder's.
        let renderer = try Renderer()
        #expect(throws: RenderFailure.self) {
            try renderer.renderAll(specBytes: spec(fill: ##""#FFFFFF""##, tail: ##"{"width": {"light": -1, "dark": "wide"}}"##))
        }
        #expect(renderer.lastRun.stats.decodes == 1)
    }

    @Test("a circle's font that is an appearance map keeps the radius as the size where an entry leaves it out, a badge's too")
    func circleFontMap() throws {
        func spec(_ appearances: String, _ font: String) -> [UInt8] {
            Array(
                """
                {"version": 1, "appearances": \(appearances), "canvas": {"width": 200, "height": 160, "background": "#F2F2F7"},
                 "elements": [{"type": "circle", "id": "avatar", "center": [80, 80], "radius": 40, "text": "A", "font": \(font)},
                              {"type": "circle", "center": {"on": "avatar", "angle": 45}, "text": "3", "font": \(font)}]}
                """.utf8)
        }
        let renderer = try Renderer()
        let both = try renderer.renderAll(specBytes: spec(##"["light", "dark"]"##, ##"{"light": {"weight": "bold"}, "dark": {"size": 9}}"##))
        #expect(renderer.lastRun.stats.decodes == 1)
        let light = try Renderer().renderAll(specBytes: spec(##"["light"]"##, ##"{"weight": "bold"}"##))
        let dark = try Renderer().renderAll(specBytes: spec(##"["dark"]"##, ##"{"size": 9}"##))
        #expect(both.map(\.png) == [light[0].png, dark[0].png])
    }

    static let screens = "anchors/appearance-screens"
    /// The fixture's screenshot map, as written.
    static let screenshotMap = #"{ "light": "screens/tips.png", "dark": "screens/tips-dark-mode.png" }"#

    /// The screens fixture with its screenshot map replaced by `image`.
    static func screensSpec(image: String, appearances: String = #"["light", "dark"]"#) throws -> [UInt8] {
        let written = String(decoding: try Fixtures.bytes(screens, "json"), as: UTF8.self)
        #expect(written.contains(screenshotMap))
        return Array(
            written.replacing(screenshotMap, with: image).replacing(#""appearances": ["light", "dark"]"#, with: #""appearances": \#(appearances)"#)
                .utf8)
    }

    @Test("a screenshot path that is an appearance map decodes once, and each appearance draws its own file as a spec naming it alone")
    func screenshotMapDecodesOnce() throws {
        let renderer = try Renderer()
        let both = try renderer.renderAll(specBytes: try Fixtures.bytes(Self.screens, "json"), specFolder: Fixtures.folder(of: Self.screens))
        #expect(renderer.lastRun.stats.decodes == 1)
        #expect(both.map(\.variant.appearance) == ["light", "dark"])
        for (index, (appearance, file)) in [("light", "screens/tips.png"), ("dark", "screens/tips-dark-mode.png")].enumerated() {
            let alone = try Renderer().renderAll(
                specBytes: try Self.screensSpec(image: "\"\(file)\"", appearances: "[\"\(appearance)\"]"),
                specFolder: Fixtures.folder(of: Self.screens))
            #expect(alone.count == 1 && alone[0].png == both[index].png, "\(appearance) differs from the spec naming \(file) alone")
        }
        #expect(both[0].png != both[1].png)
    }

    @Test("a screenshot map's dark entry that is missing or no path fails the dark variant alone, at the entry's path")
    func badScreenshotEntryFailsDarkOnly() throws {
        let cases = [
            (#"{ "light": "screens/tips.png", "dark": "screens/tips-dark.png" }"#, #""screens/tips-dark.png" does not exist"#),
            (#"{ "light": "screens/tips.png", "dark": 2 }"#, "expected a non-empty string, got 2")
        ]
        for (map, message) in cases {
            let renderer = try Renderer()
            let decoded = try renderer.decoder.decode(try Self.screensSpec(image: map))
            let renders = try renderer.renderEachVariant(decoded, specFolder: Fixtures.folder(of: Self.screens))
            #expect(renders.outputs.map(\.variant.appearance) == ["light"])
            let errors = try #require(renders.failed).diagnostics
            #expect(errors.map(\.path?.description) == ["canvas.background.image.dark"])
            #expect(errors.allSatisfy { $0.message.hasPrefix(message) && $0.variant.appearance == "dark" }, "\(errors)")
        }
    }
}
