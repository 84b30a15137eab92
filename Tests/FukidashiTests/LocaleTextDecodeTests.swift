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
        // The same spec with its focus a locale map too: the first decode, then one per
        // locale, as every spec with locale maps was decoded before.
        let perLocale = try renderer.renderAll(specBytes: Self.spec(text: Self.text, focus: ##"{"en": [40, 20], "ja": [40, 20]}"##))
        #expect(renderer.decodePasses == 4)
        #expect(once.map(\.png) == perLocale.map(\.png))
        #expect(Set(once.map(\.png)).count == 3)
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
