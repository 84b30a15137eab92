import Foundation
import FukidashiSpec
import Testing

@testable import Fukidashi

/// Every input in Fixtures/fuzz/ goes through decode and render without a crash; the outcome
/// (an error or a PNG) does not matter.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let inputs: [String] = {
        let folder = Fixtures.root.appendingPathComponent("fuzz")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test("replays without a crash", arguments: inputs)
    func replay(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent("fuzz/\(name)")))
        var limits = SpecLimits()
        limits.maxPixelsPerSide = 512
        limits.maxPixelArea = 200_000
        let renderer = try Renderer(Renderer.Configuration(limits: limits, timeBudget: 5))
        _ = try? renderer.render(specBytes: bytes)
    }

    @Test("there are inputs to replay")
    func present() { #expect(Self.inputs.count >= 5) }
}
