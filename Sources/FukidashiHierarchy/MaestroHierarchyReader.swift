import FukidashiGeometry
import FukidashiJSON
import FukidashiJSONParser

/// `maestro hierarchy`: Jackson's pretty JSON of `{"attributes": {…}, "children": […]}`,
/// perhaps after lines such as `Running on <device>`. Android writes pixels and iOS points in
/// the same shape, so the screenshot decides which (`ScreenMapping`).
package enum MaestroHierarchyReader {
    /// A view nests two JSON levels (its object and its `children`): room for 250 views deep.
    static let maxDepth = 500

    /// Whether a file's first bytes are `maestro hierarchy` output (its `Running on` line, or
    /// its root's first key): a `.json` file a folder of specs may hold beside them, which is
    /// a dump, never a spec.
    package static func isHierarchy(head: [UInt8]) -> Bool {
        var text = Substring(String(decoding: head, as: UTF8.self))
        if text.first == "\u{FEFF}" { text = text.dropFirst() }
        text = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        if text.hasPrefix("Running on ") { return true }
        guard text.first == "{" else { return false }
        let afterBrace = text.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return afterBrace.hasPrefix("\"attributes\"")
    }

    /// The JSON: from the first line that starts with `{`.
    static func jsonStart(_ text: String) -> Substring? {
        if text.first == "{" { return text[...] }
        var searched = text[...]
        while let newline = searched.firstIndex(of: "\n") {
            let next = searched[searched.index(after: newline)...]
            if next.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).first == "{" { return next }
            searched = next
        }
        return nil
    }

    static func read(_ json: Substring) throws(DumpProblem) -> HierarchyDump {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(json.utf8), maxDepth: maxDepth)
        } catch {
            throw DumpProblem("is not valid JSON: \(error.message) (line \(error.line) of the JSON, column \(error.column))")
        }
        // Maestro's root is a view like any other: JSON with neither key is some other file.
        guard case .object(let root) = value, root["attributes"] != nil || root["children"] != nil else {
            let keys: String
            if case .object(let object) = value {
                keys =
                    object.keys.isEmpty
                    ? "it is an empty object" : "its keys are " + object.keys.prefix(6).map(\.quotedForDump).joined(separator: ", ")
            } else {
                keys = "it is not an object"
            }
            throw DumpProblem("is JSON but not maestro hierarchy output, whose root has \"attributes\" and \"children\"; \(keys)")
        }
        var elements: [DumpElement] = []
        try walk(value, into: &elements)
        return HierarchyDump(format: .maestro, elements: elements)
    }

    private static func walk(_ value: JSONValue, into elements: inout [DumpElement]) throws(DumpProblem) {
        guard case .object(let node) = value else { throw DumpProblem("a node is not an object of \"attributes\" and \"children\"") }
        guard elements.count <= HierarchyReader.maxElements else { return }
        if case .object(let attributes)? = node["attributes"] {
            func text(_ key: String) -> String? {
                if case .string(let s)? = attributes[key] { return s }
                return nil
            }
            if let bounds = text("bounds") {
                guard let frame = AndroidBounds.rect(bounds) else {
                    throw DumpProblem("bounds \(bounds.quotedForDump) is not [left,top][right,bottom]")
                }
                elements.append(
                    DumpElement(
                        ids: AndroidBounds.ids(text("resource-id")), labels: [text("accessibilityText"), text("text")].nonEmpty,
                        type: text("class") ?? "", frame: frame))
            }
        }
        switch node["children"] {
        case .array(let children)?:
            for child in children { try walk(child, into: &elements) }
        case nil, .null?:
            break
        default:
            throw DumpProblem("\"children\" is not an array")
        }
    }
}
