import FukidashiBackend
import FukidashiHierarchy
import FukidashiPlatform
import FukidashiStrings

/// A hierarchy dump file read with the backend's hardened XML parser (libxml2: no network,
/// no DTD, no entities): what the renderer, `fukidashi elements` and the fuzzer share.
package enum HierarchyFile {
    /// A dump's bytes, whatever tool wrote them.
    package static func read(_ bytes: [UInt8]) throws(DumpProblem) -> HierarchyDump {
        try HierarchyReader.read(bytes) { (xml: [UInt8]) throws(DumpProblem) -> MarkupElement in
            do throws(XMLProblem) {
                return XMLMarkup.markup(try XMLTreeParser.parse(xml))
            } catch {
                if error.refusedEntity {
                    throw DumpProblem(
                        "declares an XML entity; entities are refused (they can expand without end or read other files)", line: error.line)
                }
                throw DumpProblem("is not well-formed XML: \(error.message)", line: error.line)
            }
        }
    }

    /// The file at `path`, refused past the size limit before it is read.
    package static func read(path: String) throws(DumpProblem) -> HierarchyDump {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(
                path, atMost: HierarchyReader.maxBytes, limitNote: "the limit for a hierarchy dump is \(HierarchyReader.maxBytes)")
        } catch {
            throw DumpProblem(error.message)
        }
        return try read(bytes)
    }
}
