import Dispatch
import Foundation
import FukidashiLanguage
import Testing

@testable import Fukidashi
@testable import FukidashiModel
@testable import FukidashiStrings

/// Markdown as cmark-gfm reads it: the GFM spec's own examples for backslash escapes, code
/// spans, emphasis, strikethrough and links (Debian's `cmark-gfm` ships the spec), and what
/// stays text because a bubble's text is inline only.
@Suite("Markdown, as cmark-gfm reads it", .tags(.stage))
struct MarkdownReaderTests {
    /// `text` with each run written as `[traits:text]`, for compact expectations.
    static func render(_ source: String, urls: Bool = true) throws -> String {
        let marked = try CMarkdownReading().markdown(source)
        let characters = Array(marked.text)
        return marked.runs.map { run in
            let text = String(characters[run.range])
            var traits = run.traits
            if !urls, traits.link != nil { traits.link = "" }
            let tags = tags(traits).map { $0 == "a=" ? "a" : $0 }
            return tags.isEmpty ? text : "[\(tags.joined(separator: ",")):\(text)]"
        }.joined()
    }

    static func tags(_ traits: RunTraits) -> [String] {
        var tags: [String] = []
        if traits.strong { tags.append("b") }
        if traits.emphasis { tags.append("i") }
        if traits.strikethrough { tags.append("s") }
        if traits.code { tags.append("c") }
        if let link = traits.link { tags.append("a=" + link) }
        return tags
    }

    @Test(
        "strong, emphasis, strikethrough, code and links",
        arguments: [
            ("Tap **Continue**", "Tap [b:Continue]"),
            ("*one* and _two_", "[i:one] and [i:two]"),
            ("***both***", "[b,i:both]"),
            ("**bold *and italic* inside**", "[b:bold ][b,i:and italic][b: inside]"),
            ("~~old~~ new", "[s:old] new"),
            ("~single~", "[s:single]"),
            ("run `make test` now", "run [c:make test] now"),
            ("``a ` tick``", "[c:a ` tick]"),
            ("see [the **guide**](https://example.com/guide)", "see [a=https://example.com/guide:the ][b,a=https://example.com/guide:guide]"),
            (#"[link](/uri "title")"#, "[a=/uri:link]"),
            ("[link](</my uri>)", "[a=/my uri:link]"),
            ("[link](foo(and(bar)))", "[a=foo(and(bar)):link]"),
            ("*foo**bar*", "[i:foo**bar]"),
            ("*foo**bar**baz*", "[i:foo][b,i:bar][i:baz]"),
            ("`` foo ``", "[c:foo]")
        ])
    func marks(_ source: String, _ expected: String) throws {
        #expect(try Self.render(source) == expected)
    }

    @Test(
        "what is not markup stays as written; block syntax at a line start is text; spaces and line breaks are kept",
        arguments: [
            ("2 * 3 * 4 = 24", "2 * 3 * 4 = 24"),
            ("snake_case_name", "snake_case_name"),
            ("**unclosed", "**unclosed"),
            ("[label] (not a link)", "[label] (not a link)"),
            ("`unclosed", "`unclosed"),
            ("# Not a heading\n- not a list\n> not a quote\n1. not numbered", "# Not a heading\n- not a list\n> not a quote\n1. not numbered"),
            ("```foo``", "```foo``"),
            ("    indented\n\ntwo lines down", "    indented\n\ntwo lines down"),
            ("foo\\\nbar", "foo\nbar"),
            (#"\*\*not bold\*\* and \\ \[x\]"#, #"**not bold** and \ [x]"#),
            (#"C:\path"#, #"C:\path"#),
            ("**line one\nline two**", "[b:line one\nline two]")
        ])
    func literal(_ source: String, _ expected: String) throws {
        #expect(try Self.render(source) == expected)
    }

    /// One example of the spec: its Markdown and the HTML cmark-gfm gives.
    struct Example: CustomStringConvertible {
        let section: String
        let number: Int
        let markdown: String
        let html: String
        var description: String { "\(section) #\(number): \(markdown.debugDescription)" }
    }

    static let sections = ["Backslash escapes", "Code spans", "Emphasis and strong emphasis", "Strikethrough (extension)", "Links"]

    /// The spec's examples of `sections` whose HTML is one paragraph of inline markup (no
    /// block syntax, reference definitions, raw HTML or images: what a bubble's text can be).
    static func examples() throws -> [Example] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc", "/usr/share/doc/cmark-gfm/spec.txt.gz"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let spec = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var found: [Example] = []
        var section = "", number = 0
        var lines = spec.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        while let line = lines.next() {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            guard line.hasPrefix("````````````````````````````````") && line.contains("example") else { continue }
            number += 1
            var markdown: [Substring] = [], html: [Substring] = [], inHTML = false
            while let body = lines.next(), !body.hasPrefix("````````````````````````````````") {
                if body == "." && !inHTML {
                    inHTML = true
                    continue
                }
                if inHTML { html.append(body) } else { markdown.append(body) }
            }
            let source = markdown.joined(separator: "\n").replacing("→", with: "\t")
            let output = html.joined(separator: "\n").replacing("→", with: "\t")
            guard sections.contains(section), output.hasPrefix("<p>"), output.hasSuffix("</p>"),
                output.ranges(of: "<p>").count == 1, !output.contains("<img"),
                source.firstMatch(of: /(?m)^ {0,3}\[[^\]]+\]:/) == nil, source.firstMatch(of: /<\/?[a-zA-Z][a-zA-Z0-9]*[ >\/]/) == nil,
                output.firstMatch(of: /<(?!\/?(p|em|strong|code|del|a|br)[ >\/])/) == nil
            else { continue }
            found.append(Example(section: section, number: number, markdown: source, html: output))
        }
        return found
    }

    /// The text the HTML shows, with each character's marks, as `[traits:text]` runs.
    static func expected(_ html: String) -> String {
        var body = Substring(html.dropFirst(3).dropLast(4))
        var open: [String: Int] = [:]
        var link: [String] = []
        var runs: [(String, [String])] = []
        func add(_ text: String) {
            var tags: [String] = []
            if open["strong", default: 0] > 0 { tags.append("b") }
            if open["em", default: 0] > 0 { tags.append("i") }
            if open["del", default: 0] > 0 { tags.append("s") }
            if open["code", default: 0] > 0 { tags.append("c") }
            if link.last != nil { tags.append("a") }
            if let last = runs.last, last.1 == tags { runs[runs.count - 1].0 += text } else { runs.append((text, tags)) }
        }
        while !body.isEmpty {
            if body.hasPrefix("<br />\n") {
                add("\n")
                body = body.dropFirst(7)
                continue
            }
            if body.hasPrefix("<"), let close = body.firstIndex(of: ">") {
                let tag = body[body.index(after: body.startIndex)..<close]
                let name = tag.hasPrefix("/") ? String(tag.dropFirst()) : String(tag.prefix { $0 != " " && $0 != "/" })
                if tag.hasPrefix("/") {
                    if name == "a" { link.removeLast() } else { open[name, default: 1] -= 1 }
                } else if name == "a" {
                    link.append("")  // the spec's HTML escapes the destination; which link it is, is compared apart
                } else {
                    open[name, default: 0] += 1
                }
                body = body[body.index(after: close)...]
                continue
            }
            let next = body.firstIndex(of: "<") ?? body.endIndex
            add(decode(String(body[..<next])))
            body = body[next...]
        }
        return runs.map { $0.1.isEmpty ? $0.0 : "[\($0.1.joined(separator: ",")):\($0.0)]" }.joined()
    }

    static func decode(_ text: String) -> String {
        text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"").replacing("&amp;", with: "&")
    }

    @Test("the GFM spec's examples of escapes, code spans, emphasis, strikethrough and links: cmark-gfm's text, its marks on the same characters")
    func specExamples() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 180, "examples read from Debian's cmark-gfm spec: \(examples.count)")
        var agreed = 0
        for example in examples {
            // A bubble keeps a line's leading spaces, where a paragraph of a document drops them.
            let source = example.markdown.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.drop { $0 == " " } }.joined(separator: "\n")
            let ours = try Self.render(source, urls: false)
            let theirs = Self.expected(example.html)
            #expect(ours == theirs, "\(example)")
            if ours == theirs { agreed += 1 }
        }
        print("Markdown: \(agreed) of \(examples.count) GFM spec examples agree with cmark-gfm")
    }

    @Test("the same examples as written, indented lines and all: cmark-gfm's parse (a bubble keeps a line's leading spaces, the rest is the same)")
    func specExamplesAsWritten() throws {
        let examples = try Self.examples()
        var agreed = 0
        var missed: [String] = []
        func dropIndents(_ text: String) -> String { text.replacing(/\n[ \t]+/, with: "\n") }
        for example in examples {
            let ours = dropIndents(try Self.render(example.markdown, urls: false))
            let theirs = dropIndents(Self.expected(example.html))
            if ours == theirs { agreed += 1 } else { missed.append("\(example): \(ours.debugDescription) ≠ \(theirs.debugDescription)") }
        }
        // Example 518 of the spec (a link whose title is on the next, indented line) among them.
        #expect(examples.contains { $0.markdown == "[link](   /uri\n  \"title\"  )" })
        #expect(missed.isEmpty, "\(missed)")
        print("Markdown: \(agreed) of \(examples.count) GFM spec examples agree with cmark-gfm as written")
    }

    @Test("texts read on many threads at once keep their strikethrough (cmark-gfm's special characters are global)")
    func concurrentReads() {
        let misses = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<300 {
                let runs = (try? MarkdownReader.read("go ~~there~~ **now**").runs) ?? []
                if !runs.contains(where: \.strikethrough) { misses.withLock { $0 += 1 } }
            }
        }
        #expect(misses.withLock { $0 } == 0, "reads that lost their strikethrough")
    }
}
