import FukidashiJSON
import FukidashiLanguage

/// One `<string>` or plural `<item>` as aapt2 compiles it, with the styles
/// `Resources.getText` gives its HTML tags. Written here because no library on Linux compiles
/// Android resources; the rules are aapt2's (its `ResourceUtils::StringBuilder` and its
/// parser's tests), checked against Debian's `aapt` in the tests:
/// - runs of ASCII whitespace outside double quotes become one space; any other space
///   (U+00A0, U+202F) is a character like any other;
/// - a string without tags loses the spaces at its ends; one with tags keeps them, and
///   each tag's start and end restart whitespace and quoting;
/// - `\n`, `\t`, `\uXXXX` are escapes; any other character after `\` is kept as itself
///   (`\'`, `\"`, `\@`, `\?`, `\#`, `\,`, `\<`);
/// - an apostrophe outside quotes and not escaped is an error, as aapt2 makes it;
/// - `<b>` is bold, `<i>` italic, `<u>` underlined, `<tt>` monospaced, `<strike>` struck
///   through and `<a href>` a link; other tags keep their text unstyled, and `<xliff:g>`
///   only marks text not to translate.
enum AndroidResourceText {
    package static func read(_ element: MarkupElement) -> Result<MarkedText, TranslationProblem> {
        var builder = Builder(line: element.line)
        do throws(TranslationProblem) {
            try builder.append(children: element.children, traits: RunTraits())
        } catch {
            return .failure(error)
        }
        return .success(builder.finish())
    }

    private struct Builder {
        let line: Int
        var segments: [(text: String.UnicodeScalarView, traits: RunTraits, kept: Bool)] = []
        /// Inside `<xliff:g>`: text a pseudo-locale copies untouched.
        var keeping = false
        var quoted = false
        var lastWasSpace = false
        /// Whether any tag (other than `xliff:g`) made this a styled string.
        var styled = false
        /// Where a space that collapsing made stands at the very start, and at the end.
        var leadingCollapsedSpace = false
        var trailingCollapsedSpace = false
        var emittedAny = false

        init(line: Int) { self.line = line }

        mutating func append(children: [MarkupElement.Node], traits: RunTraits) throws(TranslationProblem) {
            for child in children {
                switch child {
                case .text(let text):
                    try append(text: text, traits: traits)
                case .element(let inner):
                    if inner.name == "g" {  // <xliff:g>: text not to translate, no span
                        let outer = keeping
                        keeping = true
                        try append(children: inner.children, traits: traits)
                        keeping = outer
                        continue
                    }
                    styled = true
                    // A tag's start and end end whitespace runs and quotes (aapt2's StartSpan/EndSpan).
                    quoted = false
                    lastWasSpace = false
                    try append(children: inner.children, traits: Self.traits(traits, adding: inner))
                    quoted = false
                    lastWasSpace = false
                }
            }
        }

        static func traits(_ outer: RunTraits, adding tag: MarkupElement) -> RunTraits {
            var traits = outer
            switch tag.name.lowercased() {
            case "b": traits.strong = true
            case "i": traits.emphasis = true
            case "u": traits.underline = true
            case "tt": traits.code = true
            case "strike": traits.strikethrough = true
            case "a": traits.link = tag["href"] ?? ""
            default: break  // <big>, <small>, <font>, <annotation>…: text kept, not styled here
            }
            return traits
        }

        mutating func emit(_ scalar: Unicode.Scalar, traits: RunTraits, collapsedSpace: Bool = false) {
            if !emittedAny { leadingCollapsedSpace = collapsedSpace }
            emittedAny = true
            trailingCollapsedSpace = collapsedSpace
            if let last = segments.last, last.traits == traits, last.kept == keeping {
                segments[segments.count - 1].text.append(scalar)
            } else {
                segments.append((String.UnicodeScalarView([scalar]), traits, keeping))
            }
        }

        mutating func append(text: String, traits: RunTraits) throws(TranslationProblem) {
            let scalars = Array(text.unicodeScalars)
            var i = 0
            while i < scalars.count {
                let c = scalars[i]
                i += 1
                if !quoted, Self.isASCIISpace(c) {
                    if !lastWasSpace { emit(" ", traits: traits, collapsedSpace: true) }
                    lastWasSpace = true
                    continue
                }
                lastWasSpace = false
                switch c {
                case "\\":
                    guard i < scalars.count else { continue }  // a lone final backslash adds nothing
                    let e = scalars[i]
                    i += 1
                    switch e {
                    case "n": emit("\n", traits: traits)
                    case "t": emit("\t", traits: traits)
                    case "u":
                        var value: UInt32 = 0
                        var digits = 0
                        while digits < 4, i < scalars.count {
                            guard scalars[i].isASCII, let digit = UInt32(String(scalars[i]), radix: 16) else {
                                throw TranslationProblem("\"\\u\" needs four hex digits", line: line)
                            }
                            value = value << 4 | digit
                            digits += 1
                            i += 1
                        }
                        guard let scalar = Unicode.Scalar(value) else {
                            throw TranslationProblem("\"\\u\" names no character (U+\(String(value, radix: 16, uppercase: true)))", line: line)
                        }
                        emit(scalar, traits: traits)
                    default:
                        emit(e, traits: traits)  // aapt2 keeps the character after any other backslash
                    }
                case "\"":
                    quoted.toggle()
                case "'" where !quoted:
                    throw TranslationProblem("an apostrophe that is neither escaped (\\') nor inside double quotes; aapt2 refuses it", line: line)
                default:
                    emit(c, traits: traits)
                }
            }
        }

        static func isASCIISpace(_ c: Unicode.Scalar) -> Bool {
            c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0B}" || c == "\u{0C}"
        }

        func finish() -> MarkedText {
            var parts = segments.filter { !$0.text.isEmpty }
            if !styled {
                // aapt2 trims a plain string's ends, but only spaces that collapsing made.
                if leadingCollapsedSpace, !parts.isEmpty { parts[0].text.removeFirst() }
                if trailingCollapsedSpace, !parts.isEmpty, !parts[parts.count - 1].text.isEmpty { parts[parts.count - 1].text.removeLast() }
                parts = parts.filter { !$0.text.isEmpty }
            }
            var text = ""
            var runs: [MarkedText.Run] = []
            var kept: [Range<Int>] = []
            for part in parts {
                let start = text.count
                text.unicodeScalars.append(contentsOf: part.text)
                let end = text.count
                guard end > start else { continue }
                if part.kept { kept.append(start..<end) }
                if let last = runs.last, last.traits == part.traits {
                    runs[runs.count - 1] = MarkedText.Run(range: last.range.lowerBound..<end, traits: part.traits)
                } else {
                    runs.append(MarkedText.Run(range: start..<end, traits: part.traits))
                }
            }
            return MarkedText(text: text, runs: runs, untranslated: kept)
        }
    }
}

extension TranslationProblem {
    /// The same problem, said of a part of the resource (`its "few" form`).
    func named(_ part: String) -> TranslationProblem {
        TranslationProblem("\(part): \(message)", line: line)
    }
}
