import Foundation
import Testing

/// `fukidashi elements`: what an author picks an anchor from, as a table and as JSON, checked
/// against the screenshot as a render maps the dump.
@Suite("fukidashi elements")
struct ElementsCommandTests {
    static let screens = ProjectTests.repository.appendingPathComponent("Fixtures/anchors/screens")

    @Test("a table of the elements with an id or a label, in canvas points over the screenshot")
    func table() async throws {
        let result = try await CLI.run(["elements", "android.uiautomator.xml", "--screenshot", "android.png", "--scale", "2"], in: Self.screens)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "android.uiautomator.xml: uiautomator dump, in pixels over android.png (720 × 1600 px): a canvas of 360 × 800 pt at scale 2; 23 of 26 elements have an id or a label"
        )
        #expect(lines.contains { $0.hasPrefix("share ") && $0.contains("Share") && $0.contains("ImageButton") && $0.hasSuffix("[300, 28, 44, 48]") })
        // The row below the fold is listed as uiautomator wrote it: off the screen.
        #expect(lines.contains { $0.hasPrefix("row ") && $0.hasSuffix("[0, 820, 360, 72]") })
    }

    @Test("--json for scripts: the format, the unit, the canvas, and each element's rectangle")
    func json() async throws {
        let result = try await CLI.run(["elements", "ios.debugDescription.txt", "--screenshot", "ios.png", "--json"], in: Self.screens)
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["format"] as? String == "debugDescription" && root["unit"] as? String == "points")
        #expect((root["canvas"] as? [String: Double]) == ["width": 180, "height": 380, "scale": 3])
        let elements = try #require(root["elements"] as? [[String: Any]])
        let profile = try #require(elements.first { $0["id"] as? String == "profile" })
        #expect(profile["label"] as? String == "Profile" && profile["type"] as? String == "Button")
        #expect(profile["rect"] as? [Double] == [148.33, 12.33, 19.67, 19.67])
        #expect(profile["line"] as? Int == 8)
    }

    @Test("a dump of another device, or not a dump at all, is an error naming the file")
    func refusals() async throws {
        let wrong = try await CLI.run(["elements", "android.uiautomator.xml", "--screenshot", "ios.png"], in: Self.screens)
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("android.uiautomator.xml is 720 pixels wide, but its screenshot is 540 × 1140 pixels"), "\(wrong.stderr)")
        let notADump = try await CLI.run(["elements", "make-screens.py"], in: Self.screens)
        #expect(notADump.status == 1 && notADump.stderr.contains("make-screens.py: is not a hierarchy dump Fukidashi reads"), "\(notADump.stderr)")
    }
}
