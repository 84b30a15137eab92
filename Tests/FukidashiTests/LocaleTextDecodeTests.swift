import Testing

@testable import Fukidashi
@testable import FukidashiModel

/// One decode for every locale: a text or a value (a point, a width, a frame, a reference)
/// that is a locale map keeps every entry, and the resolve stage chooses the variant's: a
/// radius-less badge's centre map too, whose radius follows the circle each entry names.
@Suite("Locales from one decode", .tags(.stage))
struct LocaleTextDecodeTests {
    /// A tour step whose text and progress are locale maps; `focus` is the bubble's.
    static func spec(text: String, progress: String = ##"{"en": "%d of %d", "ja": "%d / %d", "ar": "%d من %d"}"##, focus: String = "[40, 20]")
        -> [UInt8]
    {
        Array(
            """
            {"version": 1, "canvas": {"width": 320, "height": 200, "background": "#FFFFFF"},
             "elements": [
               {"type": "bubble", "text": \(text), "focus": \(focus), "maxWidth": 240,
                "progress": {"current": 2, "total": 5, "style": "text", "text": \(progress)}}
             ]}
            """.utf8)
    }

    static let text = ##"{"en": "Tap to share", "ja": "タップして共有", "ar": "انقر للمشاركة"}"##

    @Test("text maps decode once, and each locale draws as a decode made for that locale alone")
    func textMapsDecodeOnce() throws {
        let renderer = try Renderer()
        let once = try renderer.renderAll(specBytes: Self.spec(text: Self.text))
        #expect(renderer.lastRun.stats.decodes == 1)
        #expect(once.map(\.variant.locale) == ["en", "ja", "ar"])
        // The same spec with its focus a locale map too: still one decode.
        let withFocusMap = try renderer.renderAll(specBytes: Self.spec(text: Self.text, focus: ##"{"en": [40, 20], "ja": [40, 20]}"##))
        #expect(renderer.lastRun.stats.decodes == 1)
        #expect(once.map(\.png) == withFocusMap.map(\.png))
        #expect(Set(once.map(\.png)).count == 3)
    }

    @Test("a point's locale map decodes once, and each locale draws its entry as a spec written for it alone; a missing entry fails its locale alone")
    func valueMapsDecodeOnce() throws {
        let renderer = try Renderer()
        // Ten locales and a focus for `en`, `de` and `de-CH`: `de-AT` takes `de`'s, `de-CH` its
        // own, and the rest `en`'s (their chains end in `en`), all from one decode.
        let locales = ["en", "de", "de-AT", "de-CH", "fr", "ja", "ar", "pt-BR", "es-MX", "zh-Hant"]
        let decoded = try renderer.decoder.decode(
            Self.spec(text: Self.text, focus: ##"{"en": [40, 20], "de": [60, 30], "de-CH": [80, 40]}"##))
        let renders = try renderer.renderEachVariant(decoded, locales: locales)
        #expect(renders.failed == nil)
        // No decode besides the one above.
        #expect(renders.stats.decodes == 1)
        #expect(renders.outputs.map(\.variant.locale) == locales)
        let png = Dictionary(uniqueKeysWithValues: renders.outputs.map { ($0.variant.locale!, $0.png) })
        // Each image is the one its own decode gives: `de-AT` draws `de`'s focus with `en`'s text.
        let alone = try renderer.renderEachVariant(
            renderer.decoder.decode(Self.spec(text: ##"{"en": "Tap to share"}"##, progress: ##""%d of %d""##, focus: "[60, 30]")), locales: ["de-AT"])
        #expect(alone.outputs.map(\.png) == [png["de-AT"]])
        #expect(png["de"] != png["de-CH"] && png["en"] != png["de"])
        // A map with no entry along a locale's chain (no `en`, the spec's language) fails that locale.
        let missing = try renderer.renderEachVariant(
            renderer.decoder.decode(Self.spec(text: Self.text, focus: ##"{"ja": [40, 20], "de": [60, 30]}"##)), locales: ["ja", "de", "fr"])
        #expect(missing.outputs.map(\.variant.locale) == ["ja", "de"])
        #expect(
            try #require(missing.failed).diagnostics.map(\.description) == [
                #"error: elements[0].focus.fr: no "fr" entry and none to fall back to ("en")"#
            ])
    }

    @Test("a point map's entry that is no point fails only the locales that take it, at the entry's path")
    func badValueEntryFailsItsLocales() throws {
        let renderer = try Renderer()
        let decoded = try renderer.decoder.decode(Self.spec(text: Self.text, focus: ##"{"en": [40, 20], "ja": "left", "ar": [60, 30]}"##))
        let renders = try renderer.renderEachVariant(decoded, locales: ["en", "ja", "ja-JP", "ar"])
        #expect(renders.stats.decodes == 1)
        #expect(renders.outputs.map(\.variant.locale) == ["en", "ar"])
        let errors = try #require(renders.failed).diagnostics
        #expect(errors.map(\.path?.description) == ["elements[0].focus.ja", "elements[0].focus.ja"])
        #expect(errors.map(\.variant.locale) == ["ja", "ja-JP"])
        #expect(errors.allSatisfy { $0.message.hasPrefix("expected a point [x, y]") })
    }

    /// An avatar and a badge on it, and a bubble: `focus` and `badge` as written.
    static func circles(focus: String, badge: String) -> [UInt8] {
        Array(
            """
            {"version": 1, "canvas": {"width": 320, "height": 200, "background": "#FFFFFF"},
             "elements": [
               {"type": "circle", "id": "avatar", "center": [60, 100], "radius": 30},
               {"type": "circle", "id": "logo", "center": [250, 150], "radius": 20},
               {"type": "circle", "center": \(badge), "text": "3"},
               {"type": "bubble", "text": "Hi", "focus": \(focus)}
             ]}
            """.utf8)
    }

    @Test("a locale map whose entry is a reference decodes once, and each locale draws as a spec written with its entry")
    func referenceMapsDecodeOnce() throws {
        let renderer = try Renderer()
        let focus = ##"{"en": [200, 40], "ja": {"on": "avatar", "angle": 0}, "ar": {"on": "logo", "angle": 90}}"##
        let badge = ##"{"on": "avatar", "angle": 45}"##
        let renders = try renderer.renderEachVariant(
            renderer.decoder.decode(Self.circles(focus: focus, badge: badge)), locales: ["en", "ja", "ar", "fr"])
        #expect(renders.failed == nil)
        #expect(renders.stats.decodes == 1)
        for (locale, entry) in [
            ("en", "[200, 40]"), ("ja", ##"{"on": "avatar", "angle": 0}"##), ("ar", ##"{"on": "logo", "angle": 90}"##), ("fr", "[200, 40]")
        ] {
            let alone = try Renderer().renderAll(specBytes: Self.circles(focus: entry, badge: badge))
            #expect(renders.outputs.first { $0.variant.locale == locale }?.png == alone[0].png, "\(locale) differs from its entry alone")
        }
        #expect(Set(renders.outputs.map(\.png)).count == 3)
    }

    @Test("a badge without a radius whose centre map names a circle per locale decodes once, and each locale's badge is a tenth of its own circle")
    func badgeRadiusFollowsEachLocalesCircle() throws {
        let renderer = try Renderer()
        let badge = ##"{"en": {"on": "avatar", "angle": 45}, "ja": {"on": "logo", "angle": 45}}"##
        let renders = try renderer.renderEachVariant(
            renderer.decoder.decode(Self.circles(focus: "[200, 40]", badge: badge)), locales: ["en", "ja", "fr"])
        #expect(renders.failed == nil)
        // `ja`'s badge, a tenth of the logo's radius, is sized in the resolve stage.
        #expect(renders.stats.decodes == 1)
        for (index, entry) in [##"{"on": "avatar", "angle": 45}"##, ##"{"on": "logo", "angle": 45}"##].enumerated() {
            let alone = try Renderer().renderAll(specBytes: Self.circles(focus: "[200, 40]", badge: entry))
            #expect(renders.outputs[index].png == alone[0].png, "\(entry) differs from the spec written with it alone")
        }
        #expect(renders.outputs[0].png == renders.outputs[2].png && renders.outputs[0].png != renders.outputs[1].png)
    }

    @Test("a badge without a radius whose centre map's entry is a point fails the locales that take it, at the circle")
    func badgeWithoutCircleFailsItsLocales() throws {
        let renderer = try Renderer()
        let badge = ##"{"en": {"on": "avatar", "angle": 45}, "ja": [100, 100]}"##
        let renders = try renderer.renderEachVariant(
            renderer.decoder.decode(Self.circles(focus: "[200, 40]", badge: badge)), locales: ["en", "ja", "ja-JP"])
        #expect(renders.stats.decodes == 1)
        #expect(renders.outputs.map(\.variant.locale) == ["en"])
        let errors = try #require(renders.failed).diagnostics
        #expect(errors.map(\.path?.description) == ["elements[2]", "elements[2]"])
        #expect(errors.map(\.variant.locale) == ["ja", "ja-JP"])
        #expect(errors.allSatisfy { $0.message.hasPrefix(#"missing required key "radius""#) })
        // The first entry is the spec's own: a point there fails the spec.
        #expect(throws: SpecError.self) {
            try renderer.decoder.decode(Self.circles(focus: "[200, 40]", badge: ##"{"en": [100, 100], "ja": {"on": "logo", "angle": 45}}"##))
        }
    }

    @Test("a text map's entry that is no string, or a progress entry that is no format, fails that locale alone")
    func badEntryFailsItsLocale() throws {
        let renderer = try Renderer()
        let decoded = try renderer.decoder.decode(
            Self.spec(
                text: ##"{"en": "Tap to share", "ja": 5, "ar": "انقر للمشاركة"}"##, progress: ##"{"en": "%d of %d", "ar": "%d من %q"}"##))
        let renders = try renderer.renderEachVariant(decoded)
        #expect(renders.outputs.map(\.variant.locale) == ["en"])
        let errors = try #require(renders.failed).diagnostics
        #expect(errors.map(\.path?.description) == ["elements[0].text.ja", "elements[0].progress.text.ar"])
        #expect(errors.map(\.variant.locale) == ["ja", "ar"])
        #expect(errors[0].message == "expected a string, got 5")
    }

    @Test("a locale a text map leaves out falls back along its tag with a warning; --strict fails that locale alone")
    func missingEntryFallsBack() throws {
        let renderer = try Renderer()
        let decoded = try renderer.decoder.decode(Self.spec(text: Self.text))
        let renders = try renderer.renderEachVariant(decoded, locales: ["en", "fr"])
        #expect(renders.failed == nil)
        let french = try #require(renders.outputs.last)
        #expect(french.variant.locale == "fr")
        #expect(
            french.warnings.map(\.description) == [
                #"warning: elements[0].text.fr: no "fr" text; using "en""#, #"warning: elements[0].progress.text.fr: no "fr" text; using "en""#
            ])
        #expect(french.png == renders.outputs[0].png)
        let strict = try renderer.renderEachVariant(decoded, locales: ["en", "fr"], strict: true)
        #expect(strict.outputs.map(\.variant.locale) == ["en"])
        #expect(try #require(strict.failed).diagnostics.map(\.path?.description) == ["elements[0].text.fr", "elements[0].progress.text.fr"])
    }
}
