import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiModel

/// Every language iOS or Android offers as a system language renders without a missing-glyph
/// box: its name in itself and every letter CLDR lists for it (ICU's exemplar characters,
/// upper and lower case), drawn with the bundled fonts only.
@Suite("Glyph coverage of the system languages")
struct GlyphCoverageTests {
    /// The system languages of iOS 18 and Android 15, together, as BCP 47 tags. Chinese is
    /// there three times, since Simplified, Traditional and Hong Kong's forms differ.
    static let systemLanguages = [
        "af", "am", "ar", "as", "az", "be", "bg", "bn", "bs", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et", "eu", "fa", "fi",
        "fil", "fr", "ga", "gl", "gu", "he", "hi", "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk", "km", "kn", "ko", "ky", "lo",
        "lt", "lv", "mk", "ml", "mn", "mr", "ms", "my", "nb", "ne", "nl", "or", "pa", "pl", "pt-BR", "pt-PT", "ro", "ru", "si", "sk",
        "sl", "sq", "sr", "sr-Latn", "sv", "sw", "ta", "te", "th", "tr", "uk", "ur", "uz", "vi", "zh-Hans", "zh-Hant", "zh-HK", "zu"
    ]

    /// A spec in `locale` with the text in bubbles of at most 4,000 characters each (a text's
    /// limit is 10,000; Korean has 11,172 syllables).
    static func spec(locale: String, text: String) throws -> [UInt8] {
        var parts: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            parts.append(String(rest.prefix(4000)))
            rest = rest.dropFirst(4000)
        }
        let elements = try parts.map { part in
            let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [part], options: [.withoutEscapingSlashes]), as: UTF8.self)
                .dropFirst().dropLast()
            return ##"{"type": "bubble", "text": \##(quoted), "tail": null, "at": [0, 0], "maxWidth": 1200}"##
        }
        return Array(
            ##"{"version": 1, "locale": "\##(locale)", "canvas": {"width": 1200, "height": 1200}, "elements": [\##(elements.joined(separator: ", "))]}"##
                .utf8)
    }

    @Test("each system language's name and letters draw with the bundled fonts, no box", arguments: systemLanguages)
    func noTofu(locale: String) throws {
        let rules = ICULocaleRules()
        let letters = rules.exemplarCharacters(of: locale).unicodeScalars.filter { !$0.properties.isWhitespace }
        let autonym = rules.autonym(of: locale)
        #expect(letters.count >= 20, "ICU has \(letters.count) exemplar characters for \(locale)")
        #expect(!autonym.isEmpty)
        let text = autonym + " " + String(String.UnicodeScalarView(letters))
        let output = try Renderer().render(specBytes: try Self.spec(locale: locale, text: text))
        let missing = output.warnings.map(\.description).filter { $0.contains("no bundled font has") }
        #expect(missing.isEmpty, "\(locale) (\(autonym)): \(missing.count) characters draw as boxes, such as \(missing.prefix(3))")
    }

    @Test("Traditional Chinese takes Taiwan's or Hong Kong's forms: the TC font first, its zh-HK variants by locl")
    func traditionalForms() throws {
        let renderer = try Renderer()
        for (locale, text, family) in [
            ("zh-Hant", "檔案歷史戶口", "Noto Sans CJK TC"), ("zh-HK", "檔案歷史戶口", "Noto Sans CJK TC"),
            ("zh-TW", "檔案歷史戶口", "Noto Sans CJK TC"), ("zh-Hans", "档案历史户口", "Noto Sans CJK SC"),
            ("zh", "档案历史户口", "Noto Sans CJK SC"), ("ja", "歴史戸口", "Noto Sans CJK JP")
        ] {
            let output = try renderer.render(specBytes: try Self.spec(locale: locale, text: text))
            let faces = Set(output.scene.textBlocks.flatMap { $0.lines.flatMap { $0.runs.map(\.face) } })
            let families = Set(faces.map { renderer.fonts.catalog[$0.index].family })
            #expect(families == [family], "\(locale) draws \(text) with \(families)")
        }
        // Hong Kong's forms of 五 七 些 differ from Taiwan's: the same font, other glyphs.
        let glyphs = { (locale: String) throws -> [UInt32] in
            try renderer.render(specBytes: try Self.spec(locale: locale, text: "五七些")).scene.textBlocks.flatMap {
                $0.lines.flatMap { $0.runs.flatMap { $0.glyphs.map(\.id) } }
            }
        }
        #expect(try glyphs("zh-TW") != glyphs("zh-HK"))
        #expect(try glyphs("zh-TW") == glyphs("zh-Hant"))
    }
}
