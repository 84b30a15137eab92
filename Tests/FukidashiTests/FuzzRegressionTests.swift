import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiModel

/// Every input in Fixtures/fuzz/ goes through decode and render without a crash, and gives
/// what its `<name>.outcome` says: the errors it fails with, one a line, or `rendered` with
/// the image's size. A change in what a found input does is seen, not only a crash.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let inputs: [String] = {
        let folder = Fixtures.root.appendingPathComponent("fuzz")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// What replaying gives, in words: `rendered 120 × 80 px`, or each error.
    static func outcome(of bytes: [UInt8]) throws -> [String] {
        var limits = SpecLimits()
        limits.maxPixelsPerSide = 512
        limits.maxPixelArea = 200_000
        let renderer = try Renderer(Renderer.Configuration(limits: limits, timeBudget: 5))
        do {
            let output = try renderer.render(specBytes: bytes)
            return ["rendered \(output.scene.pixelWidth) × \(output.scene.pixelHeight) px"] + output.warnings.map(\.description)
        } catch .spec(let error) {
            return error.diagnostics.map(\.description)
        } catch .backend(let error) {
            return ["backend: \(error.message)"]
        }
    }

    @Test("replays without a crash, and gives what it gave when it was found", arguments: inputs)
    func replay(_ name: String) throws {
        let folder = Fixtures.root.appendingPathComponent("fuzz")
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        let outcome = try Self.outcome(of: bytes)
        let expectedFile = folder.appendingPathComponent(String(name.dropLast(5)) + ".outcome")
        guard let expected = try? String(contentsOf: expectedFile, encoding: .utf8) else {
            // Recorded as goldens are (scripts/record-goldens.sh missing): read it before committing.
            if GoldenImage.recordMode != nil {
                try (outcome.joined(separator: "\n") + "\n").write(to: expectedFile, atomically: true, encoding: .utf8)
                return
            }
            Issue.record("no \(expectedFile.lastPathComponent); it gives:\n\(outcome.joined(separator: "\n"))")
            return
        }
        #expect(outcome == expected.split(separator: "\n").map(String.init), "\(name)")
    }

    @Test("there are inputs to replay")
    func present() { #expect(Self.inputs.count >= 5) }
}
