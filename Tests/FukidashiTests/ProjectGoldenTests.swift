import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiCompare
@testable import FukidashiModel

/// `Fixtures/project`, rendered as its project file says (its styles, string table, locales,
/// appearances and scales): every variant of every spec against its golden, named by the
/// variant (`goldens/step1.ja.dark@3x.png`), as `fukidashi verify` in the project checks them.
@Suite("Project goldens")
struct ProjectGoldenTests {
    static let folder = Fixtures.root.appendingPathComponent("project")
    static let specs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("tour").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    /// The project's renderer; `scales` in place of the project's.
    static func renderer(scales: [Double]? = nil, textSizes: [String] = []) throws -> (Renderer, Project) {
        let file = folder.appendingPathComponent("fukidashi.json").path
        let project = try ProjectDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))), file: file)
        var configuration = Renderer.Configuration(
            defaultLocale: project.locales?.first, allowedImageFolders: project.allowPaths, stringTables: project.strings)
        configuration.project = project.defaults
        if let scales { configuration.project?.lists[.scale] = scales.map(Variant.scaleText) }
        configuration.textSizes = textSizes
        return (try Renderer(configuration), project)
    }

    @Test("every variant of every spec matches its golden", arguments: specs)
    func variants(_ spec: String) throws {
        let (renderer, project) = try Self.renderer()
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("tour/\(spec)")))
        let outputs = try renderer.renderAll(
            specBytes: bytes, specFolder: Self.folder.appendingPathComponent("tour").path, locales: project.locales)
        #expect(outputs.count == 3 * 2 * 2)
        let base = String(spec.dropLast(5)) + ".png"
        for output in outputs {
            let golden = Self.folder.appendingPathComponent("goldens/" + output.variant.path(for: base))
            try GoldenImage.assertMatches(
                output.png, sidecar: renderer.sidecar(for: output), goldenURL: golden,
                displayPath: "Fixtures/project/goldens/" + output.variant.path(for: base), failureName: "project/" + output.variant.path(for: base),
                tolerance: GoldenTests.tolerance)
        }
        #expect(outputs.flatMap(\.warnings).isEmpty, "\(outputs.flatMap(\.warnings))")
        // 3 locales × 2 appearances × 2 scales from one decode. The locales come from a string
        // table and `{locale}` paths, which the resolve stage fills; the scale is set there too,
        // and the appearance's colours picked (the project's style and the overlay are colour
        // maps). It was 13 (one, then one per variant), then 2 (one per appearance).
        #expect(renderer.lastRun.stats.decodes == 1)
    }

    /// Android's and Xcode's pseudo-locales of the same tour, at 2×, against
    /// `goldens-pseudo/`: the source language's text transformed, and mirrored for `ar-XB`
    /// and `x-rtl`, whose screens are the app's right-to-left ones (`home.x-rtl.*`).
    @Test("the tour in en-XA, ar-XB, x-double and x-rtl matches its goldens", arguments: specs)
    func pseudoLocales(_ spec: String) throws {
        let (renderer, _) = try Self.renderer(scales: [2])
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("tour/\(spec)")))
        let locales = ["en-XA", "ar-XB", "x-double", "x-rtl"]
        let outputs = try renderer.renderAll(specBytes: bytes, specFolder: Self.folder.appendingPathComponent("tour").path, locales: locales)
        #expect(outputs.map(\.variant.locale) == locales.flatMap { [$0, $0] })
        let base = String(spec.dropLast(5)) + ".png"
        for output in outputs {
            let name = output.variant.path(for: base)
            try GoldenImage.assertMatches(
                output.png, sidecar: renderer.sidecar(for: output), goldenURL: Self.folder.appendingPathComponent("goldens-pseudo/" + name),
                displayPath: "Fixtures/project/goldens-pseudo/" + name, failureName: "project-pseudo/" + name, tolerance: GoldenTests.tolerance)
        }
        // The source language's text, and its own screens or those of a locale laid out as it is,
        // are what a pseudo-locale shows: no fallback warning, a note naming each file it took.
        let said = outputs.flatMap(\.warnings)
        #expect(said.allSatisfy { $0.severity == .note }, "\(said)")
        #expect(said.filter { $0.locale == "en-XA" }.count == 4 && said.filter { $0.locale == "ar-XB" }.isEmpty, "\(said)")
    }

    /// One step at iOS's AX3 and Android's 2× font scale, light and dark, against
    /// `goldens-text-sizes/`: only the text grows (Body's curve for the theme's 12 pt, 17 → 40
    /// for its title), the bubble with it; padding and the tail stay in points.
    @Test("step 2 at AX3 and fontScale2 matches its goldens")
    func textSizes() throws {
        let (renderer, _) = try Self.renderer(scales: [2], textSizes: ["AX3", "fontScale2"])
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("tour/step2.json")))
        let outputs = try renderer.renderAll(specBytes: bytes, specFolder: Self.folder.appendingPathComponent("tour").path, locales: ["en"])
        #expect(
            outputs.map(\.variant.description) == [
                "en, light, AX3, @2x", "en, light, fontScale2, @2x", "en, dark, AX3, @2x", "en, dark, fontScale2, @2x"
            ])
        for output in outputs {
            let name = output.variant.path(for: "step2.png")
            try GoldenImage.assertMatches(
                output.png, sidecar: renderer.sidecar(for: output), goldenURL: Self.folder.appendingPathComponent("goldens-text-sizes/" + name),
                displayPath: "Fixtures/project/goldens-text-sizes/" + name, failureName: "project-text-sizes/" + name,
                tolerance: GoldenTests.tolerance)
        }
        #expect(outputs.flatMap(\.warnings).isEmpty, "\(outputs.flatMap(\.warnings))")
    }

    @Test("the project has specs to check")
    func present() { #expect(Self.specs.count == 5) }
}
