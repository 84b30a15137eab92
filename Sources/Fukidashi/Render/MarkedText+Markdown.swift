import FukidashiBackend
import FukidashiLanguage
import FukidashiLayout
import FukidashiModel
import FukidashiPlatform
import FukidashiStrings

/// `source`'s Markdown read by the backend's `MarkdownReader` (cmark-gfm), as the spec layer's
/// marked runs: what layout reads Markdown with.
struct CMarkdownReading: MarkdownReading {
    func markdown(_ source: String) throws(RenderError) -> MarkedText {
        let (text, marked) = try MarkdownReader.read(source)
        guard !marked.isEmpty else { return .plain(text) }
        let runs = marked.map { run in
            MarkedText.Run(
                range: run.range,
                traits: RunTraits(
                    strong: run.strong, emphasis: run.emphasis, strikethrough: run.strikethrough,
                    code: run.code, link: run.link))
        }
        return MarkedText(text: text, runs: runs)
    }
}
