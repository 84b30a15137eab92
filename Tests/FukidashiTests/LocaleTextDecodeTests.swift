import Fukidashi
import FukidashiSpec
import Testing

/// One decode for every locale: a text that is a locale map keeps every entry, and the
/// resolve stage chooses the variant's. Any other value that is a locale map (a point, a
/// frame, an image path) still decodes each locale alone.
@Suite("Locales from one decode")
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
        #expect(renderer.decodePasses == 1)
        #expect(once.map(\.variant.locale) == ["en", "ja", "ar"])
        // The same spec with its focus a locale map too: decoded for `ja` on its own, while the
        // first decode (its `en` entry) serves `en` and `ar`, which falls back to `en`.
        let perLocale = try renderer.renderAll(specBytes: Self.spec(text: Self.text, focus: ##"{"en": [40, 20], "ja": [40, 20]}"##))
        #expect(renderer.decodePasses == 2)
        #expect(once.map(\.png) == perLocale.map(\.png))
        #expect(Set(once.map(\.png)).count == 3)
    }

    @Test("locales that take the same entry of every value's locale map share a decode; a missing entry fails its locale alone")
    func valueMapsDecodePerChoice() throws {
        let renderer = try Renderer()
        // Ten locales and a focus for `en`, `de` and `de-CH`: `de-AT` shares `de`'s decode,
        // `de-CH` has its own, and the rest share the first (their chains end in `en`).
        let locales = ["en", "de", "de-AT", "de-CH", "fr", "ja", "ar", "pt-BR", "es-MX", "zh-Hant"]
        let decoded = try renderer.decoder.decode(
            Self.spec(text: Self.text, focus: ##"{"en": [40, 20], "de": [60, 30], "de-CH": [80, 40]}"##))
        let renders = try renderer.renderEachVariant(decoded, locales: locales)
        #expect(renders.failed == nil)
        #expect(renderer.decodePasses == 2)
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
