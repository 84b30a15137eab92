/// One output of a spec: which locale, and whether a missing translation is an error
/// (`--strict`) rather than a fallback along the tag.
package struct LocaleVariant: Hashable, Sendable {
    package let locale: String
    package let strict: Bool

    package init(locale: String, strict: Bool) {
        self.locale = LanguageTag.canonical(locale)
        self.strict = strict
    }
}

/// A text resolved for one locale: the string to draw, and where it sits in the spec
/// (`elements[0].text.ja` for an entry of a locale map), for the warnings about it.
package struct ResolvedText: Hashable, Sendable {
    package let string: String
    package let path: JSONPath

    package init(string: String, path: JSONPath) {
        (self.string, self.path) = (string, path)
    }
}

/// A string table entry an output used: what `--manifest` records for each output.
public struct LocalizedStringUse: Hashable, Sendable {
    /// The key the spec named.
    public let key: String
    /// The table it was found in (`Localizable`).
    public let table: String
    /// The locale whose translation was used: the one rendered, or the one it fell back to.
    public let locale: String
    /// The file the translation was read from.
    public let file: String
    /// `translated`, `needs review` or `new`.
    public let state: String
}

/// One locale of a document, resolved once before layout: every `localized` text looked up
/// in the string tables and formatted with its arguments, and the layout mirrored for a
/// right-to-left locale when the spec asks. Every frame of an animation lays out from it.
package struct ResolvedDocument: Sendable {
    /// The document as laid out: mirrored for a right-to-left locale under
    /// `"layoutDirection": "locale"`.
    package let document: Document
    /// The locale rendered, for a spec with locales.
    package let variant: LocaleVariant?
    package let isMirrored: Bool
    /// Each text's string, by the path it was written at.
    private let strings: [JSONPath: String]
    /// Fallbacks and translations that need review: the spec still renders.
    package let warnings: [SpecDiagnostic]
    /// Keys that cannot be used in this locale: the spec does not render.
    package let errors: [SpecDiagnostic]
    /// The table entries used, in document order.
    package let stringsUsed: [LocalizedStringUse]

    package init(_ document: Document, variant: LocaleVariant?, strings catalog: StringCatalog = StringCatalog(), rules: LocaleRules? = nil) {
        let mirrors = document.localization.mirrorsRightToLeft && variant.map { rules?.isRightToLeft($0.locale) ?? false } ?? false
        self.document = mirrors ? document.mirrored() : document
        self.variant = variant
        self.isMirrored = mirrors
        var strings: [JSONPath: String] = [:]
        var warnings: [SpecDiagnostic] = [], errors: [SpecDiagnostic] = []
        var used: [LocalizedStringUse] = []
        let source = document.localization.sourceLanguage
        let locale = variant?.locale ?? source
        for text in document.texts {
            switch text.source {
            case .literal(let s):
                strings[text.path] = s
            case .format(let format, let arguments):
                do throws(FormatProblem) {
                    guard let rules else { throw FormatProblem("no locale rules to format it with") }
                    let own = Translation(text: .single(format), file: "the spec")
                    strings[text.path] = try LocalizedFormatter(rules: rules, locale: locale).format(own, arguments: arguments)
                } catch {
                    errors.append(SpecDiagnostic(.error, at: text.path, "\(format.quotedForDiagnostic): \(error.message)"))
                }
            case .localized(let key):
                switch Self.resolve(key, at: text.path, locale: locale, strict: variant?.strict ?? false, source: source, catalog: catalog, rules: rules) {
                case .success(let (string, use, warning)):
                    strings[text.path] = string
                    used.append(use)
                    warnings += warning
                case .failure(let error):
                    errors.append(error)
                }
            }
        }
        self.strings = strings
        self.warnings = warnings
        self.errors = errors
        self.stringsUsed = used
    }

    /// The string `text` draws in this locale.
    package func resolved(_ text: SpecText) -> ResolvedText {
        ResolvedText(string: strings[text.path] ?? "", path: text.path)
    }

    private static func resolve(_ key: LocalizedKey, at path: JSONPath, locale: String, strict: Bool, source: String,
                                catalog: StringCatalog, rules: LocaleRules?) -> Result<(String, LocalizedStringUse, [SpecDiagnostic]), SpecDiagnostic> {
        let keyPath = path / "localized"
        let name = key.key.quotedForDiagnostic
        guard !catalog.isEmpty else {
            return .failure(SpecDiagnostic(.error, at: keyPath, "no string tables to look up \(name) in; name them with the top-level \"strings\" or with --strings"))
        }
        var chain = LanguageTag.fallbackChain(locale, source: source)
        // Last, the tables' own source language, where it is spelt otherwise (`en-US`).
        if let tables = catalog.sourceLanguage, !chain.contains(tables) { chain.append(tables) }
        let match: StringCatalog.Match
        switch catalog.lookup(key.key, table: key.table, chain: chain) {
        case .success(let found):
            match = found
        case .failure(.unknownTable(let suggestion)):
            let names = catalog.tables.map(\.name)
            let hint = suggestion.map { ", did you mean \($0.quotedForDiagnostic)?" } ?? "; the tables are \(names.map(\.quotedForDiagnostic).joined(separator: ", "))"
            return .failure(SpecDiagnostic(.error, at: path / "table", "no string table \(key.table!.quotedForDiagnostic)\(hint)"))
        case .failure(.unknownKey(let suggestion)):
            let tables = catalog.searched(table: key.table).map(\.name).map(\.quotedForDiagnostic).joined(separator: ", ")
            let hint = suggestion.map { ", did you mean \($0.quotedForDiagnostic)?" } ?? ""
            return .failure(SpecDiagnostic(.error, at: keyPath, "unknown key \(name) (in \(tables))\(hint)"))
        case .failure(.untranslated(let available)):
            return .failure(SpecDiagnostic(.error, at: keyPath, "no \(locale.quotedForDiagnostic) translation of \(name) and none to fall back to along \(chain.joined(separator: " → ")) (it is translated into \(available.joined(separator: ", ")))"))
        }
        var warnings: [SpecDiagnostic] = []
        if match.locale != locale {
            if strict {
                return .failure(SpecDiagnostic(.error, at: keyPath, "no \(locale.quotedForDiagnostic) translation of \(name) (--strict forbids falling back to \(match.locale.quotedForDiagnostic))"))
            }
            warnings.append(SpecDiagnostic(.warning, at: keyPath, "no \(locale.quotedForDiagnostic) translation of \(name); using \(match.locale.quotedForDiagnostic)", category: .fallback))
        }
        let translation = match.translation
        if translation.state != .translated {
            warnings.append(SpecDiagnostic(.warning, at: keyPath, "the \(match.locale.quotedForDiagnostic) translation of \(name) is marked \(translation.state.rawValue) in \(translation.file)", category: .needsReview))
        }
        let formatted: String
        do throws(FormatProblem) {
            guard let rules else { throw FormatProblem("no locale rules to format it with") }
            formatted = try LocalizedFormatter(rules: rules, locale: locale).format(translation, arguments: key.arguments)
        } catch {
            return .failure(SpecDiagnostic(.error, at: key.arguments.isEmpty ? keyPath : path / "args",
                                           "\(name) in \(match.locale.quotedForDiagnostic) (\(translation.file)): \(error.message)"))
        }
        let use = LocalizedStringUse(key: key.key, table: match.table, locale: match.locale, file: translation.file, state: translation.state.rawValue)
        return .success((formatted, use, warnings))
    }
}
