import CXML

/// An XML element as libxml2 read it, in plain values (the render layer hands it on to the
/// string table readers).
package struct XMLTree: Sendable {
    package enum Node: Sendable {
        case element(XMLTree)
        case text(String)
    }

    /// The local name (`g` for `xliff:g`).
    package let name: String
    package let attributes: [String: String]
    package let children: [Node]
    package let line: Int
}

/// Why a file is not XML Fukidashi reads: where, and what libxml2 said.
package struct XMLProblem: Error, Sendable {
    package let line: Int?
    package let column: Int?
    package let message: String
    /// The file declares an entity, which is refused outright.
    package let refusedEntity: Bool
}

/// XML read with libxml2 through the hardened `fk_xml_read` (CXML): no network, no DTD
/// loading, no entity expansion, and any entity declaration refused.
package enum XMLTreeParser {
    /// libxml2 is set up once, before any thread parses.
    private static let initialized: Void = { fk_xml_init() }()

    package static func parse(_ bytes: [UInt8]) throws(XMLProblem) -> XMLTree {
        _ = initialized
        var problem = fk_xml_problem()
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { fk_xml_read($0, Int32(buffer.count), &problem) }
        }
        guard let document else {
            let message = withUnsafeBytes(of: problem.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var trimmed = message
            while trimmed.last == "\n" { trimmed.removeLast() }
            throw XMLProblem(
                line: problem.line > 0 ? Int(problem.line) : nil, column: problem.column > 0 ? Int(problem.column) : nil,
                message: trimmed, refusedEntity: problem.refusedEntity != 0)
        }
        defer { fk_xml_free_document(document) }
        guard let root = fk_xml_root(document) else {
            throw XMLProblem(line: nil, column: nil, message: "no root element", refusedEntity: false)
        }
        return tree(root)
    }

    private static func tree(_ node: OpaquePointer) -> XMLTree {
        var attributes: [String: String] = [:]
        var attribute = fk_xml_first_attribute(node)
        while let current = attribute {
            let name = String(cString: fk_xml_attribute_name(current))
            if let value = fk_xml_attribute_value(node, current) {
                attributes[name] = String(cString: value)
                fk_xml_free(value)
            } else {
                attributes[name] = ""
            }
            attribute = fk_xml_next_attribute(current)
        }
        var children: [XMLTree.Node] = []
        var child = fk_xml_first_child(node)
        while let current = child {
            switch fk_xml_kind(current) {
            case 1: children.append(.element(tree(current)))
            case 2: if let text = fk_xml_text(current) { children.append(.text(String(cString: text))) }
            default: break
            }
            child = fk_xml_next_sibling(current)
        }
        return XMLTree(name: String(cString: fk_xml_name(node)), attributes: attributes, children: children, line: fk_xml_line(node))
    }
}
