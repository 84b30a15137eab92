import FukidashiLanguage

extension MarkupMode: StyleWord {}

/// Whether a text's Markdown is read (the backend's `MarkdownReader`, cmark-gfm) or drawn as written.
package enum MarkupMode: String, CaseIterable, Hashable, Sendable {
    case markdown
    case none
}
