import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiModel
@testable import FukidashiStrings

/// Each platform's own rules, with ICU's real locale data: fallbacks along CLDR's parents,
/// numbers as Foundation or java.util.Formatter writes them, plurals chosen by `count`, styles
/// and Markdown by the table's platform, review states of the forms shown.
@Suite("Localization: each platform's rules", .tags(.stage))
struct PlatformStringsTests {
    let rules = ICULocaleRules()

    @Test("fallbacks follow CLDR's parent locales, then a sibling under the same parent, never Simplified for Traditional")
    func fallbackChains() {
        let fallback = LocaleFallback(rules: rules)
        #expect(fallback.ancestors("en-AU") == ["en-AU", "en-001", "en"])
        #expect(fallback.ancestors("es-MX") == ["es-MX", "es-419", "es"])
        #expect(fallback.ancestors("pt-AO") == ["pt-AO", "pt-PT", "pt"])
        #expect(fallback.ancestors("zh-HK") == ["zh-HK", "zh-Hant"])
        #expect(fallback.ancestors("zh-Hant-MO") == ["zh-Hant-MO", "zh-Hant-HK", "zh-Hant"])
        #expect(fallback.ancestors("sr-Latn-RS") == ["sr-Latn-RS", "sr-Latn"])
        #expect(fallback.ancestors("pt-BR") == ["pt-BR", "pt"])
        #expect(fallback.chain("zh-HK", source: "en", among: ["en", "zh-Hans", "zh-TW"]) == ["zh-HK", "zh-Hant", "zh-TW", "en"])
        #expect(fallback.chain("en-AU", source: "en", among: ["en", "en-GB", "en-US"]) == ["en-AU", "en-001", "en-GB", "en", "en-US"])
        #expect(fallback.chain("fr-CH", source: "en", among: ["en", "fr-CA", "fr-FR"]) == ["fr-CH", "fr", "fr-FR", "fr-CA", "en"])
    }

    @Test("a key missing in zh-HK takes zh-Hant's text, en-AU takes en-GB's, he finds values-iw")
    func fallbacksRendered() throws {
        let folder = try TableFolder([
            "t/L.xcstrings":
                ##"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Color"}}, "en-GB": {"stringUnit": {"state": "translated", "value": "Colour"}}, "zh-Hans": {"stringUnit": {"state": "translated", "value": "颜色"}}, "zh-Hant": {"stringUnit": {"state": "translated", "value": "顏色"}}}}}}"##,
            "r/values/strings.xml": "<resources><string name=\"k\">Color</string></resources>",
            "r/values-iw/strings.xml": "<resources><string name=\"k\">צבע</string></resources>"
        ])
        let spec = labelSpec(#"{"localized": "k"}"#)
        let outputs = try folder.render(spec, locales: ["zh-HK", "en-AU", "zh-SG"])
        #expect(outputs.map(drawnTexts) == [["顏色"], ["Colour"], ["颜色"]])
        #expect(
            outputs[0].warnings.map(\.description) == [
                #"warning: elements[0].text.localized (zh-HK): no "zh-HK" translation of "k"; using "zh-Hant""#
            ])
        let hebrew = try folder.render(labelSpec(#"{"localized": "k"}"#, strings: ["r"]), locales: ["he"])
        #expect(hebrew.map(drawnTexts) == [["צבע"]])
        #expect(hebrew[0].warnings.isEmpty)
    }

    @Test("a spec's locale maps follow CLDR's parents too: es-MX takes es-419's entry, en-AU en-001's")
    func mapsFollowParents() throws {
        let folder = try TableFolder()
        let spec =
            ##"{"version": 1, "canvas": {"width": 300, "height": 60}, "elements": [{"type": "bubble", "text": {"en": "Hi", "es": "Hola, España", "es-419": "Hola", "en-001": "Hi, mate"}, "tail": null, "at": [0, 0]}]}"##
        let outputs = try folder.render(spec, locales: ["es-MX", "en-AU", "es-ES"])
        #expect(outputs.map(drawnTexts) == [["Hola"], ["Hi, mate"], ["Hola, España"]])
        #expect(outputs[0].warnings.map(\.description) == [#"warning: elements[0].text.es-MX: no "es-MX" text; using "es-419""#])
    }

    @Test("Android writes numbers as java.util.Formatter: %d ungrouped in the locale's digits, %,d grouped, %s plain, ties up")
    func androidNumbers() throws {
        func format(_ text: String, _ args: [FormatArgument], _ locale: String, _ platform: StringPlatform) throws(TranslationProblem) -> String {
            try LocalizedFormatter(rules: rules, locale: locale).format(
                Translation(text: .single(text), file: "f", platform: platform), arguments: args)
        }
        #expect(try format("%1$d new", [.number(1234)], "en", .android) == "1234 new")
        #expect(try format("%1$d new", [.number(1234)], "ar", .android) == "١٢٣٤ new")
        #expect(try format("%,d", [.number(1_234_567)], "en", .android) == "1,234,567")
        #expect(try format("%,d", [.number(1_234_567)], "de", .android) == "1.234.567")
        #expect(try format("%s", [.number(1234)], "ar", .android) == "1234")
        #expect(try format("%.2f", [.number(0.125)], "en", .android) == "0.13")
        #expect(try format("%.2f", [.number(1234.5)], "de", .android) == "1234,50")
        #expect(try format("%S", [.string("ok")], "en", .android) == "OK")
        // Foundation: grouped, and a tie to even.
        #expect(try format("%lld new", [.number(1234)], "en", .apple) == "1,234 new")
        #expect(try format("%lld new", [.number(1234)], "ar", .apple) == "١٬٢٣٤ new")
        #expect(try format("%.2f", [.number(0.125)], "en", .apple) == "0.12")
        // What Java throws on, Android would crash on: an error of that locale.
        #expect(throws: TranslationProblem(#""%@" is Apple's; Android's formatter (java.util.Formatter) has no such conversion and throws"#)) {
            try format("%@", [.string("x")], "en", .android)
        }
        #expect(throws: TranslationProblem(#""%lld" has a C length modifier; Android's formatter (java.util.Formatter) throws on it"#)) {
            try format("%lld", [.number(1)], "en", .android)
        }
    }

    @Test("count chooses the plural form apart from the arguments; without it, the first number does")
    func countApart() throws {
        let favorites = Translation(text: .plural(["one": "%s favorite", "other": "%s favorites"]), file: "f", platform: .android)
        let formatter = LocalizedFormatter(rules: rules, locale: "en")
        #expect(try formatter.format(favorites, arguments: [.string("1.2K")], count: 1).text == "1.2K favorite")
        #expect(try formatter.format(favorites, arguments: [.string("1.2K")], count: 1234).text == "1.2K favorites")
        #expect(throws: TranslationProblem(#"its plural forms need a number to choose by: give "count", or a number among "args""#)) {
            try formatter.format(favorites, arguments: [.string("1.2K")], count: nil)
        }
        let ru = Translation(
            text: .plural(["one": "%d заметка", "few": "%d заметки", "many": "%d заметок", "other": "%d заметки"]), file: "f", platform: .android)
        #expect(try LocalizedFormatter(rules: rules, locale: "ru").format(ru, arguments: [.number(5)], count: nil).text == "5 заметок")
    }

    @Test("Android text keeps its asterisks and takes its tags' styles; a spec's markup still decides")
    func androidMarkup() throws {
        let folder = try TableFolder([
            "t/values/strings.xml":
                "<resources><string name=\"e\">*Encrypted* and <b>bold</b></string><string name=\"f\">%1$s: <b>Share</b></string></resources>"
        ])
        let plain = try folder.render(labelSpec(#"{"localized": "e"}"#))[0]
        #expect(drawnTexts(plain) == ["*Encrypted* and bold"])
        #expect(plain.scene.textBlocks[0].lines[0].runs.count == 2, "the bold run is set apart")
        let markdown = try folder.render(
            labelSpec(#"{"localized": "e"}"#).replacingOccurrences(
                of: #""maxWidth": 800"#, with: #""maxWidth": 800, "style": {"markup": "markdown"}"#))[0]
        #expect(drawnTexts(markdown) == ["Encrypted and bold"], "markdown reads the asterisks")
        let none = try folder.render(
            labelSpec(#"{"localized": "e"}"#).replacingOccurrences(of: #""maxWidth": 800"#, with: #""maxWidth": 800, "style": {"markup": "none"}"#))[
                0]
        #expect(none.scene.textBlocks[0].lines[0].runs.count == 1, "markup none draws no styles")
        // getString(id, args…) returns plain text: the tags' styles are gone.
        let formatted = try folder.render(labelSpec(#"{"localized": "f", "args": ["Tip"]}"#))[0]
        #expect(drawnTexts(formatted) == ["Tip: Share"])
        #expect(formatted.scene.textBlocks[0].lines[0].runs.count == 1)
    }

    @Test("a plural or device form marked for review warns only when it is the one shown")
    func reviewOnlyWhatIsShown() throws {
        let folder = try TableFolder([
            "t/L.xcstrings": ##"""
            {"sourceLanguage": "en", "strings": {"n": {"localizations": {"ru": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld заметка"}},
              "few": {"stringUnit": {"state": "translated", "value": "%lld заметки"}},
              "many": {"stringUnit": {"state": "needs_review", "value": "%lld заметок"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld заметки"}}}}},
              "en": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "%lld notes"}},
                                               "ipad": {"stringUnit": {"state": "needs_review", "value": "%lld notes!"}}}}}}}}}
            """##
        ])
        let few = try folder.render(labelSpec(#"{"localized": "n", "args": [3]}"#), locales: ["ru", "en"])
        #expect(few.flatMap(\.warnings).isEmpty, "\(few.flatMap(\.warnings))")
        let many = try folder.render(labelSpec(#"{"localized": "n", "args": [5]}"#), locales: ["ru"])
        #expect(
            many[0].warnings.map(\.description) == [
                #"warning: elements[0].text.localized (ru): the "ru" translation of "n" is marked needs review in t/L.xcstrings"#
            ])
    }

    @Test("Mastodon's followed-by-and-mutual: a plural variable of type ld given a string shows its other form, as Foundation does, with a warning")
    func pluralVariableGivenAString() throws {
        // As Mastodon's Localizable.stringsdict has it: `names` is `ld` with empty forms, and
        // the app passes the names (a string) and the count (String(format:arguments:)).
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>plural.count.followed_by_and_mutual</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>%#@names@%#@count_mutual@</string>
            		<key>names</key>
            		<dict>
            			<key>one</key>
            			<string></string>
            			<key>other</key>
            			<string></string>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>ld</string>
            		</dict>
            		<key>count_mutual</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>ld</string>
            			<key>one</key>
            			<string>Followed by %1$@, and another mutual</string>
            			<key>other</key>
            			<string>Followed by %1$@, and %ld mutuals</string>
            		</dict>
            	</dict>
            </dict>
            </plist>
            """
        let folder = try TableFolder(["t/en.lproj/Localizable.stringsdict": plist])
        let outputs = try folder.render(labelSpec(#"{"localized": "plural.count.followed_by_and_mutual", "args": ["Aiko", 3]}"#))
        #expect(outputs.count == 1)
        #expect(drawnTexts(outputs[0]) == ["Followed by Aiko, and 3 mutuals"])
        #expect(
            outputs[0].warnings.map(\.description) == [
                #"warning: elements[0].text.args (en): "plural.count.followed_by_and_mutual" in "en" (t/en.lproj/Localizable.stringsdict): argument 1 is the string "Aiko", but "%#@names@" chooses its plural form by a number ("%ld"): its "other" form is shown, as on iOS"#
            ])
        let one = try folder.render(labelSpec(#"{"localized": "plural.count.followed_by_and_mutual", "args": ["Aiko", 1]}"#))
        #expect(drawnTexts(one[0]) == ["Followed by Aiko, and another mutual"])
    }
}
