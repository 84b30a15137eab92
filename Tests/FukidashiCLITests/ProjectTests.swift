import Foundation
import Testing

/// `Fixtures/project/`: a five-step tour with one theme, light and dark, 2× and 3×, in en,
/// ja and ar, as its goldens, as an asset catalog and as Android `res/`; and broken project
/// files, each refused with its error before anything is written.
@Suite("Projects")
struct ProjectTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = repository.appendingPathComponent("Fixtures/project")
    static let reference = repository.appendingPathComponent("Tests/FukidashiCLITests/Reference")

    /// A copy of the fixture's project file in `folder`, with its paths pointing at the
    /// fixture and `change` applied.
    static func project(in folder: URL, _ change: (inout [String: Any]) -> Void = { _ in }) throws -> URL {
        let data = try Data(contentsOf: fixture.appendingPathComponent("fukidashi.json"))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let base = fixture.path
        object["specs"] = ["\(base)/tour"]
        object["strings"] = ["\(base)/App/Localizable.xcstrings"]
        object["allowPaths"] = ["\(base)/screens"]
        object["goldens"] = "\(base)/goldens"
        change(&object)
        let url = folder.appendingPathComponent("fukidashi.json")
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
        return url
    }

    static func files(under folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let name = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(name)
            }
        }
        return found.sorted()
    }

    @Test func goldensOfEveryVariantMatch() async throws {
        // Found upward, as git finds its repository: run from the tour's folder.
        let result = try await CLI.run(["verify", "--jobs", "2"], in: Self.fixture.appendingPathComponent("tour"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("60 goldens: 60 match"), "\(result.stderr)")
    }

    @Test func assetCatalogFollowsApplesFormat() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Tutorials.xcassets")
        let result = try await CLI.run(
            ["render", "--project", Self.fixture.appendingPathComponent("fukidashi.json").path, "--out", catalog.path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = Self.files(under: catalog).filter { !$0.hasPrefix(".") }
        #expect(files.count == 1 + 5 * 13, "\(files)")
        let sets = files.filter { $0.hasSuffix("/Contents.json") }.map { catalog.appendingPathComponent($0).path }
        #expect(sets.count == 5)
        let check = try CLI.runTool(
            "/usr/bin/python3",
            [
                Self.repository.appendingPathComponent("scripts/check-schema.py").path,
                Self.reference.appendingPathComponent("imageset-contents.schema.json").path
            ] + sets)
        #expect(check.split(separator: "\n").filter { $0.hasPrefix("valid ") }.count == 5, "\(check)")
        let catalogCheck = try CLI.runTool(
            "/usr/bin/python3",
            [
                Self.repository.appendingPathComponent("scripts/check-schema.py").path,
                Self.reference.appendingPathComponent("catalog-contents.schema.json").path, catalog.appendingPathComponent("Contents.json").path
            ])
        #expect(catalogCheck.contains("valid "), "\(catalogCheck)")
        // Every image listed exists, has the pixels its scale says, and every image is listed.
        for set in sets {
            let contents = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set))) as! [String: Any]
            let images = contents["images"] as! [[String: Any]]
            #expect(images.count == 12)
            #expect((contents["properties"] as? [String: Any])?["localizable"] as? Bool == true)
            let folderURL = URL(fileURLWithPath: set).deletingLastPathComponent()
            let pngs = try FileManager.default.contentsOfDirectory(atPath: folderURL.path).filter { $0.hasSuffix(".png") }
            #expect(Set(pngs) == Set(images.map { $0["filename"] as! String }))
            for image in images {
                let png = try Data(contentsOf: folderURL.appendingPathComponent(image["filename"] as! String))
                let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
                #expect(width == (image["scale"] as! String == "3x" ? 540 : 360))
                let dark = (image["appearances"] as? [[String: String]])?.first?["value"] == "dark"
                #expect(dark == (image["filename"] as! String).contains(".dark@"))
                #expect(["en", "ja", "ar"].contains(image["locale"] as! String))
            }
        }
    }

    @Test(.tags(.aapt), .enabled(if: LeftOut.runs("aapt"))) func androidResourcesPackageWithAapt() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("app/src/main/res")
        _ = try Self.project(in: folder) { $0["output"] = ["layout": "android-res", "path": res.path] }
        let result = try await CLI.run(["render"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = folder.appendingPathComponent("AndroidManifest.xml")
        try "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.example.tour\"/>\n".write(
            to: manifest, atomically: true, encoding: .utf8)
        let apk = folder.appendingPathComponent("app.apk").path
        _ = try CLI.runTool("/usr/bin/aapt", ["package", "-f", "-M", manifest.path, "-S", res.path, "-F", apk])
        let dump = try CLI.runTool("/usr/bin/aapt", ["dump", "--values", "resources", apk])
        // The default resources hold the first locale (en); the others carry their qualifier.
        var configs = Set<String>()
        var current = ""
        for line in dump.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("config ") { current = String(line.dropFirst(7).dropLast()) }
            if line.contains("drawable/step3:"), line.hasPrefix("resource") { configs.insert(current) }
        }
        let expected: Set<String> = Set(
            ["", "ja-", "ar-"].flatMap { locale in
                ["", "night-"].flatMap { night in ["xhdpi", "xxhdpi"].map { "\(locale)\(night)\($0)-v\(night.isEmpty ? 4 : 8)" } }
            })
        #expect(configs == expected, "\(dump.prefix(2000))")
    }

    @Test func pseudoLocalesGoToResOnlyWhenAskedAndNeverToAnAssetCatalog() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // An asset catalog: en is written, en-XA is left to verify and the preview, and said.
        _ = try Self.project(in: folder) {
            $0["output"] = ["layout": "xcassets", "path": folder.appendingPathComponent("Tutorials.xcassets").path]
            $0["scales"] = [2]
        }
        let catalog = try await CLI.run(["render", "--locale", "en,en-XA"], in: folder)
        #expect(catalog.status == 0, "\(catalog.stderr)")
        #expect(
            catalog.stderr.contains(
                "fukidashi: note: en-XA not rendered here: an asset catalog never receives pseudo-locales (en-XA is Android's, which aapt2 makes when it builds res/); verify and preview render it"
            ), "\(catalog.stderr)")
        let written = Self.files(under: folder.appendingPathComponent("Tutorials.xcassets"))
        #expect(written.contains("step1.imageset/step1.en.light@2x.png") && !written.contains { $0.contains("XA") }, "\(written)")
        // Text sizes have no place in a catalog either: text as written is, and the note says why.
        let sized = try await CLI.run(["render", "--locale", "en", "--text-size", "large,AX3"], in: folder)
        #expect(sized.status == 0, "\(sized.stderr)")
        #expect(
            sized.stderr.contains(
                "fukidashi: note: AX3 not rendered here: an asset catalog has no text-size entry: the app draws one image at every text size; verify and preview render it"
            ), "\(sized.stderr)")
        let bad = try await CLI.run(["render", "--text-size", "AX9"], in: folder)
        #expect(bad.status == 64 && bad.stderr.contains(#"got "AX9", did you mean AX1?"#), "\(bad.stderr)")
        // Another spelling of a name is offered that name (it would name its files apart).
        let respelled = try await CLI.run(["render", "--text-size", "fontScale1.30"], in: folder)
        #expect(respelled.status == 64 && respelled.stderr.contains(#"got "fontScale1.30", did you mean fontScale1.3?"#), "\(respelled.stderr)")
        // Android res/ with "pseudoLocales": en-XA and ar-XB get their qualifiers; Xcode's are not Android's.
        let res = folder.appendingPathComponent("res")
        _ = try Self.project(in: folder) {
            $0["output"] = ["layout": "android-res", "path": res.path, "pseudoLocales": true]
            $0["locales"] = ["en", "en-XA", "ar-XB", "x-double"]
            $0["scales"] = [2]
        }
        let android = try await CLI.run(["render"], in: folder)
        #expect(android.status == 0, "\(android.stderr)")
        #expect(
            android.stderr.contains("fukidashi: note: x-double not rendered here: Android has no x-double; its pseudo-locales are en-XA and ar-XB"))
        let drawables = Set(Self.files(under: res).filter { $0.hasPrefix("drawable") }.map { $0.split(separator: "/")[0] })
        #expect(
            drawables == [
                "drawable-xhdpi", "drawable-night-xhdpi", "drawable-en-rXA-xhdpi", "drawable-en-rXA-night-xhdpi",
                "drawable-ar-rXB-xhdpi", "drawable-ar-rXB-night-xhdpi"
            ], "\(drawables.sorted())")
        // Without it, res/ gets none and says how to ask.
        _ = try Self.project(in: folder) {
            $0["output"] = ["layout": "android-res", "path": folder.appendingPathComponent("res2").path]
            $0["locales"] = ["en", "ar-XB"]
            $0["scales"] = [2]
        }
        let plain = try await CLI.run(["render"], in: folder)
        #expect(
            plain.stderr.contains(
                #"ar-XB not rendered here: res/ receives en-XA and ar-XB only when the project says "output": {"pseudoLocales": true}"#))
        #expect(!Self.files(under: folder.appendingPathComponent("res2")).contains { $0.contains("rXB") })
    }

    @Test func aRunFromAnotherFolderOrWithTheProjectNamedOtherwiseRemovesNothingItStillMakes() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try Self.project(in: folder) { $0["output"] = ["layout": "xcassets", "path": "Tutorials.xcassets"] }
        let sub = folder.appendingPathComponent("docs/notes")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let out = folder.appendingPathComponent("Tutorials.xcassets")
        // Named absolutely, then here (fukidashi.json), found from below (../../fukidashi.json),
        // and absolutely again: each run's paths spelt otherwise than the last's.
        let absolute = (["--project", project.path], URL(fileURLWithPath: "/tmp"))
        for (arguments, directory) in [absolute, ([String](), folder), ([], sub), absolute] {
            let result = try await CLI.run(["render"] + arguments, in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("removed"), "\(result.stderr)")
            #expect(Self.files(under: out).filter { $0.hasSuffix(".png") }.count == 60)
        }
    }

    @Test func aFailedLocaleKeepsItsLastGoodImagesListedInTheImageSet() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent("App/Localizable.xcstrings"), to: catalog)
        let out = folder.appendingPathComponent("Tutorials.xcassets")
        _ = try Self.project(in: folder) {
            $0["output"] = ["layout": "xcassets", "path": out.path]
            $0["strings"] = [catalog.path]
            $0["strict"] = true
        }
        #expect(try await CLI.run(["render"], in: folder).status == 0)
        // A translator drops step 1's Japanese title; with strict, Japanese fails and the rest renders.
        var strings = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as! [String: Any]
        var all = strings["strings"] as! [String: Any]
        var title = all["tour.1.title"] as! [String: Any]
        var localizations = title["localizations"] as! [String: Any]
        localizations["ja"] = nil
        title["localizations"] = localizations
        all["tour.1.title"] = title
        strings["strings"] = all
        try JSONSerialization.data(withJSONObject: strings).write(to: catalog)
        let failed = try await CLI.run(["render"], in: folder)
        #expect(failed.status == 1 && failed.stderr.contains("no \"ja\" translation of \"tour.1.title\""), "\(failed.stderr)")
        let set = out.appendingPathComponent("step1.imageset")
        let contents = try JSONSerialization.jsonObject(with: Data(contentsOf: set.appendingPathComponent("Contents.json"))) as! [String: Any]
        let listed = (contents["images"] as! [[String: Any]]).map { $0["filename"] as! String }
        let pngs = try FileManager.default.contentsOfDirectory(atPath: set.path).filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 12 && Set(listed) == Set(pngs) && listed.count == 12, "\(listed)")
        #expect(listed.filter { $0.contains(".ja.") }.count == 4)
    }

    @Test func androidDefaultResourcesWithoutProjectLocalesAreTheSourceLanguage() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("res")
        _ = try Self.project(in: folder) {
            $0["output"] = ["layout": "android-res", "path": res.path]
            $0["locales"] = nil
            $0["specs"] = ["\(Self.fixture.path)/tour/step1.json"]
        }
        let result = try await CLI.run(["render"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: res.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(
            folders == [
                "drawable-ar-night-xhdpi", "drawable-ar-night-xxhdpi", "drawable-ar-xhdpi", "drawable-ar-xxhdpi", "drawable-ja-night-xhdpi",
                "drawable-ja-night-xxhdpi", "drawable-ja-xhdpi", "drawable-ja-xxhdpi", "drawable-night-xhdpi", "drawable-night-xxhdpi",
                "drawable-xhdpi", "drawable-xxhdpi", "values", "values-ar", "values-ja"
            ], "\(folders)")
        // The labels go where the images do: the source language's in values/.
        let labels = try String(contentsOf: res.appendingPathComponent("values/fukidashi_labels.xml"), encoding: .utf8)
        #expect(labels.contains(#"<string name="step1_description" formatted="false">Welcome\nYour lists live here.\nNext</string>"#), "\(labels)")
    }

    @Test func whatTheProjectNoLongerMakesIsRemovedAndNothingElse() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Tutorials.xcassets")
        _ = try Self.project(in: folder) { $0["output"] = ["layout": "xcassets", "path": out.path] }
        #expect(try await CLI.run(["render"], in: folder).status == 0)
        // The app's own files in the catalog: never touched.
        let own = out.appendingPathComponent("AppIcon.appiconset/Contents.json")
        try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{}".write(to: own, atomically: true, encoding: .utf8)
        let stray = out.appendingPathComponent("step1.imageset/notes.txt")
        try "mine".write(to: stray, atomically: true, encoding: .utf8)
        _ = try Self.project(in: folder) {
            $0["output"] = ["layout": "xcassets", "path": out.path]
            $0["appearances"] = ["light"]
            $0["locales"] = ["en", "ja"]
            var styles = $0["styles"] as! [String: [String: Any]]
            styles["tour"] = styles["tour"]!.mapValues { value in (value as? [String: Any])?["light"] ?? value }
            $0["styles"] = styles
            $0["goldens"] = nil
        }
        // The specs' own appearance maps (the overlay) name dark, which is now not declared: a warning.
        let second = try await CLI.run(["render"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("removed 40 images the project no longer makes"), "\(second.stderr)")
        let left = Self.files(under: out).filter { $0.hasSuffix(".png") }
        #expect(left.count == 5 * 4)
        #expect(!left.contains { $0.contains(".dark") || $0.contains(".ar.") })
        #expect(FileManager.default.fileExists(atPath: own.path))
        #expect(FileManager.default.fileExists(atPath: stray.path))
        let contents = try String(contentsOf: out.appendingPathComponent("step2.imageset/Contents.json"), encoding: .utf8)
        #expect(!contents.contains("dark") && !contents.contains("\"ar\""))
    }

    @Test(
        "broken project files are refused, with the file and JSON path",
        arguments: [
            (#"{"version": 1, "apperances": ["light"]}"#, #"fukidashi.json: error: apperances: unknown key, did you mean "appearances"?"#),
            (
                ##"{"version": 1, "appearances": ["light", "dark"], "styles": {"tour": {"fill": {"light": "#FFFFFF"}}}}"##,
                #"fukidashi.json: error: styles.tour.fill: no "dark" entry; every appearance declared (light, dark) needs one"#
            ),
            (
                #"{"version": 1, "output": {"layout": "xcasset"}}"#,
                #"fukidashi.json: error: output.layout: unknown output layout "xcasset", did you mean "xcassets"?"#
            ),
            (
                #"{"version": 1, "output": {"layout": "zip"}}"#,
                #"fukidashi.json: error: output.layout: unknown output layout "zip"; expected one of folder, xcassets, android-res"#
            ),
            (
                #"{"version": 1, "scales": [1.5], "output": {"layout": "xcassets"}}"#,
                #"fukidashi.json: error: scales[0]: 1.5 has no name in the xcassets layout; it takes 1 (1x), 2 (2x), 3 (3x)"#
            ),
            (#"{"version": 1, "specs": ["nowhere/*.json"]}"#, #"fukidashi.json: error: specs[0]: "nowhere/*.json" matches no spec"#),
            (
                #"{"version": 1, "locales": ["x-double", "en"]}"#,
                #"fukidashi.json: error: locales[0]: the first locale is the language of specs that name none, so it cannot be the pseudo-locale "x-double"; put a language first"#
            ),
            (
                #"{"version": 1, "locales": ["en", "x-dubble"]}"#,
                #"fukidashi.json: error: locales[1]: expected a language tag such as "ja", "zh-Hans" or "ko", or a pseudo-locale (en-XA, ar-XB, x-double, x-accented, x-bounded, x-rtl), got "x-dubble""#
            ),
            (
                #"{"version": 1, "textSizes": ["AX3", "fontscale2"]}"#,
                #"fukidashi.json: error: textSizes[1]: unknown text size "fontscale2", did you mean "fontScale2"?"#
            ),
            // Every axis's list is read alike (`VariantAxis.list`): a value twice is a mistake in each.
            (#"{"version": 1, "textSizes": ["AX3", "AX3"]}"#, #"fukidashi.json: error: textSizes[1]: "AX3" is listed twice"#),
            (#"{"version": 1, "locales": ["en", "ja", "ja"]}"#, #"fukidashi.json: error: locales[2]: "ja" is listed twice"#),
            (#"{"version": 1, "scales": [2, 2.0]}"#, #"fukidashi.json: error: scales[1]: 2 is listed twice"#),
            // The schema's names, as the schema writes them.
            (
                #"{"version": 1, "textSizes": ["fontScale1.0"]}"#,
                #"fukidashi.json: error: textSizes[0]: unknown text size "fontScale1.0", did you mean "fontScale1"?"#
            ),
            (
                #"{"version": 1, "output": {"layout": "android-res", "labels": "TourLabels"}}"#,
                #"fukidashi.json: error: output.labels: "TourLabels" cannot name the labels file: a res/ file name takes lower-case letters, digits and _ (aapt refuses others)"#
            ),
            (
                #"{"version": 1, "output": {"labels": "Labels"}}"#,
                #"fukidashi.json: error: output.labels: a folder output has no labels: they go beside an asset catalog (xcassets) or into res/ (android-res)"#
            ),
            (
                #"{"version": 1, "output": {"layout": "xcassets", "labels": true}}"#,
                #"fukidashi.json: error: output.labels: expected a file name, or false, got true"#
            ),
            (
                #"{"version": 1, "output": {"layout": "xcassets", "pseudoLocales": true}}"#,
                #"fukidashi.json: error: output.pseudoLocales: only the android-res layout ships pseudo-locales; a xcassets output never receives them (verify and preview render them)"#
            )
        ])
    func brokenProject(_ text: String, _ message: String) async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("fukidashi.json"), atomically: true, encoding: .utf8)
        try #"{"version": 1, "canvas": {"width": 10, "height": 10}, "elements": []}"#.write(
            to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let result = try await CLI.run(["render", "--out", "out"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing is written")
    }

    @Test func twoSpecsWithOneNameAreAnErrorNamingBoth() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["home", "settings"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            try #"{"version": 1, "canvas": {"width": 10, "height": 10}, "elements": []}"#.write(
                to: folder.appendingPathComponent("\(sub)/Intro-1.json"), atomically: true, encoding: .utf8)
        }
        try #"{"version": 1, "specs": ["home", "settings"], "output": {"layout": "android-res", "path": "res"}}"#.write(
            to: folder.appendingPathComponent("fukidashi.json"), atomically: true, encoding: .utf8)
        let result = try await CLI.run(["render"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                #"settings/Intro-1.json: error: its resource name "intro_1" is also used by home/Intro-1.json; rename one of them"#),
            "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res/drawable-mdpi/intro_1.png").path))
    }
}
