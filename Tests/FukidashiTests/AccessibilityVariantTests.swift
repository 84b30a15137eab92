import Foundation
import FukidashiLanguage
import FukidashiTree
import Testing

@testable import Fukidashi
@testable import FukidashiModel
@testable import FukidashiStrings
@testable import FukidashiVariants

/// Pseudo-locales against the tools that make them: Debian's `aapt2` and `aapt` compile the
/// fixture app's `res/` with `--pseudo-localize`, and every `en-XA` and `ar-XB` string they
/// write is what Fukidashi makes of the default `values/`.
@Suite("Pseudo-locales", .tags(.aapt), .enabled(if: LeftOut.runs("aapt")))
struct PseudoLocaleTests {
    /// `aapt2 dump resources` of the fixture compiled with `--pseudo-localize`: pseudo-locale
    /// (`en-XA`) → `string/name` → text. aapt2 builds every app since Android Gradle Plugin 3.0.
    static func aapt2Dump() throws -> [String: [String: String]] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-aapt2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let app = AndroidResourcesTests.app
        let compiled = work.appendingPathComponent("res.zip").path, apk = work.appendingPathComponent("app.apk").path
        _ = try AndroidResourcesTests.run(["aapt2", "compile", "--pseudo-localize", "--dir", app.appendingPathComponent("res").path, "-o", compiled])
        _ = try AndroidResourcesTests.run([
            "aapt2", "link", "-o", apk, "--manifest", app.appendingPathComponent("AndroidManifest.xml").path, compiled
        ])
        var values: [String: [String: String]] = [:]
        var resource = ""
        for line in try AndroidResourcesTests.run(["aapt2", "dump", "resources", apk]).split(separator: "\n").map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("resource ") {
                resource = String(trimmed.split(separator: " ")[2])
            } else if resource.hasPrefix("string/"),
                let config = ["en-XA": "(en-rXA) ", "ar-XB": "(ar-rXB) "].first(where: { trimmed.hasPrefix($0.value) })
            {
                // `(en-rXA) "text"`, or `(en-rXA) (styled string) "text" b:5,9`: quotes inside are not escaped.
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close else { continue }
                values[config.key, default: [:]][resource] = String(trimmed[trimmed.index(after: open)..<close])
            }
        }
        return values
    }

    /// Each default string and plural form of the fixture, transformed by `locale`, keyed as
    /// the dumps key them. Resources marked `translatable="false"` get no pseudo copy.
    static func ours(_ locale: PseudoLocale) throws -> [String: String] {
        let files = try StringTableLoader().load(AndroidResourcesTests.app.appendingPathComponent("res").path, shownAs: "res", source: "en").get()
        var values: [String: String] = [:]
        for table in files.flatMap(\.tables) {
            for key in table.keys {
                guard let translation = table.entries[key]?["en"] else { continue }
                func transformed(_ text: String, form: String) -> String? {
                    let kept = translation.untranslated[form] ?? []
                    if kept == [0..<text.count] { return nil }
                    let runs = translation.spans[form] ?? MarkedText.plain(text).runs
                    return locale.transform(MarkedText(text: text, runs: runs), kept: kept).text
                }
                switch translation.text {
                case .single(let text): values["string/" + key] = transformed(text, form: "")
                case .plural(let forms): for (quantity, text) in forms { values["plurals/\(key)[\(quantity)]"] = transformed(text, form: quantity) }
                }
            }
        }
        return values
    }

    /// Where Debian's `aapt` (aapt 1) parts from aapt2: it transforms the XML's text before
    /// unescaping it and collapsing its spaces, so an escape (`\\'`, `\\u2026`, `\\"`) counts for nothing in the expansion,
    /// the quotes of `"  Two  spaces  kept  "` are words to `ar-XB`, and it drops the character
    /// after an unknown escape. Fukidashi follows aapt2, which decides what a device shows.
    static let aapt1Differs: [PseudoLocale: Set<String>] = [
        .enXA: ["string/tip_escapes", "string/tip_unknown_escapes", "string/tip_entities", "string/tip_spaces"],
        .arXB: ["string/tip_quoted", "string/tip_unknown_escapes"]
    ]

    @Test("en-XA and ar-XB: every string as aapt2 writes it, every plural form as aapt writes it")
    func againstAapt() throws {
        let aapt2 = try Self.aapt2Dump()
        let aapt1 = try AndroidResourcesTests.aaptDump(pseudoLocalized: true)
        for (locale, config) in [(PseudoLocale.enXA, "en-rXA"), (.arXB, "ar-rXB")] {
            let ours = try Self.ours(locale)
            let strings = try #require(aapt2[locale.rawValue], "aapt2 wrote \(locale.rawValue)")
            let fromAapt1 = try #require(aapt1[config], "aapt wrote \(config)")
            #expect(strings.count == 13, "every translatable string: \(strings.keys.sorted())")
            for (key, text) in strings {
                #expect(ours[key] == text, "\(locale.rawValue) \(key)")
                if Self.aapt1Differs[locale]!.contains(key) {
                    #expect(fromAapt1[key] != text, "aapt and aapt2 part on \(key) in \(locale.rawValue)")
                } else {
                    #expect(fromAapt1[key] == text, "aapt and aapt2 agree on \(key)")
                }
            }
            // Debian's aapt2 (2.19) copies plural forms untransformed; aapt transforms each form.
            let plurals = fromAapt1.filter { $0.key.hasPrefix("plurals/") }
            #expect(plurals.count == 4)
            for (key, text) in plurals { #expect(ours[key] == text, "\(locale.rawValue) \(key)") }
            #expect(ours["string/app_name"] == nil && strings["string/app_name"] == nil, "translatable=\"false\" has no pseudo copy")
        }
    }
}

/// The transforms on their own, from the rules of their sources: aapt2's `Pseudolocalizer_test.cpp`
/// cases, and `CFBundle_DebugStrings.c` for Xcode's.
@Suite("Pseudo-locale rules", .tags(.stage))
struct PseudoLocaleRuleTests {
    @Test("en-XA: accents, brackets, counted expansion, placeholders in » «, ICU arguments and branches")
    func accent() {
        let enXA = PseudoLocale.enXA
        #expect(enXA.transform("Hello, world") == "[Ĥéļļö, ŵöŕļð one two]")
        #expect(enXA.transform("Battery %1d%%") == "[βåţţéŕý »%1d«%% one two]", "%% stays bare")
        #expect(enXA.transform("{USER} is offline") == "[»{USER}« îš öƒƒļîñé one two]")
        #expect(enXA.transform("Due %tY") == "[Ðûé »%tY« one]", "%t takes one more character")
        #expect(
            enXA.transform("{count, plural, one {a file} other {# files}}")
                == "[{count, plural, one {å ƒîļé one two} other {# ƒîļéš one two}}]", "each branch is its own message")
        #expect(enXA.transform("vex quiz") == "[Véх Qûîž one two]", "q, v and x as aapt2 maps them")
        #expect(enXA.transform("F!?$") == "[F¡¿€ one]", "no F in the map: one counted word, a target of 2")
        #expect(enXA.transform("<b>Bold</b> &amp; more") == "[<b>βöļð</b> &amp; ḿöŕé one two]", "tags and entities copied, not counted")
        #expect(enXA.transform("") == "[]")
        // More than three counted words: the target is the whole length, repeated past the basis.
        let long = String(repeating: "a. ", count: 60)
        let expansion = enXA.transform(long).dropFirst(long.count + 2).dropLast()
        #expect(expansion.count >= long.count && expansion.hasPrefix("one two three") && expansion.contains("twenty one"))
    }

    @Test("ar-XB: every word, and every ICU argument, in RLM RLO … PDF RLM; spaces kept")
    func bidi() {
        let (open, close) = ("\u{200F}\u{202E}", "\u{202C}\u{200F}")
        #expect(PseudoLocale.arXB.transform("word") == open + "word" + close)
        #expect(PseudoLocale.arXB.transform(" two  words ") == " \(open)two\(close)  \(open)words\(close) ")
        #expect(PseudoLocale.arXB.transform("Hi {name}") == "\(open)Hi\(close) \(open){name}\(close)")
    }

    @Test("styles stay on their text; what a transform adds is unstyled; <xliff:g> text is kept")
    func styledRuns() {
        let bold = RunTraits(strong: true)
        let marked = MarkedText(
            text: "Tap Share now",
            runs: [.init(range: 0..<4, traits: RunTraits()), .init(range: 4..<9, traits: bold), .init(range: 9..<13, traits: RunTraits())])
        let accented = PseudoLocale.enXA.transform(marked)
        #expect(accented.text == "[Ţåþ Šĥåŕé ñöŵ one two]")
        #expect(accented.runs.map(\.range) == [0..<5, 5..<10, 10..<23])
        #expect(accented.runs.map(\.traits) == [RunTraits(), bold, RunTraits()])
        let kept = PseudoLocale.enXA.transform(.plain("Hi %1$s!"), kept: [3..<7])
        #expect(kept.text == "[Ĥî %1$s¡ one]", "copied as it is, not wrapped in » «")
    }

    @Test("Xcode's modes as CFBundle_DebugStrings.c writes them, format specifiers kept")
    func apple() {
        #expect(PseudoLocale.xDouble.transform("Save %d files") == "Save d files Save %d files")
        #expect(PseudoLocale.xDouble.transform("100%% of %1$@") == "100 of 1$@ 100%% of %1$@")
        #expect(PseudoLocale.xBounded.transform("Welcome to WWDC!") == "[# Welcome to WWDC! #]")
        #expect(PseudoLocale.xRTL.transform("Next") == "\u{202E}Next\u{202C}")
        // marks[c % 6]: "a" is 97 → 97 % 6 = 1, cedilla; "b" 98 → 2, tilde; "A" 65 → 5, diaeresis.
        #expect(PseudoLocale.xAccented.transform("ab A") == "a\u{0327}b\u{0303} A\u{0308}")
        #expect(PseudoLocale.xAccented.transform("1, 2!") == "1, 2!", "digits, punctuation and spaces get none")
        #expect(PseudoLocale.xAccented.transform("é👍🏽") == "é\u{0308}👍🏽", "é is one unit (233 % 6 = 5); an emoji sequence gets none")
        #expect(PseudoLocale.xAccented.transform("e\u{0301}") == "e\u{0301}", "a composed sequence of two units gets none")
        #expect(
            PseudoLocale.xAccented.transform("%1$@ has %lld %#@files@") == "%1$@ h\u{0303}a\u{0327}s\u{0327} %lld %#@files@",
            "specifiers are left alone, where Xcode accents their letters too")
    }

    @Test("tags name them in any spelling; only ar-XB and x-rtl are right to left")
    func tags() {
        #expect(PseudoLocale(tag: "en_xa") == .enXA && PseudoLocale(tag: "X-Double") == .xDouble && PseudoLocale(tag: "en") == nil)
        #expect(PseudoLocale.allCases.filter(\.isRightToLeft) == [.arXB, .xRTL])
    }
}

/// Text sizes: the curves as the HIG's table and AOSP's `FontScaleConverter` give them.
@Suite("Text sizes", .tags(.stage))
struct TextSizeTests {
    @Test("iOS: by the text style's own curve; Android: sp through the nonlinear tables")
    func curves() {
        let ax3 = TextSize(name: "AX3")!, fontScale2 = TextSize(name: "fontScale2")!
        #expect(ax3.scaled(17, textStyle: .body) == 40)
        #expect(ax3.scaled(12, textStyle: .caption1) == 32)
        #expect(abs(ax3.scaled(12, textStyle: .body) - 12 * 40 / 17) < 1e-9, "any size follows its style's ratio")
        #expect(TextSize(name: "xSmall")!.scaled(34, textStyle: .largeTitle) == 31)
        #expect(fontScale2.scaled(12, textStyle: .body) == 24)
        #expect(fontScale2.scaled(24, textStyle: .body) == 36)
        #expect(fontScale2.scaled(16, textStyle: .body) == 28, "between 14 (26) and 18 (30): interpolated")
        #expect(fontScale2.scaled(4, textStyle: .body) == 8, "below 8 sp, from (0, 0)")
        #expect(fontScale2.scaled(200, textStyle: .body) == 200, "past 100 sp the last ratio, 1")
        #expect(TextSize(name: "fontScale1.5")!.scaled(30, textStyle: .body) == 30, "30 sp does not grow at 1.5")
        #expect(TextSize(name: "fontScale0.85")!.scaled(20, textStyle: .body) == 17, "below 1.13, linear")
        #expect(TextSize(name: "large")!.isDefault && TextSize(name: "fontScale1")!.isDefault && !ax3.isDefault)
        #expect(TextSize(name: "AX6") == nil && TextSize(name: "fontScale1.4") == nil)
    }

    @Test("the default sizes add nothing to a variant; the others name it between appearance and scale")
    func variants() {
        let variants = Variant.product([.locale: ["ja"], .appearance: ["dark"], .textSize: ["large", "AX3", "fontScale1"], .scale: ["2"]])
        #expect(variants.map { $0.path(for: "step1.png") } == ["step1.ja.dark@2x.png", "step1.ja.dark.AX3@2x.png"])
    }
}

/// Contrast as WCAG 2.2 defines it, and the thresholds as Android's Accessibility Test
/// Framework applies them.
@Suite("Contrast", .tags(.stage))
struct ContrastTests {
    @Test("relative luminance with the 0.04045 threshold; (L1 + 0.05) / (L2 + 0.05), lighter over darker")
    func formula() {
        #expect(Contrast.ratio((0, 0, 0), (255, 255, 255)) == 21)
        #expect(Contrast.ratio((255, 255, 255), (255, 255, 255)) == 1)
        #expect(abs(Contrast.ratio((0x8E, 0x8E, 0x93), (0x3A, 0x3A, 0x3C)) - 3.4807) < 0.0001)
        #expect(abs(Contrast.ratio((0xFF, 0xFF, 0xFF), (0x00, 0x7A, 0xFF)) - 4.017) < 0.001, "white on systemBlue")
        // 10/255 is below the threshold, on the linear part; 11/255 above it.
        #expect(abs(Contrast.luminance(red: 10, green: 10, blue: 10) - 10.0 / 255 / 12.92) < 1e-12)
        #expect(Contrast.over((0, 0, 0, 128), (255, 255, 255)) == (127, 127, 127))
    }

    @Test("4.5:1, or 3:1 for text of 18 pt, or of 14 pt at weight 600 and more")
    func thresholds() {
        #expect(Contrast.required(points: 17, weight: 700) == 3 && Contrast.required(points: 13.9, weight: 700) == 4.5)
        #expect(Contrast.required(points: 18, weight: 400) == 3 && Contrast.required(points: 17.9, weight: 500) == 4.5)
    }
}
