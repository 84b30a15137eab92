/// How a run of text is marked: strong, emphasis, struck through, underlined, code, or a link.
package struct RunTraits: Hashable, Sendable {
    package var strong = false
    package var emphasis = false
    package var strikethrough = false
    /// Android's `<u>`; Markdown has no underline.
    package var underline = false
    package var code = false
    /// The link's destination, for a `[label](url)` run.
    package var link: String?

    package init(
        strong: Bool = false, emphasis: Bool = false, strikethrough: Bool = false, underline: Bool = false, code: Bool = false,
        link: String? = nil
    ) {
        (self.strong, self.emphasis, self.strikethrough, self.underline, self.code, self.link) = (
            strong, emphasis, strikethrough, underline, code, link
        )
    }

    package var isPlain: Bool { self == RunTraits() }
}

/// Text with its marked runs: what Markdown leaves to draw.
package struct MarkedText: Hashable, Sendable {
    /// The text to draw, the markup removed.
    package let text: String
    /// Runs in order, covering `text` without gaps, as ranges of `Character` offsets.
    package let runs: [Run]
    /// Ranges a pseudo-locale copies untouched, as `Character` offsets (Android's `<xliff:g>`).
    package var untranslated: [Range<Int>] = []

    package struct Run: Hashable, Sendable {
        package let range: Range<Int>
        package let traits: RunTraits

        package init(range: Range<Int>, traits: RunTraits) {
            (self.range, self.traits) = (range, traits)
        }
    }

    package init(text: String, runs: [Run], untranslated: [Range<Int>] = []) {
        (self.text, self.runs, self.untranslated) = (text, runs, untranslated)
    }

    /// Text with no markup: one plain run.
    package static func plain(_ text: String) -> MarkedText {
        MarkedText(text: text, runs: text.isEmpty ? [] : [Run(range: 0..<text.count, traits: RunTraits())])
    }
}
