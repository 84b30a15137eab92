import FukidashiJSONParser
import Testing

@testable import FukidashiJSON
@testable import FukidashiModel

private func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
}

@Suite("JSON parser")
struct JSONParserTests {
    @Test("values, nesting and key order")
    func values() throws {
        let value = try parse(#"{"b": [1, -2.5e1, true, null], "a": "x"}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == .array([.number(1), .number(-25), .bool(true), .null]))
    }

    @Test("escapes and surrogate pairs decode; lone surrogates are errors")
    func strings() throws {
        #expect(try parse(#""a\n\u00e9\ud83d\udc4b""#) == .string("a\né👋"))
        #expect(throws: JSONParser.SyntaxError.self) { try parse(#""\ud83d""#) }
    }

    @Test(
        "errors say where, by line and column",
        arguments: [
            ("{\n  \"a\": 1 \"b\": 2\n}", 2, 10, "expected ',' or '}' after a member, got '\"'"),
            ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
            ("[01]", 1, 2, "numbers may not have leading zeros"),
            ("{\"a\": tru}", 1, 7, "expected a value, got 't'"),
            ("", 1, 1, "unexpected end of file, expected a value"),
            ("{} x", 1, 4, "unexpected 'x' after the document")
        ])
    func errors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        do {
            _ = try parse(text)
            Issue.record("parsed \(text)")
        } catch {
            #expect([error.line, error.column] == [line, column] && error.message == message)
        }
    }

    @Test("a repeated key is told apart from broken JSON: the text is valid, we refuse it")
    func duplicateKeyIsNamed() {
        do {
            _ = try parse(##"{"a": 1, "a": 2}"##)
            Issue.record("parsed a repeated key")
        } catch {
            #expect(error.duplicateKey == "a")
        }
        do {
            _ = try parse(##"{"a": 1 "b": 2}"##)
        } catch {
            #expect(error.duplicateKey == nil)
        }
    }

    @Test("strings with and without escapes, multi-byte characters and none")
    func stringForms() throws {
        #expect(
            try parse(#"["", "é😀 plain", "é\t😀", "\"", "\\n\u0041"]"#)
                == .array([.string(""), .string("é😀 plain"), .string("é\t😀"), .string("\""), .string("\\nA")]))
    }

    @Test("bad bytes in a string name the run that holds them, with or without escapes in the string")
    func invalidUTF8() {
        // {"a": "x?y"} with ? a byte that starts no UTF-8 character; the document is not valid
        // UTF-8, so every string is checked on its own.
        for (bytes, column) in [
            (Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#"y"}"#.utf8), 8),
            (Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#"\ny"}"#.utf8), 8),
            (Array(#"{"a": "\n"#.utf8) + [0xC3] + Array(#""}"#.utf8), 10)
        ] {
            #expect(throws: JSONParser.SyntaxError(line: 1, column: column, message: "invalid UTF-8 in a string")) {
                try JSONParser.parse(bytes)
            }
        }
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 4, message: "control character in a string (escape it as \\u0001)")) {
            try JSONParser.parse(Array("[\"a\u{01}\"]".utf8))
        }
    }

    @Test("a repeated key is found in small objects and in large ones, before and after the set takes over")
    func duplicateKeysInLargeObjects() throws {
        func object(_ keys: [String]) -> String { "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}" }
        let distinct = (0..<40).map { "k\($0)" }
        guard case .object(let parsed) = try parse(object(distinct)) else {
            Issue.record("not an object")
            return
        }
        #expect(parsed.keys == distinct)
        for repeated in ["k0", "k15", "k16", "k30"] {
            do {
                _ = try parse(object(distinct + [repeated]))
                Issue.record("parsed \(repeated) twice")
            } catch {
                #expect(error.duplicateKey == repeated)
            }
        }
        do {
            _ = try parse(object(Array(distinct[..<16]) + ["k3"]))
            Issue.record("parsed k3 twice as the 17th key")
        } catch {
            #expect(error.duplicateKey == "k3")
        }
    }

    @Test("nesting is bounded, so no input can exhaust the stack")
    func depth() throws {
        _ = try parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64))
        #expect(throws: JSONParser.SyntaxError.self) {
            try parse(String(repeating: "[", count: 100_000))
        }
    }

    @Test("a UTF-8 byte order mark is tolerated")
    func bom() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("1".utf8)) == .number(1))
    }
}
