import FukidashiJSON

/// A strict RFC 8259 parser over UTF-8 bytes. It reports the line and column of the first
/// syntax error, rejects duplicate keys and bounds nesting, so no input can exhaust the stack.
package struct JSONParser {
    /// Deeper documents are rejected: real specs nest about six levels.
    static let maxDepth = 64
    /// Objects up to this many members find a repeated key by comparing keys, larger ones by
    /// a set.
    static let membersCompared = 16

    package struct SyntaxError: Error, Equatable, CustomStringConvertible {
        package let line: Int
        package let column: Int
        package let message: String
        /// Set when the text is valid JSON with a key repeated in one object, which we refuse.
        package var duplicateKey: String? = nil
        package var description: String { "\(line):\(column): \(message)" }

        package init(line: Int, column: Int, message: String, duplicateKey: String? = nil) {
            (self.line, self.column, self.message, self.duplicateKey) = (line, column, message, duplicateKey)
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depthLimit = JSONParser.maxDepth
    /// Whether the whole document is valid UTF-8, checked once without copying it. Then a
    /// string between two quotes is valid too (an ASCII byte never sits inside a multi-byte
    /// character) and is decoded without checking it again: validating each string through
    /// the generic initializer took a sixth of a string catalog's reading. Otherwise each
    /// string is checked, so the error names the one at fault.
    private var isValidUTF8 = false
    /// `lines(in:)`: where each member's key and each item starts, by path; `nil` when parsing
    /// for the value alone, so that parse builds no path.
    private var starts: [JSONPath: Int]?
    private var pathNow: [JSONPath.Component] = []

    /// `maxDepth` is for files deeper than specs by nature (a UI hierarchy nests two levels a
    /// view); it still bounds the recursion.
    package static func parse(_ bytes: [UInt8], maxDepth: Int = JSONParser.maxDepth) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.depthLimit = maxDepth
        parser.isValidUTF8 = (try? UTF8Span(validating: bytes.span)) != nil
        // A UTF-8 byte order mark is tolerated: editors on Windows write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected \(parser.describeCurrent()) after the document") }
        return value
    }

    /// The line each member and item of a valid document starts on, by its path (a member's
    /// line is its key's): what a CI annotation points at. `nil` when `bytes` is not valid JSON.
    package static func lines(in bytes: [UInt8]) -> [JSONPath: Int]? {
        var parser = JSONParser(bytes: bytes)
        parser.starts = [.root: 0]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard (try? parser.parseValue(depth: 0)) != nil, let starts = parser.starts else { return nil }
        // Offsets to lines, in one pass over the bytes in offset order.
        var lines: [JSONPath: Int] = [:]
        var line = 1, offset = 0
        for (path, start) in starts.sorted(by: { $0.value < $1.value }) {
            while offset < start {
                if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                offset += 1
            }
            lines[path] = line
        }
        return lines
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("expected a value, got \(describeCurrent())")
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= depthLimit else { throw error("nesting deeper than \(depthLimit) levels") }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Duplicates are found by comparing keys while an object is small (most have a few
        // members), and by a set once it grows: hashing every key of a string catalog's small
        // objects took a tenth of its reading.
        var seen: Set<String>?
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(JSONObject(members: members))
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a key in double quotes, got \(describeCurrent())") }
            let keyStart = index
            let key = try parseString()
            let isNew: Bool
            if let inserted = seen?.insert(key).inserted {
                isNew = inserted
            } else {
                isNew = !members.contains { $0.key == key }
                if members.count == Self.membersCompared { seen = Set(members.map(\.key) + [key]) }
            }
            guard isNew else {
                var duplicate = error("duplicate key \(key.quotedForDiagnostic)", at: keyStart)
                duplicate.duplicateKey = key
                throw duplicate
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after key \(key.quotedForDiagnostic), got \(describeCurrent())") }
            index += 1
            skipWhitespace()
            if starts != nil {
                pathNow.append(.key(key))
                starts![JSONPath(pathNow)] = keyStart
            }
            members.append((key, try parseValue(depth: depth)))
            if starts != nil { pathNow.removeLast() }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                return .object(JSONObject(members: members))
            }
            throw error("expected ',' or '}' after a member, got \(describeCurrent())")
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= depthLimit else { throw error("nesting deeper than \(depthLimit) levels") }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            if starts != nil {
                pathNow.append(.index(items.count))
                starts![JSONPath(pathNow)] = index
            }
            items.append(try parseValue(depth: depth))
            if starts != nil { pathNow.removeLast() }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                return .array(items)
            }
            throw error("expected ',' or ']' after an item, got \(describeCurrent())")
        }
    }

    /// Most strings hold no escape: they become one String straight from their bytes. A
    /// string catalog is nearly all strings, and building each from its scalars one by one
    /// took two thirds of a 12 MB catalog's reading.
    private mutating func parseString() throws(SyntaxError) -> String {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let content = bytes[start + 1..<index]
                guard let text = isValidUTF8 ? String(decoding: content, as: UTF8.self) : String(validating: content, as: UTF8.self) else {
                    throw error("invalid UTF-8 in a string", at: start + 1)
                }
                index += 1
                return text
            }
            if byte < 0x20 { throw error("control character in a string (escape it as \\u\(hex4(UInt16(byte))))") }
            if byte == UInt8(ascii: "\\") { break }
            index += 1
        }
        guard index < bytes.count else { throw error("unterminated string", at: start) }
        index = start
        return try parseEscapedString()
    }

    /// A string with escapes, run by run between them.
    private mutating func parseEscapedString() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ parser: JSONParser, upTo end: Int) throws(SyntaxError) {
            guard runStart < end else { return }
            guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw parser.error("invalid UTF-8 in a string", at: runStart)
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flushRun(self, upTo: index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string (escape it as \\u\(hex4(UInt16(byte))))") }
            if byte == UInt8(ascii: "\\") {
                try flushRun(self, upTo: index)
                scalars.append(try parseEscape())
                runStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string", at: start)
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error("unterminated escape") }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("lone UTF-16 surrogate \\u\(hex4(high))")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("lone UTF-16 surrogate \\u\(hex4(high))") }
                let value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(UInt32(high)) else { throw error("lone UTF-16 surrogate \\u\(hex4(high))") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape \\\(describeCurrent())")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("numbers may not have leading zeros", at: start) }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after the decimal point") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number \(text) is out of range", at: start) }
        return value
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error("expected a value, got \(describeCurrent())")
        }
        index += expected.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    private func hex4(_ v: UInt16) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - s.count) + s
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    private func error(_ message: String, at position: Int? = nil) -> SyntaxError {
        let end = min(position ?? index, bytes.count)
        var line = 1, column = 1
        var i = 0
        while i < end {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SyntaxError(line: line, column: column, message: message)
    }
}
