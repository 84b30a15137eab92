import FukidashiJSON

/// Apple's `.strings` files: `"key" = "value";` with `/* */` and `//` comments, in UTF-8 or
/// in UTF-16 with a byte-order mark. Written here because no Debian library reads them with
/// line and column in its errors (libplist reads the old plist syntax but says only "parse
/// error"), and the grammar is small.
package enum StringsFileReader {
    package static func read(_ bytes: [UInt8], file: String, table: String, locale: String) throws(StringTableError) -> StringTableFile {
        let text = try decode(bytes, file: file)
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
        var result = StringTable(name: table)
        while true {
            try parser.skipSpaceAndComments()
            guard !parser.atEnd else { break }
            let key = try parser.string()
            try parser.skipSpaceAndComments()
            var value = key
            if try parser.take("=") {
                try parser.skipSpaceAndComments()
                value = try parser.string()
                try parser.skipSpaceAndComments()
            }
            guard try parser.take(";") else { throw parser.problem("expected \";\" after the entry for \(key.quotedForDiagnostic)") }
            result.set(key, locale: locale, Translation(text: .single(value), file: file))
        }
        return StringTableFile(tables: [result])
    }

    /// UTF-8 (a BOM allowed) or UTF-16 with its BOM. UTF-16 without one is refused: which
    /// byte order it is cannot be known, and guessing is how fastlane users get mojibake.
    static func decode(_ bytes: [UInt8], file: String) throws(StringTableError) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else { throw StringTableError(file: file, "UTF-16 with an odd number of bytes: the file is cut short") }
            let units = stride(from: 2, to: bytes.count, by: 2).map { i in
                little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
            }
            var scalars = String.UnicodeScalarView()
            var decoder = UTF16()
            var iterator = units.makeIterator()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let s): scalars.append(s)
                case .emptyInput: break loop
                case .error: throw StringTableError(file: file, "UTF-16 with an unpaired surrogate")
                }
            }
            return String(scalars)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let zero = body.firstIndex(of: 0) {
            let line = body[..<zero].filter { $0 == 0x0A }.count + 1
            throw StringTableError(
                file: file, line: line, "looks like UTF-16 without a byte-order mark (a zero byte in text); save it as UTF-8, or as UTF-16 with a BOM"
            )
        }
        var scalars = String.UnicodeScalarView()
        var decoder = UTF8()
        var iterator = body.makeIterator()
        var line = 1
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                if s == "\n" { line += 1 }
                scalars.append(s)
            case .emptyInput: break loop
            case .error: throw StringTableError(file: file, line: line, "is not UTF-8 (and has no UTF-16 byte-order mark)")
            }
        }
        return String(scalars)
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        var atEnd: Bool { index >= scalars.count }

        func problem(_ message: String) -> StringTableError {
            StringTableError(file: file, line: line, column: column, message)
        }

        mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func take(_ scalar: Unicode.Scalar) throws(StringTableError) -> Bool {
            guard !atEnd, scalars[index] == scalar else { return false }
            advance()
            return true
        }

        mutating func skipSpaceAndComments() throws(StringTableError) {
            while !atEnd {
                let c = scalars[index]
                if c.properties.isWhitespace {
                    advance()
                    continue
                }
                guard c == "/", index + 1 < scalars.count else { return }
                if scalars[index + 1] == "/" {
                    while !atEnd, scalars[index] != "\n" { advance() }
                } else if scalars[index + 1] == "*" {
                    let (startLine, startColumn) = (line, column)
                    advance()
                    advance()
                    while !atEnd, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                    guard !atEnd else {
                        throw StringTableError(file: file, line: startLine, column: startColumn, "a comment that never ends (no \"*/\")")
                    }
                    advance()
                    advance()
                } else {
                    return
                }
            }
        }

        /// A quoted string with escapes, or an unquoted word (letters, digits, `_.-$:/`).
        mutating func string() throws(StringTableError) -> String {
            guard !atEnd else { throw problem("expected a quoted string, got the end of the file") }
            guard scalars[index] == "\"" else {
                var word = String.UnicodeScalarView()
                while !atEnd,
                    scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || "_.-$:/".unicodeScalars.contains(scalars[index])
                {
                    word.append(scalars[index])
                    advance()
                }
                guard !word.isEmpty else { throw problem("expected a quoted string, got \(String(scalars[index]).quotedForDiagnostic)") }
                return String(word)
            }
            let (startLine, startColumn) = (line, column)
            advance()
            var out = String.UnicodeScalarView()
            while true {
                guard !atEnd else {
                    throw StringTableError(file: file, line: startLine, column: startColumn, "a string that never ends (no closing quote)")
                }
                let c = scalars[index]
                if c == "\"" {
                    advance()
                    return String(out)
                }
                guard c == "\\" else {
                    out.append(c)
                    advance()
                    continue
                }
                let (escapeLine, escapeColumn) = (line, column)
                advance()
                guard !atEnd else { continue }
                let e = scalars[index]
                advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "\"", "\\", "'": out.append(e)
                case "u", "U":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard !atEnd, scalars[index].isASCII, let digit = UInt32(String(scalars[index]), radix: 16) else {
                            throw StringTableError(
                                file: file, line: escapeLine, column: escapeColumn, "a bad escape: \"\\\(e)\" needs four hex digits")
                        }
                        value = value * 16 + digit
                        advance()
                    }
                    // A surrogate pair is written as two escapes.
                    if (0xD800..<0xDC00).contains(value), index + 5 < scalars.count, scalars[index] == "\\",
                        scalars[index + 1] == "U" || scalars[index + 1] == "u",
                        let low = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])), radix: 16),
                        (0xDC00..<0xE000).contains(low)
                    {
                        for _ in 0..<6 { advance() }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw StringTableError(
                            file: file, line: escapeLine, column: escapeColumn,
                            "a bad escape: U+\(String(value, radix: 16, uppercase: true)) is not a character")
                    }
                    out.append(scalar)
                default:
                    throw StringTableError(
                        file: file, line: escapeLine, column: escapeColumn,
                        "a bad escape \"\\\(e)\"; .strings files know \\n, \\t, \\r, \\\", \\\\, \\' and \\U followed by four hex digits")
                }
            }
        }
    }
}
