import Foundation
import Testing

@testable import Fukidashi

/// Numbers in a translation are written as the device writes them: for every system language
/// of iOS and Android and every regional form ICU has of them, what Fukidashi draws for
/// `%lld` and `%.2f` is what ICU's own decimal formatter gives for that tag, asked in a
/// process of its own (`Reference/icu-number-oracle.c`). All locales render in one batch, as
/// a project's do, so what one locale's lookups leave in ICU's caches cannot change another's
/// numbers (it did: Norwegian Bokmål was grouped "1,234" after its parent was looked up).
@Suite("Numbers against ICU's formatter, every system language", .tags(.compiledOracle), .enabled(if: LeftOut.runs("compiledOracle")))
struct NumberFormatOracleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Builds the oracle with the system's ICU and runs it.
    static func oracle(_ arguments: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("icu-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = repository.appendingPathComponent("Tests/FukidashiTests/Reference/icu-number-oracle.c").path
        let binary = folder.appendingPathComponent("oracle").path
        _ = try run("/bin/sh", ["-c", "cc -O1 -o '\(binary)' '\(source)' $(pkg-config --cflags --libs icu-i18n)"])
        return try run(binary, arguments)
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(executable) \(arguments.prefix(3)) exited \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }

    @Test("%lld and %.2f in every system language and its regional forms: ICU's own digits, signs and grouping")
    func everyLocaleMatchesICU() throws {
        let languages = GlyphCoverageTests.systemLanguages
        let bare = Set(languages.map { String($0.prefix { $0 != "-" }) }).sorted()
        // Language, script and region only: en_US_POSIX is no locale a device offers.
        let regional = try Self.oracle(["--regional"] + bare).split(separator: "\n").map(String.init).filter { !$0.contains("-u-") }
        let tags = Array(Set(languages + regional + ["nb-NO", "no"])).sorted()
        #expect(regional.count > 200, "ICU's regional forms of the system languages: \(regional.count)")
        var expected: [String: String] = [:]
        for line in try Self.oracle(tags).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            expected[fields[0]] = fields[1] + " | " + fields[2]
        }
        #expect(expected["nb"] == "1\u{A0}234\u{A0}567 | 1\u{A0}234,50", "the oracle itself: \(expected["nb"] ?? "none")")
        // One String Catalog with the key in every tag, rendered in one batch.
        let localizations = tags.map { "\"\($0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"%lld | %.2f\"}}" }
        let catalog =
            ##"{"sourceLanguage": "en", "version": "1.0", "strings": {"n": {"localizations": {\##(localizations.joined(separator: ", "))}}}}"##
        let folder = try TableFolder(["t/Localizable.xcstrings": catalog])
        let outputs = try folder.render(labelSpec(#"{"localized": "n", "args": [1234567, 1234.5]}"#), locales: tags)
        var wrong: [String] = []
        for output in outputs {
            let locale = output.locale ?? "?"
            let drawn = drawnTexts(output).joined().unicodeScalars.filter { !$0.properties.isBidiControl }
            let oracle = expected[locale].map { String(String.UnicodeScalarView($0.unicodeScalars.filter { !$0.properties.isBidiControl })) }
            if String(String.UnicodeScalarView(drawn)) != oracle {
                wrong.append("\(locale): drew \(String(String.UnicodeScalarView(drawn)).debugDescription), ICU \(oracle.debugDescription)")
            }
        }
        #expect(outputs.count == tags.count)
        #expect(wrong.isEmpty, "\(wrong.count) of \(tags.count) locales differ from ICU: \(wrong.prefix(10))")
        print("Numbers: \(tags.count - wrong.count) of \(tags.count) locales agree with ICU's formatter")
    }
}
