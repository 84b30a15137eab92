import Foundation
import FukidashiJSONParser
import Testing

@testable import Fukidashi
@testable import FukidashiCompare
@testable import FukidashiJSON
@testable import FukidashiModel

/// `fukidashi verify` as a user's CI runs it: record on purpose, compare, explain, report.
@Suite("fukidashi verify", .serialized)
struct VerifyCommandTests {
    static let text = "Hello! This is a tutorial tip that wraps onto several lines inside the bubble."

    /// Greedy lines by character: the reflow tests narrow the bubble and name the line that now
    /// breaks elsewhere (`pretty` keeps the English lines at both widths).
    static func spec(width: Int = 300, fill: String = "#FEFFE3", text: String = text) -> String {
        ##"{"version": 1, "canvas": {"width": 400, "height": 200, "background": "#F2F2F7"}, "elements": [{"type": "bubble", "text": "\##(text)", "focus": [200, 30], "placement": "below", "width": \##(width), "style": {"fill": "\##(fill)", "border": {"color": "#EA8B00", "width": 5}, "cornerRadius": 15, "textWrap": "greedy", "wordBreak": "normal"}}]}"##
    }

    /// A folder with specs/home.json and specs/x/tip.json, and goldens recorded for both.
    static func recorded() async throws -> URL {
        let dir = try CLI.temporaryFolder()
        try CLI.write(spec(), to: "specs/home.json", in: dir)
        try CLI.write(spec(fill: "#E3F2FF", text: "A second tip, in blue."), to: "specs/x/tip.json", in: dir)
        let first = try await CLI.run(["verify", "specs", "--golden", "goldens", "--record", "missing"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("home: recorded goldens/home.png (new); look at it before committing it"))
        #expect(first.stderr.contains("x/tip: recorded goldens/x/tip.png (new)"))
        return dir
    }

    @Test("--record missing writes goldens and sidecars; a second run matches them")
    func recordThenMatch() async throws {
        let dir = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["home", "x/tip"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/\(name).png").path))
            let sidecar = try GoldenSidecar(json: [UInt8](Data(contentsOf: dir.appendingPathComponent("goldens/\(name).png.json"))))
            #expect(sidecar.fingerprint.renderer == FukidashiVersion.current)
            #expect(
                sidecar.fingerprint.components.map(\.name) == [
                    "cairo", "pixman", "freetype", "harfbuzz", "icu", "libxml2", "libjpeg-turbo", "cmark-gfm", "libhyphen"
                ])
            #expect(sidecar.fingerprint.fonts.keys.sorted() == ["NotoSans-Regular.ttf"])
            #expect(sidecar.fingerprint.fonts["NotoSans-Regular.ttf"]?.count == 64)
        }
        let second = try await CLI.run(["verify", "specs", "--golden", "goldens"], in: dir)
        #expect(second.status == 0)
        #expect(second.stderr == "home: ok, no pixel differs\nx/tip: ok, no pixel differs\nfukidashi: 2 goldens: 2 match\n")
    }

    @Test("a missing golden fails with exit 1 and writes nothing")
    func missing() async throws {
        let dir = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec(text: "New"), to: "specs/new.json", in: dir)
        let result = try await CLI.run(["verify", "specs", "--golden", "goldens"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("new: no golden at goldens/new.png; record it with --record missing and look at it\n"))
        #expect(result.stderr.hasSuffix("fukidashi: 3 goldens: 2 match, 1 missing\n"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/new.png").path))
    }

    @Test("a reflow fails with the share of pixels, the largest ΔE and the line that now breaks elsewhere")
    func reflow() async throws {
        let dir = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec(width: 270), to: "specs/home.json", in: dir)
        let goldenBefore = try Data(contentsOf: dir.appendingPathComponent("goldens/home.png"))
        let result = try await CLI.run(["verify", "specs", "--golden", "goldens"], in: dir)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let summary = try #require(lines.first { $0.hasPrefix("home: ") })
        #expect(
            summary.range(of: #"^home: [0-9.]+% pixels differ \([0-9]+ px, max ΔE [0-9.]+\) > tolerance 0%$"#, options: .regularExpression) != nil,
            "\(summary)")
        #expect(lines.contains(#"  text: elements[0]: line 2 now breaks after "inside" (before: after "the")"#), "\(result.stderr)")
        #expect(lines.contains("  same renderer, libraries and fonts as the golden: the change comes from the spec or the code"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/home.png")) == goldenBefore, "verify wrote a golden without --record")
        // The share of pixels is a knob: a generous one lets the same change pass.
        #expect(try await CLI.run(["verify", "specs", "--golden", "goldens", "--max-diff", "50"], in: dir).status == 0)
    }

    @Test("a golden made by other library versions says which changed, so it reads as stale")
    func staleGolden() async throws {
        let dir = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sidecarURL = dir.appendingPathComponent("goldens/home.png.json")
        var sidecar = try GoldenSidecar(json: [UInt8](Data(contentsOf: sidecarURL)))
        let freetype = try #require(sidecar.fingerprint.components.first { $0.name == "freetype" })
        sidecar.fingerprint.components = sidecar.fingerprint.components.map { $0.name == "freetype" ? .init(name: "freetype", version: "2.0.0") : $0 }
        sidecar.fingerprint.fonts["NotoSans-Regular.ttf"] = String(repeating: "0", count: 64)
        try Data(sidecar.json.utf8).write(to: sidecarURL)
        try CLI.write(Self.spec(fill: "#FFEEEE"), to: "specs/home.json", in: dir)
        let result = try await CLI.run(["verify", "specs", "--golden", "goldens"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "  made differently: FreeType 2.0.0 → \(freetype.version); font NotoSans-Regular.ttf changed. If the new image is right, the golden is stale: re-record it with --record failed\n"
            ), "\(result.stderr)")
    }

    @Test("--record failed overwrites only failing goldens and says so; --record all leaves identical ones alone")
    func recordModes() async throws {
        let dir = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tipURL = dir.appendingPathComponent("goldens/x/tip.png")
        let tipDate = try FileManager.default.attributesOfItem(atPath: tipURL.path)[.modificationDate] as? Date
        try CLI.write(Self.spec(fill: "#FFEEEE"), to: "specs/home.json", in: dir)
        let failed = try await CLI.run(["verify", "specs", "--golden", "goldens", "--record", "failed"], in: dir)
        #expect(failed.status == 0)
        #expect(failed.stderr.contains("home: re-recorded goldens/home.png over a failing golden ("))
        #expect(failed.stderr.contains("x/tip: ok, no pixel differs"))
        #expect(try await CLI.run(["verify", "specs", "--golden", "goldens"], in: dir).status == 0)
        let all = try await CLI.run(["verify", "specs", "--golden", "goldens", "--record", "all"], in: dir)
        #expect(all.status == 0)
        #expect(!all.stderr.contains("re-recorded"), "identical goldens were rewritten: \(all.stderr)")
        #expect(try FileManager.default.attributesOfItem(atPath: tipURL.path)[.modificationDate] as? Date == tipDate)
    }

    @Test("a spec that fails to render is reported like render does and fails the run; the rest are checked")
    func badSpec() async throws {
        let dir = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(
            ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "elements": [{"type": "bubble", "text": "x", "focus": [1, 1], "placment": "above"}]}"##,
            to: "specs/bad.json", in: dir)
        let result = try await CLI.run(["verify", "specs", "--golden", "goldens"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains(##"specs/bad.json: error: elements[0].placment: unknown key, did you mean "placement"?"##))
        #expect(result.stderr.hasSuffix("fukidashi: 2 goldens: 2 match; 1 spec failed to render\n"))
    }

    @Test(
        "usage errors exit 64",
        arguments: [
            ["verify", "specs", "--golden", "nowhere"],
            ["verify", "specs", "--golden", "goldens", "--record", "some"],
            ["verify", "specs", "--golden", "goldens", "--metric", "rgb"],
            ["verify", "specs", "--golden", "goldens", "--max-diff", "101"],
            ["verify", "specs"]
        ])
    func usage(_ arguments: [String]) async throws {
        let dir = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLI.run(arguments, in: dir)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
    }

    @Test("the HTML report opens in headless Chromium with every image loaded, the change first")
    func report() async throws {
        let dir = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.write(Self.spec(width: 270), to: "specs/x/tip.json", in: dir)
        let result = try await CLI.run(["verify", "specs", "--golden", "goldens", "--report", "report with spaces"], in: dir)
        #expect(result.status == 1)
        let index = dir.appendingPathComponent("report with spaces/index.html")
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"), "the report must not reach the network")
        let changes = try #require(html.range(of: "<section id=\"changes\">"))
        let sheet = try #require(html.range(of: "<section id=\"contact-sheet\">"))
        let changed = String(html[changes.upperBound..<sheet.lowerBound])
        #expect(changed.contains("x/tip") && !changed.contains(">home<"), "only the change is listed under Changes")
        #expect(html[sheet.upperBound...].components(separatedBy: "<figure class=\"thumb").count - 1 == 2)
        let images = html.components(separatedBy: "<img ").count - 1
        #expect(images == 2 + 3 + 2)  // contact sheet, three panels, slider pair

        let dom = try Chromium.dumpDOM(of: index)
        let loaded = dom.firstMatch(of: /data-images-loaded="(\d+)"/).map { Int($0.1) }
        let broken = dom.firstMatch(of: /data-images-broken="(\d+)"/).map { Int($0.1) }
        #expect(loaded == images, "images loaded in Chromium: \(String(describing: loaded)) of \(images)")
        #expect(broken == 0)
    }

    @Test("the report crops a change to its area beside the whole image, and groups one change seen at several scales")
    func reportCropsAndGroupsScales() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func spec(_ fill: String) -> String {
            ##"{"version": 1, "scales": [2, 3], "canvas": {"width": 390, "height": 844, "background": "#F2F2F7"}, "elements": [{"type": "bubble", "text": "Tap to share", "focus": [300, 700], "placement": "above", "style": {"fill": "\##(fill)"}}]}"##
        }
        try CLI.write(spec("#FFFFFF"), to: "specs/home.json", in: dir)
        #expect(try await CLI.run(["verify", "specs", "--golden", "goldens", "--record", "missing"], in: dir).status == 0)
        try CLI.write(spec("#FFE3E3"), to: "specs/home.json", in: dir)
        let result = try await CLI.run(["verify", "specs", "--golden", "goldens", "--report", "report"], in: dir)
        #expect(result.status == 1 && result.stderr.contains("home@2x:") && result.stderr.contains("home@3x:"), "\(result.stderr)")
        let index = dir.appendingPathComponent("report/index.html")
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(html.components(separatedBy: "<article ").count - 1 == 1, "one change at two scales is one article")
        #expect(html.contains("<h3>home at @2x, @3x <span class=\"badge\">differs</span></h3>"))
        let area = try #require(html.firstMatch(of: /Changed area: (\d+) × (\d+) px at \((\d+), (\d+)\)/))
        let (width, height) = (Int(area.1)!, Int(area.2)!)
        // The bubble near the bottom right, at 2×: far less than the 780 × 1688 screen.
        #expect(width < 400 && height < 300 && Int(area.4)! > 1000, "\(area.0)")
        let crop = dir.appendingPathComponent("report/images/home@2x.crop.actual.png")
        #expect(FileManager.default.fileExists(atPath: crop.path))
        let dom = try Chromium.dumpDOM(of: index)
        #expect(dom.firstMatch(of: /data-images-broken="(\d+)"/).map { Int($0.1) } == 0)
    }

    @Test(
        "the report carries the fonts its messages need: Japanese text shows in Chromium without a system CJK font", .tags(.chromium),
        .enabled(if: LeftOut.runs("chromium")))
    func reportFonts() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let japanese = "ここをタップすると、あなたのプロフィールの写真を変えることができます。"
        try CLI.write(Self.spec(width: 300, text: japanese), to: "specs/ja.json", in: dir)
        #expect(try await CLI.run(["verify", "specs", "--golden", "goldens", "--record", "missing"], in: dir).status == 0)
        try CLI.write(Self.spec(width: 240, text: japanese), to: "specs/ja.json", in: dir)
        let result = try await CLI.run(["verify", "specs", "--golden", "goldens", "--report", "report"], in: dir)
        #expect(result.status == 1)
        let index = dir.appendingPathComponent("report/index.html")
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(html.contains("line 1 now breaks after &quot;なた&quot;"), "the report quotes the Japanese line")
        let fonts = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("report/fonts").path).sorted()
        #expect(fonts.contains("NotoSansCJKjp-Regular-Subset.otf") && fonts.contains("NotoSans-Regular.ttf"), "\(fonts)")
        #expect(fonts.contains("NotoSansCJK-OFL.txt"), "licences travel with the fonts: \(fonts)")
        #expect(!fonts.contains("NotoColorEmoji.ttf"), "only the faces the text needs are copied")

        let dom = try Chromium.dumpDOM(of: index)
        let loaded = dom.firstMatch(of: /data-fonts-loaded="([^"]*)"/).map { String($0.1) } ?? ""
        let failed = dom.firstMatch(of: /data-fonts-failed="(\d+)"/).map { Int($0.1) }
        // report-0 is Noto Sans; report-1 the Japanese face, which only the quoted line needs.
        #expect(loaded.split(separator: " ").contains("report-1"), "fonts Chromium loaded: \(loaded)")
        #expect(failed == 0)
    }

    @Test("fukidashi schema prints a JSON Schema the spec parser reads")
    func schema() async throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLI.run(["schema"], in: dir)
        #expect(result.status == 0)
        guard case .object(let root) = try JSONParser.parse(Array(result.stdout.utf8)) else {
            Issue.record("not an object")
            return
        }
        #expect(root["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(root["$defs"] != nil)
    }
}

/// Debian's Chromium, headless, as the report's reader.
enum Chromium {
    static func dumpDOM(of file: URL) throws -> String {
        guard let binary = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            Issue.record("Chromium is not installed; scripts/setup.sh installs it (Debian's chromium package)")
            return ""
        }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
            "--virtual-time-budget=5000", "--dump-dom", file.absoluteString
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return dom
    }
}
