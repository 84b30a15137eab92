import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiModel
@testable import FukidashiPreview
@testable import FukidashiVariants

/// The preview's cache asks `RenderInputs` what `render --incremental` asks: the same renders
/// are skipped. Here with a spec's inputs on disk and its strings' digest given.
@Suite("preview render cache")
struct RenderCacheTests {
    @Test(
        "an edited string table is a hit while the spec's strings are the same and a miss when they are not; an edited image is a miss without asking"
    )
    func stringsDecide() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let image = dir.appendingPathComponent("icon.png").path, table = dir.appendingPathComponent("Localizable.xcstrings").path
        func write(_ text: String, to path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
        try write("image", to: image)
        try write("table 1", to: table)
        let cache = RenderCache(limitBytes: 1 << 20)
        cache.insert(
            SpecResult(images: [], errors: [], inputs: [image, table], strings: StringsRead(tables: [table], usageDigest: 7)),
            spec: "s.json", specDigest: 1)
        var asked = 0
        func lookup(usage: UInt64, spec: UInt64 = 1) async -> Bool {
            await cache.lookup(
                spec: "s.json", specDigest: spec,
                usageNow: {
                    asked += 1
                    return usage
                }) != nil
        }
        #expect(await lookup(usage: 7) && asked == 0, "nothing changed: the strings are not asked for")
        #expect(await lookup(usage: 7, spec: 2) == false, "another version of the spec")

        try write("table 2", to: table)
        #expect(await lookup(usage: 7) && asked == 1, "the table changed, not the spec's strings")
        #expect(await lookup(usage: 7) && asked == 1, "the table's new bytes are remembered")

        try write("table 3", to: table)
        #expect(await lookup(usage: 8) == false && asked == 2, "one of the spec's strings changed")

        try write("table 2", to: table)
        try write("another image", to: image)
        #expect(await lookup(usage: 7) == false && asked == 2, "the image changed: the strings cannot save it")
    }

    @Test("a saved project file moves the key of the specs whose project styles or settings changed, and of no other spec")
    func projectKeysBySpec() throws {
        func configuration(_ project: String) throws -> PreviewConfiguration {
            let decoded = try ProjectDecoder().decode(Array(project.utf8), file: "fukidashi.json")
            var renderer = Renderer.Configuration()
            renderer.project = decoded.defaults
            var configuration = PreviewConfiguration(renderer: renderer, watchPaths: []) { PreviewDiscovery(specs: []) }
            configuration.project = decoded
            return configuration
        }
        let tour = Array(#"{"version": 1, "elements": [{"type": "bubble", "text": "Hi", "at": [0, 0], "style": "tour"}]}"#.utf8)
        let badge = Array(#"{"version": 1, "elements": [{"type": "bubble", "text": "Hi", "at": [0, 0], "style": "badge"}]}"#.utf8)
        let before = try configuration(##"{"version": 1, "styles": {"tour": {"fill": "#FFFFFF"}, "badge": {"fill": "#FF3B30"}}}"##)
        let themed = try configuration(##"{"version": 1, "styles": {"tour": {"fill": "#2C2C2E"}, "badge": {"fill": "#FF3B30"}}}"##)
        let scaled = try configuration(##"{"version": 1, "scales": [3], "styles": {"tour": {"fill": "#FFFFFF"}, "badge": {"fill": "#FF3B30"}}}"##)
        func key(_ spec: [UInt8], _ configuration: PreviewConfiguration) -> UInt64 {
            PreviewEngine.renderKey(specBytes: spec, settings: "fonts", configuration: configuration)
        }
        #expect(key(tour, before) != key(tour, themed), "the tour's own style changed")
        #expect(key(badge, before) == key(badge, themed), "the badge spec does not use the tour style")
        #expect(key(badge, before) != key(badge, scaled), "a project setting reaches every spec")
        #expect(key(tour, before) != PreviewEngine.renderKey(specBytes: tour, settings: "other fonts", configuration: before))
    }

    @Test("each image of a spec has its own id in the preview's URLs, along every axis (a text size too)")
    func imageIDs() {
        let variants = Variant.product([.locale: ["en", "ja"], .appearance: ["light", "dark"], .textSize: ["large", "AX3"], .scale: ["2"]])
        let ids = Set(variants.map { SpecRendering.imageID(spec: "tour/step1.json", variant: $0) })
        #expect(variants.count == 8 && ids.count == 8)
        // What earlier versions named, unchanged: locale, then appearance and scale.
        #expect(
            SpecRendering.imageID(spec: "a.json", variant: Variant(locale: "ja", appearance: "dark", scale: 2))
                == ContentDigest.hex(ContentDigest.of("a.json\u{0}ja.dark@2x")))
    }
}
