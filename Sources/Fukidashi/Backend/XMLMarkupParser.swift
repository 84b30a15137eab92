import CLibXML2
import FukidashiSpec

/// XML string tables read with libxml2 (through the hardened `fk_xml_read`), handed on as
/// plain `MarkupElement` values.
enum XMLMarkupParser {
    /// libxml2 is set up once, before any thread parses.
    private static let initialized: Void = { xmlInitParser() }()

    static func parse(_ bytes: [UInt8], file: String) throws(StringTableError) -> MarkupElement {
        _ = initialized
        var problem = fk_xml_problem()
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { fk_xml_read($0, Int32(buffer.count), &problem) }
        }
        guard let document else {
            if problem.refusedEntity != 0 {
                throw StringTableError(file: file, line: Int(problem.line), column: Int(problem.column),
                                       "declares an XML entity; entities are refused (they can expand without end or read other files)")
            }
            let message = withUnsafeBytes(of: problem.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw StringTableError(file: file, line: problem.line > 0 ? Int(problem.line) : nil, column: problem.column > 0 ? Int(problem.column) : nil,
                                   "not well-formed XML: " + message.trimmingTrailingNewlines)
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { throw StringTableError(file: file, "an XML file with no root element") }
        return element(root)
    }

    private static func element(_ node: xmlNodePtr) -> MarkupElement {
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
        var children: [MarkupElement.Node] = []
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: children.append(.element(element(current)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { children.append(.text(String(cString: content))) }
            default: break
            }
            child = current.pointee.next
        }
        return MarkupElement(name: String(cString: node.pointee.name), attributes: attributes, children: children,
                             line: Int(xmlGetLineNo(node)))
    }
}

private extension String {
    var trimmingTrailingNewlines: String {
        var s = self
        while s.last == "\n" { s.removeLast() }
        return s
    }
}
