import FukidashiJSON

/// Apple's `.stringsdict` plurals: an XML property list (parsed by the backend with
/// libxml2). Each key's `NSStringLocalizedFormatKey` is the format; each `%#@name@` in it is a
/// dictionary of plural forms (`NSStringPluralRuleType`) with its value's type
/// (`NSStringFormatValueTypeKey`).
package enum StringsDictReader {
    package static func read(_ root: MarkupElement, file: String, table: String, locale: String) throws(StringTableError) -> StringTableFile {
        guard root.name == "plist", let top = root.elements.first, top.name == "dict" else {
            throw StringTableError(file: file, line: root.line, "expected a property list (<plist><dict>…)")
        }
        var result = StringTable(name: table)
        for (key, value) in try entries(of: top, file: file) {
            guard value.name == "dict" else {
                if value.name == "string" { result.set(key, locale: locale, Translation(text: .single(value.text), file: file)) }
                continue
            }
            var format: String?
            var substitutions: [String: Substitution] = [:]
            for (name, part) in try entries(of: value, file: file) {
                if name == "NSStringLocalizedFormatKey" {
                    format = part.text
                    continue
                }
                guard part.name == "dict" else { continue }
                var forms: [String: String] = [:]
                var specifier = "d"
                var ruleType: String?
                for (field, item) in try entries(of: part, file: file) {
                    switch field {
                    case "NSStringFormatSpecTypeKey": ruleType = item.text
                    case "NSStringFormatValueTypeKey": specifier = item.text
                    case "zero", "one", "two", "few", "many", "other": forms[field] = item.text
                    default: break
                    }
                }
                guard ruleType == "NSStringPluralRuleType" else {
                    throw StringTableError(
                        file: file, line: part.line,
                        "\(key.quotedForDiagnostic).\(name): only NSStringPluralRuleType variables are supported, got \((ruleType ?? "none").quotedForDiagnostic)"
                    )
                }
                substitutions[name] = Substitution(argument: nil, specifier: specifier, forms: forms)
            }
            guard let format else {
                throw StringTableError(file: file, line: value.line, "\(key.quotedForDiagnostic) has no NSStringLocalizedFormatKey")
            }
            result.set(key, locale: locale, Translation(text: .single(format), substitutions: substitutions, file: file))
        }
        return StringTableFile(tables: [result])
    }

    /// A plist `<dict>`'s `<key>`/value pairs, in order.
    static func entries(of dict: MarkupElement, file: String) throws(StringTableError) -> [(String, MarkupElement)] {
        var pairs: [(String, MarkupElement)] = []
        var pending: MarkupElement?
        for element in dict.elements {
            if let key = pending {
                pairs.append((key.text, element))
                pending = nil
            } else if element.name == "key" {
                pending = element
            } else {
                throw StringTableError(file: file, line: element.line, "expected <key> in a <dict>, got <\(element.name)>")
            }
        }
        if let pending { throw StringTableError(file: file, line: pending.line, "<key>\(pending.text)</key> has no value") }
        return pairs
    }
}
