import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiPreview

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
}
