import ArgumentParser
import Fukidashi
import FukidashiBackend
import FukidashiCommandLine
import FukidashiGeometry
import FukidashiHierarchy
import FukidashiJSON
import FukidashiModel
import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `fukidashi elements DUMP`: what an author picks an anchor from. Every element that has an
/// id or a label, with its rectangle; over `--screenshot`, in the points of a canvas that
/// covers it, checked the way a render maps the dump.
struct ElementsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "elements",
        abstract: "List the elements of a UI hierarchy dump that a spec can anchor to.",
        discussion: """
            Reads uiautomator and UiDevice.dumpWindowHierarchy XML, Appium page source (UiAutomator2 and XCUITest), \
            XCUIApplication().debugDescription and maestro hierarchy JSON, telling them apart by content. One line an \
            element with an id or a label: id, label, type and rectangle. With --screenshot the rectangles are in the points \
            of a canvas covering the screenshot at --scale (default: an iOS dump's own scale, else 1); without it, in the \
            dump's own unit. The table fits the terminal's width (COLUMNS), long labels and ids cut with …; \
            --json keeps everything.
            """
    )

    @Argument(help: "The hierarchy dump.")
    var dump: String

    @Option(help: "The screenshot the dump was taken with: checks that they match, and gives rectangles in canvas points.")
    var screenshot: String?

    @Option(help: "Pixels per point of the canvas over the screenshot (1 to 4).")
    var scale: Double?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        if let scale, !(1...4).contains(scale) { throw ValidationError("--scale must be from 1 to 4") }
        if scale != nil, screenshot == nil { throw ValidationError("--scale needs --screenshot: without it rectangles are in the dump's unit") }
    }

    func run() throws {
        let read: HierarchyDump
        do { read = try HierarchyFile.read(path: dump) } catch {
            Console.say(Diagnostic(.error, file: nil, "\(dump)\(error.line.map { ":\($0)" } ?? ""): \(error.message)"))
            throw ExitCode(1)
        }
        for note in read.notes { Console.say(Diagnostic(.warning, file: nil, "\(dump): \(note)")) }
        var unit = read.format.unit.map { $0 == .pixels ? "px" : "pt" } ?? "dump units"
        var place: (Rect) -> Rect = { $0 }
        var header: [(key: String, value: JSONValue)] = [("file", .string(dump)), ("format", .string(read.format.rawValue))]
        var summary = "\(dump): \(read.format.title)"
        if let screenshot {
            guard let bytes = FileManager.default.contents(atPath: screenshot), let size = ImagePixelSize.of([UInt8](bytes)) else {
                Console.say(Diagnostic(.error, file: nil, "\(screenshot): not a PNG or JPEG image that can be read"))
                throw ExitCode(1)
            }
            let mapping: ScreenMapping
            switch ScreenMapping.fitting(read, width: size.width, height: size.height) {
            case .success(let found): mapping = found
            case .failure(let problem):
                Console.say(Diagnostic(.error, file: nil, "\(dump) \(problem.message)"))
                throw ExitCode(1)
            }
            let scale = self.scale ?? (mapping.unit == .points ? mapping.pixelsPerUnit : 1)
            place = { mapping.pixels($0).scaled(by: 1 / scale) }
            unit = "pt"
            let canvas = "\((Double(size.width) / scale).dumpText) × \((Double(size.height) / scale).dumpText) pt at scale \(scale.dumpText)"
            summary += ", in \(mapping.unit.rawValue) over \(screenshot) (\(size.width) × \(size.height) px): a canvas of \(canvas)"
            header += [
                ("unit", .string(mapping.unit.rawValue)), ("screenshot", .string(screenshot)),
                (
                    "canvas",
                    .object(
                        JSONObject([
                            "width": .number(Double(size.width) / scale), "height": .number(Double(size.height) / scale), "scale": .number(scale)
                        ]))
                )
            ]
        } else if let dumpUnit = read.format.unit {
            header.append(("unit", .string(dumpUnit.rawValue)))
        }
        let listed = read.elements.filter { !$0.ids.isEmpty || !$0.labels.isEmpty }
        if json {
            let elements: [JSONValue] = listed.map { element in
                let r = place(element.frame)
                var members: [(key: String, value: JSONValue)] = []
                if let id = element.shownID { members.append(("id", .string(id))) }
                if let label = element.shownLabel { members.append(("label", .string(label))) }
                members += [
                    ("type", .string(element.type)),
                    ("rect", .array([r.minX, r.minY, r.width, r.height].map { .number(($0 * 1000).rounded() / 1000) }))
                ]
                if let line = element.line { members.append(("line", .number(Double(line)))) }
                return .object(JSONObject(members: members))
            }
            Console.output(JSONValue.object(JSONObject(members: header + [("elements", .array(elements))])).serialized() + "\n")
            return
        }
        var rows = [["id", "label", "type", "rect (\(unit))"]]
        for element in listed {
            let r = place(element.frame)
            let type = element.type.split(separator: ".").last.map(String.init) ?? element.type
            rows.append([
                element.shortID ?? "", element.shownLabel ?? "", type,
                "[" + [r.minX, r.minY, r.width, r.height].map(\.dumpText).joined(separator: ", ") + "]"
            ])
        }
        let table = TerminalTable(rows: rows, width: TerminalTable.width())
        Console.output("\(summary); \(listed.count) of \(read.elements.count) elements have an id or a label\n" + table.text)
    }
}
