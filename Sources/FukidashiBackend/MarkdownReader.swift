import CMarkdown
import FukidashiPlatform

/// Markdown's inline syntax, as SwiftUI reads a localized string
/// (`inlineOnlyPreservingWhitespace`), by cmark-gfm with its strikethrough extension:
/// `**strong**`, `*emphasis*`, `~~struck~~`, `` `code` ``, `[label](url "title")`, backslash
/// escapes, entities, and a backslash or two spaces before a line break for a hard break.
/// Block syntax at a line start (`# `, `- `, `> `, `1. `, fences) is drawn as text, and
/// line breaks and spaces are kept (`fukidashi_markdown.c` says how).
package enum MarkdownReader {
    /// One marked run: `Character` offsets in the text, and its marks.
    package struct Run: Equatable {
        package var range: Range<Int>
        package var strong = false, emphasis = false, strikethrough = false, code = false
        package var link: String?

        func sameMarks(as other: Run) -> Bool {
            (strong, emphasis, strikethrough, code, link) == (other.strong, other.emphasis, other.strikethrough, other.code, other.link)
        }
    }

    /// Characters without which a text has no Markdown: such a text is drawn as written
    /// without loading cmark-gfm.
    static let syntax: Set<UInt8> = Set("*_`~[]<&\\".utf8)

    /// The text to draw and its runs (none for a text without Markdown's characters).
    package static func read(_ source: String) throws(RenderError) -> (text: String, runs: [Run]) {
        guard source.utf8.contains(where: syntax.contains) else { return (source, []) }
        var bytes = Array(source.utf8)
        var problem = [CChar](repeating: 0, count: 200)
        let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { fk_md_parse($0, Int32(buffer.count), &problem) }
        }
        guard let parsed else { throw .codec(format: "Markdown", problem: String(nulTerminated: problem)) }
        defer { fk_md_free(parsed) }
        var length: Int32 = 0
        let textBytes = fk_md_text(parsed, &length)!
        let utf8 = Array(UnsafeBufferPointer(start: UnsafeRawPointer(textBytes).assumingMemoryBound(to: UInt8.self), count: Int(length)))
        let text = String(decoding: utf8, as: UTF8.self)
        // Byte offsets to `Character` offsets, as layout counts them.
        var characterAt = [Int](repeating: 0, count: utf8.count + 1)
        var offset = 0, byte = 0
        for character in text {
            let size = character.utf8.count
            for i in 0..<size { characterAt[byte + i] = offset }
            byte += size
            offset += 1
        }
        characterAt[utf8.count] = offset
        var runs: [Run] = []
        for index in 0..<fk_md_run_count(parsed) {
            let marks = fk_md_run_at(parsed, index)
            let flags = Int(marks.flags)
            let start = characterAt[Int(marks.start)]
            var run = Run(
                range: start..<max(start, characterAt[Int(marks.end)]), strong: flags & FK_MD_STRONG != 0,
                emphasis: flags & FK_MD_EMPHASIS != 0, strikethrough: flags & FK_MD_STRIKETHROUGH != 0, code: flags & FK_MD_CODE != 0)
            if flags & FK_MD_LINK != 0 { run.link = String(cString: fk_md_link(parsed, marks.link)) }
            guard !run.range.isEmpty else { continue }
            if let last = runs.last, last.sameMarks(as: run), last.range.upperBound == run.range.lowerBound {
                runs[runs.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                runs.append(run)
            }
        }
        return (text, runs)
    }
}
