import Foundation
import Testing

@Suite("fukidashi render with string tables", .serialized)
struct StringsCommandTests {
    static let keySpec =
        ##"{"version": 1, "canvas": {"width": 300, "height": 60}, "elements": [{"type": "bubble", "text": {"localized": "hello"}, "tail": null, "at": [10, 10]}]}"##

    @Test("--strings feeds every spec with keys; the manifest records the entries each image used")
    func stringsOption() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.keySpec, to: "specs/a.json", in: dir)
        try CLI.write(#""hello" = "Hello";"#, to: "app/en.lproj/Localizable.strings", in: dir)
        try CLI.write(#""hello" = "こんにちは";"#, to: "app/ja.lproj/Localizable.strings", in: dir)
        let result = try await CLI.run(["render", "specs", "--strings", "app", "--out", "out", "--manifest", "out/m.jsonl"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a.en.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a.ja.png").path))
        let manifest = try String(contentsOf: dir.appendingPathComponent("out/m.jsonl"), encoding: .utf8)
        #expect(
            manifest.contains(
                #""strings": [{"key": "hello", "table": "Localizable", "locale": "ja", "file": "app/ja.lproj/Localizable.strings", "state": "translated"}]"#
            ))
    }

    @Test("a spec whose table is broken writes nothing, and the rest of the batch renders")
    func brokenTable() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(
            Self.keySpec.replacingOccurrences(of: #""elements""#, with: #""strings": ["broken.xcstrings"], "elements""#),
            to: "specs/uses-broken.json", in: dir)
        try CLI.write("{\"sourceLanguage\": \"en\",\n \"strings\": {\"hello\": }}", to: "specs/broken.xcstrings", in: dir)
        try CLI.write(CLI.bubble("fine"), to: "specs/fine.json", in: dir)
        let result = try await CLI.run(["render", "specs", "--out", "out"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("specs/uses-broken.json: error: strings[0]: string table broken.xcstrings:2:23: invalid JSON"), "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path)
        #expect(written == ["fine.png"])
    }

    @Test("one broken translation among 21 fails its locale only: the other 20 images are written, the summary names it, exit 1")
    func brokenTranslation() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let locales = ["en", "de", "fr", "es", "it", "ja", "ko", "zh-Hans", "pt-BR", "nl", "sv", "da", "fi", "nb", "pl", "tr", "uk", "cs", "el", "he"]
        var localizations = locales.map { #""\#($0)": {"stringUnit": {"state": "translated", "value": "%d%% done (\#($0))"}}"# }
        localizations.append(#""ru": {"stringUnit": {"state": "translated", "value": "%d% завершено"}}"#)
        try CLI.write(
            #"{"sourceLanguage": "en", "strings": {"progress": {"localizations": {\#(localizations.joined(separator: ", "))}}}}"#,
            to: "app/Localizable.xcstrings", in: dir)
        let spec =
            ##"{"version": 1, "canvas": {"width": 300, "height": 60}, "elements": [{"type": "bubble", "text": {"localized": "progress", "args": [40]}, "tail": null, "at": [10, 10]}]}"##
        try CLI.write(spec, to: "specs/progress.json", in: dir)
        let result = try await CLI.run(["render", "specs", "--strings", "app/Localizable.xcstrings", "--out", "out"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                #"specs/progress.json: error: elements[0].text.args (ru): "progress" in "ru" (app/Localizable.xcstrings): "% з" in "%d% завершено" is not a specifier Fukidashi formats"#
            ), "\(result.stderr)")
        #expect(result.stderr.contains("  ru: 0 images, 1 failed"), "\(result.stderr)")
        #expect(result.stderr.contains("  de: 1 image, 1 warning\n"), "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(written == locales.map { "progress.\($0).png" }.sorted())
    }

    @Test("a broken values-ru/strings.xml fails Russian only; its message names the file and line")
    func brokenLocaleFile() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write("<resources><string name=\"hello\">Hello</string></resources>", to: "app/res/values/strings.xml", in: dir)
        try CLI.write("<resources><string name=\"hello\">Hallo</string></resources>", to: "app/res/values-de/strings.xml", in: dir)
        try CLI.write("<resources>\n<string name=\"hello\">Привет</strin>\n</resources>", to: "app/res/values-ru/strings.xml", in: dir)
        try CLI.write(Self.keySpec, to: "specs/a.json", in: dir)
        let result = try await CLI.run(["render", "specs", "--strings", "app/res", "--out", "out"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                #"specs/a.json: error: elements[0].text.localized (ru): "hello" cannot be looked up in "ru": string table app/res/values-ru/strings.xml:2:"#
            ), "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(written == ["a.de.png", "a.en.png"])
        // Nothing was recorded for the failed spec: the next --incremental run tries it again.
        let again = try await CLI.run(["render", "specs", "--strings", "app/res", "--out", "out", "--incremental"], in: dir)
        #expect(again.status == 1)
    }

    @Test("a folder walk passes over Xcode's bundles: an .xcloc's contents.json is not a spec")
    func skipsBundles() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(CLI.bubble("spec"), to: "specs/a.json", in: dir)
        try CLI.write(#"{"developmentRegion": "en", "targetLocale": "ja", "version": "1.0"}"#, to: "specs/Export/ja.xcloc/contents.json", in: dir)
        try CLI.write(#"{"info": {"author": "xcode", "version": 1}}"#, to: "specs/Assets.xcassets/Contents.json", in: dir)
        let result = try await CLI.run(["render", "specs", "--out", "out"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("rendered 1 of 1 spec"))
    }

    @Test("--strings must exist")
    func missingStrings() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.keySpec, to: "a.json", in: dir)
        let result = try await CLI.run(["render", "a.json", "--strings", "nowhere"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--strings needs a string table file or folder, got nowhere"))
    }
}

@Suite("The README's localization example")
struct ReadmeLocalizationExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the command shown in the README prints what the README says, and writes the images it names")
    func commandAsShown() async throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let prompt = "$ fukidashi render Fixtures/localization/onboarding.json --out out --manifest out/manifest.jsonl"
        let start = try #require(lines.firstIndex(of: prompt), "the README shows the command")
        let shown = lines[(start + 1)...].prefix { $0 != "```" }
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try await CLI.run(
            ["render", "Fixtures/localization/onboarding.json", "--out", out.path, "--manifest", out.appendingPathComponent("manifest.jsonl").path],
            in: Self.root)
        #expect(result.status == 0)
        #expect(result.stderr.split(separator: "\n").map(String.init) == Array(shown))
        for locale in ["en", "de", "ar", "ja", "ko", "pt-BR", "zh-Hans"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("onboarding.\(locale).png").path))
        }
        let manifest = try String(contentsOf: out.appendingPathComponent("manifest.jsonl"), encoding: .utf8)
        #expect(manifest.split(separator: "\n").count == 7 && manifest.contains(#""key": "tour_photos", "table": "Localizable", "locale": "ar""#))
    }
}
