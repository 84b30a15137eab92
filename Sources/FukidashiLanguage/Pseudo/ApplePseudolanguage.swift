/// Xcode's pseudolanguages (Scheme › Run › App Language), as CoreFoundation writes them in
/// `CFBundle_DebugStrings.c` (swift-corelibs-foundation). Written here because they are four
/// string functions inside Apple's bundle code, which Linux does not run.
enum ApplePseudolanguage {
    /// Double-Length: the text with every `%` removed ("so format specifiers are not
    /// doubled"), a space, then the text.
    static func doubled(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "%" }) + " " + text
    }

    /// Bounded String: `[# ` … ` #]`, the wrapper Xcode's menu item is seen to use (the CF
    /// function takes the affixes from its closed-source caller).
    static let bounds = ("[# ", " #]")

    /// Right-to-Left with right-to-left strings: the whole text in one override.
    static let override = ("\u{202E}", "\u{202C}")

    /// Accented: after each character that is one UTF-16 unit and not a control, space,
    /// punctuation, symbol, decimal digit or combining mark, one combining accent,
    /// `marks[unit % 6]`. Unlike Xcode, the letters of format specifiers (`%d`, `%1$@`,
    /// `%#@files@`) are left alone, so they still format: the one place Fukidashi differs.
    static func accented(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let kept = specifierRanges(scalars)
        var out = String.UnicodeScalarView()
        var offset = 0
        for character in text {
            let count = character.unicodeScalars.count
            out.append(contentsOf: character.unicodeScalars)
            defer { offset += count }
            guard count == 1, let scalar = character.unicodeScalars.first, scalar.utf16.count == 1,
                !kept.contains(where: { $0.contains(offset) }), !skips(scalar)
            else { continue }
            out.append(marks[Int(scalar.value) % marks.count])
        }
        return String(out)
    }

    /// Grave, cedilla, tilde, ring below, ring above, diaeresis: CF's "acceptable" accents.
    private static let marks: [Unicode.Scalar] = ["\u{0300}", "\u{0327}", "\u{0303}", "\u{0325}", "\u{030A}", "\u{0308}"]

    /// CF's skipped sets: control (Cc, Cf), whitespace and newline, punctuation, symbols,
    /// decimal digits and non-base characters (marks).
    private static func skips(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
            .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return scalar.properties.isWhitespace
        }
    }

    /// Where the format specifiers are, in scalar offsets: `%%`, `%@`, `%1$lld`, `%.1f`,
    /// `%#@name@`.
    static func specifierRanges(_ s: [Unicode.Scalar]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var i = 0
        while i < s.count {
            guard s[i] == "%", let end = specifierEnd(s, from: i + 1) else {
                i += 1
                continue
            }
            ranges.append(i..<end)
            i = end
        }
        return ranges
    }

    private static func specifierEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start
        func skip(while test: (Unicode.Scalar) -> Bool) { while i < s.count, test(s[i]) { i += 1 } }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        guard i < s.count else { return nil }
        if s[i] == "%" { return i + 1 }
        let position = i
        skip(while: isDigit)
        if i < s.count, s[i] == "$", i > position { i += 1 } else { i = position }
        if i + 1 < s.count, s[i] == "#", s[i + 1] == "@" {
            // A .stringsdict substitution runs to its closing `@`.
            guard let close = s[(i + 2)...].firstIndex(of: "@") else { return nil }
            return close + 1
        }
        skip(while: { "-+ #0'".unicodeScalars.contains($0) })
        skip(while: { isDigit($0) || $0 == "*" })
        if i < s.count, s[i] == "." {
            i += 1
            skip(while: { isDigit($0) || $0 == "*" })
        }
        skip(while: { "hlqLztj".unicodeScalars.contains($0) })
        guard i < s.count, "@dDiuUxXoOfFeEgGcCsSpaAn".unicodeScalars.contains(s[i]) else { return nil }
        return i + 1
    }
}
