import Foundation
import Testing

/// `render --incremental` re-renders exactly what changed: told apart by each output's inode,
/// which a new (atomically renamed) file changes and a skipped spec keeps.
@Suite("fukidashi render --incremental", .serialized)
struct IncrementalRenderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    func inodes(_ folder: URL) throws -> [String: UInt64] {
        var found: [String: UInt64] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".png") {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            found[name] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        }
        return found
    }

    func rerendered(_ before: [String: UInt64], _ after: [String: UInt64]) -> Set<String> {
        Set(after.filter { before[$0.key] != $0.value }.map(\.key))
    }

    /// `dir/specs`, created: where `renderIncremental` renders from.
    func specsFolder(in dir: URL) throws -> URL {
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        return specs
    }

    /// `render specs --out out --incremental` in `dir`, which must succeed: what it printed.
    func renderIncremental(in dir: URL) async throws -> String {
        let result = try await CLI.run(["render", "specs", "--out", "out", "--incremental"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stderr
    }

    @Test("unchanged specs are skipped; a changed spec, a changed image, and a missing or edited output are rendered again, and nothing else")
    func exactlyWhatChanged() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let specs = try specsFolder(in: dir)
        for name in ["parts.json", "app-icon.png", "buttons-wrap.json", "step.json"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("tour/" + name), to: specs.appendingPathComponent(name))
        }
        let out = dir.appendingPathComponent("out")
        func render() async throws -> String { try await renderIncremental(in: dir) }
        await #expect(try render().contains("rendered 3 of 3 specs"))
        let first = try inodes(out)
        #expect(first.count == 5, "parts, buttons-wrap and step in en, ja, ar: \(first.keys.sorted())")

        // Nothing changed: nothing is rendered, nothing rewritten.
        await #expect(try render().contains("rendered 0 of 3 specs; 3 unchanged"))
        #expect(rerendered(first, try inodes(out)).isEmpty)

        // One spec edited: only its output.
        let wrap = specs.appendingPathComponent("buttons-wrap.json")
        try String(contentsOf: wrap, encoding: .utf8).replacingOccurrences(of: "Zu schmal", with: "Viel zu schmal").write(
            to: wrap, atomically: true, encoding: .utf8)
        var before = try inodes(out)
        await #expect(try render().contains("rendered 1 of 3 specs (1 image); 2 unchanged"))
        #expect(rerendered(before, try inodes(out)) == ["buttons-wrap.png"])

        // An image saved with the same bytes changes nothing; new bytes re-render the spec that uses it.
        let icon = specs.appendingPathComponent("app-icon.png")
        try Data(contentsOf: icon).write(to: icon)
        before = try inodes(out)
        await #expect(try render().contains("rendered 0 of 3 specs; 3 unchanged"))
        try Data(contentsOf: Self.fixtures.appendingPathComponent("overlay/screens/icon.png")).write(to: icon)
        await #expect(try render().contains("rendered 1 of 3 specs (1 image); 2 unchanged"))
        #expect(rerendered(before, try inodes(out)) == ["parts.png"])

        // A missing output and an edited one are rendered again, never trusted.
        try FileManager.default.removeItem(at: out.appendingPathComponent("step.ja.png"))
        let edited = out.appendingPathComponent("buttons-wrap.png")
        var bytes = try Data(contentsOf: edited)
        bytes.append(0)
        try bytes.write(to: edited)
        before = try inodes(out)
        await #expect(try render().contains("rendered 2 of 3 specs (4 images); 1 unchanged"))
        // Both specs were rendered again; of `step`'s outputs only the missing one is written,
        // the others already holding the same bytes.
        #expect(rerendered(before, try inodes(out)) == ["buttons-wrap.png", "step.ja.png"])

        // Another option that decides pixels (--png-compression changes the bytes) renders all.
        let result = try await CLI.run(["render", "specs", "--out", "out", "--incremental", "--png-compression", "small"], in: dir)
        #expect(result.stderr.contains("rendered 3 of 3 specs"))
    }

    @Test("a string catalog edit re-renders the specs whose keys changed, in any locale, and no other; a broken catalog fails them")
    func exactlyTheStringsThatChanged() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let specs = try specsFolder(in: dir)
        let catalogURL = specs.appendingPathComponent("Localizable.xcstrings")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("localization/app/Localizable.xcstrings"), to: catalogURL)
        for (name, key) in [("title", "screen_title"), ("share", "button_share")] {
            try
                ##"{"version": 1, "canvas": {"width": 160, "height": 48, "background": "#FFFFFF"}, "strings": ["Localizable.xcstrings"], "elements": [{"type": "bubble", "text": {"localized": "\##(key)"}, "tail": null, "at": [8, 8]}]}"##
                .write(to: specs.appendingPathComponent(name + ".json"), atomically: true, encoding: .utf8)
        }
        func editCatalog(_ edit: (inout [String: Any]) -> Void) throws {
            var strings = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
            edit(&strings)
            try JSONSerialization.data(withJSONObject: strings, options: [.sortedKeys]).write(to: catalogURL)
        }
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        func setTranslation(_ key: String, _ locale: String, _ value: String) -> (inout [String: Any]) -> Void {
            { root in
                var strings = root["strings"] as! [String: Any]
                var entry = strings[key] as? [String: Any] ?? [:]
                var localizations = entry["localizations"] as? [String: Any] ?? [:]
                localizations[locale] = unit(value)
                entry["localizations"] = localizations
                strings[key] = entry
                root["strings"] = strings
            }
        }
        let out = dir.appendingPathComponent("out")
        func render() async throws -> String { try await renderIncremental(in: dir) }
        await #expect(try render().contains("rendered 2 of 2 specs"))
        let first = try inodes(out)
        #expect(first.count == 14, "two specs in the catalog's seven locales: \(first.keys.sorted())")

        // The catalog saved again in another form (keys sorted, no indentation): nothing its keys say changed.
        try editCatalog { _ in }
        await #expect(try render().contains("rendered 0 of 2 specs; 2 unchanged"))
        #expect(rerendered(first, try inodes(out)).isEmpty)

        // One translation of a key only `share` shows: only that spec, only that image.
        try editCatalog(setTranslation("button_share", "de", "Weitergeben"))
        var before = try inodes(out)
        await #expect(try render().contains("rendered 0 of 2 specs whole and 1 in part (1 image); 1 unchanged"))
        #expect(rerendered(before, try inodes(out)) == ["share.de.png"])

        // A new key that no spec shows: nothing, and the next run is as quiet.
        try editCatalog(setTranslation("onboarding_next", "en", "Next"))
        before = try inodes(out)
        await #expect(try render().contains("rendered 0 of 2 specs; 2 unchanged"))
        await #expect(try render().contains("rendered 0 of 2 specs; 2 unchanged"))
        #expect(rerendered(before, try inodes(out)).isEmpty)

        // A new locale for `title`'s key: `title` renders in it too.
        try editCatalog(setTranslation("screen_title", "fr", "Photos"))
        before = try inodes(out)
        let newLocale = try await render()
        #expect(newLocale.contains("rendered 1 of 2 specs (8 images); 1 unchanged"), "\(newLocale)")
        #expect(rerendered(before, try inodes(out)) == ["title.fr.png"])

        // A broken catalog is never skipped over: both specs fail on it.
        try Data("{ \"sourceLanguage\": ".utf8).write(to: catalogURL)
        let broken = try await CLI.run(["render", "specs", "--out", "out", "--incremental"], in: dir)
        #expect(broken.status != 0 && !broken.stderr.contains("unchanged"), "\(broken.stderr)")
    }

    @Test(
        "a changed translation renders only the locales whose lookups find it: its own locale, and the locales falling back to it; the files match a full render"
    )
    func exactlyTheLocalesThatChanged() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let specs = try specsFolder(in: dir)
        // As Xcode writes a catalog: German has no translation of its own and falls back to English.
        let catalogURL = specs.appendingPathComponent("Localizable.xcstrings")
        func writeCatalog(en: String, ja: String, extra: String = "") throws {
            try ##"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "greeting" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "\##(en)" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "\##(ja)" } }\##(extra)
                  }
                }
              },
              "version" : "1.0"
            }
            """##.write(to: catalogURL, atomically: true, encoding: .utf8)
        }
        try writeCatalog(en: "Hello", ja: "こんにちは")
        try
            ##"{"version": 1, "canvas": {"width": 160, "height": 48, "background": "#FFFFFF"}, "appearances": ["light", "dark"], "strings": ["Localizable.xcstrings"], "elements": [{"type": "bubble", "text": {"localized": "greeting"}, "style": {"fill": {"light": "#FFFFFF", "dark": "#2C2C2E"}}, "tail": null, "at": [8, 8]}]}"##
            .write(to: specs.appendingPathComponent("hello.json"), atomically: true, encoding: .utf8)
        let arguments = ["render", "specs", "--out", "out", "--incremental", "--locale", "en,ja,de", "--manifest", "rendered.jsonl"]
        /// Renders; the variants it drew, from the manifest (one line per image rendered).
        func render() async throws -> Set<String> {
            let result = try await CLI.run(arguments, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = try String(contentsOf: dir.appendingPathComponent("rendered.jsonl"), encoding: .utf8).split(separator: "\n")
            return Set(
                lines.compactMap { line in (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["output"] as? String }
                    .map { URL(fileURLWithPath: $0).lastPathComponent })
        }
        await #expect(try render().count == 6)

        // Japanese fixed: Japanese only, in both appearances.
        try writeCatalog(en: "Hello", ja: "やあ")
        await #expect(try render() == ["hello.ja.light.png", "hello.ja.dark.png"])

        // The source language's string: English, and German, which shows it.
        try writeCatalog(en: "Hi there", ja: "やあ")
        await #expect(try render() == ["hello.en.light.png", "hello.en.dark.png", "hello.de.light.png", "hello.de.dark.png"])

        // German gets its own translation: German only.
        try writeCatalog(en: "Hi there", ja: "やあ", extra: #", "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } }"#)
        await #expect(try render() == ["hello.de.light.png", "hello.de.dark.png"])

        // A translation into a locale not rendered (French): nothing.
        try writeCatalog(
            en: "Hi there", ja: "やあ",
            extra:
                #", "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } }, "fr" : { "stringUnit" : { "state" : "translated", "value" : "Salut" } }"#
        )
        await #expect(try render().isEmpty)

        // What the partial renders left is what a full render writes, and every file is still there.
        let full = try await CLI.run(["render", "specs", "--out", "full", "--locale", "en,ja,de"], in: dir)
        #expect(full.status == 0, "\(full.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("full").path).filter { $0.hasSuffix(".png") }
        #expect(names.count == 6)
        for name in names {
            let a = try Data(contentsOf: dir.appendingPathComponent("full/" + name)),
                b = try Data(contentsOf: dir.appendingPathComponent("out/" + name))
            #expect(a == b, "\(name) differs from a full render")
        }
    }

    @Test("a locale's own hierarchy dump or screenshot that changed renders that locale alone; the files match a full render")
    func aLocalesOwnFiles() async throws {
        let (root, project) = try DayOneProjectTests.clone()
        defer { try? FileManager.default.removeItem(at: root) }
        /// Renders; the images it drew, from the manifest.
        func render() async throws -> [String] {
            let result = try await CLI.run(["render", "--incremental", "--manifest", "rendered.jsonl"], in: project)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = try String(contentsOf: project.appendingPathComponent("rendered.jsonl"), encoding: .utf8).split(separator: "\n")
            return lines.compactMap { line in (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["output"] as? String }
        }
        await #expect(try render().count == 60)
        await #expect(try render().isEmpty)
        // The Arabic build moved its card: the Arabic images of every step, and nothing else.
        let dump = project.appendingPathComponent("screens/home.ar.txt")
        try String(contentsOf: dump, encoding: .utf8).replacingOccurrences(
            of: "{{10.0, 112.0}, {160.0, 80.0}}", with: "{{10.0, 108.0}, {160.0, 80.0}}"
        )
        .write(to: dump, atomically: true, encoding: .utf8)
        let arabic = try await render()
        #expect(arabic.count == 20 && arabic.allSatisfy { $0.contains(".ar.") }, "\(arabic)")
        // Again, after that partial render: still Arabic alone (its own files stay its own).
        try String(contentsOf: dump, encoding: .utf8).replacingOccurrences(
            of: "{{10.0, 108.0}, {160.0, 80.0}}", with: "{{10.0, 104.0}, {160.0, 80.0}}"
        )
        .write(to: dump, atomically: true, encoding: .utf8)
        await #expect(try render().count == 20)
        // A Japanese screenshot: Japanese alone.
        let screenshot = project.appendingPathComponent("screens/home.ja.dark.png")
        try FileManager.default.removeItem(at: screenshot)
        try FileManager.default.copyItem(at: project.appendingPathComponent("screens/home.en.light.png"), to: screenshot)
        let japanese = try await render()
        #expect(japanese.count == 20 && japanese.allSatisfy { $0.contains(".ja.") }, "\(japanese)")
        await #expect(try render().isEmpty)
        // What the partial renders left is what a full render writes.
        let full = try await CLI.run(["render", "--out", "full"], in: project)
        #expect(full.status == 0, "\(full.stderr)")
        let catalog = project.appendingPathComponent("build/Tutorials.xcassets")
        let written = ProjectTests.files(under: project.appendingPathComponent("full")).filter { $0.hasSuffix(".png") }
        #expect(written.count == 60)
        for relative in written {
            #expect(
                try Data(contentsOf: project.appendingPathComponent("full/" + relative))
                    == Data(contentsOf: catalog.appendingPathComponent(relative)),
                "\(relative) differs from a full render")
        }
    }
}
