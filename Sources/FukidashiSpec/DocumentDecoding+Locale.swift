import FukidashiJSON
import FukidashiStrings

/// Locale maps in place of values, and the text forms: each decoding pass is for one locale
/// (or, with no locale chosen, takes each map's first entry to check the spec and learn
/// which locales it names).
final class LocaleLog {
    var use = LocalizationUse()

    func record(_ locales: [String]) {
        for locale in locales.map(LanguageTag.canonical) where !use.mapLocales.contains(locale) { use.mapLocales.append(locale) }
    }
}

extension DocumentDecoding {
    /// For a key that takes a locale map (`FormatKey.perLocale`): the value this pass decodes,
    /// and its path (`elements[0].focus.ar` for a map's entry). A value that is not a map is
    /// itself. An object is a map unless it is a reference (`on`), a key (`localized`) or an
    /// element anchor (`element`).
    ///
    /// A locale a map leaves out takes the entry of the next locale along its tag. For a
    /// text that is a missing translation: a warning, or an error under `--strict`. For a
    /// position or size it is the usual case (only the locales whose screens differ are
    /// listed), so it is silent.
    func localeEntry(_ value: JSONValue, at path: JSONPath, text: Bool = false) -> (value: JSONValue, path: JSONPath)? {
        guard case .object(let map) = value, map["on"] == nil, map["localized"] == nil, map["element"] == nil else { return (value, path) }
        guard !map.members.isEmpty else {
            log.error(path, "an empty locale map; give one entry per locale, such as {\"en\": …, \"ar\": …}")
            return nil
        }
        var wellFormed = true
        for (tag, _) in map.members where !LanguageTag.isWellFormed(tag) {
            log.error(path / tag, "\(tag.quotedForDiagnostic) is not a language tag such as \"en\", \"ja\" or \"zh-Hans\"")
            wellFormed = false
        }
        guard wellFormed else { return nil }
        locales.record(map.keys)
        guard let locale = variant.locale.map(LanguageTag.canonical) else { return (map.members[0].value, path / map.members[0].key) }
        let chain = LocaleLookup.chain(ancestors: localeAncestors, source: locales.use.sourceLanguage)
        for (rank, tag) in chain.enumerated() {
            guard let member = map.members.first(where: { LanguageTag.canonical($0.key) == tag }) else { continue }
            // A pseudo-locale's text is the source language's, transformed when resolved.
            if rank > 0, text, PseudoLocale(tag: locale) == nil {
                let missing = path / locale
                if strict {
                    log.error(
                        missing, "no \(locale.quotedForDiagnostic) text (--strict forbids falling back to \(member.key.quotedForDiagnostic))")
                    return nil
                }
                log.append(
                    Diagnostic(
                        .warning, at: missing, "no \(locale.quotedForDiagnostic) text; using \(member.key.quotedForDiagnostic)",
                        category: .fallback))
            }
            return (member.value, path / member.key)
        }
        log.error(
            path / locale,
            "no \(locale.quotedForDiagnostic) \(text ? "text" : "entry") and none to fall back to (\(chain.dropFirst().map(\.quotedForDiagnostic).joined(separator: ", ")))"
        )
        return nil
    }

    /// A string, a locale map of strings, or `{"localized": key, "table": …, "args": […]}`.
    func decodeText(_ value: JSONValue, at path: JSONPath) -> SpecText? {
        if case .object(let object) = value, object["localized"] != nil {
            return decodeLocalizedKey(value, at: path).map { SpecText(.localized($0), path: path) }
        }
        guard case .string = value else {
            guard case .object = value else {
                log.expected(
                    "a string, a map of locale to string such as {\"en\": \"Hi\", \"ja\": \"やあ\"}, or {\"localized\": key}", got: value, at: path)
                return nil
            }
            guard let (entry, entryPath) = localeEntry(value, at: path, text: true) else { return nil }
            guard case .string = entry else {
                log.expected("a string", got: entry, at: entryPath)
                return nil
            }
            return checkedText(entry, at: entryPath)
        }
        return checkedText(value, at: path)
    }

    private func checkedText(_ value: JSONValue, at path: JSONPath) -> SpecText? {
        guard let s = reader.string(value, at: path) else { return nil }
        let length = s.unicodeScalars.count
        guard length <= limits.maxTextLength else {
            log.error(path, "text has \(length) characters; the limit is \(limits.maxTextLength)")
            return nil
        }
        return .literal(s, at: path)
    }

    private func decodeLocalizedKey(_ value: JSONValue, at path: JSONPath) -> LocalizedKey? {
        guard let object = reader.object(value, at: path, Format.localizedText) else { return nil }
        let key = reader.required(object, "localized", at: path).flatMap { reader.string($0, at: path / "localized", nonEmpty: true) }
        let table = reader.string(object["table"], at: path / "table", nonEmpty: true)
        var arguments: [FormatArgument]? = []
        if let list = object["args"] {
            if case .array(let items) = list, items.count <= 20 {
                for (index, item) in items.enumerated() {
                    switch item {
                    case .number(let n): arguments?.append(.number(n))
                    case .string(let s) where s.unicodeScalars.count <= 1000: arguments?.append(.string(s))
                    default:
                        log.expected("a number or a string of at most 1,000 characters", got: item, at: path / "args" / index)
                        arguments = nil
                    }
                }
            } else {
                log.expected("an array of at most 20 numbers and strings", got: list, at: path / "args")
                arguments = nil
            }
        }
        var count: Double?
        if let value = object["count"] {
            guard case .number(let n) = value, abs(n) <= 1e15 else {
                log.expected("a number from -1e15 to 1e15", got: value, at: path / "count")
                return nil
            }
            count = n
        }
        if object["table"] != nil, table == nil { return nil }
        guard let key, let arguments else { return nil }
        let localized = LocalizedKey(key: key, table: table, arguments: arguments, count: count)
        locales.use.keys.append((localized, path))
        return localized
    }

    /// An image path, per locale where it is a map; `{locale}` in it is resolved when loaded.
    func decodeImagePath(_ value: JSONValue, at path: JSONPath) -> ImageSource? {
        guard let (entry, entryPath) = localeEntry(value, at: path) else { return nil }
        return decodeImageSource(entry, at: entryPath)
    }
}
