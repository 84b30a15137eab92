import FukidashiStrings

/// Reads a dump whatever tool wrote it, telling the tool from the content (never from the
/// file's name): XML by its root, `debugDescription` by its `Element subtree:` section, and
/// Maestro's JSON after any lines the CLI printed before it.
package enum HierarchyReader {
    /// Real dumps are tens of kilobytes to a few megabytes; anything past this is refused
    /// before it is parsed.
    package static let maxBytes = 16 << 20
    /// More elements than any screen has: a bound on the work one file can ask for.
    static let maxElements = 50_000

    /// `xml` parses XML with no network, DTD or entity expansion (libxml2, in the backend).
    package static func read(_ bytes: [UInt8], xml: ([UInt8]) throws(DumpProblem) -> MarkupElement) throws(DumpProblem) -> HierarchyDump {
        guard bytes.count <= maxBytes else { throw DumpProblem("is \(bytes.count) bytes; the limit for a hierarchy dump is \(maxBytes)") }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let start = body.firstIndex { !(0x09...0x0D).contains($0) && $0 != 0x20 } ?? body.endIndex
        let content = Array(body[start...])
        guard !content.isEmpty else { throw DumpProblem("is empty; write the dump after the screen has settled") }
        if content.starts(with: Array("ERROR:".utf8)) {
            // uiautomator prints this (and exits 0) when the screen never went idle.
            let line = String(decoding: content.prefix { $0 != 0x0A }, as: UTF8.self)
            throw DumpProblem("holds the tool's error, not a dump: \(line.quotedForDump); dump again once animations have stopped")
        }
        let dump: HierarchyDump
        if content.first == UInt8(ascii: "<") {
            dump = try XMLDumpReader.read(content, xml: xml)
        } else {
            let (text, replaced) = decodedText(content)
            if text.contains("Element subtree:") {
                dump = try DebugDescriptionReader.read(text)
            } else if let json = MaestroHierarchyReader.jsonStart(text) {
                dump = try MaestroHierarchyReader.read(json)
            } else {
                throw DumpProblem(
                    "is not a hierarchy dump Fukidashi reads: expected uiautomator or Appium XML, an XCUITest debugDescription with an \"Element subtree:\" section, or maestro hierarchy JSON"
                )
            }
            if replaced { return dump.noting(invalidEncodingNote("UTF-8")) }
        }
        guard dump.elements.count <= maxElements else {
            throw DumpProblem("has \(dump.elements.count) elements; the limit is \(maxElements)")
        }
        return dump
    }

    /// UTF-8 text, bytes that are not UTF-8 replaced; and whether any were.
    static func decodedText(_ bytes: [UInt8]) -> (String, Bool) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, false) }
        return (String(decoding: bytes, as: UTF8.self), true)
    }

    static func invalidEncodingNote(_ encoding: String) -> String {
        "has bytes that are not valid \(encoding); read with those characters replaced, so ids and bounds (ASCII) are kept, but a label with such characters will not match"
    }
}

extension HierarchyDump {
    func noting(_ note: String) -> HierarchyDump {
        HierarchyDump(format: format, elements: elements, notes: notes + [note])
    }
}

extension String {
    /// Quoted for a message about a dump.
    var quotedForDump: String { "\"" + self + "\"" }
}
