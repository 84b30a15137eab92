import CLibXML2

/// An XML element as libxml2 read it, in plain values (the render layer hands it on to the
/// string table readers).
struct XMLTree: Sendable {
    enum Node: Sendable {
        case element(XMLTree)
        case text(String)
    }

    /// The local name (`g` for `xliff:g`).
    let name: String
    let attributes: [String: String]
    let children: [Node]
    let line: Int
}

/// Why a file is not XML Fukidashi reads: where, and what libxml2 said.
struct XMLProblem: Error, Sendable {
    let line: Int?
    let column: Int?
    let message: String
    /// The file declares an entity, which is refused outright.
    let refusedEntity: Bool
}

/// XML read with libxml2 through the hardened `fk_xml_read`: no network, no DTD loading, no
/// entity expansion, and any entity declaration refused.
enum XMLTreeParser {
    /// libxml2 is set up once, before any thread parses.
    private static let initialized: Void = { xmlInitParser() }()

    static func parse(_ bytes: [UInt8]) throws(XMLProblem) -> XMLTree {
        _ = initialized
        var problem = fk_xml_problem()
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { fk_xml_read($0, Int32(buffer.count), &problem) }
        }
        guard let document else {
            let message = withUnsafeBytes(of: problem.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var trimmed = message
            while trimmed.last == "\n" { trimmed.removeLast() }
            throw XMLProblem(line: problem.line > 0 ? Int(problem.line) : nil, column: problem.column > 0 ? Int(problem.column) : nil,
                             message: trimmed, refusedEntity: problem.refusedEntity != 0)
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            throw XMLProblem(line: nil, column: nil, message: "no root element", refusedEntity: false)
        }
        return tree(root)
    }

    private static func tree(_ node: xmlNodePtr) -> XMLTree {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = String(cString: current.pointee.name)
            if let value = fk_xml_attribute_value(node, current) {
                attributes[name] = String(cString: value)
                fk_xml_free(value)
            } else {
                attributes[name] = ""
            }
            attribute = current.pointee.next
        }
        var children: [XMLTree.Node] = []
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: children.append(.element(tree(current)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { children.append(.text(String(cString: content))) }
            default: break
            }
            child = current.pointee.next
        }
        return XMLTree(name: String(cString: node.pointee.name), attributes: attributes, children: children, line: Int(xmlGetLineNo(node)))
    }
}
