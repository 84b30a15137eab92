import FukidashiModel
import FukidashiResolve

extension ResolvedDocument {
    /// The label's texts as a reader hears them: Markdown read by cmark-gfm as layout reads it,
    /// so `**Tap**` is said "Tap". A text whose Markdown cannot be read is said as written.
    var labelTexts: [String] {
        labelParts.map { part in
            guard part.readsMarkdown, let marked = try? CMarkdownReading().markdown(part.text.string) else { return part.text.string }
            return marked.text
        }
    }
}
