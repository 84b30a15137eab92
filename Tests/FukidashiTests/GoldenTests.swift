import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiCompare
@testable import FukidashiModel
@testable import FukidashiPlatform

/// Every `Fixtures/<feature>/<case>.json` renders to its `<case>.png`. When a
/// `<case>.txt` sits beside them, it lists the exact warnings the case must produce. A
/// `<case>.same` names another case whose goldens it must match: the same spec reading the
/// same strings from another kind of string table.
@Suite("Golden images")
struct GoldenTests {
    /// Same Cairo, pixman and FreeType give identical bytes; the allowance (no visible colour
    /// change, 0.02 % of pixels) covers other builds of them rounding an edge differently.
    static let tolerance = ImageTolerance(colorThreshold: 1, pixelFraction: 0.0002)

    /// Every folder of `Fixtures/` but those with other tests: a new folder is tested without
    /// being listed anywhere.
    static let features = Fixtures.featureFolders.filter { !["errors", "fuzz", "bench", "project"].contains($0) }
    static let cases = features.flatMap(Fixtures.cases)

    @Test("golden", arguments: cases)
    func golden(_ name: String) throws {
        let renderer = try Renderer.forAnimations()
        let outputs = try renderer.renderAll(specBytes: try Fixtures.bytes(name, "json"), specFolder: Fixtures.folder(of: name))
        // Every variant from one decode of the spec (issue 57: decode once).
        #expect(renderer.lastRun.stats.decodes == 1, "\(name) was decoded \(renderer.lastRun.stats.decodes) times")
        let same = (try? String(contentsOf: Fixtures.url(name, "same"), encoding: .utf8)).map {
            PathText.parent(name) + "/" + $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // One golden per variant, named by it: case.ja.png, case.dark.png.
        for output in outputs {
            try GoldenImage.assertMatches(
                output.png, sidecar: renderer.sidecar(for: output.scene),
                golden: (same ?? name) + output.variant.fileSuffix, tolerance: Self.tolerance)
        }

        let warnings = outputs.flatMap(\.warnings).map { $0.formatted(file: Fixtures.displayPath(name, "json")) }
        if let expected = try? String(contentsOf: Fixtures.url(name, "txt"), encoding: .utf8) {
            #expect(warnings == expected.split(separator: "\n").map(String.init), "warnings of \(name)")
        } else {
            #expect(warnings.isEmpty, "\(name) warns but has no \(name).txt: \(warnings)")
        }
    }

    @Test("the fixture set covers every feature folder")
    func fixturesExist() {
        #expect(Self.features.count >= 14, "fixture folders found: \(Self.features)")
        for feature in Self.features {
            #expect(!Fixtures.cases(feature).isEmpty, "no fixtures in Fixtures/\(feature)")
        }
    }
}

/// `Fixtures/errors/<case>.json` fails with exactly the messages in `<case>.txt`.
@Suite("Error fixtures")
struct ErrorFixtureTests {
    @Test("error", arguments: Fixtures.cases("errors"))
    func error(_ name: String) throws {
        // Low contrast fails its variant here, so the contrast fixtures' messages are errors.
        var configuration = Renderer.Configuration()
        configuration.contrast = .error
        let renderer = try Renderer(configuration)
        let expected = try String(contentsOf: Fixtures.url(name, "txt"), encoding: .utf8)
        do {
            _ = try renderer.renderAll(specBytes: try Fixtures.bytes(name, "json"), specFolder: Fixtures.folder(of: name))
            Issue.record("\(name) rendered, but it should fail with:\n\(expected)")
        } catch let error as RenderFailure {
            guard case .spec(let specError) = error else {
                Issue.record("\(name) failed in the backend: \(error)")
                return
            }
            // A file looked for is shown from the working folder, the package's; a CLI test run in
            // process may be in another folder meanwhile, and then it is shown whole.
            let root = Fixtures.packageRoot.path + "/"
            let actual = specError.diagnostics.map {
                $0.formatted(file: Fixtures.displayPath(name, "json")).replacingOccurrences(of: "looked for " + root, with: "looked for ")
            }
            #expect(actual == expected.split(separator: "\n").map(String.init))
            // Every appearance's errors found in one decode, as a spec that renders is.
            #expect(renderer.lastRun.stats.decodes == 1, "\(name) was decoded \(renderer.lastRun.stats.decodes) times")
        }
    }
}
