import Foundation
import Testing

@testable import FukidashiCLI

/// What a team adopting anchors, pseudo-locales and CI met, each as the team reproduced it.
@Suite("Defects a team adopting anchors, pseudo-locales and CI met", .serialized)
struct AdoptionDefectTests {
    /// Fixtures/project without its ar-XB and x-rtl screens: those pseudo-locales have no
    /// `{locale}` files of their own, as most teams' projects start.
    private func projectWithoutPseudoScreens() throws -> (root: URL, project: URL) {
        let (root, project) = try DayOneProjectTests.clone()
        let screens = project.appendingPathComponent("screens")
        for name in try FileManager.default.contentsOfDirectory(atPath: screens.path) where name.contains("ar-XB") || name.contains("x-rtl") {
            try FileManager.default.removeItem(at: screens.appendingPathComponent(name))
        }
        return (root, project)
    }

    @Test("a pseudo-locale shows a screen of its own direction, with a note; never the source's screen under mirrored bubbles")
    func pseudoLocalesTakeAScreenOfTheirDirection() async throws {
        let (root, project) = try projectWithoutPseudoScreens()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await CLI.run(
            ["verify", "--golden", "g", "--record", "all", "--locale", "en-XA,ar-XB,x-rtl", "tour/step1.json"], in: project)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "note: canvas.background.image (ar-XB, light): no \"../screens/home.ar-XB.light.png\"; ar-XB shows \"../screens/home.ar.light.png\", laid out right to left as ar-XB is"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "note: canvas.background.hierarchy (x-rtl): no \"../screens/home.x-rtl.txt\"; x-rtl shows \"../screens/home.ar.txt\""))
        #expect(result.stderr.contains("en-XA shows \"../screens/home.en.light.png\", laid out left to right as en-XA is"))
        // A note is no warning: nothing is counted, and --warnings error still passes.
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        // ar-XB drawn over ar's screen is the picture it gives with its own files made from ar's.
        let screens = project.appendingPathComponent("screens")
        for suffix in ["light.png", "dark.png", "txt"] {
            try FileManager.default.copyItem(
                at: screens.appendingPathComponent("home.ar.\(suffix)"), to: screens.appendingPathComponent("home.ar-XB.\(suffix)"))
        }
        let own = try await CLI.run(["verify", "--golden", "g", "--locale", "ar-XB", "--warnings", "error", "tour/step1.json"], in: project)
        #expect(own.status == 0, "ar-XB over its own copy of ar's screen differs from ar-XB over ar's: \(own.stderr)")
        #expect(own.stderr.contains("4 goldens: 4 match"), "\(own.stderr)")
    }

    @Test("with no screen of its direction, a right-to-left pseudo-locale fails alone, naming the files it looked for")
    func aPseudoLocaleWithoutAScreenOfItsDirectionFails() async throws {
        let (root, project) = try projectWithoutPseudoScreens()
        defer { try? FileManager.default.removeItem(at: root) }
        let screens = project.appendingPathComponent("screens")
        for name in try FileManager.default.contentsOfDirectory(atPath: screens.path) where name.hasPrefix("home.ar.") {
            try FileManager.default.removeItem(at: screens.appendingPathComponent(name))
        }
        let result = try await CLI.run(["verify", "--golden", "g", "--record", "all", "--locale", "en,ar-XB", "tour/step1.json"], in: project)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "error: canvas.background.image (ar-XB, light): none of \"../screens/home.ar-XB.light.png\", \"../screens/home.ar.light.png\" exists"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "ar-XB is laid out right to left, so it shows its own screen or a right-to-left locale's, never one laid out left to right under its bubbles"
            ))
        // en still rendered, and nothing was drawn over en's screen for ar-XB.
        #expect(result.stderr.contains("4 goldens: 0 match, 4 recorded"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("g/step1.ar-XB.light@2x.png").path))
    }

    @Test("in a spec that mirrors, a right-to-left locale never falls back to a left-to-right screen; one that does not mirror still may")
    func mirroredFallbackKeepsItsDirection() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ProjectTests.fixture.appendingPathComponent("screens/home.en.light.png"), to: folder.appendingPathComponent("screens/home.en.png"))
        func spec(mirrors: Bool) -> String {
            """
            {"version": 1, "canvas": {"width": 180, "height": 380, "background": {"image": "screens/home.{locale}.png"}},
             \(mirrors ? "\"layoutDirection\": \"locale\"," : "")
             "elements": [{"type": "bubble", "text": {"en": "Share", "ar": "شارك"}, "focus": [150, 60], "placement": "belowLeft"}]}
            """
        }
        try CLI.write(spec(mirrors: true), to: "mirrored.json", in: folder)
        try CLI.write(spec(mirrors: false), to: "plain.json", in: folder)
        let mirrored = try await CLI.run(["render", "--out", "out", "mirrored.json"], in: folder)
        #expect(mirrored.status == 1)
        #expect(
            mirrored.stderr.contains(
                "mirrored.json: error: canvas.background.image (ar): \"screens/home.ar.png\" does not exist (looked for screens/home.ar.png); ar is laid out right to left, so it shows a screen laid out so, never one laid out left to right under its bubbles"
            ), "\(mirrored.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/mirrored.en.png").path))
        let plain = try await CLI.run(["render", "--out", "out", "plain.json"], in: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("warning: canvas.background.image (ar): no \"screens/home.ar.png\"; using \"screens/home.en.png\""))
    }

    @Test("GitHub annotations name files from GITHUB_WORKSPACE, from any folder the step runs in; a differing golden gets one")
    func annotationsNameFilesFromTheWorkspace() async throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = CIReportTests.overflowingTip
        try CLI.write(spec, to: "ios/tour/menu.json", in: root)
        let environment = ProcessInfo.processInfo.environment.merging(["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": root.path]) { $1 }
        let ios = root.appendingPathComponent("ios"), tour = ios.appendingPathComponent("tour")
        let fromIOS = try await CLI.run(["render", "--out", "out", "tour/menu.json"], in: ios, environment: environment)
        #expect(fromIOS.stdout.contains("::warning file=ios/tour/menu.json,line=6,"), "\(fromIOS.stdout)")
        let fromTour = try await CLI.run(["render", "--out", "out", "../tour/menu.json"], in: tour, environment: environment)
        #expect(fromTour.stdout.contains("::warning file=ios/tour/menu.json,line=6,"), "\(fromTour.stdout)")
        // A golden that differs: an error annotation on its spec, with the verdict.
        _ = try await CLI.run(["verify", "--golden", "goldens", "--record", "all", "tour"], in: ios)
        try CLI.write(spec.replacing("A long sentence", with: "Two long sentences"), to: "ios/tour/menu.json", in: root)
        let verify = try await CLI.run(["verify", "--golden", "goldens", "tour"], in: ios, environment: environment)
        #expect(verify.status == 1)
        let golden = verify.stdout.split(separator: "\n").first { $0.hasPrefix("::error file=ios/tour/menu.json") }
        #expect(golden?.contains("golden \"menu\": ") == true, "\(verify.stdout)")
        #expect(golden?.contains("pixels differ") == true, "\(verify.stdout)")
    }

    @Test("RepositoryPath: a file named from any folder, its . and .. taken out, is named from the workspace")
    func repositoryPaths() {
        #expect(RepositoryPath.named("tour/menu.json", from: "/repo", in: "/repo/ios") == "ios/tour/menu.json")
        #expect(RepositoryPath.named("../tour/menu.json", from: "/repo", in: "/repo/ios/tour") == "ios/tour/menu.json")
        #expect(RepositoryPath.named("./a/./b/../c.json", from: "/repo/", in: "/repo") == "a/c.json")
        #expect(RepositoryPath.named("/elsewhere/x.json", from: "/repo", in: "/repo") == "/elsewhere/x.json")
        #expect(RepositoryPath.named("x.json", from: nil, in: "/repo/ios") == "x.json")
        #expect(RepositoryPath.named("x.json", from: "/repo", in: "/repository") == "x.json")
    }

    @Test("a right-to-left mark after a large button's title is no text on the bubble: no false contrast failure")
    func invisibleCharactersReachNothing() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func step(_ title: String, fill: String?) -> String {
            let buttons =
                fill.map { #", "buttons": {"font": {"size": 30}, "primary": {"fill": "\#($0)"}}"# } ?? #", "buttons": {"font": {"size": 30}}"#
            return """
                {"version": 1, "canvas": {"width": 300, "height": 200, "scale": 2, "background": "#F2F2F7"},
                 "elements": [{"type": "bubble", "tail": null, "at": [10, 10], "width": 280, "text": "Fertig?",
                   "style": {"fill": "#FFFFFF"\(buttons)},
                   "buttons": [{"text": "\(title)", "role": "primary"}]}]}
                """
        }
        try CLI.write(step("Done\\u200f", fill: nil), to: "mark.json", in: folder)
        try CLI.write(step("\\u200fتم\\u200f", fill: nil), to: "arabic.json", in: folder)
        let marked = try await CLI.run(["render", "--out", "out", "--contrast", "error", "mark.json", "arabic.json"], in: folder)
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect(!marked.stderr.contains("contrast"), "\(marked.stderr)")
        // The check still reads the glyphs: white on a white button fails, at its real ratio.
        try CLI.write(step("Done\\u200f", fill: "#FFFFFF"), to: "white.json", in: folder)
        let white = try await CLI.run(["render", "--out", "out", "--contrast", "error", "white.json"], in: folder)
        #expect(white.status == 1)
        #expect(white.stderr.contains("contrast 1.00:1 < 3:1: text #FFFFFF on #FFFFFF"), "\(white.stderr)")
    }

    @Test("the defaults pass the contrast check, light and dark: a tour step with every part, a link, a card stack")
    func defaultsPassTheirOwnCheck() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = """
            {"version": 1, "canvas": {"width": 330, "height": 300, "scale": 1, "background": "#F2F2F7"}, "appearances": ["light", "dark"],
             "elements": [
               {"type": "bubble", "tail": null, "at": [10, 10], "width": 310, "title": "Step three",
                "text": "Under a title the text is secondary; [a link](https://example.com) is in the tint.",
                "progress": {"current": 3, "total": 5, "style": "text", "text": "Step %d of %d"},
                "buttons": [{"text": "Later", "role": "plain"}, {"text": "Settings", "role": "secondary"}, {"text": "Next", "role": "primary"}],
                "close": true}
             ]}
            """
        try CLI.write(spec, to: "tour.json", in: folder)
        let result = try await CLI.run(["render", "--out", "out", "--contrast", "error", "tour.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("rendered 1 of 1 spec (2 images)"), "\(result.stderr)")
    }

    @Test("the summary counts images as well as specs: failed variants, a differing golden per axis, a partial --incremental run")
    func countsAgree() async throws {
        let (root, project) = try DayOneProjectTests.clone()
        defer { try? FileManager.default.removeItem(at: root) }
        // Japanese dark has no screenshot: two of each spec's twelve images fail.
        try FileManager.default.removeItem(at: project.appendingPathComponent("screens/home.ja.dark.png"))
        let broken = try await CLI.run(["render", "--out", "out"], in: project)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("fukidashi: rendered 0 of 5 specs (50 of 60 images); 5 failed"), "\(broken.stderr)")
        try FileManager.default.copyItem(
            at: ProjectTests.fixture.appendingPathComponent("screens/home.ja.dark.png"),
            to: project.appendingPathComponent("screens/home.ja.dark.png"))
        // A golden that differs fails its variant on every axis, as specs.failed counts it.
        let goldens = project.appendingPathComponent("goldens")
        try FileManager.default.removeItem(at: goldens.appendingPathComponent("step3.en.light@2x.png"))
        try FileManager.default.copyItem(
            at: goldens.appendingPathComponent("step2.en.light@2x.png"), to: goldens.appendingPathComponent("step3.en.light@2x.png"))
        let verify = try await CLI.run(["verify", "--summary", "json"], in: project)
        let summary = try JSONSerialization.jsonObject(with: Data(verify.stdout.utf8)) as! [String: Any]
        #expect((summary["specs"] as! [String: Any])["failed"] as? Int == 1)
        #expect(summary["failedVariants"] as? Int == 1)
        let axes = summary["axes"] as! [String: [String: [String: Int]]]
        #expect(axes["locale"]?["en"]?["failures"] == 1, "\(axes)")
        #expect(axes["locale"]?["ja"]?["failures"] == 0)
        #expect(axes["appearance"]?["light"]?["failures"] == 1)
        #expect(axes["scale"]?["2"]?["failures"] == 1)
        #expect(verify.stderr.contains("  en: 20 images, 1 failed"), "\(verify.stderr)")
        // --incremental after one Japanese string changed draws only that spec's Japanese images.
        _ = try await CLI.run(["render", "--out", "out", "--incremental"], in: project)
        let catalog = project.appendingPathComponent("App/Localizable.xcstrings")
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as! [String: Any]
        var strings = object["strings"] as! [String: Any]
        let key = try #require(
            strings.keys.sorted().first { key in
                let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any]
                return localizations?["ja"] != nil
            })
        var entry = strings[key] as! [String: Any]
        var localizations = entry["localizations"] as! [String: Any]
        localizations["ja"] = ["stringUnit": ["state": "translated", "value": "変更しました"]]
        entry["localizations"] = localizations
        strings[key] = entry
        object["strings"] = strings
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: catalog)
        let again = try await CLI.run(["render", "--out", "out", "--incremental"], in: project)
        #expect(again.status == 0, "\(again.stderr)")
        let line = again.stderr.split(separator: "\n").first { $0.hasPrefix("fukidashi: rendered") }.map(String.init) ?? ""
        #expect(line.contains(" whole and ") && line.contains(" in part (4 images)"), "\(again.stderr)")
        #expect(!line.contains("rendered 5 of 5"), "\(line)")
    }

    @Test("an ambiguous element is said once for the variants that have it, naming them")
    func ambiguousElementSaidOnce() async throws {
        let (root, project) = try DayOneProjectTests.clone()
        defer { try? FileManager.default.removeItem(at: root) }
        // The card list's rows share one id in every dump: a spotlight on "row" is ambiguous in
        // every locale, appearance and scale (12 variants), so it is said once, of none.
        let step = project.appendingPathComponent("tour/step2.json")
        var text = try String(contentsOf: step, encoding: .utf8)
        let dump = try String(contentsOf: project.appendingPathComponent("screens/home.en.txt"), encoding: .utf8)
        let ids = dump.matches(of: /identifier: '([^']+)'/).map { String($0.output.1) }
        let repeated = try #require(Set(ids.filter { id in ids.filter { $0 == id }.count > 1 }).sorted().first, "no repeated id in \(ids)")
        text = text.replacing(#/"element": *"[^"]+"/#, with: "\"element\": \"\(repeated)\"", maxReplacements: 1)
        try text.write(to: step, atomically: true, encoding: .utf8)
        let result = try await CLI.run(["render", "--out", "out", "tour/step2.json"], in: project)
        #expect(result.status == 1)
        let said = result.stderr.split(separator: "\n").filter { $0.contains("matches") && $0.contains("elements in") }
        #expect(said.count == 1, "\(result.stderr)")
    }

    @Test("a spec named in Japanese gets a resource name spelled in Latin letters, and the collision error stands")
    func androidNamesAreTransliterated() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"version": 1, "specs": ["specs"], "output": {"layout": "android-res", "path": "res"}}"#.write(
            to: folder.appendingPathComponent("fukidashi.json"), atomically: true, encoding: .utf8)
        let spec =
            #"{"version": 1, "canvas": {"width": 100, "height": 60}, "elements": [{"type": "bubble", "text": "Hi", "focus": [50, 50], "placement": "above"}]}"#
        try CLI.write(spec, to: "specs/ログイン.json", in: folder)
        try CLI.write(spec, to: "specs/Überblick.json", in: folder)
        let result = try await CLI.run(["render"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = ProjectTests.files(under: folder.appendingPathComponent("res")).filter { $0.hasSuffix(".png") }
        #expect(files.contains { $0.hasSuffix("/roguin.png") }, "\(files)")
        #expect(files.contains { $0.hasSuffix("/uberblick.png") }, "\(files)")
        try CLI.write(spec, to: "specs/roguin.json", in: folder)
        let collision = try await CLI.run(["render"], in: folder)
        #expect(collision.status == 1)
        #expect(collision.stderr.contains("its resource name \"roguin\" is also used by"), "\(collision.stderr)")
    }

    @Test("the labels an Android project writes beside its strings are never read back as a string table")
    func ownLabelsAreNoStringTable() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"version": 1, "locales": ["en", "fr"], "specs": ["specs"], "strings": ["res"], "output": {"layout": "android-res", "path": "res"}}"#
            .write(to: folder.appendingPathComponent("fukidashi.json"), atomically: true, encoding: .utf8)
        try CLI.write(
            #"<resources><string name="tip">Tap here</string></resources>"#, to: "res/values/strings.xml", in: folder)
        try CLI.write(
            #"<resources><string name="tip">Touchez ici</string></resources>"#, to: "res/values-fr/strings.xml", in: folder)
        let spec =
            #"{"version": 1, "canvas": {"width": 160, "height": 80}, "elements": [{"type": "bubble", "text": {"localized": "tip"}, "focus": [80, 70], "placement": "above"}]}"#
        try CLI.write(spec, to: "specs/tip.json", in: folder)
        let first = try await CLI.run(["render"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res/values/fukidashi_labels.xml").path))
        // A spec that names a label as a key does not find it: the labels are output, not strings.
        try CLI.write(spec.replacing("\"tip\"", with: "\"tip_description\""), to: "specs/label.json", in: folder)
        let second = try await CLI.run(["render", "--manifest", "m.jsonl"], in: folder)
        #expect(second.status == 1)
        #expect(second.stderr.contains("label.json: error: elements[0].text.localized"), "\(second.stderr)")
        let manifest = try String(contentsOf: folder.appendingPathComponent("m.jsonl"), encoding: .utf8)
        #expect(!manifest.contains("fukidashi_labels.xml"), "\(manifest)")
    }

    @Test("fukidashi elements refuses JSON that is no dump, and fits its table to COLUMNS")
    func elementsCommand() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.write(#"{"hello": 1}"#, to: "hello.json", in: folder)
        let hello = try await CLI.run(["elements", "hello.json"], in: folder)
        #expect(hello.status != 0)
        #expect(hello.stderr.contains("is JSON but not maestro hierarchy output"), "\(hello.stderr)")
        // A caption thousands of characters long, in Japanese (two columns a character).
        var dump = try String(
            contentsOf: ProjectTests.repository.appendingPathComponent("Fixtures/anchors/screens/android.uiautomator.xml"), encoding: .utf8)
        dump = dump.replacing("text=\"Aiko", with: "text=\"" + String(repeating: "とても長いキャプション ", count: 150) + "Aiko", maxReplacements: 1)
        try CLI.write(dump, to: "long.xml", in: folder)
        let environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "100"]) { $1 }
        let table = try await CLI.run(["elements", "long.xml"], in: folder, environment: environment)
        #expect(table.status == 0, "\(table.stderr)")
        let widest =
            table.stdout.split(separator: "\n").dropFirst().map { line in
                line.unicodeScalars.reduce(0) {
                    $0 + (($1.value >= 0x3000 && $1.value <= 0x9FFF) || ($1.value >= 0xFF00 && $1.value <= 0xFF60) ? 2 : 1)
                }
            }.max() ?? 0
        #expect(widest <= 100, "\(table.stdout)")
        #expect(table.stdout.contains("とても長いキャプション とても…") || table.stdout.contains("…"), "\(table.stdout)")
        // --json keeps the whole caption.
        let json = try await CLI.run(["elements", "long.xml", "--json"], in: folder, environment: environment)
        #expect(json.stdout.contains(String(repeating: "とても長いキャプション ", count: 150)))
    }
}
