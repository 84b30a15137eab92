import FukidashiLanguage
import Testing

@testable import FukidashiModel
@testable import FukidashiStrings

/// English-like rules for the formatter's own logic; the real CLDR rules are ICU's, tested
/// through the renderer (`LocalizationTests`).
private struct EnglishLikeRules: LocaleRules {
    func pluralCategory(of number: Double, fractionDigits: Int, locale: String) -> String {
        number == 1 && fractionDigits == 0 ? "one" : "other"
    }
    func format(_ number: Double, style: NumberStyle, locale: String) -> String {
        let digits = style.fractionDigits ?? (number == number.rounded() ? 0 : 2)
        let mark = style.grouping ? "" : "plain "
        if digits == 0 { return "<\(mark)\(Int(number))>" }
        return "<\(mark)\(number)>"
    }
    func isRightToLeft(_ locale: String) -> Bool { false }
    func parentLocale(of tag: String) -> String? {
        tag.contains("-") ? String(tag[..<tag.lastIndex(of: "-")!]) : nil
    }
    func maximized(_ tag: String) -> String { tag }
}

@Suite("String tables: readers and formatting")
struct StringTableReaderTests {
    func catalog(_ json: String) throws -> StringTable {
        try XCStringsReader.read(Array(json.utf8), file: "L.xcstrings", table: "L").tables[0]
    }

    @Test("a String Catalog's units, states, plurals, substitutions and device variations")
    func xcstrings() throws {
        let table = try catalog(
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Hello": {},
              "greet": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hi %@"}},
                                          "de": {"stringUnit": {"state": "needs_review", "value": "Hallo %@"}},
                                          "fr": {"stringUnit": {"state": "new", "value": ""}}}},
              "files": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                                                                            "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}}}},
              "mixed": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@n@ in %#@d@"},
                "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg file"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}},
                                  "d": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg folder"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg folders"}}}}}}}}},
              "tap": {"localizations": {"en": {"variations": {"device": {"ipad": {"stringUnit": {"state": "translated", "value": "Click"}},
                                                                         "iphone": {"stringUnit": {"state": "translated", "value": "Tap"}}}}}}}
            }}
            """)
        #expect(table.entries["Hello"]?["en"]?.text == .single("Hello"), "a key without a source entry is its own source text")
        #expect(table.entries["greet"]?["de"]?.state == .needsReview)
        #expect(table.entries["greet"]?["fr"] == nil, "an empty new unit is no translation")
        #expect(table.entries["files"]?["en"]?.text == .plural(["one": "%lld file", "other": "%lld files"]))
        #expect(table.entries["tap"]?["en"]?.text == .single("Tap"), "the iPhone's device variation")
        let formatter = LocalizedFormatter(rules: EnglishLikeRules(), locale: "en")
        let mixed = try #require(table.entries["mixed"]?["en"])
        #expect(try formatter.format(mixed, arguments: [.number(1), .number(3)]) == "<1> file in <3> folders")
        #expect(try formatter.format(table.entries["files"]!["en"]!, arguments: [.number(1)]) == "<1> file")
        #expect(try formatter.format(table.entries["files"]!["en"]!, arguments: [.number(2)]) == "<2> files")
    }

    @Test("a broken String Catalog names its line and column")
    func xcstringsBroken() {
        #expect(throws: StringTableError(file: "L.xcstrings", line: 2, column: 23, "invalid JSON: expected a key in double quotes, got '}'")) {
            _ = try catalog("{\"sourceLanguage\": \"en\",\n \"strings\": {\"a\": {}, }}")
        }
    }

    @Test("each spelling of a locale reads the same in every key; a catalog's problems name their JSON path")
    func xcstringsPlaces() throws {
        func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
        let table = try catalog(
            #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"pt-br": \#(unit("um")), "en": \#(unit("one"))}}, "b": {"localizations": {"pt-br": \#(unit("dois"))}}}}"#
        )
        #expect(table.entries["a"]?["pt-BR"]?.text == .single("um"))
        #expect(table.entries["b"]?["pt-BR"]?.text == .single("dois"))
        #expect(table.entries["b"]?["en"]?.text == .single("b"), "no source entry: the key is its own text")
        #expect(throws: StringTableError(file: "L.xcstrings", #"strings.b.localizations.e: "e" is not a language tag"#)) {
            _ = try catalog(
                #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"ja": \#(unit("x"))}}, "b": {"localizations": {"ja": \#(unit("y")), "e": \#(unit("z"))}}}}"#
            )
        }
        // A problem inside one locale's entry breaks that translation only, named by its path.
        let problems = [
            (
                #"{"a": {"localizations": {"de": {"stringUnit": {"state": "translated"}}, "fr": \#(unit("un"))}}}"#, "a",
                #"strings.a.localizations.de.stringUnit: missing "value""#
            ),
            (
                #"{"a": {"localizations": {"de": "Hallo", "fr": \#(unit("un"))}}}"#, "a",
                #"strings.a.localizations.de: expected an object, got "Hallo""#
            ),
            (
                #"{"a b": {"localizations": {"de": {"stringUnit": {"state": 1, "value": "x"}}, "fr": \#(unit("un"))}}}"#, "a b",
                #"strings["a b"].localizations.de.stringUnit.state: expected a string, got 1"#
            )
        ]
        for (strings, key, message) in problems {
            let table = try catalog(#"{"sourceLanguage": "en", "strings": \#(strings)}"#)
            #expect(table.entries[key]?["de"]?.problem == TranslationProblem(message))
            #expect(table.entries[key]?["fr"]?.text == .single("un"), "the key's other locales still read")
        }
    }

    @Test("specifiers take arguments in order or by position; a mismatch says what is wrong")
    func specifiers() throws {
        let formatter = LocalizedFormatter(rules: EnglishLikeRules(), locale: "en")
        func format(_ text: String, _ args: [FormatArgument]) throws(TranslationProblem) -> String {
            try formatter.format(Translation(text: .single(text), file: "f"), arguments: args)
        }
        #expect(try format("%@ has %d%% of %lld", [.string("Aiko"), .number(50), .number(7)]) == "Aiko has <50>% of <7>")
        #expect(try format("%2$@, %1$s", [.string("one"), .string("two")]) == "two, one")
        #expect(try format("%.1f km", [.number(2.25)]) == "<2.25> km")
        #expect(throws: TranslationProblem("\"%d\" needs argument 2, but \"args\" has only 1")) { try format("%@ %d", [.string("x")]) }
        #expect(throws: TranslationProblem("argument 1 is the string \"three\", but \"%d\" needs a number")) { try format("%d", [.string("three")]) }
        #expect(throws: TranslationProblem("argument 1 is 1.5, but \"%lld\" needs a whole number")) { try format("%lld", [.number(1.5)]) }
        #expect(throws: TranslationProblem("a lone \"%\" at the end of \"%d is 100%\"; write \"%%\" for a percent sign")) {
            try format("%d is 100%", [.number(3)])
        }
        #expect(try format("Up to 70% faster, 100%% sure", []) == "Up to 70% faster, 100%% sure", "without arguments a string is shown as written")
    }

    @Test(".strings: comments, escapes, unquoted keys; UTF-8 and UTF-16 with a byte-order mark")
    func stringsFiles() throws {
        let text = "/* A comment */\n\"a\" = \"line\\none \\\"quoted\\\" \\U00e9\";\n// another\nplain = \"word\";\n\"emoji\" = \"\\UD83D\\UDE00\";\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [Array(text.utf8), little, big] {
            let table = try StringsFileReader.read(bytes, file: "ja.lproj/L.strings", table: "L", locale: "ja").tables[0]
            #expect(table.entries["a"]?["ja"]?.text == .single("line\none \"quoted\" é"))
            #expect(table.entries["plain"]?["ja"]?.text == .single("word"))
            #expect(table.entries["emoji"]?["ja"]?.text == .single("😀"))
        }
    }

    @Test(".strings errors: UTF-16 without a BOM, a bad escape, a missing semicolon, each with its place")
    func stringsErrors() {
        let utf16 = Array("\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(
            throws: StringTableError(
                file: "f", line: 1, "looks like UTF-16 without a byte-order mark (a zero byte in text); save it as UTF-8, or as UTF-16 with a BOM")
        ) {
            _ = try StringsFileReader.read(utf16, file: "f", table: "L", locale: "en")
        }
        #expect(
            throws: StringTableError(
                file: "f", line: 2, column: 9,
                "a bad escape \"\\q\"; .strings files know \\n, \\t, \\r, \\\", \\\\, \\' and \\U followed by four hex digits")
        ) {
            _ = try StringsFileReader.read(Array("\"a\" = \"b\";\n\"c\" = \"d\\q\";".utf8), file: "f", table: "L", locale: "en")
        }
        #expect(throws: StringTableError(file: "f", line: 1, column: 10, "expected \";\" after the entry for \"a\"")) {
            _ = try StringsFileReader.read(Array("\"a\" = \"b\"".utf8), file: "f", table: "L", locale: "en")
        }
    }

    @Test("Android text: whitespace collapses outside quotes, escapes, markup keeps its text")
    func androidText() throws {
        func element(_ children: [MarkupElement.Node]) -> MarkupElement {
            MarkupElement(name: "string", attributes: ["name": "s"], children: children, line: 3)
        }
        func text(_ children: [MarkupElement.Node]) -> String? { try? AndroidResourceText.read(element(children)).get().text }
        #expect(text([.text("  Don\\'t   stop\n  now  ")]) == "Don't stop now")
        #expect(text([.text("\"  two  spaces \"")]) == "  two  spaces ")
        #expect(
            text([.text("Hi "), .element(MarkupElement(name: "g", attributes: [:], children: [.text("%1$s")], line: 3)), .text("!\\n\\u00e9")])
                == "Hi %1$s!\né")
        #expect(text([.text("%s\\, thanks \\<b\\> \\#tag \\x")]) == "%s, thanks <b> #tag x", "aapt2 keeps the character after any other backslash")
        #expect(throws: TranslationProblem("an apostrophe that is neither escaped (\\') nor inside double quotes; aapt2 refuses it", line: 3)) {
            try AndroidResourceText.read(element([.text("Don't")])).get()
        }
    }

    @Test("Android folders name their locales; other configurations are skipped")
    func androidFolders() {
        #expect(AndroidQualifier.locale(ofFolder: "values", source: "en") == "en")
        #expect(AndroidQualifier.locale(ofFolder: "values-ja", source: "en") == "ja")
        #expect(AndroidQualifier.locale(ofFolder: "values-pt-rBR", source: "en") == "pt-BR")
        #expect(AndroidQualifier.locale(ofFolder: "values-b+sr+Latn", source: "en") == "sr-Latn")
        #expect(AndroidQualifier.locale(ofFolder: "values-night", source: "en") == nil)
        #expect(AndroidQualifier.locale(ofFolder: "values-ja-land", source: "en") == nil)
        #expect(AndroidQualifier.locale(ofFolder: "values-v21", source: "en") == nil)
    }

    @Test("language tags: canonical spelling and the fallback chain")
    func tags() {
        #expect(LanguageTag.canonical("pt_br") == "pt-BR")
        #expect(LanguageTag.canonical("ZH-hans") == "zh-Hans")
        #expect(LanguageTag.fallbackChain("zh-Hant-TW", source: "en") == ["zh-Hant-TW", "zh-Hant", "zh", "en"])
        #expect(LanguageTag.fallbackChain("pt-BR", source: "pt") == ["pt-BR", "pt"])
    }

    @Test("XLIFF 1.2 and 2.0: tables by file, sources and targets, Xcode's variation ids, states")
    func xliff() throws {
        func el(_ name: String, _ attributes: [String: String] = [:], _ children: [MarkupElement.Node]) -> MarkupElement {
            MarkupElement(name: name, attributes: attributes, children: children, line: 1)
        }
        func unit(_ id: String, _ source: String, _ target: String, state: String = "translated") -> MarkupElement.Node {
            .element(
                el(
                    "trans-unit", ["id": id],
                    [.element(el("source", [:], [.text(source)])), .element(el("target", ["state": state], [.text(target)]))]))
        }
        let v12 = el(
            "xliff", ["version": "1.2"],
            [
                .element(
                    el(
                        "file", ["original": "App/en.lproj/Onboarding.xcstrings", "source-language": "en", "target-language": "ru"],
                        [
                            .element(
                                el(
                                    "body", [:],
                                    [
                                        unit("hi", "Hi", "Привет", state: "needs-review-translation"),
                                        unit("n|==|plural.one", "%lld item", "%lld предмет"), unit("n|==|plural.few", "%lld items", "%lld предмета"),
                                        unit("n|==|plural.other", "%lld items", "%lld предметов"),
                                        unit("/d:dict/NSStringLocalizedFormatKey:dict/:string", "%#@v@", "%#@v@"),
                                        unit("/d:dict/v:dict/one:dict/:string", "%d day", "%d день"),
                                        unit("/d:dict/v:dict/other:dict/:string", "%d days", "%d дней")
                                    ]))
                        ]))
            ])
        let table = try XLIFFReader.read(v12, file: "ru.xliff").tables[0]
        #expect(table.name == "Onboarding")
        #expect(table.entries["hi"]?["en"]?.text == .single("Hi"))
        #expect(table.entries["hi"]?["ru"]?.state == .needsReview)
        #expect(table.entries["n"]?["ru"]?.text == .plural(["one": "%lld предмет", "few": "%lld предмета", "other": "%lld предметов"]))
        #expect(table.entries["d"]?["ru"]?.substitutions["v"]?.forms == ["one": "%d день", "other": "%d дней"])

        let v20 = el(
            "xliff", ["version": "2.0", "srcLang": "en", "trgLang": "ja"],
            [
                .element(
                    el(
                        "file", ["id": "f", "original": "Localizable.strings"],
                        [
                            .element(
                                el(
                                    "unit", ["id": "ok"],
                                    [
                                        .element(
                                            el(
                                                "segment", ["state": "initial"],
                                                [.element(el("source", [:], [.text("OK")])), .element(el("target", [:], [.text("了解")]))]))
                                    ]))
                        ]))
            ])
        let table2 = try XLIFFReader.read(v20, file: "ja.xliff").tables[0]
        #expect(table2.name == "Localizable")
        #expect(table2.entries["ok"]?["ja"]?.text == .single("了解"))
        #expect(table2.entries["ok"]?["ja"]?.state == .new)
        let empty = el(
            "xliff", ["version": "1.2"],
            [
                .element(
                    el(
                        "file", ["original": "L.xcstrings", "source-language": "en", "target-language": "fr"],
                        [
                            .element(el("body", [:], [unit("Save", "Save", "", state: "new")]))
                        ]))
            ])
        #expect(try XLIFFReader.read(empty, file: "fr.xliff").tables[0].entries["Save"]?["fr"] == nil, "an empty new target is no translation")
    }
}
