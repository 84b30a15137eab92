import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiCompare
@testable import FukidashiLayout
@testable import FukidashiVariants

/// Sidecars in words: reflows, text edits and fingerprint changes, and their JSON round trip.
@Suite("Golden sidecars", .tags(.stage))
struct GoldenSidecarTests {
    typealias Line = TextLayoutRecord.Line

    static func record(_ lines: [String], x: Double = 10, width: Double = 100) -> TextLayoutRecord {
        TextLayoutRecord(blocks: [
            .init(element: "elements[0]", lines: lines.enumerated().map { Line(text: $1, x: x, y: 20 + Double($0) * 18, width: width) })
        ])
    }

    @Test("a reflow names the first line that breaks elsewhere and its last word, before and now")
    func reflow() {
        let before = Self.record(["Tap here to start", "the tutorial"])
        let now = Self.record(["Tap here to start the", "tutorial"])
        #expect(now.changes(since: before) == [#"elements[0]: line 1 now breaks after "the" (before: after "start")"#])
        let fewer = Self.record(["Tap here to start the tutorial"])
        #expect(
            fewer.changes(since: before) == [
                #"elements[0]: line 1 now breaks after "tutorial" (before: after "start")"#,
                "elements[0]: 1 line now, 2 before"
            ])
    }

    @Test("text without spaces names its last two characters")
    func cjkReflow() {
        let before = Self.record(["チュートリアルを始", "めましょう"])
        let now = Self.record(["チュートリアルを", "始めましょう"])
        #expect(now.changes(since: before) == [#"elements[0]: line 1 now breaks after "ルを" (before: after "を始")"#])
    }

    @Test("an edit, a wider line, a moved line and a new element are each told apart")
    func otherChanges() {
        let before = Self.record(["Tap here"])
        #expect(Self.record(["Tap there"]).changes(since: before) == [#"elements[0]: the text changed: line 1 was "Tap here", now "Tap there""#])
        #expect(
            Self.record(["Tap here"], width: 104.5).changes(since: before) == [
                "elements[0]: line 1 is 4.5 pt wider (same text: the font or shaping changed)"
            ])
        #expect(Self.record(["Tap here"], x: 13).changes(since: before) == ["elements[0]: line 1 moved by (3, 0) pt"])
        #expect(Self.record(["Tap here"], x: 10.2).changes(since: before).isEmpty, "sub-quarter-point noise is not a change")
        let two = TextLayoutRecord(blocks: before.blocks + [.init(element: "elements[3]", lines: [Line(text: "New", x: 0, y: 0, width: 20)])])
        #expect(two.changes(since: before) == ["elements[3]: has text now, had none"])
        #expect(before.changes(since: two) == ["elements[3]: has no text now"])
    }

    static let fingerprint = RenderFingerprint(
        renderer: "0.2.0", components: [.init(name: "cairo", version: "1.16.0"), .init(name: "freetype", version: "2.12.1")],
        fonts: ["A.ttf": "aa", "B.ttf": "bb"])

    @Test("an anchor that moved, came or went is named with its rectangles")
    func anchorChanges() {
        var golden = GoldenSidecar(width: 1, height: 1, fingerprint: Self.fingerprint, text: Self.record(["a"], x: 0))
        golden.anchors = [.init(name: "card", rect: [10, 82, 160, 80]), .init(name: "fab", rect: [1, 2, 3, 4])]
        var now = golden
        now.anchors = [.init(name: "card", rect: [10, 70, 160, 80]), .init(name: "share", rect: [5, 6, 7, 8])]
        #expect(
            now.anchorChanges(since: golden) == [
                "anchor \"card\" moved from [10,82,160,80] to [10,70,160,80]", "anchor \"share\" is new, at [5,6,7,8]",
                "anchor \"fab\" is gone (it was at [1,2,3,4])"
            ])
        #expect(golden.anchorChanges(since: golden).isEmpty)
    }

    @Test("fingerprint changes name the component and the font")
    func fingerprintChanges() {
        var now = Self.fingerprint
        #expect(now.changes(since: Self.fingerprint).isEmpty)
        now.renderer = "0.3.0"
        now.components[1] = .init(name: "freetype", version: "2.13.2")
        now.fonts = ["A.ttf": "a2", "C.ttf": "cc"]
        #expect(
            now.changes(since: Self.fingerprint) == [
                "fukidashi 0.2.0 → 0.3.0", "FreeType 2.12.1 → 2.13.2", "font A.ttf changed",
                "font C.ttf is used now, not before", "font B.ttf is no longer used"
            ])
    }

    @Test("a sidecar survives its JSON round trip, and a broken one says what is wrong")
    func roundTrip() throws {
        let sidecar = GoldenSidecar(
            width: 800, height: 600, fingerprint: Self.fingerprint,
            text: Self.record(["Say \"hi\"\\", "日本語"], x: 10.456))
        var anchored = sidecar
        anchored.anchors = [.init(name: "share", rect: [300, 28, 44, 48])]
        for written in [sidecar, anchored] {
            let parsed = try GoldenSidecar(json: Array(written.json.utf8))
            #expect(parsed == written)
            #expect(parsed.text.blocks[0].lines[0].x == 10.46)
        }
        #expect(throws: Diagnostic.self) { try GoldenSidecar(json: Array("{\"size\": 3}".utf8)) }
        #expect(throws: Diagnostic.self) { try GoldenSidecar(json: Array("{\"fukidashiGolden\": 9}".utf8)) }
        // What the fuzzer found: numbers past Int's range were converted, and trapped.
        #expect(throws: Diagnostic.self) { try GoldenSidecar(json: Array("{\"fukidashiGolden\": 3e100}".utf8)) }
        let huge = sidecar.json.replacingOccurrences(of: "\"size\": [800, 600]", with: "\"size\": [1e300, 600]")
        #expect(huge != sidecar.json)
        #expect(throws: Diagnostic.self) { try GoldenSidecar(json: Array(huge.utf8)) }
    }

    @Test("the store writes nothing without a record mode, and only what the mode allows with one")
    func storeModes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("a.png").path
        let red = try RasterImage(width: 2, height: 2, rgba: Array(repeating: [255, 0, 0, 255], count: 4).flatMap { $0 }).pngData()
        let blue = try RasterImage(width: 2, height: 2, rgba: Array(repeating: [0, 0, 255, 255], count: 4).flatMap { $0 }).pngData()
        let sidecar = GoldenSidecar(width: 2, height: 2, fingerprint: Self.fingerprint, text: TextLayoutRecord(blocks: []))

        #expect(try GoldenStore().check(png: red, sidecar: sidecar, goldenPath: golden, name: "a").outcome == .missing)
        #expect(!FileManager.default.fileExists(atPath: golden))
        #expect(try GoldenStore(record: .missing).check(png: red, sidecar: sidecar, goldenPath: golden, name: "a").outcome == .recordedNew)
        #expect(FileManager.default.fileExists(atPath: golden + ".json"))
        #expect(try GoldenStore(record: .missing).check(png: blue, sidecar: sidecar, goldenPath: golden, name: "a").outcome == .differs)
        #expect(try GoldenStore(record: .failed).check(png: blue, sidecar: sidecar, goldenPath: golden, name: "a").outcome == .recordedOverFailure)
        #expect(try GoldenStore().check(png: blue, sidecar: sidecar, goldenPath: golden, name: "a").outcome == .matches)
        #expect(try GoldenStore(record: .all).check(png: blue, sidecar: sidecar, goldenPath: golden, name: "a").outcome == .matches)
        var moved = sidecar
        moved.fingerprint.renderer = "9"
        #expect(try GoldenStore(record: .all).check(png: blue, sidecar: moved, goldenPath: golden, name: "a").outcome == .rerecorded)
    }
}

/// An animation's golden is checked frame by frame, not only by its settled image.
@Suite("Animated goldens", .tags(.stage))
struct AnimatedGoldenTests {
    static func render(_ edit: (String) -> String) throws -> (png: [UInt8], sidecar: GoldenSidecar) {
        let renderer = try Renderer.forAnimations()
        let spec = edit(String(decoding: try Fixtures.bytes("animation/pop", "json"), as: UTF8.self))
        let output = try renderer.render(specBytes: Array(spec.utf8), specFolder: Fixtures.folder(of: "animation/pop"))
        return (output.png, renderer.sidecar(for: output.scene))
    }

    @Test("a later entry keeps the settled image but fails on the first frame that moved; fewer frames fail too")
    func frames() throws {
        let golden = Fixtures.url("animation/pop", "png").path
        let store = GoldenStore(tolerance: GoldenTests.tolerance)
        let same = try Self.render { $0 }
        #expect(try store.check(png: same.png, sidecar: same.sidecar, goldenPath: golden, name: "pop").outcome == .matches)

        let later = try Self.render { $0.replacingOccurrences(of: "\"delay\": 0.1", with: "\"delay\": 0.05") }
        let check = try store.check(png: later.png, sidecar: later.sidecar, goldenPath: golden, name: "pop")
        #expect(check.outcome == .differs)
        #expect(check.comparison?.passes == true, "the settled image is the same")
        let line = try #require(check.report.first)
        #expect(line.hasPrefix("pop: frame ") && line.hasSuffix("(the settled image matches)"), "\(line)")

        let shorter = try Self.render { $0.replacingOccurrences(of: "\"duration\": 0.6", with: "\"duration\": 0.5") }
        let short = try store.check(png: shorter.png, sidecar: shorter.sidecar, goldenPath: golden, name: "pop")
        #expect(short.report.first == "pop: 16 frames now, 19 in the golden (the settled image matches)")
    }
}
