import FukidashiJSON
import FukidashiJSONParser
import FukidashiLanguage

/// Xcode String Catalogs (`Localizable.xcstrings`): JSON, read with the project's own JSON
/// reader so a broken file is reported with its line and column.
///
/// Each key's localizations hold a `stringUnit` (state and value), or `variations`: `plural`
/// forms, or `device` forms, of which the iPhone's is used (else `other`), since tutorial
/// images show phone screens. `substitutions` (`%#@name@`) carry their own plural forms, the
/// argument they count (`argNum`) and its type (`formatSpecifier`). A key with no entry in
/// the source language is its own source text, as Xcode treats it.
package enum XCStringsReader {
    package static func read(_ bytes: [UInt8], file: String, table: String) throws(StringTableError) -> StringTableFile {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch {
            throw StringTableError(
                file: file, line: error.line, column: error.column,
                error.duplicateKey.map { "key \($0.quotedForDiagnostic) appears twice in one object" } ?? "invalid JSON: \(error.message)")
        }
        let reader = Reader(file: file)
        let top = try reader.object(root, at: .root)
        let source = try top["sourceLanguage"].map { value throws(StringTableError) in try reader.string(value, at: JSONPath.root / "sourceLanguage")
        }
        guard let source, LanguageTag.isWellFormed(source) else {
            throw reader.problem(at: JSONPath.root / "sourceLanguage", "needs the catalog's source language, such as \"en\"")
        }
        var result = StringTable(name: table)
        let strings =
            try top["strings"].map { value throws(StringTableError) in try reader.object(value, at: JSONPath.root / "strings") }
            ?? JSONObject(members: [])
        let sourceTag = LanguageTag.canonical(source)
        // A catalog names the same thirty-odd locales in every key: each spelling is checked
        // and made canonical once (nil: not a language tag).
        var tags: [String: String?] = [:]
        for (key, entry) in strings.members {
            func path() -> JSONPath { JSONPath.root / "strings" / key }
            let object = try reader.object(entry, at: path())
            var hasSource = false
            if let localizations = object["localizations"] {
                for (locale, value) in try reader.object(localizations, at: path() / "localizations").members {
                    let known =
                        tags[locale]
                        ?? {
                            let tag = LanguageTag.isWellFormed(locale) ? LanguageTag.canonical(locale) : nil
                            tags[locale] = tag
                            return tag
                        }()
                    guard let tag = known else {
                        throw reader.problem(at: path() / "localizations" / locale, "\(locale.quotedForDiagnostic) is not a language tag")
                    }
                    // A problem inside one locale's entry breaks that translation only: the
                    // other locales of the key, and the other keys, still read.
                    do throws(StringTableError) {
                        if let translation = try reader.translation(value, at: path() / "localizations" / locale) {
                            result.set(key, locale: tag, translation)
                            if tag == sourceTag { hasSource = true }
                        }
                    } catch {
                        result.set(key, locale: tag, .broken(TranslationProblem(error.message), file: file, platform: .apple))
                        if tag == sourceTag { hasSource = true }
                    }
                }
            }
            if !hasSource { result.set(key, locale: sourceTag, Translation(text: .single(key), file: file)) }
        }
        return StringTableFile(tables: [result], sourceLanguage: sourceTag)
    }

    /// Paths are taken as autoclosures: a catalog of 60,000 translations names none of them
    /// unless something is wrong, and building each took a tenth of reading it.
    private struct Reader {
        let file: String

        func problem(at path: JSONPath, _ message: String) -> StringTableError {
            StringTableError(file: file, "\(path): \(message)")
        }

        func object(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(StringTableError) -> JSONObject {
            guard case .object(let o) = value else { throw problem(at: path(), "expected an object, got \(value.foundDescription)") }
            return o
        }

        func string(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(StringTableError) -> String {
            guard case .string(let s) = value else { throw problem(at: path(), "expected a string, got \(value.foundDescription)") }
            return s
        }

        /// A `stringUnit` or `variations`, with `substitutions`; `nil` when it holds no text.
        func translation(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(StringTableError) -> Translation? {
            let object = try object(value, at: path())
            guard let (text, state, states) = try text(object, at: path()) else { return nil }
            var substitutions: [String: Substitution] = [:]
            var formStates = states
            if let subs = object["substitutions"] {
                for (name, sub) in try self.object(subs, at: path() / "substitutions").members {
                    let at = path() / "substitutions" / name
                    let o = try self.object(sub, at: at)
                    var argument: Int?
                    if let n = o["argNum"] {
                        guard case .number(let v) = n, v >= 1, v == v.rounded(), v <= 100 else {
                            throw problem(at: at / "argNum", "expected an argument number from 1")
                        }
                        argument = Int(v)
                    }
                    let specifier = try o["formatSpecifier"].map { v throws(StringTableError) in try string(v, at: at / "formatSpecifier") } ?? "lld"
                    guard let (forms, _, subStates) = try self.text(o, at: at), case .plural(let plural) = forms else {
                        throw problem(at: at, "a substitution needs plural variations")
                    }
                    substitutions[name] = Substitution(argument: argument, specifier: specifier, forms: plural)
                    for (category, subState) in subStates { formStates[name + "." + category] = subState }
                }
            }
            return Translation(text: text, substitutions: substitutions, state: state, file: file, formStates: formStates)
        }

        /// The text, its state, and the states of plural forms not `translated` (a form is
        /// reported for review only when it is the one shown).
        private func text(_ object: JSONObject, at path: @autoclosure () -> JSONPath) throws(StringTableError) -> (
            TranslationText, TranslationState, [String: TranslationState]
        )? {
            if let unit = object["stringUnit"] {
                let o = try self.object(unit, at: path() / "stringUnit")
                guard let value = o["value"] else { throw problem(at: path() / "stringUnit", "missing \"value\"") }
                let state = Self.state(try o["state"].map { v throws(StringTableError) in try string(v, at: path() / "stringUnit" / "state") })
                let text = try string(value, at: path() / "stringUnit" / "value")
                // A new, empty unit is a placeholder Xcode adds: no translation yet.
                if text.isEmpty, state == .new { return nil }
                return (.single(text), state, [:])
            }
            guard let variations = object["variations"] else { return nil }
            let v = try self.object(variations, at: path() / "variations")
            if let device = v["device"] {
                let devices = try self.object(device, at: path() / "variations" / "device")
                guard let chosen = devices["iphone"].map({ ("iphone", $0) }) ?? devices["other"].map({ ("other", $0) }) else { return nil }
                return try text(
                    try self.object(chosen.1, at: path() / "variations" / "device" / chosen.0), at: path() / "variations" / "device" / chosen.0)
            }
            guard let plural = v["plural"] else { return nil }
            var forms: [String: String] = [:]
            var states: [String: TranslationState] = [:]
            for (category, form) in try self.object(plural, at: path() / "variations" / "plural").members {
                let at = path() / "variations" / "plural" / category
                guard Self.categories.contains(category) else {
                    throw problem(at: at, "\(category.quotedForDiagnostic) is not a plural category (\(Self.categories.joined(separator: ", ")))")
                }
                guard let (text, formState, _) = try text(try self.object(form, at: at), at: at), case .single(let s) = text else { continue }
                forms[category] = s
                if formState != .translated { states[category] = formState }
            }
            return forms.isEmpty ? nil : (.plural(forms), .translated, states)
        }

        static let categories = ["zero", "one", "two", "few", "many", "other"]

        static func state(_ text: String?) -> TranslationState {
            switch text {
            case "new": .new
            case "needs_review": .needsReview
            default: .translated
            }
        }
    }
}
