import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiBackend
@testable import FukidashiLayout

/// `hyphens: auto`: words break at a syllable with a hyphen, where LibreOffice's patterns say.
@Suite("Hyphenation")
struct HyphenationTests {
    static let words: [(locale: String, words: [String])] = [
        ("de", ["Donaudampfschifffahrtsgesellschaft", "Fahrkartenkontrolle", "Zuckerbäckerei", "Straßenbahnhaltestelle", "Übergrößenträger"]),
        ("en", ["hyphenation", "internationalization", "notifications", "characteristically"]),
        ("fr", ["anticonstitutionnellement", "développement", "événementiel"]),
        ("ru", ["характеристика", "возможность", "достопримечательность"]),
        ("el", ["αποτελεσματικότητα", "ελληνικά"]),
        ("pl", ["niezwyciężoność", "przedsiębiorstwo"]),
        ("lt", ["nebeprisikiškiakopūstaudavome", "sąžiningumas"]),
        ("nb", ["sannsynligvis", "uforutsigbarhet"])
    ]

    @Test(
        "every point is libhyphen's, asked as LibreOffice asks it, in each pattern file's own encoding (UTF-8, ISO 8859-1, -2, -7, -13, KOI8-R)",
        .tags(.compiledOracle), .enabled(if: LeftOut.runs("compiledOracle")))
    func pointsMatchLibhyphen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hyphen-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = NumberFormatOracleTests.repository.appendingPathComponent("Tests/FukidashiTests/Reference/hyphen-oracle.c").path
        let binary = folder.appendingPathComponent("oracle").path
        _ = try NumberFormatOracleTests.run("/bin/sh", ["-c", "cc -O1 -o '\(binary)' '\(source)' -lhyphen"])
        let hyphenator = LibHyphenator()
        var compared = 0
        for (locale, words) in Self.words {
            let file = try #require(hyphenator.patternFile(for: TextLocale(locale)), "patterns for \(locale)")
            let input = folder.appendingPathComponent("\(locale).txt")
            try words.joined(separator: "\n").appending("\n").write(to: input, atomically: true, encoding: .utf8)
            let expected = try NumberFormatOracleTests.run("/bin/sh", ["-c", "'\(binary)' '\(file)' < '\(input.path)'"]).split(separator: "\n")
            #expect(expected.count == words.count)
            for (word, oracle) in zip(words, expected) {
                let points = try #require(hyphenator.hyphenationPoints(word, locale: TextLocale(locale)))
                var marked = ""
                for (index, character) in word.lowercased().enumerated() {
                    marked.append(character)
                    if points.contains(index + 1) { marked.append("=") }
                }
                #expect(marked == String(oracle), "\(locale) \(word)")
                #expect(!points.isEmpty, "\(locale) \(word) has no point")
                compared += 1
            }
        }
        #expect(compared == Self.words.map(\.words.count).reduce(0, +))
    }

    func render(_ bubbles: String, locale: String) throws -> RenderOutput {
        let spec = ##"{"version": 1, "locale": "\##(locale)", "canvas": {"width": 400, "height": 400}, "elements": [\##(bubbles)]}"##
        return try #require(try Renderer().renderAll(specBytes: Array(spec.utf8)).first)
    }

    func lines(_ output: RenderOutput) -> [[String]] { output.scene.textBlocks.map { $0.lines.map(\.text) } }

    @Test("a German word wider than its bubble breaks at a syllable, with a hyphen, not at a letter; without hyphens, at a letter")
    func germanWord() throws {
        let bubble = { (hyphens: String) in
            ##"{"type": "bubble", "text": "Die Donaudampfschifffahrtsgesellschaft informiert", "tail": null, "at": [0, 0], "maxWidth": 150, "style": {"hyphens": "\##(hyphens)", "textWrap": "greedy"}}"##
        }
        let output = try render([bubble("auto"), bubble("none")].joined(separator: ","), locale: "de")
        let (hyphenated, plain) = (lines(output)[0], lines(output)[1])
        #expect(hyphenated.dropLast().allSatisfy { $0.hasSuffix("\u{2010}") || $0.hasSuffix(" ") }, "\(hyphenated)")
        // Every piece of the long word ends at one of the patterns' syllables.
        let syllables = ["Do", "nau", "dampf", "schiff", "fahrts", "ge", "sell", "schaft"]
        let pieces = hyphenated.filter { $0.hasSuffix("\u{2010}") }.map { String($0.dropLast().split(separator: " ").last ?? "") }
        #expect(!pieces.isEmpty)
        for piece in pieces {
            var rest = Substring(piece)
            for syllable in syllables where rest.hasPrefix(syllable) { rest = rest.dropFirst(syllable.count) }
            #expect(rest.isEmpty || ["informiert", "in", "for"].contains { rest.hasPrefix($0) }, "\(piece) is not whole syllables")
        }
        #expect(!plain.contains { $0.hasSuffix("\u{2010}") })
        #expect(output.warnings.isEmpty, "\(output.warnings)")
    }

    @Test("a language with no patterns is said once a picture, not an error; Japanese needs none")
    func missingPatterns() throws {
        let bubble =
            ##"{"type": "bubble", "text": "Ĉiuj homoj estas denaske liberaj", "tail": null, "at": [0, 0], "maxWidth": 100, "style": {"hyphens": "auto"}}"##
        let output = try render([bubble, bubble].joined(separator: ","), locale: "eo")
        let said = output.warnings.filter { $0.message.contains("hyphenation patterns") }
        #expect(said.count == 1)
        #expect(said.first?.message == ##"no hyphenation patterns for "eo" are installed (Debian's hyphen-eo); its words are not hyphenated"##)
        let japanese = try render(##"{"type": "bubble", "text": "ここをタップ", "tail": null, "at": [0, 0], "style": {"hyphens": "auto"}}"##, locale: "ja")
        #expect(japanese.warnings.isEmpty)
    }

    @Test("the line breaker takes a hyphenation point only where the word does not fit, and counts the hyphen's width")
    func breakerWeighsTheHyphen() {
        func item(_ advance: Double, space: Bool = false, breakBefore: Bool = false, hyphen: Bool = false) -> LineBreaker.Item {
            var item = LineBreaker.Item(advance: advance, isSpace: space, breakBefore: breakBefore)
            item.hyphenBreak = hyphen
            item.hyphenWidth = hyphen ? 0.5 : 0
            return item
        }
        // "ab cdef": a space, then a word with a point before "ef".
        let items = [item(1), item(1), item(1, space: true), item(1, breakBefore: true), item(1), item(1, hyphen: true), item(1)]
        #expect(LineBreaker.lines(items, width: 10) == [0..<7])
        // Room for "ab cd" but not its hyphen: the line ends at the space.
        #expect(LineBreaker.lines(items, width: 5.2) == [0..<3, 3..<7])
        // Room for "ab cd‐": the word breaks at its syllable.
        #expect(LineBreaker.lines(items, width: 5.5) == [0..<5, 5..<7])
    }
}
