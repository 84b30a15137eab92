import FukidashiJSON

/// An XML element as plain values: what the backend's XML parser (libxml2) hands the string
/// table readers, so they read Android resources, XLIFF and `.stringsdict` without C.
package struct MarkupElement: Hashable, Sendable {
    package enum Node: Hashable, Sendable {
        case element(MarkupElement)
        case text(String)
    }

    /// The local name (`trans-unit`, `g` for `xliff:g`).
    package let name: String
    package let attributes: [String: String]
    package let children: [Node]
    /// Where it starts in its file.
    package let line: Int

    package init(name: String, attributes: [String: String], children: [Node], line: Int) {
        (self.name, self.attributes, self.children, self.line) = (name, attributes, children, line)
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// The child elements, in order.
    package var elements: [MarkupElement] {
        children.compactMap { if case .element(let e) = $0 { e } else { nil } }
    }

    package func elements(named name: String) -> [MarkupElement] { elements.filter { $0.name == name } }

    func first(_ name: String) -> MarkupElement? { elements.first { $0.name == name } }

    /// All text inside, in document order, markup dropped (`<b>`, `<xliff:g>`).
    package var text: String {
        children.map { node in
            switch node {
            case .text(let s): s
            case .element(let e): e.text
            }
        }.joined()
    }
}
