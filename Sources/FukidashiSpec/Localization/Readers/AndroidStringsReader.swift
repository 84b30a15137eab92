/// Android's `res/values-xx/strings.xml` (parsed by the backend with libxml2): `<string>` and
/// `<plurals>`, with aapt2's text rules: whitespace runs collapse to one space and the ends
/// are trimmed, except inside double quotes (which are dropped); `\n`, `\t`, `\'`, `\"`,
/// `\\`, `\@`, `\?` and `\uXXXX` are escapes. Markup inside a string (`<b>`, `<xliff:g>`)
/// keeps its text. Plural forms follow CLDR strictly, as Android does: `zero` is used only
/// where the locale has that category.
package enum AndroidStringsReader {
    /// The locale a `values…` folder holds: `values-ja` → `ja`, `values-pt-rBR` → `pt-BR`,
    /// `values-b+sr+Latn` → `sr-Latn`, `values` → `source`. `nil` for folders of other
    /// configurations (`values-night`, `values-ja-land`, `values-v21`).
    package static func locale(ofFolder name: String, source: String) -> String? {
        guard name.hasPrefix("values") else { return nil }
        if name == "values" { return source }
        let qualifiers = name.dropFirst("values-".count)
        guard name.hasPrefix("values-") else { return nil }
        if qualifiers.hasPrefix("b+") {
            let tag = qualifiers.dropFirst(2).split(separator: "+").joined(separator: "-")
            return LanguageTag.isWellFormed(tag) ? LanguageTag.canonical(tag) : nil
        }
        let parts = qualifiers.split(separator: "-")
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
        switch parts.count {
        case 1: return String(language)
        case 2 where parts[1].count == 3 && parts[1].hasPrefix("r"): return LanguageTag.canonical(language + "-" + parts[1].dropFirst())
        default: return nil
        }
    }

    package static func read(_ root: MarkupElement, file: String, table: String, locale: String) throws(StringTableError) -> StringTableFile {
        guard root.name == "resources" else {
            throw StringTableError(file: file, line: root.line, "expected Android resources (<resources>), got <\(root.name)>")
        }
        var result = StringTable(name: table)
        for element in root.elements {
            switch element.name {
            case "string":
                guard let name = element["name"] else { throw StringTableError(file: file, line: element.line, "a <string> with no name") }
                result.set(name, locale: locale, Translation(text: .single(try text(element, file: file)), file: file, zeroFormForZero: false))
            case "plurals":
                guard let name = element["name"] else { throw StringTableError(file: file, line: element.line, "a <plurals> with no name") }
                var forms: [String: String] = [:]
                for item in element.elements(named: "item") {
                    guard let quantity = item["quantity"], ["zero", "one", "two", "few", "many", "other"].contains(quantity) else {
                        throw StringTableError(file: file, line: item.line, "an <item> needs quantity zero, one, two, few, many or other")
                    }
                    forms[quantity] = try text(item, file: file)
                }
                result.set(name, locale: locale, Translation(text: .plural(forms), file: file, zeroFormForZero: false))
            default:
                continue  // string-array, color, dimen…: not text a tutorial image draws
            }
        }
        return StringTableFile(tables: [result])
    }

    /// A string resource's text as aapt2 compiles it.
    static func text(_ element: MarkupElement, file: String) throws(StringTableError) -> String {
        let raw = Array(element.text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var i = 0
        func emit(_ s: Unicode.Scalar) {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(s)
        }
        while i < raw.count {
            let c = raw[i]
            i += 1
            if c == "\"" { quoted.toggle(); continue }
            if c == "\\" {
                guard i < raw.count else { throw StringTableError(file: file, line: element.line, "a lone \"\\\" at the end of \(element["name"]?.quotedForDiagnostic ?? "a string")") }
                let e = raw[i]
                i += 1
                switch e {
                case "n": emit("\n")
                case "t": emit("\t")
                case "'", "\"", "\\", "@", "?": emit(e)
                case "u":
                    guard i + 4 <= raw.count, let value = UInt32(String(String.UnicodeScalarView(raw[i..<(i + 4)])), radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw StringTableError(file: file, line: element.line, "a bad escape in \(element["name"]?.quotedForDiagnostic ?? "a string"): \"\\u\" needs four hex digits")
                    }
                    i += 4
                    emit(scalar)
                default:
                    throw StringTableError(file: file, line: element.line, "a bad escape \"\\\(e)\" in \(element["name"]?.quotedForDiagnostic ?? "a string"); Android knows \\n, \\t, \\', \\\", \\\\, \\@, \\? and \\uXXXX")
                }
                continue
            }
            if !quoted, c.properties.isWhitespace {
                pendingSpace = true
                continue
            }
            emit(c)
        }
        return String(out)
    }
}
