import Foundation
import Testing

@testable import FukidashiStrings

/// A label for every image (WCAG 1.1.1 and 1.4.5): the texts baked into each PNG, written where
/// each platform reads an image's label, and kept in step with the images as any managed output.
@Suite("Image labels")
struct ImageLabelTests {
    static let repository = ProjectTests.repository

    /// The fixture project rendered into `folder/Tutorials.xcassets`, with `change` applied.
    private func renderCatalog(in folder: URL, _ arguments: [String] = [], _ change: (inout [String: Any]) -> Void = { _ in }) async throws
        -> CLIResult
    {
        _ = try ProjectTests.project(in: folder) {
            $0["output"] = ["layout": "xcassets", "path": "Tutorials.xcassets"]
            change(&$0)
        }
        return try await CLI.run(["render"] + arguments, in: folder)
    }

    @Test func anAssetCatalogGetsAStringCatalogOfLabelsBesideIt() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await renderCatalog(in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = folder.appendingPathComponent("TutorialsLabels.xcstrings")
        let bytes = try [UInt8](Data(contentsOf: file))
        // Read back as any String Catalog a project names is read (Apple's format).
        let table = try XCStringsReader.read(bytes, file: file.path, table: "TutorialsLabels").tables[0]
        #expect(table.entries.keys.sorted() == ["step1", "step2", "step3", "step4", "step5"])
        for key in table.entries.keys { #expect(table.entries[key]!.keys.sorted() == ["ar", "en", "ja"]) }
        // The title, the text, then the button: what the image says, in reading order.
        #expect(table.entries["step1"]?["en"]?.text == .single("Welcome\nYour lists live here.\nNext"))
        #expect(table.entries["step2"]?["ja"]?.text == .single("追加\n＋をタップしてリストを作成。\n次へ"))
        #expect(table.entries["step5"]?["ar"]?.state == .translated)
        // As Xcode writes it: sorted keys, " : ", and each key kept by hand (never marked stale).
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"step1\" : {\n"), "\(text.prefix(200))")
        #expect(text.contains("\"extractionState\" : \"manual\""))
        #expect(text.hasSuffix("  \"version\" : \"1.0\"\n}\n"))
        // The record names it relative to the catalog: no absolute path.
        let record = try String(contentsOf: folder.appendingPathComponent("Tutorials.xcassets/.fukidashi-outputs.jsonl"), encoding: .utf8)
        #expect(record.contains(#"{"file": "../TutorialsLabels.xcstrings", "labels": true}"#))
        #expect(!record.contains(folder.path))
    }

    @Test("docs/projects.md's excerpts of the label files are what the fixture project writes")
    func guideExcerptsAreWritten() async throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("docs/projects.md"), encoding: .utf8)
        let excerpts = text.components(separatedBy: "<!-- excerpt: ").dropFirst().map { part -> (file: String, text: String) in
            let file = String(part.prefix { $0 != " " })
            let block = part.components(separatedBy: "```")[1]
            return (file, String(block.drop { $0 != "\n" }.dropFirst()))
        }
        #expect(excerpts.map(\.file) == ["build/TutorialsLabels.xcstrings", "res/values-ja/fukidashi_labels.xml"])
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("project")
        try FileManager.default.copyItem(at: ProjectTests.fixture, to: project)
        #expect(try await CLI.run(["render"], in: project).status == 0)
        try DayOneProjectTests.edit(project.appendingPathComponent("fukidashi.json")) { $0["output"] = ["layout": "android-res", "path": "res"] }
        #expect(try await CLI.run(["render"], in: project).status == 0)
        for excerpt in excerpts {
            let written = try String(contentsOf: project.appendingPathComponent(excerpt.file), encoding: .utf8)
            #expect(written.contains(excerpt.text), "\(excerpt.file) does not hold:\n\(excerpt.text)\nit holds:\n\(written)")
        }
    }

    @Test(.tags(.aapt), .enabled(if: LeftOut.runs("aapt"))) func androidLabelsAreStringsAaptCompilesForEachLocale() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"version": 1, "locales": ["en", "fr"], "specs": ["specs"], "output": {"layout": "android-res", "path": "res"}}"#.write(
            to: folder.appendingPathComponent("fukidashi.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        // Markdown, quotes, a backslash, a leading @, a % and XML's own characters: each must
        // reach the device as written, and aapt must take the file.
        let spec = #"""
            {"version": 1, "canvas": {"width": 240, "height": 160},
             "elements": [{"type": "bubble", "focus": [120, 110], "placement": "above", "maxWidth": 220,
               "title": {"en": "@you: 100% done", "fr": "@vous : 100 % fait"},
               "text": {"en": "**Tap** the *plus* — it's \"new\" \\o/", "fr": "Touchez **plus** & <voilà>"},
               "buttons": [{"text": {"en": "Got it", "fr": "Compris"}, "role": "primary"}, {"text": {"en": "Skip", "fr": "Passer"}, "role": "plain"}]}]}
            """#
        try spec.write(to: folder.appendingPathComponent("specs/Tip.json"), atomically: true, encoding: .utf8)
        let result = try await CLI.run(["render"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let res = folder.appendingPathComponent("res")
        #expect(ProjectTests.files(under: res).filter { $0.hasSuffix(".xml") } == ["values-fr/fukidashi_labels.xml", "values/fukidashi_labels.xml"])
        let manifest = folder.appendingPathComponent("AndroidManifest.xml")
        try "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.example.tour\"/>\n".write(
            to: manifest, atomically: true, encoding: .utf8)
        let apk = folder.appendingPathComponent("app.apk").path
        _ = try CLI.runTool("/usr/bin/aapt", ["package", "-f", "-M", manifest.path, "-S", res.path, "-F", apk])
        let values = Self.strings(inDump: try CLI.runTool("/usr/bin/aapt", ["dump", "--values", "resources", apk]))
        // Title, text, then the buttons as laid out (the primary one last).
        #expect(values["(default)"]?["tip_description"] == "@you: 100% done\nTap the plus — it's \"new\" \\o/\nSkip\nGot it", "\(values)")
        #expect(values["fr"]?["tip_description"] == "@vous : 100 % fait\nTouchez plus & <voilà>\nPasser\nCompris", "\(values)")
    }

    /// `aapt dump --values resources`' strings by configuration and name, its display escapes
    /// (`\n`, `\"`, `\\`) read back.
    static func strings(inDump dump: String) -> [String: [String: String]] {
        var found: [String: [String: String]] = [:]
        var config = "", name: String?
        for line in dump.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("config ") { config = String(line.dropFirst(7).dropLast()) }
            if line.hasPrefix("resource "), let range = line.range(of: ":string/") {
                name = String(line[range.upperBound...].prefix { $0 != ":" })
            } else if let current = name, line.hasPrefix("(string"), let open = line.firstIndex(of: "\""), line.hasSuffix("\"") {
                var value = "", escaped = false
                for character in line[line.index(after: open)..<line.index(before: line.endIndex)] {
                    if escaped {
                        value.append(character == "n" ? "\n" : character)
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else {
                        value.append(character)
                    }
                }
                found[config, default: [:]][current] = value
                name = nil
            }
        }
        return found
    }

    @Test func labelsFollowTheImagesThroughPartialRunsAndChanges() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("TutorialsLabels.xcstrings")
        await #expect(try renderCatalog(in: folder).status == 0)
        let whole = try Data(contentsOf: file)
        // One spec, or one locale, rendered again: the others' labels stay as they were.
        let spec = ProjectTests.fixture.appendingPathComponent("tour/step2.json").path
        await #expect(try renderCatalog(in: folder, ["--project", folder.appendingPathComponent("fukidashi.json").path, spec]).status == 0)
        #expect(try Data(contentsOf: file) == whole)
        await #expect(try renderCatalog(in: folder, ["--locale", "ja"]).status == 0)
        #expect(try Data(contentsOf: file) == whole)
        // A record from before labels: an --incremental run renders each spec once more for them.
        let recordFile = folder.appendingPathComponent("Tutorials.xcassets/.fukidashi-outputs.jsonl")
        await #expect(try renderCatalog(in: folder, ["--incremental"]).status == 0)
        let record = try String(contentsOf: recordFile, encoding: .utf8)
        let stripped = record.split(separator: "\n").map { line in
            line.range(of: #", "label": "#).map { String(line[..<$0.lowerBound]) + "}" } ?? String(line)
        }
        try (stripped.joined(separator: "\n") + "\n").write(to: recordFile, atomically: true, encoding: .utf8)
        let again = try await renderCatalog(in: folder, ["--incremental"])
        #expect(again.stderr.contains("rendered 5 of 5 specs") && !again.stderr.contains("unchanged"), "\(again.stderr)")
        await #expect(try renderCatalog(in: folder, ["--incremental"]).stderr.contains("5 unchanged"))
        #expect(try Data(contentsOf: file) == whole)
        #expect(try String(contentsOf: recordFile, encoding: .utf8) == record)
        // A locale the project no longer has: its labels go with its images.
        await #expect(try renderCatalog(in: folder) { $0["locales"] = ["en", "ja"] }.status == 0)
        let table = try XCStringsReader.read([UInt8](Data(contentsOf: file)), file: file.path, table: "T").tables[0]
        #expect(table.entries["step3"]!.keys.sorted() == ["en", "ja"])
        // Another name: the old file is this project's, so it goes; labels off: no file at all.
        await #expect(
            try renderCatalog(in: folder) { $0["output"] = ["layout": "xcassets", "path": "Tutorials.xcassets", "labels": "Onboarding"] }.status == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let renamed = folder.appendingPathComponent("Onboarding.xcstrings")
        #expect(FileManager.default.fileExists(atPath: renamed.path))
        await #expect(
            try renderCatalog(in: folder) { $0["output"] = ["layout": "xcassets", "path": "Tutorials.xcassets", "labels": false] }.status == 0)
        #expect(!FileManager.default.fileExists(atPath: renamed.path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("fukidashi.json").path), "nothing else beside it goes")
    }

    @Test func aLabelsFileThisProjectDidNotWriteIsNeverTouched() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = folder.appendingPathComponent("TutorialsLabels.xcstrings")
        try #"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#.write(to: mine, atomically: true, encoding: .utf8)
        let result = try await renderCatalog(in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "fukidashi: error: TutorialsLabels.xcstrings is not a file this project wrote, so its labels are not written there"
            ), "\(result.stderr)")
        #expect(try String(contentsOf: mine, encoding: .utf8) == #"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#)
        // The images are written all the same.
        #expect(ProjectTests.files(under: folder.appendingPathComponent("Tutorials.xcassets")).filter { $0.hasSuffix(".png") }.count == 60)
    }
}
