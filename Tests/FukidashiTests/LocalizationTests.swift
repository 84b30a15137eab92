import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiGeometry
@testable import FukidashiLayout
@testable import FukidashiModel
@testable import FukidashiStrings

/// A folder of string tables and images for one test, deleted afterwards.
final class TableFolder {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, Array(text.utf8)) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func render(
        _ spec: String, locales: [String]? = nil, strict: Bool = false,
        configuration: Renderer.Configuration = Renderer.Configuration()
    ) throws -> [RenderOutput] {
        try Renderer(configuration).renderAll(specBytes: Array(spec.utf8), specFolder: url.path, locales: locales, strict: strict)
    }

    /// The errors a spec fails with, as the CLI prints them after the file name.
    func errors(_ spec: String, locales: [String]? = nil, strict: Bool = false) throws -> [String] {
        do {
            _ = try render(spec, locales: locales, strict: strict)
            return []
        } catch let failure as RenderFailure {
            guard case .spec(let specError) = failure else { return ["backend: \(failure)"] }
            return specError.diagnostics.map(\.description)
        }
    }
}

/// A spec with one label showing `text` (JSON), reading the tables `strings`.
func labelSpec(_ text: String, strings: [String] = ["t"], extra: String = "") -> String {
    let tables = strings.map { "\"\($0)\"" }.joined(separator: ", ")
    return
        ##"{"version": 1, "canvas": {"width": 800, "height": 80}, "strings": [\##(tables)], \##(extra) "elements": [{"type": "bubble", "text": \##(text), "tail": null, "at": [0, 0], "maxWidth": 800}]}"##
}

/// The strings an output drew, one per element.
func drawnTexts(_ output: RenderOutput) -> [String] {
    output.scene.textBlocks.map { $0.lines.map(\.text).joined(separator: " ") }
}

func pluralCatalog(_ locales: [String: [String: String]]) -> String {
    let entries = locales.map { locale, forms in
        let variations = forms.map { "\"\($0.key)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.value)\"}}" }.joined(
            separator: ", ")
        return "\"\(locale)\": {\"variations\": {\"plural\": {\(variations)}}}"
    }.joined(separator: ", ")
    return ##"{"sourceLanguage": "en", "version": "1.0", "strings": {"files": {"localizations": {\##(entries)}}}}"##
}

@Suite("Localization: string tables, plurals, fallbacks", .tags(.stage))
struct LocalizationTests {
    /// `Fixtures/localization/<name>.json` rendered in every locale, by locale.
    static func fixtureOutputs(_ name: String, with renderer: Renderer) throws -> [String: RenderOutput] {
        let spec = try Fixtures.bytes("localization/\(name)", "json")
        let rendered = try renderer.renderAll(specBytes: spec, specFolder: Fixtures.folder(of: "localization/\(name)"))
        return Dictionary(uniqueKeysWithValues: rendered.map { ($0.locale ?? "", $0) })
    }

    @Test("the fixture app renders every locale the same from its String Catalog and its XLIFF export")
    func sameFromEverySource() throws {
        let renderer = try Renderer()
        let catalog = try Self.fixtureOutputs("onboarding", with: renderer).mapValues(\.png)
        #expect(Set(catalog.keys) == ["en", "ja", "de", "ar", "ko", "zh-Hans", "pt-BR"])
        let xliff = try Self.fixtureOutputs("onboarding-xliff", with: renderer).mapValues(\.png)
        #expect(Set(xliff.keys) == Set(catalog.keys), "the XLIFF renders other locales")
        for (locale, png) in catalog { #expect(xliff[locale] == png, "onboarding-xliff.\(locale) differs from the String Catalog's") }
    }

    @Test("the Android resources say the same as the String Catalog, but count with Java's formatter: 1234, never grouped")
    func androidCountsUngrouped() throws {
        let renderer = try Renderer()
        let catalog = try Self.fixtureOutputs("onboarding", with: renderer).mapValues(drawnTexts)
        let android = try Self.fixtureOutputs("onboarding-android", with: renderer).mapValues(drawnTexts)
        #expect(Set(android.keys) == Set(catalog.keys))
        let rules = ICULocaleRules()
        for (locale, apple) in catalog {
            // Foundation writes the count as the locale groups it (1,234, 1.234, ١٬٢٣٤);
            // java.util.Formatter's %d in the locale's digits, ungrouped (1234, ١٢٣٤).
            let grouped = rules.format(1234, style: NumberStyle(fractionDigits: 0), locale: locale)
            let plain = rules.format(1234, style: NumberStyle(fractionDigits: 0, grouping: false, roundsHalfUp: true), locale: locale)
            #expect(grouped != plain, "\(locale) groups 1234")
            #expect(android[locale] == apple.map { $0.replacing(grouped, with: plain) }, "onboarding-android.\(locale)")
        }
    }

    @Test("CLDR plural categories and number formats come from ICU")
    func icuRules() {
        let rules = ICULocaleRules()
        #expect([1, 3, 5, 21, 111].map { rules.pluralCategory(of: $0, fractionDigits: 0, locale: "ru") } == ["one", "few", "many", "one", "many"])
        #expect(rules.pluralCategory(of: 1.5, fractionDigits: 1, locale: "ru") == "other")
        #expect(
            [0, 1, 2, 3, 11, 100].map { rules.pluralCategory(of: $0, fractionDigits: 0, locale: "ar") } == [
                "zero", "one", "two", "few", "many", "other"
            ])
        #expect(rules.pluralCategory(of: 1, fractionDigits: 0, locale: "ja") == "other")
        #expect(rules.pluralCategory(of: 1, fractionDigits: 1, locale: "en") == "other", "1.0 is not one in English")
        #expect(rules.format(1234, fractionDigits: 0, locale: "en") == "1,234")
        #expect(rules.format(1234, fractionDigits: 0, locale: "de") == "1.234")
        #expect(rules.format(1234, fractionDigits: 0, locale: "ar") == "١٬٢٣٤")
        #expect(rules.format(2.5, fractionDigits: 2, locale: "de") == "2,50")
        #expect(rules.format(0.125, fractionDigits: nil, locale: "en") == "0.125")
        #expect(rules.isRightToLeft("ar") && rules.isRightToLeft("he") && rules.isRightToLeft("fa") && rules.isRightToLeft("ur"))
        #expect(!rules.isRightToLeft("en") && !rules.isRightToLeft("ja") && !rules.isRightToLeft("az-Latn"))
    }

    @Test("a plural form is chosen by the locale's rules, with Apple's zero and Android's strict CLDR")
    func plurals() throws {
        let folder = try TableFolder([
            "t/L.xcstrings": pluralCatalog([
                "en": ["zero": "No files", "one": "%lld file", "other": "%lld files"],
                "ru": ["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"],
                "ar": ["zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%lld ملفات", "many": "%lld ملفًا", "other": "%lld ملف"],
                "ja": ["other": "%lld 個のファイル"]
            ]),
            "a/values/strings.xml":
                #"<resources><plurals name="files"><item quantity="zero">No files</item><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals></resources>"#
        ])
        func drawn(_ n: Int, _ locale: String, strings: String = "t") throws -> String {
            let output = try folder.render(labelSpec(#"{"localized": "files", "args": [\#(n)]}"#, strings: [strings]), locales: [locale])
            return drawnTexts(output[0])[0]
        }
        #expect(try [0, 1, 2, 1234].map { try drawn($0, "en") } == ["No files", "1 file", "2 files", "1,234 files"])
        #expect(try [1, 3, 5, 21].map { try drawn($0, "ru") } == ["1 файл", "3 файла", "5 файлов", "21 файл"])
        #expect(try [0, 2, 3, 11].map { try drawn($0, "ar") } == ["لا ملفات", "ملفان", "٣ ملفات", "١١ ملفًا"])
        #expect(try drawn(1, "ja") == "1 個のファイル")
        #expect(try drawn(0, "en", strings: "a") == "0 files", "Android uses zero only where CLDR has it")
    }

    @Test(".stringsdict plurals, Base.lproj, Android CDATA and b+ folders are read from disk")
    func fileKinds() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@ in %@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d файл</string><key>few</key><string>%d файла</string><key>many</key><string>%d файлов</string><key>other</key><string>%d файла</string></dict>
              </dict>
            </dict></plist>
            """
        let folder = try TableFolder([
            "t/ru.lproj/Localizable.stringsdict": plist,
            "t/Base.lproj/Localizable.strings": #""files" = "files in %2$@";"#,
            "a/values-b+sr+Latn/strings.xml": #"<resources><string name="files"><![CDATA[<b>Fajlovi</b> u %2$s]]></string></resources>"#,
            "a/values-night/strings.xml": #"<resources><string name="files">ignored</string></resources>"#
        ])
        let ru = try folder.render(labelSpec(#"{"localized": "files", "args": [3, "Kyoto"]}"#), locales: ["ru"])
        #expect(drawnTexts(ru[0]) == ["3 файла in Kyoto"])
        let outputs = try folder.render(labelSpec(#"{"localized": "files", "args": [3, "Kyoto"]}"#, strings: ["a"]))
        #expect(outputs.map(\.locale) == ["sr-Latn"])
        #expect(drawnTexts(outputs[0]) == ["<b>Fajlovi</b> u Kyoto"])
        #expect(
            try folder.render(labelSpec(#"{"localized": "files", "args": [3, "Kyoto"]}"#)).map(\.locale) == ["en", "ru"],
            "Base.lproj is the source language")
    }

    @Test("the rendered locales are those the tables translate the spec's keys into, the source first")
    func localesFromTables() throws {
        let folder = try TableFolder(["t/L.xcstrings": pluralCatalog(["ja": ["other": "%lld"], "en": ["other": "%lld"], "de": ["other": "%lld"]])])
        let outputs = try folder.render(labelSpec(#"{"localized": "files", "args": [1]}"#))
        #expect(outputs.map(\.locale) == ["en", "de", "ja"])
        #expect(outputs[0].strings.map { [$0.key, $0.table, $0.locale, $0.file, $0.state] } == [["files", "L", "en", "t/L.xcstrings", "translated"]])
    }

    @Test("a missing translation falls back along the tag with a warning naming locale and key; --strict refuses")
    func fallbackAlongTheTag() throws {
        let folder = try TableFolder([
            "t/en.lproj/Localizable.strings": #""hello" = "Hello"; "bye" = "Bye";"#,
            "t/pt.lproj/Localizable.strings": #""hello" = "Olá";"#
        ])
        let spec =
            ##"{"version": 1, "canvas": {"width": 400, "height": 120}, "strings": ["t"], "elements": [{"type": "bubble", "text": {"localized": "hello"}, "tail": null, "at": [0, 0]}, {"type": "bubble", "text": {"localized": "bye"}, "tail": null, "at": [0, 60]}]}"##
        let output = try folder.render(spec, locales: ["pt-BR"])[0]
        #expect(drawnTexts(output) == ["Olá", "Bye"])
        #expect(
            output.warnings.map(\.description) == [
                #"warning: elements[0].text.localized (pt-BR): no "pt-BR" translation of "hello"; using "pt""#,
                #"warning: elements[1].text.localized (pt-BR): no "pt-BR" translation of "bye"; using "en""#
            ])
        #expect(
            try folder.errors(spec, locales: ["pt-BR"], strict: true) == [
                #"error: elements[0].text.localized (pt-BR): no "pt-BR" translation of "hello" (--strict forbids falling back to "pt")"#,
                #"error: elements[1].text.localized (pt-BR): no "pt-BR" translation of "bye" (--strict forbids falling back to "en")"#
            ])
    }

    @Test("a table whose source language is spelt otherwise (en-US) is the last fallback")
    func tableSourceLanguage() throws {
        let folder = try TableFolder([
            "t/L.xcstrings":
                ##"{"sourceLanguage": "en-US", "version": "1.0", "strings": {"hi": {"localizations": {"en-US": {"stringUnit": {"state": "translated", "value": "Hi"}}, "ja": {"stringUnit": {"state": "translated", "value": "やあ"}}}}}}"##
        ])
        let output = try folder.render(labelSpec(#"{"localized": "hi"}"#), locales: ["de"])[0]
        #expect(drawnTexts(output) == ["Hi"])
        #expect(output.warnings.map(\.description) == [#"warning: elements[0].text.localized (de): no "de" translation of "hi"; using "en-US""#])
    }

    @Test("locale maps for positions fall back silently; texts and {locale} images warn")
    func perLocaleValues() throws {
        let folder = try TableFolder()
        let png = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/examples/screen.png"))
        try folder.write("s/home.en.png", [UInt8](png))
        try folder.write("s/home.pt.png", [UInt8](png))
        let spec =
            ##"{"version": 1, "canvas": {"width": 200, "height": 100, "background": {"image": "s/home.{locale}.png"}},"##
            + ##" "elements": [{"type": "bubble", "text": {"en": "Hi", "de": "Hallo", "pt-BR": "Oi"}, "tail": null, "at": {"en": [0, 0], "de": [40, 0]}}]}"##
        let outputs = try folder.render(spec)
        #expect(outputs.map(\.locale) == ["en", "de", "pt-BR"])
        func bodyX(_ output: RenderOutput) -> Double? {
            for case .bubble(let item) in output.scene.items { return item.geometry.body.minX }
            return nil
        }
        #expect(outputs.map(bodyX) == [0, 40, 0])
        #expect(outputs[1].warnings.map(\.description) == [#"warning: canvas.background.image (de): no "s/home.de.png"; using "s/home.en.png""#])
        #expect(
            outputs[2].warnings.map(\.description) == [#"warning: canvas.background.image (pt-BR): no "s/home.pt-BR.png"; using "s/home.pt.png""#])
        // The error names the file it looked for, resolved.
        #expect(
            try folder.errors(spec, locales: ["de"], strict: true) == [
                #"error: canvas.background.image (de): "s/home.de.png" does not exist (looked for \#(PathText.real(folder.url.path))/s/home.de.png)"#
            ])
        // The text is checked when the locale is decoded, before any image is opened.
        #expect(
            try folder.errors(spec, locales: ["ja"], strict: true) == [
                #"error: elements[0].text.ja: no "ja" text (--strict forbids falling back to "en")"#
            ])
    }
}

@Suite("Localization: bad tables and bad arguments", .tags(.stage))
struct BadStringTableTests {
    let key = #"{"localized": "greeting"}"#

    @Test("broken JSON, broken XML, bad escapes and UTF-16 without a BOM name the file, line and column")
    func malformed() throws {
        let folder = try TableFolder([
            "json/L.xcstrings": "{\"sourceLanguage\": \"en\",\n  \"strings\": {,}}",
            "xml/values/strings.xml": "<resources>\n  <string name=\"greeting\">Hi</strin>\n</resources>",
            "esc/values/strings.xml": "<resources>\n  <string name=\"greeting\">Don't</string>\n</resources>",
            "apple/en.lproj/Localizable.strings": "\"greeting\" = \"Hi\\q\";"
        ])
        try folder.write("utf16/en.lproj/Localizable.strings", Array("\"greeting\" = \"Hi\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        #expect(
            try folder.errors(labelSpec(key, strings: ["json"])) == [
                #"error: strings[0]: string table json/L.xcstrings:2:15: invalid JSON: expected a key in double quotes, got ','"#
            ])
        // A file of one locale that cannot be read fails the locales that reach it, by name.
        #expect(
            try folder.errors(labelSpec(key, strings: ["xml"])) == [
                #"error: elements[0].text.localized (en): "greeting" cannot be looked up in "en": string table xml/values/strings.xml:2:37: not well-formed XML: Opening and ending tag mismatch: string line 2 and strin"#
            ])
        #expect(
            try folder.errors(labelSpec(key, strings: ["esc"])) == [
                #"error: elements[0].text.localized (en): "greeting" in "en" (esc/values/strings.xml:2): an apostrophe that is neither escaped (\') nor inside double quotes; aapt2 refuses it"#
            ])
        #expect(
            try folder.errors(labelSpec(key, strings: ["apple"])) == [
                #"error: elements[0].text.localized (en): "greeting" cannot be looked up in "en": string table apple/en.lproj/Localizable.strings:1:17: a bad escape "\q"; .strings files know \n, \t, \r, \", \\, \' and \U followed by four hex digits"#
            ])
        #expect(
            try folder.errors(labelSpec(key, strings: ["utf16"])) == [
                #"error: elements[0].text.localized (en): "greeting" cannot be looked up in "en": string table utf16/en.lproj/Localizable.strings:1: looks like UTF-16 without a byte-order mark (a zero byte in text); save it as UTF-8, or as UTF-16 with a BOM"#
            ])
    }

    @Test("an entity bomb and an external entity are refused, not expanded or read")
    func entities() throws {
        let laughs = (1...9).map { n in "<!ENTITY l\(n) \"" + String(repeating: "&l\(n - 1);", count: 10) + "\">" }.joined(separator: "\n")
        let folder = try TableFolder([
            "bomb/values/strings.xml":
                "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [\n<!ENTITY l0 \"ha\">\n\(laughs)\n]>\n<resources><string name=\"greeting\">&l9;</string></resources>",
            "external/values/strings.xml":
                "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [\n<!ENTITY secret SYSTEM \"file:///etc/passwd\">\n]>\n<resources><string name=\"greeting\">&secret;</string></resources>"
        ])
        let bomb = try folder.errors(labelSpec(key, strings: ["bomb"]))
        #expect(
            bomb == [
                #"error: elements[0].text.localized (en): "greeting" cannot be looked up in "en": string table bomb/values/strings.xml:3:17: declares an XML entity; entities are refused (they can expand without end or read other files)"#
            ])
        let external = try folder.errors(labelSpec(key, strings: ["external"]))
        #expect(external.count == 1 && external[0].contains("external/values/strings.xml:3:") && external[0].contains("declares an XML entity"))
        #expect(!external[0].contains("root:"), "nothing of /etc/passwd reaches the message")
    }

    @Test("a table over 16 MiB is refused before it is read")
    func tooLarge() throws {
        let folder = try TableFolder()
        try folder.write("big/L.xcstrings", [UInt8](repeating: 0x20, count: 16 << 20 + 1))
        #expect(
            try folder.errors(labelSpec(key, strings: ["big/L.xcstrings"])) == [
                "error: strings[0]: string table big/L.xcstrings: is 16777217 bytes; a string table may be at most 16 MiB"
            ])
    }

    @Test("an unknown key or table gets a did-you-mean; no tables at all says how to name them")
    func unknownNames() throws {
        let folder = try TableFolder(["t/en.lproj/Onboarding.strings": #""greeting" = "Hi"; "farewell" = "Bye";"#])
        #expect(
            try folder.errors(labelSpec(#"{"localized": "greting"}"#)) == [
                #"error: elements[0].text.localized: unknown key "greting" (in "Onboarding"), did you mean "greeting"?"#
            ])
        #expect(
            try folder.errors(labelSpec(#"{"localized": "greeting", "table": "Onbording"}"#)) == [
                #"error: elements[0].text.table: no string table "Onbording", did you mean "Onboarding"?"#
            ])
        #expect(
            try folder.errors(labelSpec(key, strings: []).replacingOccurrences(of: #""strings": [], "#, with: "")) == [
                #"error: elements[0].text.localized: no string tables to look up "greeting" in; name them with the top-level "strings" or with --strings"#
            ])
    }

    @Test("an argument that does not match its specifier is an error naming the key and the locale")
    func argumentMismatch() throws {
        let folder = try TableFolder([
            "t/en.lproj/Localizable.strings": #""count" = "%d items"; "two" = "%@ and %@";"#,
            "t/ja.lproj/Localizable.strings": #""count" = "%d 個"; "two" = "%1$@と%2$@";"#
        ])
        #expect(
            try folder.errors(labelSpec(#"{"localized": "count", "args": ["three"]}"#)) == [
                #"error: elements[0].text.args (en): "count" in "en" (t/en.lproj/Localizable.strings): argument 1 is the string "three", but "%d" needs a number"#,
                #"error: elements[0].text.args (ja): "count" in "ja" (t/ja.lproj/Localizable.strings): argument 1 is the string "three", but "%d" needs a number"#
            ])
        #expect(
            try folder.errors(labelSpec(#"{"localized": "two", "args": ["A"]}"#), locales: ["ja"]) == [
                #"error: elements[0].text.args (ja): "two" in "ja" (t/ja.lproj/Localizable.strings): "%2$@" needs argument 2, but "args" has only 1"#
            ])
    }

    @Test("a spec's own broken table fails only the specs that use it")
    func brokenTableFailsItsSpec() throws {
        let folder = try TableFolder(["bad/L.xcstrings": "{"])
        #expect(try folder.errors(labelSpec(#""plain text""#, strings: ["bad"])).count == 1, "a spec naming a broken table fails even without keys")
        let configuration = Renderer.Configuration(stringTables: [folder.url.appendingPathComponent("bad").path])
        #expect(
            try folder.render(
                ##"{"version": 1, "canvas": {"width": 100, "height": 40}, "elements": [{"type": "bubble", "text": "plain", "tail": null, "at": [0, 0]}]}"##,
                configuration: configuration
            ).count == 1, "--strings is read only for specs with keys")
    }
}

@Suite("Right-to-left mirroring", .tags(.stage))
struct MirroringTests {
    static let spec = ##"""
        {"version": 1, "canvas": {"width": 400, "height": 300}, "layoutDirection": "locale",
         "overlay": {"spotlights": [{"shape": "circle", "center": [60, 60], "radius": 30}, {"shape": "rect", "rect": [300, 200, 50, 40]}]},
         "elements": [
           {"type": "circle", "id": "me", "center": [60, 60], "radius": 30},
           {"type": "circle", "center": {"on": "me", "angle": 30}, "radius": 6},
           {"type": "bubble", "text": {"en": "Hello", "ar": "مرحبا"}, "focus": [100, 60], "placement": "right", "tail": {"position": {"offset": 4}}},
           {"type": "bubble", "text": "Top", "focus": [120, 250], "placement": "aboveRight", "tail": {"position": 0.25}},
           {"type": "bubble", "text": "Label", "tail": null, "at": [20, 150]},
           {"type": "image", "src": "pixel.png", "frame": [10, 200, 40, 30]}
         ]}
        """##

    func layOut(_ spec: String) throws -> [String: Scene] {
        let folder = try TableFolder()
        try folder.write("pixel.png", [UInt8](try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/examples/icon.png"))))
        return Dictionary(uniqueKeysWithValues: try folder.render(spec).map { ($0.locale!, $0.scene) })
    }

    @Test("every x mirrors about the centre line, placements and tail positions swap ends, images keep their pixels")
    func mirrored() throws {
        let scenes = try layOut(Self.spec)
        let en = try #require(scenes["en"]), ar = try #require(scenes["ar"])
        func circles(_ s: Scene) -> [Point] { s.items.compactMap { if case .circle(let c) = $0 { c.circle.center } else { nil } } }
        func bubbles(_ s: Scene) -> [BubbleGeometry] { s.items.compactMap { if case .bubble(let b) = $0 { b.geometry } else { nil } } }
        func images(_ s: Scene) -> [Rect] { s.items.compactMap { if case .image(let i) = $0 { i.frame } else { nil } } }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
        for (l, r) in zip(circles(en), circles(ar)) {
            #expect(close(r.x, 400 - l.x) && close(r.y, l.y), "circle centres mirror (a badge's angle with them)")
        }
        let (enB, arB) = (bubbles(en), bubbles(ar))
        #expect(enB[0].placement == .right && arB[0].placement == .left)
        #expect(close(arB[0].tail!.apex.x, 300) && close(enB[0].tail!.apex.x, 100))
        #expect(enB[1].placement == .aboveRight && arB[1].placement == .aboveLeft)
        // Position 0.25 from the left of the bottom edge becomes 0.25 from its right (both
        // held off the rounded corner the same way).
        let enBase = (enB[1].tail!.baseCenter.x - enB[1].body.minX) / enB[1].body.width
        let arBase = (arB[1].body.maxX - arB[1].tail!.baseCenter.x) / arB[1].body.width
        #expect(close(enBase, arBase) && enBase < 0.5, "en \(enBase), ar \(arBase)")
        #expect(close(enB[2].body.minX, 20) && close(arB[2].body.maxX, 380), "a label's at places its top-right corner")
        #expect(images(en) == [Rect(x: 10, y: 200, width: 40, height: 30)] && images(ar) == [Rect(x: 350, y: 200, width: 40, height: 30)])
        let document = try SpecDecoder().decode(Array(Self.spec.utf8)).document
        #expect(
            document.mirrored().overlay?.spotlights.map(\.settled) == [
                .circle(center: Point(x: 340, y: 60), radius: 30), .rect(Rect(x: 50, y: 200, width: 50, height: 40), cornerRadius: 0)
            ])
        #expect(document.mirrored().mirrored() == document, "mirroring twice gives the document back")
    }

    @Test("a fixed layout direction, the default, leaves right-to-left locales as written")
    func fixedDirection() throws {
        let scenes = try layOut(Self.spec.replacingOccurrences(of: #""layoutDirection": "locale","#, with: ""))
        #expect(
            scenes["ar"]!.items.map(\.description) != []
                && scenes["ar"]!.items.compactMap { if case .image(let i) = $0 { i.frame } else { nil } } == [
                    Rect(x: 10, y: 200, width: 40, height: 30)
                ])
    }
}
