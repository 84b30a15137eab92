import FukidashiJSON
import FukidashiLanguage

/// XLIFF 1.2 (`<file>` → `<trans-unit>`, as Xcode's `.xcloc` exports hold) and XLIFF 2.0
/// (`<file>` → `<unit>` → `<segment>`), parsed by the backend with libxml2. Each `<file>` is a
/// table named after its `original` (`en.lproj/Onboarding.strings` → `Onboarding`); sources
/// are the source language's text, targets the translation. Xcode's ids for variations are
/// understood: `key|==|plural.one` and `key|==|substitutions.name.plural.one` from String
/// Catalogs, `/key:dict/name:dict/one:dict/:string` from `.stringsdict`.
package enum XLIFFReader {
    package static func read(_ root: MarkupElement, file: String) throws(StringTableError) -> StringTableFile {
        guard root.name == "xliff" else { throw StringTableError(file: file, line: root.line, "expected XLIFF (<xliff>), got <\(root.name)>") }
        let version2 = root["version"]?.hasPrefix("2") == true
        var collector = Collector(file: file)
        var sourceLanguage: String?
        for fileElement in root.elements(named: "file") {
            let source = fileElement[version2 ? "srcLang" : "source-language"] ?? root["srcLang"]
            let target = fileElement[version2 ? "trgLang" : "target-language"] ?? root["trgLang"]
            guard let source, LanguageTag.isWellFormed(source) else {
                throw StringTableError(
                    file: file, line: fileElement.line, "a <file> needs its source language (\(version2 ? "srcLang" : "source-language"))")
            }
            if let target, !LanguageTag.isWellFormed(target) {
                throw StringTableError(file: file, line: fileElement.line, "\(target.quotedForDiagnostic) is not a language tag")
            }
            sourceLanguage = sourceLanguage ?? LanguageTag.canonical(source)
            let table = tableName(fileElement["original"] ?? fileElement["id"] ?? "Localizable")
            let sourceTag = LanguageTag.canonical(source), targetTag = target.map(LanguageTag.canonical)
            for unit in units(in: fileElement, version2: version2) {
                guard let id = unit.element[version2 ? "name" : "id"] ?? unit.element["id"] else {
                    throw StringTableError(file: file, line: unit.element.line, "a translation unit with no id")
                }
                collector.add(id: id, table: table, locale: sourceTag, text: unit.source, state: .translated, line: unit.element.line, isSource: true)
                // An empty target of an untranslated unit (Xcode exports `<target state="new"/>`)
                // is no translation: the text falls back, with its warning, instead of vanishing.
                if let targetTag, let text = unit.target, !(text.isEmpty && unit.state == .new) {
                    collector.add(id: id, table: table, locale: targetTag, text: text, state: unit.state, line: unit.element.line, isSource: false)
                }
            }
        }
        return StringTableFile(tables: collector.tables(), sourceLanguage: sourceLanguage)
    }

    /// `App/en.lproj/Onboarding.strings` → `Onboarding`.
    static func tableName(_ original: String) -> String {
        let base = original.split(separator: "/").last.map(String.init) ?? original
        guard let dot = base.lastIndex(of: ".") else { return base }
        return String(base[..<dot])
    }

    private struct Unit {
        let element: MarkupElement
        let source: String
        let target: String?
        let state: TranslationState
    }

    private static func units(in element: MarkupElement, version2: Bool) -> [Unit] {
        var found: [Unit] = []
        for child in element.elements {
            switch child.name {
            case "trans-unit" where !version2:
                let target = child.first("target")
                found.append(
                    Unit(
                        element: child, source: child.first("source")?.text ?? "", target: target?.text,
                        state: state12(target?["state"])))
            case "unit" where version2:
                let segments = child.elements.filter { $0.name == "segment" || $0.name == "ignorable" }
                let targets = segments.compactMap { $0.first("target")?.text }
                let states = segments.compactMap { $0["state"] }
                found.append(
                    Unit(
                        element: child, source: segments.map { $0.first("source")?.text ?? "" }.joined(),
                        target: targets.isEmpty ? nil : targets.joined(), state: states.contains("initial") ? .new : .translated))
            default:
                found += units(in: child, version2: version2)  // <body>, <group>
            }
        }
        return found
    }

    private static func state12(_ state: String?) -> TranslationState {
        switch state {
        case "new", "needs-translation": .new
        case let s? where s.hasPrefix("needs-"): .needsReview
        default: .translated
        }
    }

    /// Units gathered into translations: variation units of one key make one translation.
    private struct Collector {
        let file: String
        var order: [String] = []
        /// (table, key, locale) → the translation being built.
        var partial: [String: Translation] = [:]
        var partialOrder: [(table: String, key: String, locale: String)] = []

        init(file: String) { self.file = file }

        mutating func add(id: String, table: String, locale: String, text: String, state: TranslationState, line: Int, isSource: Bool) {
            let (key, variation) = Self.split(id)
            let slot = table + "\u{0}" + key + "\u{0}" + locale
            if partial[slot] == nil {
                partial[slot] = Translation(text: .single(""), state: .translated, file: file)
                partialOrder.append((table, key, locale))
            }
            var t = partial[slot]!
            switch variation {
            case .none:
                t.text = .single(text)
                if state != .translated, t.state == .translated { t.state = state }
            case .plural(let category):
                var forms: [String: String] = [:]
                if case .plural(let existing) = t.text { forms = existing }
                forms[category] = text
                t.text = .plural(forms)
                if state != .translated { t.formStates[category] = state }
            case .substitution(let name, let category):
                var sub = t.substitutions[name] ?? Substitution(argument: nil, specifier: "lld", forms: [:])
                sub.forms[category] = text
                t.substitutions[name] = sub
                if state != .translated { t.formStates[name + "." + category] = state }
            case .ignored:
                return
            }
            partial[slot] = t
        }

        enum Variation {
            case none
            case plural(String)
            case substitution(String, String)
            case ignored
        }

        static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

        /// Xcode's variation ids, in both the String Catalog and the `.stringsdict` forms.
        static func split(_ id: String) -> (String, Variation) {
            // Most ids are plain keys: the generic substring search is asked only of those with
            // a bar (it took a tenth of reading 12,000 units).
            if id.utf8.contains(UInt8(ascii: "|")), let range = id.firstRange(of: "|==|") {
                let key = String(id[..<range.lowerBound])
                let parts = id[range.upperBound...].split(separator: ".").map(String.init)
                if parts.count == 2, parts[0] == "plural", categories.contains(parts[1]) { return (key, .plural(parts[1])) }
                if parts.count == 2, parts[0] == "device" { return (key, parts[1] == "iphone" || parts[1] == "other" ? .none : .ignored) }
                if let last = parts.last, categories.contains(last), parts.count >= 3 {
                    // substitutions.name.plural.one, substitution.name.one, name.plural.one
                    let name = parts[0].hasPrefix("substitution") ? parts[1] : parts[0]
                    return (key, .substitution(name, last))
                }
                return (key, .ignored)
            }
            if id.hasPrefix("/"), id.hasSuffix(":string"), id.contains(":dict/") {
                let parts = id.dropFirst().dropLast(":string".count).split(separator: ":dict/", omittingEmptySubsequences: false).map(String.init)
                    .filter { !$0.isEmpty }
                guard let key = parts.first else { return (id, .none) }
                if parts.count == 2, parts[1] == "NSStringLocalizedFormatKey" { return (key, .none) }
                if parts.count == 3, categories.contains(parts[2]) { return (key, .substitution(parts[1], parts[2])) }
                return (key, .ignored)
            }
            return (id, .none)
        }

        func tables() -> [StringTable] {
            var tables: [String: StringTable] = [:]
            var names: [String] = []
            for (table, key, locale) in partialOrder {
                if tables[table] == nil {
                    tables[table] = StringTable(name: table)
                    names.append(table)
                }
                var t = partial[table + "\u{0}" + key + "\u{0}" + locale]!
                // A .stringsdict key exported from Xcode: the format refers to its variables.
                if !t.substitutions.isEmpty, case .single(let s) = t.text, s.isEmpty {
                    t.text = .single(t.substitutions.keys.sorted().map { "%#@\($0)@" }.joined(separator: " "))
                }
                tables[table]!.set(key, locale: locale, t)
            }
            return names.map { tables[$0]! }
        }
    }
}
