import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiModel

/// The `--incremental` key derives from `Renderer.Configuration`'s declaration: changing any
/// option changes the key, and an option added without a case here fails the test.
@Suite("The options' part of the incremental key", .tags(.stage))
struct PixelKeyTests {
    /// One change per option, by its name in the declaration.
    static let changes: [String: @Sendable (inout Renderer.Configuration) -> Void] = [
        "fontsDirectory": { $0.fontsDirectory = "/elsewhere/Fonts" },
        "userFonts": { $0.userFonts = ["BrandFonts"] },
        "defaultLocale": { $0.defaultLocale = "ja" },
        "limits": { $0.limits.maxElements = 10 },
        "allowedImageFolders": { $0.allowedImageFolders = ["Screenshots"] },
        "pngCompression": { $0.pngCompression = .small },
        "keepsFrames": { $0.keepsFrames = true },
        "timeBudget": { $0.timeBudget = 5 },
        "stringTables": { $0.stringTables = ["App/Localizable.xcstrings"] },
        "textSizes": { $0.textSizes = ["AX3"] },
        "contrast": { $0.contrast = .error },
        // Only its appearances and scales: its styles join the key of each spec that uses them.
        "project": { $0.project = ProjectDefaults(lists: AxisLists([.appearance: ["light", "dark"], .scale: ["2", "3"]])) }
    ]

    @Test("every declared option has a change in this test, and every change moves the key")
    func everyOptionMovesTheKey() {
        let plain = Renderer.Configuration()
        let declared = Mirror(reflecting: plain).children.compactMap(\.label)
        #expect(Set(declared) == Set(Self.changes.keys), "options without a case here, or cases for options that are gone")
        for (name, change) in Self.changes {
            var changed = plain
            change(&changed)
            let (before, after) = (plain.pixelKey(relativeTo: "."), changed.pixelKey(relativeTo: "."))
            #expect(after != before, "changing \(name) leaves the key as it was")
            #expect(after.filter { !before.contains($0) }.allSatisfy { $0.hasPrefix(name + " ") }, "\(name) changed another line")
        }
    }

    @Test("a renderer's settings carry its options' key")
    func settingsCarryTheKey() throws {
        var configuration = Renderer.Configuration()
        configuration.defaultLocale = "ja"
        let renderer = try Renderer(configuration)
        let settings = renderer.pixelSettings(relativeTo: ".")
        #expect(configuration.pixelKey(relativeTo: ".").allSatisfy(settings.contains))
        #expect(try Renderer().pixelSettings(relativeTo: ".") != settings)
    }

    @Test("the key names paths from its base, and fonts by their bytes: the same for a project wherever it is cloned")
    func keyIsTheSameInEveryClone() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pixel-key-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: root) }
        var settings: [String] = []
        for clone in ["a", "b/deeper"] {
            let folder = root.appendingPathComponent(clone)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
            var configuration = Renderer.Configuration()
            configuration.stringTables = [folder.appendingPathComponent("App/Localizable.xcstrings").path]
            configuration.allowedImageFolders = [folder.appendingPathComponent("screens").path]
            settings.append(try Renderer(configuration).pixelSettings(relativeTo: folder.path))
        }
        #expect(settings[0] == settings[1])
        #expect(!settings[0].contains(root.path), "the key names a clone's folder")
        #expect(settings[0].contains("App/Localizable.xcstrings"))
    }
}
