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

    @Test("unchanged specs are skipped; a changed spec, a changed image, and a missing or edited output are rendered again, and nothing else")
    func exactlyWhatChanged() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in ["parts.json", "app-icon.png", "buttons-wrap.json", "step.json"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("tour/" + name), to: specs.appendingPathComponent(name))
        }
        let out = dir.appendingPathComponent("out")
        func render() throws -> String {
            let result = try CLI.run(["render", "specs", "--out", "out", "--incremental"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stderr
        }
        #expect(try render().contains("rendered 3 of 3 specs"))
        let first = try inodes(out)
        #expect(first.count == 5, "parts, buttons-wrap and step in en, ja, ar: \(first.keys.sorted())")

        // Nothing changed: nothing is rendered, nothing rewritten.
        #expect(try render().contains("rendered 0 of 3 specs; 3 unchanged"))
        #expect(rerendered(first, try inodes(out)).isEmpty)

        // One spec edited: only its output.
        let wrap = specs.appendingPathComponent("buttons-wrap.json")
        try String(contentsOf: wrap, encoding: .utf8).replacingOccurrences(of: "Zu schmal", with: "Viel zu schmal").write(to: wrap, atomically: true, encoding: .utf8)
        var before = try inodes(out)
        #expect(try render().contains("rendered 1 of 3 specs; 2 unchanged"))
        #expect(rerendered(before, try inodes(out)) == ["buttons-wrap.png"])

        // An image saved with the same bytes changes nothing; new bytes re-render the spec that uses it.
        let icon = specs.appendingPathComponent("app-icon.png")
        try Data(contentsOf: icon).write(to: icon)
        before = try inodes(out)
        #expect(try render().contains("rendered 0 of 3 specs; 3 unchanged"))
        try Data(contentsOf: Self.fixtures.appendingPathComponent("overlay/screens/icon.png")).write(to: icon)
        #expect(try render().contains("rendered 1 of 3 specs; 2 unchanged"))
        #expect(rerendered(before, try inodes(out)) == ["parts.png"])

        // A missing output and an edited one are rendered again, never trusted.
        try FileManager.default.removeItem(at: out.appendingPathComponent("step.ja.png"))
        let edited = out.appendingPathComponent("buttons-wrap.png")
        var bytes = try Data(contentsOf: edited)
        bytes.append(0)
        try bytes.write(to: edited)
        before = try inodes(out)
        #expect(try render().contains("rendered 2 of 3 specs; 1 unchanged"))
        // Both specs were rendered again; of `step`'s outputs only the missing one is written,
        // the others already holding the same bytes.
        #expect(rerendered(before, try inodes(out)) == ["buttons-wrap.png", "step.ja.png"])

        // Another option that decides pixels (--png-compression changes the bytes) renders all.
        let result = try CLI.run(["render", "specs", "--out", "out", "--incremental", "--png-compression", "small"], in: dir)
        #expect(result.stderr.contains("rendered 3 of 3 specs"))
    }
}
