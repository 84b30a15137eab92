import Testing

@testable import Fukidashi

/// A screenshot and its dump that differ per locale, written as locale maps, decode once: the
/// resolve stage names each locale's files, and the element anchors are found in its dump.
@Suite("Per-locale screens from one decode", .tags(.stage))
struct LocaleScreenDecodeTests {
    /// The project fixture's home screen: `en`'s profile button is at the top right, `ar`'s at
    /// the top left. `image` and `hierarchy` as written.
    static func spec(image: String, hierarchy: String) -> [UInt8] {
        Array(
            """
            {"version": 1,
             "canvas": {"width": 180, "height": 380, "scale": 2,
                        "background": {"image": \(image), "hierarchy": \(hierarchy)}},
             "overlay": {"color": "#00000066", "spotlights": [{"shape": "circle", "element": "profile", "padding": 4}]},
             "elements": [
               {"type": "bubble", "text": "Your profile", "focus": {"element": "profile", "gap": 6}, "maxWidth": 110,
                "style": {"font": {"size": 10}}}
             ]}
            """.utf8)
    }

    static let folder = Fixtures.root.appendingPathComponent("project").path
    static func files(_ locale: String) -> (image: String, hierarchy: String) {
        ("\"screens/home.\(locale).light.png\"", "\"screens/home.\(locale).txt\"")
    }

    @Test("a screenshot and a dump that are locale maps decode once, and each locale draws as a spec naming its own files")
    func screensDecodeOnce() throws {
        let renderer = try Renderer()
        let maps = Self.spec(
            image: #"{"en": "screens/home.en.light.png", "ar": "screens/home.ar.light.png"}"#,
            hierarchy: #"{"en": "screens/home.en.txt", "ar": "screens/home.ar.txt"}"#)
        let renders = try renderer.renderEachVariant(renderer.decoder.decode(maps), specFolder: Self.folder, locales: ["en", "ar", "ja"])
        #expect(renders.failed == nil)
        #expect(renders.stats.decodes == 1, "a decode besides the first")
        // `ja` has no entry: it takes the spec's language's, `en`.
        for (locale, own) in [("en", "en"), ("ar", "ar"), ("ja", "en")] {
            let (image, hierarchy) = Self.files(own)
            let alone = try Renderer().renderAll(specBytes: Self.spec(image: image, hierarchy: hierarchy), specFolder: Self.folder)
            let output = try #require(renders.outputs.first { $0.variant.locale == locale })
            #expect(alone.count == 1 && alone[0].png == output.png, "\(locale) differs from the spec naming \(own)'s files")
            // The anchor was found in the locale's own dump.
            #expect(output.anchors.map(\.rect.minX) == (own == "ar" ? [10, 10] : [146, 146]))
        }
    }

    @Test("a locale whose screenshot entry is missing or no path fails alone, at the entry")
    func brokenEntryFailsItsLocale() throws {
        let renderer = try Renderer()
        let maps = Self.spec(
            image: #"{"en": "screens/home.en.light.png", "ar": 7, "ja": "screens/home.ja.light.png"}"#,
            hierarchy: #"{"en": "screens/home.en.txt", "ja": "screens/home.ja.txt", "de": "screens/missing.txt"}"#)
        let renders = try renderer.renderEachVariant(renderer.decoder.decode(maps), specFolder: Self.folder, locales: ["en", "ar", "ja", "de"])
        #expect(renders.outputs.map(\.variant.locale) == ["en", "ja"])
        let errors = try #require(renders.failed).diagnostics
        #expect(errors.map(\.variant.locale) == ["ar", "de"])
        #expect(errors.map(\.path?.description) == ["canvas.background.image.ar", "canvas.background.hierarchy.de"])
        #expect(errors[0].message == "expected a non-empty string, got 7")
    }
}

extension LocaleScreenDecodeTests {
    @Test("a focus map whose entry is an element follows it in that locale's dump, from one decode; without a dump it fails that locale alone")
    func elementEntry() throws {
        let renderer = try Renderer()
        let focus = #"{"en": [90, 200], "ar": {"element": "profile", "gap": 6}}"#
        let withFocus = String(
            decoding: Self.spec(image: #""screens/home.{locale}.light.png""#, hierarchy: #""screens/home.{locale}.txt""#), as: UTF8.self
        )
        .replacing(#"{"element": "profile", "gap": 6}"#, with: focus)
        let renders = try renderer.renderEachVariant(renderer.decoder.decode(Array(withFocus.utf8)), specFolder: Self.folder, locales: ["en", "ar"])
        #expect(renders.failed == nil && renders.stats.decodes == 1)
        // `ar`'s bubble points at its own profile button, at the top left, as a spec naming it alone.
        let (image, hierarchy) = Self.files("ar")
        let alone = try Renderer().renderAll(specBytes: Self.spec(image: image, hierarchy: hierarchy), specFolder: Self.folder)
        #expect(renders.outputs[1].png == alone[0].png)
        #expect(renders.outputs[0].anchors.count == 1 && renders.outputs[1].anchors.count == 2)
        // With no dump, only the locales that take the element entry fail.
        let noDump = """
            {"version": 1, "canvas": {"width": 180, "height": 380, "background": "#FFFFFF"},
             "elements": [{"type": "bubble", "text": "Hi", "focus": \(focus)}]}
            """
        let plain = try renderer.renderEachVariant(renderer.decoder.decode(Array(noDump.utf8)), locales: ["en", "ar", "ja"])
        #expect(plain.outputs.map(\.variant.locale) == ["en", "ja"])
        let errors = try #require(plain.failed).diagnostics
        #expect(errors.map(\.path?.description) == ["elements[0].focus.ar.element"] && errors.map(\.variant.locale) == ["ar"])
        #expect(errors[0].message.hasPrefix("needs the screenshot's hierarchy dump"))
    }
}
