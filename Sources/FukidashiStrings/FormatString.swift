import FukidashiJSON

/// A printf-style format string as Apple's and Android's string files write them: `%@`, `%d`,
/// `%lld`, `%1$@`, `%2$s`, `%.1f`, `%%`, and `%#@name@` substitutions. Written here because
/// no library reads Apple's `%@` and `%#@…@` forms; ICU's formatters take other syntaxes.
package struct FormatString: Hashable, Sendable {
    struct Specifier: Hashable, Sendable {
        /// `2` for `%2$s`; `nil` takes the next argument.
        package let position: Int?
        /// `@`, `d`, `i`, `u`, `f`, `s`, `x`, `o`, … with length modifiers dropped; `arg` for a
        /// String Catalog substitution's `%arg`.
        let conversion: String
        let precision: Int?
        /// As written: `%1$lld`.
        package let text: String
        /// `-+ 0#',` as written: Java's `,` groups digits.
        var flags = ""
        /// `l`, `ll`, `h`, `q`, … before the conversion: C's, which Java has not.
        var hasLengthModifier = false

        var isNumeric: Bool { !["@", "s", "S"].contains(conversion) }
        var isDecimal: Bool { conversion == "f" || conversion == "F" }
    }

    enum Token: Hashable, Sendable {
        case literal(String)
        case specifier(Specifier)
        /// `%#@name@`, or `%2$#@name@` reading argument 2.
        case substitution(String, position: Int?)
    }

    let tokens: [Token]

    /// Reads `text`; throws what is wrong and where (a lone `%`, an unknown conversion).
    package init(_ text: String) throws(TranslationProblem) {
        var tokens: [Token] = []
        var literal = ""
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func flush() {
            if !literal.isEmpty {
                tokens.append(.literal(literal))
                literal = ""
            }
        }
        while i < scalars.count {
            let c = scalars[i]
            guard c == "%" else {
                literal.unicodeScalars.append(c)
                i += 1
                continue
            }
            let start = i
            i += 1
            guard i < scalars.count else {
                throw TranslationProblem("a lone \"%\" at the end of \(text.quotedForDiagnostic); write \"%%\" for a percent sign")
            }
            if scalars[i] == "%" {
                literal.append("%")
                i += 1
                continue
            }
            // `%#@name@`, or positional `%2$#@name@`.
            var substitutionPosition: Int?
            if scalars[i].properties.numericType != nil, scalars[i].isASCII {
                var j = i, n = 0
                while j < scalars.count, scalars[j].isASCII, let d = Int(String(scalars[j])) {
                    n = min(n * 10 + d, 10_000)
                    j += 1
                }
                if j + 2 < scalars.count, scalars[j] == "$", scalars[j + 1] == "#", scalars[j + 2] == "@", n >= 1 {
                    substitutionPosition = n
                    i = j + 1
                }
            }
            if scalars[i] == "#", i + 1 < scalars.count, scalars[i + 1] == "@" {
                var name = ""
                i += 2
                while i < scalars.count, scalars[i] != "@" {
                    name.unicodeScalars.append(scalars[i])
                    i += 1
                }
                guard i < scalars.count, !name.isEmpty else {
                    throw TranslationProblem("an unclosed substitution \"%#@\" in \(text.quotedForDiagnostic)")
                }
                i += 1
                flush()
                tokens.append(.substitution(name, position: substitutionPosition))
                continue
            }
            if Array(scalars[i...].prefix(3)) == ["a", "r", "g"] {
                i += 3
                flush()
                tokens.append(.specifier(Specifier(position: nil, conversion: "arg", precision: nil, text: "%arg")))
                continue
            }
            func digits() -> Int? {
                var value: Int?
                while i < scalars.count, let d = Int(String(scalars[i])), scalars[i].isASCII {
                    value = min((value ?? 0) * 10 + d, 10_000)
                    i += 1
                }
                return value
            }
            var position: Int?
            let mark = i
            if let n = digits(), i < scalars.count, scalars[i] == "$" {
                guard n >= 1 else { throw TranslationProblem("\"%0$\" in \(text.quotedForDiagnostic): argument positions start at 1") }
                position = n
                i += 1
            } else {
                i = mark
            }
            var flags = ""
            while i < scalars.count, "-+ 0#',".unicodeScalars.contains(scalars[i]) {
                flags.unicodeScalars.append(scalars[i])
                i += 1
            }
            _ = digits()  // width: ignored, as text has no columns to pad to
            var precision: Int?
            if i < scalars.count, scalars[i] == "." {
                i += 1
                precision = digits() ?? 0
            }
            let modifierStart = i
            while i < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[i]) { i += 1 }
            guard i < scalars.count else {
                throw TranslationProblem(
                    "an unfinished specifier \(String(String.UnicodeScalarView(scalars[start...])).quotedForDiagnostic) in \(text.quotedForDiagnostic)"
                )
            }
            let conversion = String(scalars[i])
            i += 1
            guard Self.conversions.contains(conversion) else {
                let written = String(String.UnicodeScalarView(scalars[start..<i]))
                throw TranslationProblem(
                    "\(written.quotedForDiagnostic) in \(text.quotedForDiagnostic) is not a specifier Fukidashi formats (\(Self.conversions.map { "%" + $0 }.joined(separator: ", ")))"
                )
            }
            flush()
            tokens.append(
                .specifier(
                    Specifier(
                        position: position, conversion: conversion, precision: precision,
                        text: String(String.UnicodeScalarView(scalars[start..<i])), flags: flags,
                        hasLengthModifier: i - 1 > modifierStart)))
        }
        flush()
        self.tokens = tokens
    }

    /// The conversions formatted: objects and strings, whole numbers, decimals, hex and octal.
    static let conversions = ["@", "s", "S", "d", "D", "i", "u", "U", "f", "F", "x", "X", "o", "O"]
}
