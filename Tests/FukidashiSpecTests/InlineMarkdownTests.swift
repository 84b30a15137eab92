@testable import FukidashiSpec
import Testing

@Suite("Inline Markdown")
struct InlineMarkdownTests {
    /// `text` with each run written as `[traits:text]`, for compact expectations.
    func render(_ source: String) -> String {
        let marked = InlineMarkdown.parse(source)
        let characters = Array(marked.text)
        return marked.runs.map { run in
            let text = String(characters[run.range])
            var tags: [String] = []
            if run.traits.strong { tags.append("b") }
            if run.traits.emphasis { tags.append("i") }
            if run.traits.strikethrough { tags.append("s") }
            if run.traits.code { tags.append("c") }
            if let link = run.traits.link { tags.append("a=" + link) }
            return tags.isEmpty ? text : "[\(tags.joined(separator: ",")):\(text)]"
        }.joined()
    }

    @Test("strong, emphasis, strikethrough, code and links", arguments: [
        ("Tap **Continue**", "Tap [b:Continue]"),
        ("*one* and _two_", "[i:one] and [i:two]"),
        ("***both***", "[b,i:both]"),
        ("**bold *and italic* inside**", "[b:bold ][b,i:and italic][b: inside]"),
        ("~~old~~ new", "[s:old] new"),
        ("run `make test` now", "run [c:make test] now"),
        ("``a ` tick``", "[c:a ` tick]"),
        ("see [the **guide**](https://example.com/guide)", "see [a=https://example.com/guide:the ][b,a=https://example.com/guide:guide]"),
    ])
    func marks(_ source: String, _ expected: String) {
        // As in CommonMark, `*` marks inside a word too (`2*3*4` is 2, 3 in italics, 4); `_` does not.
        #expect(render(source) == expected)
    }

    @Test("what is not markup stays as written", arguments: [
        ("2 * 3 * 4 = 24", "2 * 3 * 4 = 24"),
        ("snake_case_name", "snake_case_name"),
        ("a * b * c", "a * b * c"),
        ("**unclosed", "**unclosed"),
        ("~single~", "~single~"),
        ("[label] (not a link)", "[label] (not a link)"),
        ("`unclosed", "`unclosed"),
    ])
    func literal(_ source: String, _ expected: String) {
        #expect(render(source) == expected)
    }

    @Test("backslash escapes keep their character; line breaks inside a bold run stay")
    func escapes() {
        #expect(render(#"\*\*not bold\*\* and \\ \[x\]"#) == #"**not bold** and \ [x]"#)
        #expect(render("**line one\nline two**") == "[b:line one\nline two]")
        #expect(render(#"C:\path"#) == #"C:\path"#, "a backslash before a letter is kept")
    }
}
