import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiModel

/// Anchors resolved per variant: each locale reads its own dump, and a problem in one fails
/// that locale only.
@Suite("Element anchors")
struct ElementAnchorTests {
    static let screens = Fixtures.root.appendingPathComponent("anchors/screens")

    /// A folder with the Android screenshot, an English dump, and a German one whose share
    /// button has another id (a German build renamed it).
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fukidashi-anchors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: screens.appendingPathComponent("android.png"), to: folder.appendingPathComponent("screens/home.png"))
        let dump = try String(contentsOf: screens.appendingPathComponent("android.uiautomator.xml"), encoding: .utf8)
        try dump.write(to: folder.appendingPathComponent("screens/home.en.xml"), atomically: true, encoding: .utf8)
        try dump.replacingOccurrences(of: "com.example.tips:id/share\"", with: "com.example.tips:id/shareButton\"")
            .write(to: folder.appendingPathComponent("screens/home.de.xml"), atomically: true, encoding: .utf8)
        return folder
    }

    static let spec = """
        {"version": 1, "locale": "en",
         "canvas": {"width": 360, "height": 800, "scale": 2,
                    "background": {"image": "screens/home.png", "hierarchy": "screens/home.{locale}.xml"}},
         "elements": [{"type": "bubble", "text": {"en": "Share it", "de": "Teilen"}, "focus": {"element": "share"}, "placement": "below"}]}
        """

    @Test("an element missing from one locale's dump fails that locale, and the others render")
    func oneLocaleFails() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try Renderer()
        let decoded = try renderer.decoder.decode(Array(Self.spec.utf8))
        let renders = try renderer.renderEachVariant(decoded, specFolder: folder.path)
        #expect(renders.outputs.map(\.variant.locale) == ["en"])
        let errors = try #require(renders.failed).diagnostics
        #expect(errors.count == 1)
        #expect(errors[0].variant.locale == "de")
        #expect(errors[0].path?.description == "elements[0].focus.element")
        #expect(
            errors[0].message.contains("no element with id \"share\" in \"screens/home.de.xml\" (uiautomator dump), did you mean \"shareButton\"?"))
        // English found it: the apex on the share button's bottom edge, in points.
        #expect(renders.outputs[0].anchors.map(\.rect) == [.init(x: 300, y: 28, width: 44, height: 48)])
        // Each dump is an input of the spec: a new one renders it again.
        #expect(renders.outputs[0].inputs.contains { $0.hasSuffix("screens/home.de.xml") })
        #expect(renders.outputs[0].inputs.contains { $0.hasSuffix("screens/home.en.xml") })
    }

    @Test("a missing dump falls back along the locale's chain as a screenshot does, with a warning; --strict fails its variant")
    func missingDump() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("screens/home.de.xml"))
        let renderer = try Renderer()
        let decoded = try renderer.decoder.decode(Array(Self.spec.utf8))
        let renders = try renderer.renderEachVariant(decoded, specFolder: folder.path)
        #expect(renders.outputs.count == 2 && renders.failed == nil)
        let warning = try #require(renders.outputs.last?.warnings.first { $0.path?.description == "canvas.background.hierarchy" })
        #expect(warning.message == "no \"screens/home.de.xml\"; using \"screens/home.en.xml\"")
        let strict = try renderer.renderEachVariant(decoded, specFolder: folder.path, strict: true)
        #expect(strict.outputs.map(\.variant.locale) == ["en"])
        let error = try #require(strict.failed?.diagnostics.first)
        #expect(error.path?.description == "canvas.background.hierarchy" && error.variant.locale == "de")
        #expect(error.message.contains("\"screens/home.de.xml\" does not exist"))
    }
}
