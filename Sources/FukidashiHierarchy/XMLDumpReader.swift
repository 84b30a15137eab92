import FukidashiGeometry
import FukidashiStrings

/// The XML dumps: uiautomator's (both forms) and Appium's page source for either platform.
enum XMLDumpReader {
    static func read(_ bytes: [UInt8], xml: ([UInt8]) throws(DumpProblem) -> MarkupElement) throws(DumpProblem) -> HierarchyDump {
        let root: MarkupElement
        var notes: [String] = []
        do {
            root = try xml(bytes)
        } catch {
            // Real files exist whose prolog says UTF-8 while the bytes are GBK: read what is
            // ASCII (ids and bounds always are), with a warning, rather than nothing.
            guard bytes.contains(where: { $0 >= 0x80 }), let ascii = try? xml(asciiOnly(bytes)) else { throw error }
            root = ascii
            notes.append(HierarchyReader.invalidEncodingNote(declaredEncoding(bytes) ?? "UTF-8"))
        }
        var reader = XMLDumpReader.Walk()
        let format: DumpFormat
        if root.name == "hierarchy" {
            let children = root.elements
            if !children.isEmpty, children.allSatisfy({ $0.name == "node" }) {
                let windows = children.count > 1 || Self.anyNode(root) { $0["visible-to-user"] != nil }
                format = windows ? .uiautomatorWindows : .uiautomator
            } else {
                format = .appiumAndroid
            }
            for child in children { try reader.android(child) }
        } else if root.name == "AppiumAUT" || root.name.hasPrefix("XCUIElementType") {
            format = .appiumIOS
            if root.name == "AppiumAUT" {
                for child in root.elements { try reader.ios(child) }
            } else {
                try reader.ios(root)
            }
        } else {
            throw DumpProblem(
                "has a <\(root.name)> root; a uiautomator or Appium UiAutomator2 dump has <hierarchy>, an Appium XCUITest one <AppiumAUT>",
                line: root.line)
        }
        return HierarchyDump(format: format, elements: reader.elements, notes: notes)
    }

    struct Walk {
        var elements: [DumpElement] = []

        /// A uiautomator `<node>` or an Appium UiAutomator2 element (tagged with its class).
        mutating func android(_ node: MarkupElement) throws(DumpProblem) {
            guard elements.count <= HierarchyReader.maxElements else { return }
            // androidx marks what the user cannot see; it is never an anchor.
            if node["visible-to-user"] != "false", let bounds = node["bounds"] {
                guard let frame = AndroidBounds.rect(bounds) else {
                    throw DumpProblem("bounds \(bounds.quotedForDump) is not [left,top][right,bottom]", line: node.line)
                }
                let type = node["class"].flatMap { $0.isEmpty ? nil : $0 } ?? node.name
                elements.append(
                    DumpElement(
                        ids: AndroidBounds.ids(node["resource-id"]), labels: [node["content-desc"], node["text"]].nonEmpty, type: type,
                        frame: frame, line: node.line))
            }
            for child in node.elements { try android(child) }
        }

        /// A WebDriverAgent element: `x y width height` in points.
        mutating func ios(_ node: MarkupElement) throws(DumpProblem) {
            guard elements.count <= HierarchyReader.maxElements else { return }
            let numbers = ["x", "y", "width", "height"].map { node[$0] }
            if numbers.allSatisfy({ $0 != nil }) {
                let values = numbers.compactMap { $0.flatMap(Double.init) }
                guard values.count == 4, values.allSatisfy(\.isFinite), values[2] >= 0, values[3] >= 0 else {
                    throw DumpProblem("x, y, width and height must be numbers, with width and height >= 0", line: node.line)
                }
                let type = (node["type"] ?? node.name)
                elements.append(
                    DumpElement(
                        ids: [node["name"]].nonEmpty, labels: [node["label"]].nonEmpty,
                        type: type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type,
                        frame: Rect(x: values[0], y: values[1], width: values[2], height: values[3]), line: node.line))
            }
            for child in node.elements { try ios(child) }
        }
    }

    static func anyNode(_ element: MarkupElement, _ test: (MarkupElement) -> Bool) -> Bool {
        element.elements.contains { test($0) || anyNode($0, test) }
    }

    /// The bytes with every non-ASCII byte as `?`, and the prolog (whose encoding lied) gone.
    static func asciiOnly(_ bytes: [UInt8]) -> [UInt8] {
        var ascii = bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }
        if ascii.starts(with: Array("<?xml".utf8)), let end = findSubsequence(Array("?>".utf8), in: ascii) {
            ascii.removeSubrange(0..<(end + 2))
        }
        return ascii
    }

    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(200), as: UTF8.self)
        guard head.hasPrefix("<?xml"), let range = head.firstRange(of: "encoding=") else { return nil }
        let rest = head[range.upperBound...].dropFirst()
        return String(rest.prefix { $0 != "\"" && $0 != "'" })
    }

    private static func findSubsequence(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

/// Android's `bounds="[l,t][r,b]"` and `resource-id`, shared by uiautomator, Appium and Maestro.
enum AndroidBounds {
    /// Right and bottom are exclusive, so the width is right − left.
    static func rect(_ text: String) -> Rect? {
        let numbers = text.split(whereSeparator: { "[],".contains($0) })
        guard numbers.count == 4, text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let values = numbers.compactMap { Int($0.trimmingSpaces) }
        guard values.count == 4, values[2] >= values[0], values[3] >= values[1] else { return nil }
        return Rect(x: Double(values[0]), y: Double(values[1]), width: Double(values[2] - values[0]), height: Double(values[3] - values[1]))
    }

    /// `com.app:id/share` matches whole and as `share`; a Compose test tag has no prefix.
    static func ids(_ resourceID: String?) -> [String] {
        guard let id = resourceID, !id.isEmpty else { return [] }
        guard let range = id.firstRange(of: ":id/") else { return [id] }
        let short = String(id[range.upperBound...])
        return short.isEmpty ? [id] : [id, short]
    }
}

extension Array where Element == String? {
    /// The values present and not empty, in order.
    var nonEmpty: [String] { compactMap { $0.flatMap { $0.isEmpty ? nil : $0 } } }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
