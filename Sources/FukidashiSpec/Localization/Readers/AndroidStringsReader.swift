/// Android's `res/values-xx/strings.xml` (parsed by the backend with libxml2): `<string>` and
/// `<plurals>`, read as aapt2 compiles them, since what a device shows is what aapt2 wrote
/// into the APK (`AndroidResourceText` has the text rules). A string that aapt2 would refuse,
/// or a name defined twice, is a broken translation: it fails the locales that use it, and the
/// file's other strings still read. Plural forms follow CLDR strictly, as Android does: `zero`
/// is used only where the locale has that category.
package enum AndroidStringsReader {
    /// The locale a `values…` folder holds: `values-ja` → `ja`, `values-pt-rBR` → `pt-BR`,
    /// `values-b+sr+Latn` → `sr-Latn`, `values` → `source`. Android's old codes are read as the
    /// languages they stand for (`values-iw` → `he`, `-in` → `id`, `-ji` → `yi`). `nil` for
    /// folders of other configurations (`values-night`, `values-ja-land`, `values-v21`) and
    /// for `values-qq`, which holds translators' notes, not a language.
    package static func locale(ofFolder name: String, source: String) -> String? {
        guard name.hasPrefix("values") else { return nil }
        if name == "values" { return source }
        let qualifiers = name.dropFirst("values-".count)
        guard name.hasPrefix("values-") else { return nil }
        if qualifiers.hasPrefix("b+") {
            let tag = qualifiers.dropFirst(2).split(separator: "+").joined(separator: "-")
            return LanguageTag.isWellFormed(tag) ? modern(LanguageTag.canonical(tag)) : nil
        }
        let parts = qualifiers.split(separator: "-")
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
        guard !pseudoLanguages.contains(String(language)) else { return nil }
        switch parts.count {
        case 1: return modern(String(language))
        case 2 where parts[1].count == 3 && parts[1].hasPrefix("r"): return modern(LanguageTag.canonical(language + "-" + parts[1].dropFirst()))
        default: return nil
        }
    }

    /// `qq`: message documentation (translators' notes); `zz`: no language. Neither is shown.
    static let pseudoLanguages: Set<String> = ["qq", "zz"]

    /// Java's `Locale` keeps ISO 639's withdrawn codes, so Android's folders still use them.
    static let legacyLanguages = ["iw": "he", "in": "id", "ji": "yi"]

    static func modern(_ tag: String) -> String {
        let language = tag.prefix { $0 != "-" }
        guard let current = legacyLanguages[String(language)] else { return tag }
        return current + tag.dropFirst(language.count)
    }

    package static func read(_ root: MarkupElement, file: String, table: String, locale: String) throws(StringTableError) -> StringTableFile {
        guard root.name == "resources" else {
            throw StringTableError(file: file, line: root.line, "expected Android resources (<resources>), got <\(root.name)>")
        }
        var result = StringTable(name: table)
        var firstLine: [String: Int] = [:]
        func add(_ name: String, _ element: MarkupElement, _ translation: Translation) {
            if let earlier = firstLine[name] {
                // aapt2 refuses the file ("duplicate value for resource"); only this key breaks here.
                let problem = TranslationProblem(
                    "defined twice in one file (lines \(earlier) and \(element.line)); aapt2 refuses a duplicate resource", line: element.line)
                result.set(name, locale: locale, .broken(problem, file: file, platform: .android))
                return
            }
            firstLine[name] = element.line
            result.set(name, locale: locale, translation)
        }
        for element in root.elements {
            switch element.name {
            case "string":
                guard let name = element["name"] else { throw StringTableError(file: file, line: element.line, "a <string> with no name") }
                switch AndroidResourceText.read(element) {
                case .success(let marked):
                    add(name, element, Translation(text: .single(marked.text), file: file, platform: .android, spans: spans(marked, form: "")))
                case .failure(let problem):
                    add(name, element, .broken(problem, file: file, platform: .android))
                }
            case "plurals":
                guard let name = element["name"] else { throw StringTableError(file: file, line: element.line, "a <plurals> with no name") }
                var forms: [String: String] = [:]
                var styled: [String: [MarkedText.Run]] = [:]
                var problem: TranslationProblem?
                for item in element.elements(named: "item") {
                    guard let quantity = item["quantity"], ["zero", "one", "two", "few", "many", "other"].contains(quantity) else {
                        problem = problem ?? TranslationProblem("an <item> needs quantity zero, one, two, few, many or other", line: item.line)
                        continue
                    }
                    switch AndroidResourceText.read(item) {
                    case .success(let marked):
                        forms[quantity] = marked.text
                        styled.merge(spans(marked, form: quantity)) { a, _ in a }
                    case .failure(let itemProblem):
                        problem = problem ?? itemProblem.named("its \(quantity.quotedForDiagnostic) form")
                    }
                }
                if let problem {
                    add(name, element, .broken(problem, file: file, platform: .android))
                } else {
                    add(name, element, Translation(text: .plural(forms), file: file, platform: .android, spans: styled))
                }
            default:
                continue  // string-array, color, dimen…: not text a tutorial image draws
            }
        }
        return StringTableFile(tables: [result])
    }

    private static func spans(_ marked: MarkedText, form: String) -> [String: [MarkedText.Run]] {
        marked.runs.contains { !$0.traits.isPlain } ? [form: marked.runs] : [:]
    }
}
