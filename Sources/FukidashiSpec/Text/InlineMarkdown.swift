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

    package init(strong: Bool = false, emphasis: Bool = false, strikethrough: Bool = false, underline: Bool = false, code: Bool = false,
                 link: String? = nil) {
        (self.strong, self.emphasis, self.strikethrough, self.underline, self.code, self.link) = (strong, emphasis, strikethrough, underline, code, link)
    }

    package var isPlain: Bool { self == RunTraits() }
}

/// Text with its marked runs: what Markdown leaves to draw.
package struct MarkedText: Hashable, Sendable {
    /// The text to draw, the markup removed.
    package let text: String
    /// Runs in order, covering `text` without gaps, as ranges of `Character` offsets.
    package let runs: [Run]

    package struct Run: Hashable, Sendable {
        package let range: Range<Int>
        package let traits: RunTraits

        package init(range: Range<Int>, traits: RunTraits) {
            (self.range, self.traits) = (range, traits)
        }
    }

    package init(text: String, runs: [Run]) {
        (self.text, self.runs) = (text, runs)
    }

    /// Text with no markup: one plain run.
    package static func plain(_ text: String) -> MarkedText {
        MarkedText(text: text, runs: text.isEmpty ? [] : [Run(range: 0..<text.count, traits: RunTraits())])
    }
}

/// Markdown's inline subset, as SwiftUI reads localized text (`inlineOnlyPreservingWhitespace`):
/// `**strong**`, `*emphasis*` and `_emphasis_`, `~~strikethrough~~`, `` `code` ``,
/// `[label](url)` and backslash escapes; line breaks and spaces are kept as written.
///
/// Written here because the libraries parse whole documents: cmark turns `- item` into a list
/// and `# Title` into a heading, and folds newlines, where a bubble's text is one inline run.
/// Emphasis follows CommonMark's delimiter-run rules (left- and right-flanking runs, `_` not
/// inside words), so `a * b` and `snake_case_name` stay as written.
package enum InlineMarkdown {
    package static func parse(_ source: String) -> MarkedText {
        var parser = Parser(characters: Array(source))
        let nodes = parser.parseInlines(until: nil)
        var text = ""
        var runs: [MarkedText.Run] = []
        var offset = 0
        func emit(_ nodes: [Node], _ traits: RunTraits) {
            for node in nodes {
                switch node {
                case .text(let s):
                    guard !s.isEmpty else { continue }
                    let count = s.count
                    if let last = runs.last, last.traits == traits, last.range.upperBound == offset {
                        runs[runs.count - 1] = MarkedText.Run(range: last.range.lowerBound..<(offset + count), traits: traits)
                    } else {
                        runs.append(MarkedText.Run(range: offset..<(offset + count), traits: traits))
                    }
                    text += s
                    offset += count
                case .styled(let kind, let children):
                    var inner = traits
                    switch kind {
                    case .strong: inner.strong = true
                    case .emphasis: inner.emphasis = true
                    case .strikethrough: inner.strikethrough = true
                    }
                    emit(children, inner)
                case .code(let s):
                    var inner = traits
                    inner.code = true
                    emit([.text(s)], inner)
                case .link(let url, let children):
                    var inner = traits
                    inner.link = url
                    emit(children, inner)
                case .delimiter(let c, let count, _, _):
                    emit([.text(String(repeating: c, count: count))], traits)
                }
            }
        }
        emit(resolve(nodes), RunTraits())
        return MarkedText(text: text, runs: runs)
    }

    enum Kind { case strong, emphasis, strikethrough }

    indirect enum Node {
        case text(String)
        case styled(Kind, [Node])
        case code(String)
        case link(String, [Node])
        /// A run of `*`, `_` or `~` not yet matched: its character, length, and whether it
        /// may open or close.
        case delimiter(Character, Int, canOpen: Bool, canClose: Bool)
    }

    /// CommonMark's "process emphasis", on one level of nodes: each closer takes the nearest
    /// opener of its character; two of each make strong (or a strikethrough for `~~`).
    static func resolve(_ input: [Node]) -> [Node] {
        var nodes = input
        var index = 0
        while index < nodes.count {
            guard case .delimiter(let c, var closeCount, _, true) = nodes[index] else { index += 1; continue }
            var opener: Int?
            var scan = index - 1
            while scan >= 0 {
                if case .delimiter(c, let count, true, _) = nodes[scan], c != "~" || (count == 2 && closeCount == 2) { opener = scan; break }
                scan -= 1
            }
            guard let openerIndex = opener, case .delimiter(_, var openCount, let openCanOpen, let openCanClose) = nodes[openerIndex] else {
                index += 1
                continue
            }
            let used = c == "~" ? 2 : (openCount >= 2 && closeCount >= 2 ? 2 : 1)
            let kind: Kind = c == "~" ? .strikethrough : (used == 2 ? .strong : .emphasis)
            let inner = resolve(Array(nodes[(openerIndex + 1)..<index]))
            openCount -= used
            closeCount -= used
            var replacement: [Node] = []
            if openCount > 0 { replacement.append(.delimiter(c, openCount, canOpen: openCanOpen, canClose: openCanClose)) }
            replacement.append(.styled(kind, inner))
            let closerStill = closeCount > 0
            if closerStill, case .delimiter(_, _, let canOpen, let canClose) = nodes[index] {
                replacement.append(.delimiter(c, closeCount, canOpen: canOpen, canClose: canClose))
            }
            nodes.replaceSubrange(openerIndex...index, with: replacement)
            index = openerIndex + replacement.count - (closerStill ? 1 : 0)
        }
        return nodes
    }

    private struct Parser {
        let characters: [Character]
        var position = 0

        static let escapable: Set<Character> = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

        mutating func parseInlines(until terminator: Character?) -> [Node] {
            var nodes: [Node] = []
            var text = ""
            func flush() {
                if !text.isEmpty { nodes.append(.text(text)); text = "" }
            }
            while position < characters.count {
                let c = characters[position]
                if let terminator, c == terminator { break }
                switch c {
                case "\\" where position + 1 < characters.count && Self.escapable.contains(characters[position + 1]):
                    text.append(characters[position + 1])
                    position += 2
                case "`":
                    if let code = codeSpan() { flush(); nodes.append(.code(code)) } else { text.append(c); position += 1 }
                case "[":
                    if let link = link() { flush(); nodes.append(link) } else { text.append(c); position += 1 }
                case "*", "_", "~":
                    flush()
                    nodes.append(delimiterRun())
                default:
                    text.append(c)
                    position += 1
                }
            }
            flush()
            return nodes
        }

        /// A run of backticks, then the text up to a run of the same length.
        mutating func codeSpan() -> String? {
            var length = 0
            while position + length < characters.count, characters[position + length] == "`" { length += 1 }
            var scan = position + length
            while scan < characters.count {
                if characters[scan] == "`" {
                    var run = 0
                    while scan + run < characters.count, characters[scan + run] == "`" { run += 1 }
                    if run == length {
                        var content = String(characters[(position + length)..<scan])
                        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                            content = String(content.dropFirst().dropLast())
                        }
                        position = scan + run
                        return content
                    }
                    scan += run
                } else {
                    scan += 1
                }
            }
            return nil
        }

        /// `[label](destination)`; the label may hold emphasis and code.
        mutating func link() -> Node? {
            let start = position
            var depth = 0
            var scan = position
            var close: Int?
            while scan < characters.count {
                switch characters[scan] {
                case "\\": scan += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 { close = scan }
                default: break
                }
                if close != nil { break }
                scan += 1
            }
            guard let close, close + 1 < characters.count, characters[close + 1] == "(" else { return nil }
            var end = close + 2
            var destination = ""
            while end < characters.count, characters[end] != ")", !characters[end].isWhitespace {
                destination.append(characters[end])
                end += 1
            }
            guard end < characters.count, characters[end] == ")" else { return nil }
            var inner = Parser(characters: Array(characters[(start + 1)..<close]))
            let label = resolve(inner.parseInlines(until: nil))
            position = end + 1
            return .link(destination, label)
        }

        /// A run of one delimiter character, with CommonMark's flanking rules.
        mutating func delimiterRun() -> Node {
            let c = characters[position]
            var length = 0
            while position + length < characters.count, characters[position + length] == c { length += 1 }
            let before: Character = position > 0 ? characters[position - 1] : " "
            let after: Character = position + length < characters.count ? characters[position + length] : " "
            position += length
            let leftFlanking = !after.isWhitespace && (!after.isMarkdownPunctuation || before.isWhitespace || before.isMarkdownPunctuation)
            let rightFlanking = !before.isWhitespace && (!before.isMarkdownPunctuation || after.isWhitespace || after.isMarkdownPunctuation)
            var canOpen = leftFlanking, canClose = rightFlanking
            if c == "_" {
                canOpen = leftFlanking && (!rightFlanking || before.isMarkdownPunctuation)
                canClose = rightFlanking && (!leftFlanking || after.isMarkdownPunctuation)
            }
            if c == "~", length != 2 { (canOpen, canClose) = (false, false) }
            return .delimiter(c, length, canOpen: canOpen, canClose: canClose)
        }
    }
}

private extension Character {
    var isMarkdownPunctuation: Bool { isPunctuation || isSymbol }
}
