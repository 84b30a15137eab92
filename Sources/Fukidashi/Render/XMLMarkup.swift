import FukidashiBackend
import FukidashiModel
import FukidashiStrings

/// libxml2's tree (the backend's) as the string table readers take it.
enum XMLMarkup {
    static func parse(_ bytes: [UInt8], file: String) throws(StringTableError) -> MarkupElement {
        do {
            return markup(try XMLTreeParser.parse(bytes))
        } catch {
            if error.refusedEntity {
                throw StringTableError(
                    file: file, line: error.line, column: error.column,
                    "declares an XML entity; entities are refused (they can expand without end or read other files)")
            }
            throw StringTableError(file: file, line: error.line, column: error.column, "not well-formed XML: " + error.message)
        }
    }

    static func markup(_ tree: XMLTree) -> MarkupElement {
        MarkupElement(
            name: tree.name, attributes: tree.attributes,
            children: tree.children.map { node in
                switch node {
                case .element(let child): .element(markup(child))
                case .text(let text): .text(text)
                }
            }, line: tree.line)
    }
}
