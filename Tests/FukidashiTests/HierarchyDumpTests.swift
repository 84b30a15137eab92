import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiGeometry
@testable import FukidashiHierarchy

/// The dump readers on files shaped as each tool writes them (`Fixtures/anchors/screens`,
/// made by its make-screens.py from the tools' documented output), and the mapping of a dump
/// onto its screenshot.
@Suite("Hierarchy dumps", .tags(.stage))
struct HierarchyDumpTests {
    static let screens = Fixtures.root.appendingPathComponent("anchors/screens")

    static func read(_ name: String) throws -> HierarchyDump {
        try HierarchyFile.read(path: screens.appendingPathComponent(name).path)
    }

    static func read(text: String) throws(DumpProblem) -> HierarchyDump {
        try HierarchyFile.read(Array(text.utf8))
    }

    static func frame(_ dump: HierarchyDump, _ id: String, _ index: Int = 0) -> Rect? {
        let matches = dump.matches(.id(id))
        return index < matches.count ? matches[index].frame : nil
    }

    @Test("each tool's dump is told from its content, whatever its name")
    func formats() throws {
        let expected: [(String, DumpFormat)] = [
            ("android.uiautomator.xml", .uiautomator), ("android.windows.xml", .uiautomatorWindows), ("android.appium.xml", .appiumAndroid),
            ("android.appium-old.xml", .appiumAndroid), ("android.maestro.json", .maestro), ("ios.appium.xml", .appiumIOS),
            ("ios.debugDescription.txt", .debugDescription), ("ios.maestro.json", .maestro)
        ]
        for (name, format) in expected {
            #expect(try Self.read(name).format == format, "\(name)")
        }
    }

    @Test("every Android tool's dump puts the same element in the same place, in pixels")
    func androidAgree() throws {
        let names = ["android.uiautomator.xml", "android.windows.xml", "android.appium.xml", "android.appium-old.xml", "android.maestro.json"]
        for name in names {
            let dump = try Self.read(name)
            #expect(Self.frame(dump, "share") == Rect(x: 600, y: 56, width: 88, height: 96), "\(name)")
            #expect(Self.frame(dump, "com.example.tips:id/fab") == Rect(x: 576, y: 1376, width: 112, height: 112), "\(name): the whole resource-id")
            #expect(dump.matches(.label("Search")).map(\.frame) == [Rect(x: 240, y: 1504, width: 240, height: 96)], "\(name): content-desc")
            #expect(dump.matches(.label("GET STARTED")).count == 1, "\(name): text")
            #expect(dump.screenWidth == 720, "\(name)")
        }
    }

    @Test("repeated and nested ids are all found, in document order; off-screen rows as each tool writes them")
    func duplicates() throws {
        let uiautomator = try Self.read("android.uiautomator.xml")
        // Three rows on screen, the middle one with a "row" nested inside it, and one below the
        // fold that uiautomator keeps with its raw bounds.
        #expect(uiautomator.matches(.id("row")).map(\.frame.minY) == [560, 704, 744, 848, 1640])
        // androidx marks it visible-to-user="false": never an anchor.
        #expect(try Self.read("android.windows.xml").matches(.id("row")).count == 4)
        // Maestro writes it as [0,0][0,0].
        #expect(try Self.read("android.maestro.json").matches(.id("row")).last?.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("the status bar's window comes first in a windows dump, with its own ids")
    func windows() throws {
        let dump = try Self.read("android.windows.xml")
        #expect(dump.elements.first?.type == "android.widget.FrameLayout")
        #expect(dump.matches(.id("clock")).first?.frame == Rect(x: 32, y: 8, width: 80, height: 32))
        #expect(dump.matches(.id("com.android.systemui:id/clock")).count == 1)
    }

    @Test("Appium's root width and height (the app's area) are not the screen")
    func appiumRoot() throws {
        let dump = try Self.read("android.appium.xml")
        // The root says 1504 high; the bottom navigation lies below it, on the 1600-pixel screen.
        #expect(Self.frame(dump, "nav_home")?.maxY == 1600)
        guard case .success(let mapping) = ScreenMapping.fitting(dump, width: 720, height: 1600) else {
            Issue.record("the dump does not fit its screenshot")
            return
        }
        #expect(mapping.unit == .pixels && mapping.pixelsPerUnit == 1)
    }

    @Test("debugDescription: only the subtree, fractional points, labels with quotes and commas")
    func debugDescription() throws {
        let dump = try Self.read("ios.debugDescription.txt")
        // The Application row has no frame; Path to element and Query chain repeat rows.
        #expect(dump.elements.count == 17)
        #expect(Self.frame(dump, "profile") == Rect(x: 148.33, y: 12.33, width: 19.67, height: 19.67))
        #expect(dump.matches(.label("Aiko's tip, today")).count == 1)
        #expect(dump.matches(.label("Chidi, Dara, and 3 more")).count == 1)
        #expect(dump.matches(.id("tab.home")).first?.labels == ["Home"])
        #expect(dump.matches(.id("row")).count == 3)
        #expect(dump.elements[0].type == "Window")
    }

    @Test("Appium XCUITest: name is the identifier, or the label where there is none")
    func appiumIOS() throws {
        let dump = try Self.read("ios.appium.xml")
        #expect(Self.frame(dump, "profile") == Rect(x: 148, y: 12, width: 21, height: 21))
        #expect(dump.matches(.id("Tips")).first?.type == "Application")
        // An off-screen cell, with visible="false" (unreliable, so not trusted): still a match.
        #expect(dump.matches(.id("row")).count == 4)
    }

    @Test("Maestro on iOS: the CLI's first line skipped, SpringBoard's status bar beside the app, points")
    func maestroIOS() throws {
        let dump = try Self.read("ios.maestro.json")
        #expect(dump.matches(.id("BatteryView")).count == 1)
        #expect(dump.matches(.label("Tips")).count == 1)
        guard case .success(let mapping) = ScreenMapping.fitting(dump, width: 540, height: 1140) else {
            Issue.record("a 180-point Maestro dump over a 540-pixel screenshot should be points at 3×")
            return
        }
        #expect(mapping.unit == .points && mapping.pixelsPerUnit == 3)
        guard case .success(let android) = ScreenMapping.fitting(try Self.read("android.maestro.json"), width: 720, height: 1600) else {
            Issue.record("Maestro on Android should be pixels")
            return
        }
        #expect(android.unit == .pixels)
    }

    @Test("a dump that does not fit its screenshot is refused, naming both sizes")
    func mismatches() throws {
        let android = try Self.read("android.uiautomator.xml")
        guard case .failure(let wrong) = ScreenMapping.fitting(android, width: 1179, height: 2556) else {
            Issue.record("a 720-pixel dump over a 1179-pixel screenshot was accepted")
            return
        }
        #expect(wrong.message.contains("720 pixels wide") && wrong.message.contains("1179 × 2556"))
        guard case .failure(let fraction) = ScreenMapping.fitting(try Self.read("ios.appium.xml"), width: 500, height: 1140) else {
            Issue.record("an iOS dump at 2.78 pixels a point was accepted")
            return
        }
        #expect(fraction.message.contains("180 points wide") && fraction.message.contains("not a whole number"))
        guard case .success(let at2) = ScreenMapping.fitting(try Self.read("ios.appium.xml"), width: 360, height: 760) else {
            Issue.record("the same iOS dump over a 2× screenshot was refused")
            return
        }
        #expect(at2.pixelsPerUnit == 2)
    }

    @Test("bytes that are not the declared encoding: ids and bounds read, with a warning")
    func encoding() throws {
        let dump = try Self.read("android.appium-gbk.xml")
        #expect(dump.notes.count == 1 && dump.notes[0].contains("not valid UTF-8"))
        #expect(Self.frame(dump, "share") == Rect(x: 600, y: 56, width: 88, height: 96))
        #expect(dump.matches(.label("分享")).isEmpty)
    }

    @Test("a debugDescription cut inside its subtree is said to be truncated, not read as a smaller screen")
    func truncatedDebugDescription() throws {
        let whole = try String(contentsOf: Self.screens.appendingPathComponent("ios.debugDescription.txt"), encoding: .utf8)
        // Cut after the profile button's row, after a row's frame began, and inside a label.
        let subtree = whole.range(of: "Element subtree:")!.upperBound
        let end = whole.range(of: "Path to element:")!.lowerBound
        for cut in [
            whole.range(of: "label: 'Profile'\n")!.upperBound, whole.range(of: "{{10.0, 82")!.upperBound, whole.range(of: "'Aiko")!.upperBound
        ] {
            #expect(cut > subtree && cut < end)
            do {
                let dump = try Self.read(text: String(whole[..<cut]))
                Issue.record("a dump cut at \(whole.distance(from: whole.startIndex, to: cut)) was read, with \(dump.elements.count) elements")
            } catch {
                #expect(error.message.contains("is truncated"), "\(error.message)")
            }
        }
        // Whole, it reads; and cut anywhere after the subtree (in its query chain), it still does.
        #expect(try Self.read(text: whole).elements.count > 10)
        #expect(try Self.read(text: String(whole[..<whole.range(of: "Query chain:")!.upperBound])).elements.count > 10)
    }

    @Test("what is not a dump is refused with a reason, never a crash")
    func problems() {
        let cases: [(String, String)] = [
            ("ERROR: could not get idle state.\n", "holds the tool's error"),
            ("  \n", "is empty"),
            ("hello", "is not a hierarchy dump"),
            ("<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY a \"b\">]><hierarchy/>", "entit"),
            ("<hierarchy rotation=\"0\"><node bounds=\"[0,0][10]\"/></hierarchy>", "is not [left,top][right,bottom]"),
            ("<hierarchy><node bounds=\"[0,0][10,10]\">", "not well-formed"),
            ("<layout/>", "has a <layout> root"),
            ("Running on x\n{\"children\": 3}", "\"children\" is not an array"),
            ("Running on x\n{\"children\": [", "is not valid JSON"),
            ("{\"hello\": 1}", "not maestro hierarchy output"),
            ("{}", "not maestro hierarchy output, whose root has \"attributes\" and \"children\"; it is an empty object"),
            ("Element subtree:\n  Button, 0x1, {{1, 2}, {3}}\nPath to element:\n", "is not {{x, y}, {width, height}}")
        ]
        for (text, expected) in cases {
            do {
                _ = try Self.read(text: text)
                Issue.record("\(text.debugDescription) was read")
            } catch {
                #expect(error.message.contains(expected), "\(text.debugDescription): \(error.message)")
            }
        }
        #expect(throws: DumpProblem.self) { try HierarchyFile.read([UInt8](repeating: 0x20, count: HierarchyReader.maxBytes + 1)) }
    }
}
