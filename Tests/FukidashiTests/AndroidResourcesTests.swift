import Foundation
import FukidashiLanguage
import Testing

@testable import Fukidashi
@testable import FukidashiModel
@testable import FukidashiStrings

/// Android resources read as the build tools compile them: Debian's `aapt` compiles the
/// fixture app's `res/`, and every string and plural form it dumps is what Fukidashi reads.
@Suite("Android resources against aapt", .tags(.aapt), .enabled(if: LeftOut.runs("aapt")))
struct AndroidResourcesTests {
    static let app = Fixtures.root.appendingPathComponent("strings/notes-app")

    /// `aapt dump --values resources`: configuration → `string/name` or `plurals/name[quantity]` → text.
    static func aaptDump(pseudoLocalized: Bool = false) throws -> [String: [String: String]] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-aapt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let apk = work.appendingPathComponent("app.apk").path
        _ = try run(
            [
                "aapt", "package", "-f", "-M", app.appendingPathComponent("AndroidManifest.xml").path,
                "-S", app.appendingPathComponent("res").path, "-F", apk
            ] + (pseudoLocalized ? ["--pseudo-localize"] : []))
        let dump = try run(["aapt", "dump", "--values", "resources", apk])
        var values: [String: [String: String]] = [:]
        var config = "", resource = ""
        let quantities = [
            "0x01000004": "other", "0x01000005": "zero", "0x01000006": "one", "0x01000007": "two",
            "0x01000008": "few", "0x01000009": "many"
        ]
        for line in dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("config ") {
                config = String(trimmed.dropFirst("config ".count).dropLast())
            } else if trimmed.hasPrefix("resource "),
                let colon = trimmed.range(of: ":", range: trimmed.range(of: " com.")!.upperBound..<trimmed.endIndex)
            {
                resource = String(trimmed[colon.upperBound...].prefix { $0 != ":" })
            } else if let start = trimmed.range(of: "(string16) \"") {
                var key = resource
                if trimmed.hasPrefix("#"),
                    let code = trimmed.firstRange(of: "(Key=")
                        .map({ String(trimmed[$0.upperBound...].prefix(10)) })
                {
                    guard let quantity = quantities[code] else { continue }  // a string-array's item
                    key += "[\(quantity)]"
                }
                guard key.hasPrefix("string/") || key.hasPrefix("plurals/") else { continue }
                values[config, default: [:]][key] = unescape(String(trimmed[start.upperBound...].dropLast()))
            }
        }
        return values
    }

    /// aapt prints `"`, `\` and line breaks escaped.
    static func unescape(_ printed: String) -> String {
        var out = "", escaped = false
        for c in printed {
            if escaped {
                out.append(c == "n" ? "\n" : c == "t" ? "\t" : c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(arguments.joined(separator: " ")) failed"])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// What Fukidashi reads from the same folder: locale → the same keys as `aaptDump`.
    static func ours() throws -> [String: [String: String]] {
        let files = try StringTableLoader().load(app.appendingPathComponent("res").path, shownAs: "res", source: "en").get()
        var values: [String: [String: String]] = [:]
        for table in files.flatMap(\.tables) {
            #expect(table.brokenLocales.isEmpty, "\(table.brokenLocales)")
            for key in table.keys {
                for (locale, translation) in table.entries[key]! {
                    #expect(translation.problem == nil, "\(key) in \(locale): \(translation.problem?.message ?? "")")
                    switch translation.text {
                    case .single(let text): values[locale, default: [:]]["string/" + key] = text
                    case .plural(let forms): for (quantity, text) in forms { values[locale, default: [:]]["plurals/\(key)[\(quantity)]"] = text }
                    }
                }
            }
        }
        return values
    }

    /// aapt's configuration names, as the locales Fukidashi gives them.
    static let locales = [
        "(default)": "en", "fr": "fr", "de": "de", "iw": "he", "in": "id", "b+sr+Latn": "sr-Latn", "zh-rTW": "zh-TW",
        "ar": "ar", "ru": "ru"
    ]

    /// Debian's `aapt` is aapt 1, which drops the character after an escape it does not know;
    /// aapt2, which builds every app since Android Gradle Plugin 3.0 and so decides what a
    /// device shows, keeps it (its `StringBuilder`: "Ignore the escape character and just
    /// include the codepoint"). Fukidashi follows aapt2: this is the one string where they part.
    static let aapt2Only = ["en": ["string/tip_unknown_escapes": ("%1$s thanks! Use #tags and @mentions.", "%1$s, thanks! Use #tags and @mentions.")]]

    @Test("every string and plural form aapt compiles from the fixture app reads the same; values-qq is no language")
    func sameAsAapt() throws {
        let aapt = try Self.aaptDump()
        let ours = try Self.ours()
        #expect(aapt["qq"] != nil, "aapt compiles values-qq")
        #expect(Set(ours.keys) == Set(Self.locales.values), "Fukidashi's locales: \(ours.keys.sorted())")
        var compared = 0
        for (config, entries) in aapt where config != "qq" {
            let locale = try #require(Self.locales[config], "aapt configuration \(config)")
            #expect(Set(entries.keys) == Set(ours[locale]?.keys.map { $0 } ?? []), "\(locale): the same resources")
            for (key, text) in entries {
                if let (aapt1, aapt2) = Self.aapt2Only[locale]?[key] {
                    #expect(text == aapt1)
                    #expect(ours[locale]?[key] == aapt2)
                    continue
                }
                #expect(ours[locale]?[key] == text, "\(locale) \(key)")
                compared += 1
            }
        }
        #expect(compared > 40)
    }

    @Test("aapt2's rules: ASCII spaces collapse, others stay; a plain string is trimmed, a styled one not; tags restart spacing")
    func aapt2Rules() throws {
        func read(_ children: [MarkupElement.Node]) throws -> MarkedText {
            try AndroidResourceText.read(MarkupElement(name: "string", attributes: [:], children: children, line: 1)).get()
        }
        func tag(_ name: String, _ children: [MarkupElement.Node], _ attributes: [String: String] = [:]) -> MarkupElement.Node {
            .element(MarkupElement(name: name, attributes: attributes, children: children, line: 1))
        }
        // aapt2's own ParseStringTruncateASCII and ParseStyledStringWithWhitespace cases.
        #expect(try read([.text(" Hello ")]).text == "Hello")
        #expect(try read([.text("\\u0020Hello\\u0020")]).text == " Hello ", "spaces written as escapes are not trimmed")
        #expect(try read([.text("\u{A0}Hello\u{202F}World\u{A0}")]).text == "\u{A0}Hello\u{202F}World\u{A0}")
        let styled = try read([.text("  "), tag("b", [.text(" My "), tag("i", [.text(" favorite")]), .text(" string ")]), .text("  ")])
        #expect(styled.text == "  My  favorite string  ")
        #expect(styled.runs.map(\.range) == [0..<1, 1..<5, 5..<14, 14..<22, 22..<23])
        #expect(
            styled.runs.map(\.traits) == [
                RunTraits(), RunTraits(strong: true), RunTraits(strong: true, emphasis: true), RunTraits(strong: true), RunTraits()
            ])
        let html = try read([
            .text("Tap "), tag("u", [.text("here")]), .text(", "), tag("tt", [.text("code")]), .text(", "),
            tag("strike", [.text("old")]), .text(", "), tag("a", [.text("link")], ["href": "https://example.com"]), .text(", "),
            tag("font", [.text("big")], ["color": "red"])
        ])
        #expect(html.text == "Tap here, code, old, link, big")
        #expect(
            html.runs.filter { !$0.traits.isPlain }.map(\.traits) == [
                RunTraits(underline: true), RunTraits(code: true), RunTraits(strikethrough: true),
                RunTraits(link: "https://example.com")
            ])
    }

    @Test("a string aapt2 refuses, or a name defined twice, breaks that key in that file only")
    func brokenStrings() throws {
        let xml = """
            <resources>
              <string name="ok">Fine</string>
              <string name="apostrophe">Don't</string>
              <string name="twice">One</string>
              <string name="twice">Two</string>
              <string name="bad_unicode">\\u00zz</string>
              <plurals name="p"><item quantity="one">%d</item><item quantity="lots">%d</item></plurals>
            </resources>
            """
        let table = try AndroidStringsReader.read(
            XMLMarkup.parse(Array(xml.utf8), file: "values/strings.xml"), file: "values/strings.xml",
            table: "strings", locale: "en"
        ).tables[0]
        #expect(table.entries["ok"]?["en"]?.text == .single("Fine"))
        #expect(
            table.entries["apostrophe"]?["en"]?.problem?.message
                == "an apostrophe that is neither escaped (\\') nor inside double quotes; aapt2 refuses it")
        #expect(
            table.entries["twice"]?["en"]?.problem
                == TranslationProblem("defined twice in one file (lines 4 and 5); aapt2 refuses a duplicate resource", line: 5))
        #expect(table.entries["bad_unicode"]?["en"]?.problem?.message == "\"\\u\" needs four hex digits")
        #expect(table.entries["p"]?["en"]?.problem?.message == "an <item> needs quantity zero, one, two, few, many or other")
    }

    @Test("Android's old language codes and b+ folders are the languages they name; qq and other configurations are none")
    func folders() {
        for (folder, locale) in [
            ("values-iw", "he"), ("values-in", "id"), ("values-ji", "yi"), ("values-iw-rIL", "he-IL"), ("values-b+sr+Latn", "sr-Latn"),
            ("values-b+iw", "he"), ("values-zh-rTW", "zh-TW"), ("values", "en")
        ] {
            #expect(AndroidQualifier.locale(ofFolder: folder, source: "en") == locale, "\(folder)")
        }
        for folder in ["values-qq", "values-zz", "values-night", "values-land", "values-sw600dp", "values-v21"] {
            #expect(AndroidQualifier.locale(ofFolder: folder, source: "en") == nil, "\(folder)")
        }
    }
}
