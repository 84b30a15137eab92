import FukidashiLanguage
import FukidashiPlatform
import FukidashiTree

/// Reads a text's Markdown into marked runs. Layout asks for it through this protocol, so it
/// links no C library: the renderer hands in cmark-gfm's reader.
package protocol MarkdownReading: Sendable {
    func markdown(_ source: String) throws(RenderError) -> MarkedText
}
