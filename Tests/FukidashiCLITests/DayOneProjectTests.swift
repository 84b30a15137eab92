import Foundation
import Testing

/// What a new team met on its first day with a project, each tried the way it was hit: on a
/// copy of `Fixtures/project` (a five-step tour written into an asset catalog, its paths
/// relative to its fukidashi.json, as a team keeps it), run from the project's folder.
@Suite("A new team's first day with a project")
struct DayOneProjectTests {
    /// A copy of the fixture project in a new folder (`at`: a path below it, for a second clone).
    static func clone(at subpath: String = "app") throws -> (root: URL, project: URL) {
        let root = try CLI.temporaryFolder()
        let project = root.appendingPathComponent(subpath)
        try FileManager.default.createDirectory(at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ProjectTests.fixture, to: project)
        return (root, project)
    }

    static func pngs(under folder: URL) -> [String] { ProjectTests.files(under: folder).filter { $0.hasSuffix(".png") } }

    static func edit(_ file: URL, _ change: (inout [String: Any]) -> Void) throws {
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
        change(&object)
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: file)
    }

    @Test("rendering one spec of a project, from inside it or from outside with --project, removes none of the other specs' images")
    func partialRunRemovesNothingItDidNotRender() async throws {
        for layout in ["xcassets", "android-res"] {
            let (root, project) = try Self.clone()
            defer { try? FileManager.default.removeItem(at: root) }
            try Self.edit(project.appendingPathComponent("fukidashi.json")) { $0["output"] = ["layout": layout, "path": "build/out"] }
            let out = project.appendingPathComponent("build/out")
            let full = try await CLI.run(["render"], in: project)
            #expect(full.status == 0, "\(full.stderr)")
            #expect(Self.pngs(under: out).count == 60)
            let one = try await CLI.run(["render", "tour/step1.json", "--project", "fukidashi.json"], in: project)
            #expect(one.status == 0 && !one.stderr.contains("removed"), "\(layout): \(one.stderr)")
            #expect(Self.pngs(under: out).count == 60, "\(layout): a partial run removed images")
            let outside = try await CLI.run(
                ["render", project.appendingPathComponent("tour/step2.json").path, "--project", "app/fukidashi.json"], in: root)
            #expect(outside.status == 0 && !outside.stderr.contains("removed"), "\(layout): \(outside.stderr)")
            #expect(Self.pngs(under: out).count == 60, "\(layout): a run from outside removed images")
            // A full run still removes what the project no longer makes: step 5 leaves it.
            try FileManager.default.removeItem(at: project.appendingPathComponent("tour/step5.json"))
            let after = try await CLI.run(["render"], in: project)
            let removal =
                layout == "xcassets" ? "removed 12 images and 1 file beside them the project no longer makes" : "removed 12 images the project"
            #expect(after.stderr.contains(removal), "\(layout): \(after.stderr)")
            #expect(Self.pngs(under: out).count == 48)
        }
    }

    @Test("a missing {locale} screenshot fails that variant only; the project's imageFallback allows another locale's, with a warning")
    func missingLocaleScreenshotFailsItsVariant() async throws {
        let (root, project) = try Self.clone()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: project.appendingPathComponent("screens/home.ja.dark.png"))
        let result = try await CLI.run(["render"], in: project)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                #"tour/step1.json: error: canvas.background.image (ja, dark): "../screens/home.ja.dark.png" does not exist (looked for screens/home.ja.dark.png); a project uses no other locale's image unless it says "imageFallback": true"#
            ), "\(result.stderr)")
        let catalog = project.appendingPathComponent("build/Tutorials.xcassets")
        let written = Self.pngs(under: catalog)
        #expect(written.count == 50 && !written.contains { $0.contains(".ja.dark") }, "\(written.count)")
        try Self.edit(project.appendingPathComponent("fukidashi.json")) { $0["imageFallback"] = true }
        let allowed = try await CLI.run(["render"], in: project)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(
            allowed.stderr.contains(
                #"warning: canvas.background.image (ja, dark): no "../screens/home.ja.dark.png"; using "../screens/home.en.dark.png""#))
        #expect(Self.pngs(under: catalog).count == 60)
    }

    @Test("a spec named inside a project uses it, as git does inside a repository; --no-project opts out")
    func specNamedInsideAProjectUsesIt() async throws {
        let (root, project) = try Self.clone()
        defer { try? FileManager.default.removeItem(at: root) }
        let tour = project.appendingPathComponent("tour")
        let render = try await CLI.run(["render", "step1.json"], in: tour)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(Self.pngs(under: project.appendingPathComponent("build/Tutorials.xcassets/step1.imageset")).count == 12)
        let verify = try await CLI.run(["verify", "tour/step2.json"], in: project)
        #expect(verify.status == 0 && verify.stderr.contains("12 goldens: 12 match"), "\(verify.stderr)")
        let plain = try await CLI.run(["render", "--no-project", "step1.json", "--out", root.path], in: tour)
        #expect(plain.status == 1 && plain.stderr.contains(#"unknown style "tour""#), "\(plain.stderr)")
        let mixed = try await CLI.run(["render", "step1.json", root.path], in: tour)
        #expect(mixed.status == 64 && mixed.stderr.contains("belong to different projects"), "\(mixed.stderr)")
    }

    @Test("the bookkeeping files in the committed catalog name no folder of the user's, and are the same bytes in every clone")
    func bookkeepingIsTheSameInEveryClone() async throws {
        var records: [[Data]] = []
        for (subpath, directory) in [("app", "."), ("somewhere/else/app", "..")] {
            let (root, project) = try Self.clone(at: subpath)
            defer { try? FileManager.default.removeItem(at: root) }
            let from = directory == "." ? project : project.deletingLastPathComponent()
            let arguments = directory == "." ? ["render", "--incremental"] : ["render", "--incremental", "--project", "app/fukidashi.json"]
            let result = try await CLI.run(arguments, in: from)
            #expect(result.status == 0, "\(result.stderr)")
            let catalog = project.appendingPathComponent("build/Tutorials.xcassets")
            var files: [Data] = []
            for name in [".fukidashi-outputs.jsonl", ".fukidashi-incremental.jsonl"] {
                let data = try Data(contentsOf: catalog.appendingPathComponent(name))
                let text = String(decoding: data, as: UTF8.self)
                #expect(!text.contains(root.path) && !text.contains("\"/"), "\(name) names an absolute path: \(text.prefix(300))")
                files.append(data)
            }
            records.append(files)
            let again = try await CLI.run(arguments, in: from)
            #expect(again.stderr.contains("rendered 0 of 5 specs; 5 unchanged"), "\(again.stderr)")
        }
        #expect(records[0] == records[1], "the records differ between clones")
    }

    @Test("--warnings error fails a variant with a warning and writes none of its images; the summary counts warnings per locale")
    func warningsAsErrorsFailTheVariant() async throws {
        let (root, project) = try Self.clone()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: project.appendingPathComponent("screens/home.ja.dark.png"))
        try Self.edit(project.appendingPathComponent("fukidashi.json")) { $0["imageFallback"] = true }
        let warned = try await CLI.run(["render"], in: project)
        #expect(warned.status == 0, "\(warned.stderr)")
        // Said once per spec (both scales of ja, dark alike), counted per image, alike everywhere.
        #expect(warned.stderr.contains("  ja: 20 images, 10 warnings (10 fallbacks)"), "\(warned.stderr)")
        #expect(warned.stderr.contains("rendered 5 of 5 specs (60 images); 10 warnings"), "\(warned.stderr)")
        #expect(warned.stderr.components(separatedBy: "(ja, dark): no ").count == 6, "one line per spec: \(warned.stderr)")
        try FileManager.default.removeItem(at: project.appendingPathComponent("build"))
        let failed = try await CLI.run(["render", "--warnings", "error"], in: project)
        #expect(failed.status == 1)
        #expect(
            failed.stderr.contains(#"(ja, dark): no "../screens/home.ja.dark.png"; using "../screens/home.en.dark.png" (--warnings error)"#),
            "\(failed.stderr)")
        #expect(Self.pngs(under: project.appendingPathComponent("build")).count == 50)
        // The project can say so, for CI: the same.
        try Self.edit(project.appendingPathComponent("fukidashi.json")) { $0["warnings"] = "error" }
        #expect(try await CLI.run(["render"], in: project).status == 1)
        #expect(try await CLI.run(["render", "--warnings", "warn"], in: project).status == 0)
    }

    @Test("android-res writes the source language unqualified however the tables spell it (tables en-US, spec en)")
    func androidDefaultWhateverItsSpelling() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "App/Localizable.xcstrings":
                ##"{"sourceLanguage": "en-US", "version": "1.0", "strings": {"hi": {"localizations": {"en-US": {"stringUnit": {"state": "translated", "value": "Hello"}}, "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}, "ja": {"stringUnit": {"state": "translated", "value": "こんにちは"}}}}}}"##,
            "specs/hello.json":
                ##"{"version": 1, "locale": "en", "canvas": {"width": 200, "height": 60}, "elements": [{"type": "bubble", "text": {"localized": "hi"}, "tail": null, "at": [0, 0]}]}"##,
            "fukidashi.json":
                ##"{"version": 1, "specs": ["specs"], "strings": ["App/Localizable.xcstrings"], "scales": [2, 3], "output": {"layout": "android-res", "path": "res"}}"##
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try await CLI.run(["render"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let res = folder.appendingPathComponent("res")
        let folders = try FileManager.default.contentsOfDirectory(atPath: res.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(
            folders == [
                "drawable-de-xhdpi", "drawable-de-xxhdpi", "drawable-ja-xhdpi", "drawable-ja-xxhdpi", "drawable-xhdpi", "drawable-xxhdpi", "values",
                "values-de", "values-ja"
            ], "\(folders)")
    }

    @Test("verify names the translation that changed, and its table, instead of blaming the spec or the code")
    func verifyNamesTheChangedTranslation() async throws {
        let (root, project) = try Self.clone()
        defer { try? FileManager.default.removeItem(at: root) }
        let recorded = try await CLI.run(["verify", "--record", "all"], in: project)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let catalog = project.appendingPathComponent("App/Localizable.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        #expect(text.contains("\"ようこそ\""))
        try text.replacingOccurrences(of: "\"ようこそ\"", with: "\"ようこそ、ツアーへ\"").write(to: catalog, atomically: true, encoding: .utf8)
        let result = try await CLI.run(["verify", "--locale", "ja"], in: project)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(#"  strings: ja: "tour.1.title" changed in App/Localizable.xcstrings (was "ようこそ", now "ようこそ、ツアーへ")"#),
            "\(result.stderr)")
        #expect(result.stderr.contains("the change comes from the string table") && !result.stderr.contains("from the spec or the code"))
    }
}
