import FukidashiJSON
import FukidashiLanguage

/// Android's `res/values-xx/strings.xml` (parsed by the backend with libxml2): `<string>` and
/// `<plurals>`, read as aapt2 compiles them, since what a device shows is what aapt2 wrote
/// into the APK (`AndroidResourceText` has the text rules). A string that aapt2 would refuse,
/// or a name defined twice, is a broken translation: it fails the locales that use it, and the
/// file's other strings still read. Plural forms follow CLDR strictly, as Android does: `zero`
/// is used only where the locale has that category.
package enum AndroidStringsReader {
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
                    var translation = Translation(text: .single(marked.text), file: file, platform: .android, spans: spans(marked, form: ""))
                    translation.untranslated = untranslated(marked, form: "", of: element)
                    add(name, element, translation)
                case .failure(let problem):
                    add(name, element, .broken(problem, file: file, platform: .android))
                }
            case "plurals":
                guard let name = element["name"] else { throw StringTableError(file: file, line: element.line, "a <plurals> with no name") }
                var forms: [String: String] = [:]
                var styled: [String: [MarkedText.Run]] = [:]
                var kept: [String: [Range<Int>]] = [:]
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
                        kept.merge(untranslated(marked, form: quantity, of: element)) { a, _ in a }
                    case .failure(let itemProblem):
                        problem = problem ?? itemProblem.named("its \(quantity.quotedForDiagnostic) form")
                    }
                }
                if let problem {
                    add(name, element, .broken(problem, file: file, platform: .android))
                } else {
                    var translation = Translation(text: .plural(forms), file: file, platform: .android, spans: styled)
                    translation.untranslated = kept
                    add(name, element, translation)
                }
            default:
                continue  // string-array, color, dimen…: not text a tutorial image draws
            }
        }
        return StringTableFile(tables: [result])
    }

    /// What a pseudo-locale leaves as it is: `<xliff:g>` sections, or all of a resource
    /// marked `translatable="false"` (aapt2 makes no pseudo-locale copy of it).
    private static func untranslated(_ marked: MarkedText, form: String, of element: MarkupElement) -> [String: [Range<Int>]] {
        if element["translatable"] == "false" { return marked.text.isEmpty ? [:] : [form: [0..<marked.text.count]] }
        return marked.untranslated.isEmpty ? [:] : [form: marked.untranslated]
    }

    private static func spans(_ marked: MarkedText, form: String) -> [String: [MarkedText.Run]] {
        marked.runs.contains { !$0.traits.isPlain } ? [form: marked.runs] : [:]
    }
}
