/// Text as an XML 1.0 file holds it: what the files we write for other tools (Android's values,
/// JUnit reports) share.
package enum XMLText {
    /// Element content: `&`, `<` and `>` (for `]]>`) as references, and the characters XML 1.0
    /// cannot hold dropped (controls other than tab and line breaks, U+FFFE, U+FFFF).
    package static func content(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\r", "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// An attribute's value in double quotes: as content, with its quotes and whitespace
    /// characters as references, which an attribute would otherwise normalize to spaces.
    package static func attribute(_ text: String) -> String {
        content(text).replacing("\"", with: "&quot;").replacing("\n", with: "&#10;").replacing("\r", with: "&#13;").replacing(
            "\t", with: "&#9;")
    }
}
