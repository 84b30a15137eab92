import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// Locale maps in place of values, and the text forms. Every map is kept whole in its value
/// (`Varying`) for the resolve stage, which puts each variant's entry in.
final class LocaleLog {
    var use = LocalizationUse()
    /// Whether the spec's background has no hierarchy dump: a locale map's entry that is an
    /// element anchor then fails the locales that take it.
    var withoutDump = false

    func record(_ locales: [String]) {
        for locale in locales.map(LanguageTag.canonical) where !use.mapLocales.contains(locale) { use.mapLocales.append(locale) }
    }
}

extension DocumentDecoding {
    /// For a key that takes a locale map (`FormatKey.perLocale`): the value decoded whole, a
    /// locale map with every entry (or an appearance map read whole) kept in it for the resolve
    /// stage to take the variant's (`Document.inLocale`, `inAppearance`). A mistake in the first
    /// entry fails the spec; one in another fails only the locales that take it, as a text
    /// map's does. An entry that is a reference or an element anchor keeps what it records: the
    /// first entry's records are in the document, as its stand-ins. `first`: what the first
    /// entry decoded to, for a caller that needs more of it than its value.
    func localeValue<Decoded, Value>(
        _ value: JSONValue, at path: JSONPath, as wrap: (Decoded) -> Value, decode: (JSONValue, JSONPath) -> Decoded?
    ) -> (first: Decoded, value: Varying<Value>)? {
        if let whole = valueOfEveryAppearance(value, at: path, as: wrap, decode: decode) { return whole }
        return localeMapOrValue(value, at: path, as: wrap, decode: decode)
    }

    /// `localeValue` of a value decoded as it is kept.
    func localeValue<Value>(_ value: JSONValue, at path: JSONPath, decode: (JSONValue, JSONPath) -> Value?) -> Varying<Value>? {
        localeValue(value, at: path, as: { $0 }, decode: decode)?.value
    }

    /// The value decoded, or its locale map with every entry: `localeValue` but for an
    /// appearance map read whole.
    private func localeMapOrValue<Decoded, Value>(
        _ value: JSONValue, at path: JSONPath, as wrap: (Decoded) -> Value, decode: (JSONValue, JSONPath) -> Decoded?
    ) -> (first: Decoded, value: Varying<Value>)? {
        guard let written = Self.localeMap(value) else { return decode(value, path).map { ($0, .plain(wrap($0))) } }
        guard checkedLocaleMap(written, at: path) else { return nil }
        let map = reader.entries(of: written, at: path)
        var first: Decoded?
        var entries: [LocaleValueMap<Value>.Entry] = []
        for (index, (tag, entry)) in map.members.enumerated() {
            let (decoded, kept) = decodedEntry(tag, isStandIn: index == 0, as: wrap) { decode(entry, path / tag) }
            if index == 0 {
                guard let decoded else { return nil }
                first = decoded
            }
            entries.append(kept)
        }
        guard let first else { return nil }
        return (first, .byLocale(LocaleValueMap(path: log.written(path) ?? path, entries: entries)))
    }

    /// Where such a value was an appearance map (`"focus": {"light": [40, 20], "dark": [60,
    /// 20]}`), every appearance's entry decoded and kept for the resolve stage to take the
    /// variant's, as a colour map is read whole; this pass's (`value`, which the pass put in
    /// the map's place) is the first. A wrong entry fails only its appearance, said at its own
    /// path (`elements[0].focus.dark`). `nil`: no such map here, or one this cannot read whole
    /// (an entry that is a locale map, a reference or an element anchor, whose records are this
    /// pass's), and each other appearance reads the part again. An image path's map is its
    /// reader's (`decodeImageSource`).
    private func valueOfEveryAppearance<Decoded, Value>(
        _ value: JSONValue, at path: JSONPath, as wrap: (Decoded) -> Value, decode: (JSONValue, JSONPath) -> Decoded?
    ) -> (first: Decoded, value: Varying<Value>)?? {
        guard let (map, chosen) = reader.appearanceMap(at: path),
            map.members.allSatisfy({ Self.localeMap($0.value) == nil && !Self.isRecord($0.value) })
        else { return nil }
        guard let own = decode(value, path) else { return .some(nil) }
        guard let others = reader.otherAppearances(of: map, at: path, chosen: chosen, { entry, _ in decode(entry, path) }) else {
            return .some((own, .plain(wrap(own))))
        }
        var values = others.mapValues(wrap)
        values[chosen] = wrap(own)
        return .some((own, .byAppearance(AppearanceKeyed(values, first: chosen))))
    }

    /// `{"on": …}` or `{"element": …}`: a value that records a reference or an anchor.
    private static func isRecord(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value else { return false }
        return object["on"] != nil || object["element"] != nil
    }

    /// One entry of a locale map decoded: its value, and the entry kept for the resolve stage,
    /// with its other appearances' errors and the anchors and references it records. The stand-in
    /// (the first entry) says what it says, and leaves its records in the document; another
    /// entry's diagnostics and records are taken back out, for the locales that take it (with,
    /// where the background has no dump, an error for each anchor).
    private func decodedEntry<Decoded, Value>(
        _ tag: String, isStandIn: Bool, as wrap: (Decoded) -> Value, _ decode: () -> Decoded?
    ) -> (Decoded?, LocaleValueMap<Value>.Entry) {
        let (diagnosticCount, start) = (log.diagnostics.count, recordCounts)
        let (value, otherAppearances) = reader.sites.capturingErrors(decode)
        var entry = LocaleValueMap<Value>.Entry(tag: LanguageTag.canonical(tag), value: value.map(wrap), diagnostics: [])
        let made = records(since: start)
        entry.records = records(in: made)
        entry.appearanceErrors = otherAppearances
        if !isStandIn {
            entry.diagnostics = log.removeAll(after: diagnosticCount)
            anchorLog.anchors.removeSubrange(made.anchors)
            referenceLog.references.removeSubrange(made.references)
            if locales.withoutDump {
                entry.diagnostics += entry.records.anchors.map { Self.needsDump($0, at: log.written($0.selector.path)) }
            }
        }
        return (value, entry)
    }

    /// The object, where a value is a locale map: any object but a reference (`on`), a key
    /// (`localized`) or an element anchor (`element`).
    private static func localeMap(_ value: JSONValue) -> JSONObject? {
        guard case .object(let map) = value, map["on"] == nil, map["localized"] == nil, map["element"] == nil else { return nil }
        return map
    }

    /// A style's `writingMode` written as a locale map: each entry's word, a wrong one kept as
    /// its error for the locales that take it. `nil`: no locale map here, or a broken one (said).
    func writingModes(_ value: JSONValue, at path: JSONPath) -> LocaleValueMap<WritingMode>?? {
        guard let written = Self.localeMap(value) else { return nil }
        guard checkedLocaleMap(written, at: path) else { return .some(nil) }
        let map = reader.entries(of: written, at: path)
        let words = WritingMode.allCases.map(\.rawValue)
        return LocaleValueMap(
            path: path,
            entries: map.members.map { tag, entry in
                // Said as the style decoder says it, then kept for the locales that take it.
                let count = log.diagnostics.count
                var mode: WritingMode?
                if case .string(let word) = entry {
                    mode = WritingMode(rawValue: word)
                    if mode == nil { log.unknownName("writing mode", word, among: words, at: path / tag) }
                } else {
                    log.expected("one of \(words.joined(separator: ", "))", got: entry, at: path / tag)
                }
                let said = log.removeAll(after: count)
                let result: Result<WritingMode, Diagnostic> = mode.map { .success($0) } ?? .failure(said[0])
                return LocaleValueMap.Entry(tag: LanguageTag.canonical(tag), result)
            })
    }

    /// Whether a locale map has entries and every key is a language tag; records its locales.
    private func checkedLocaleMap(_ map: JSONObject, at path: JSONPath) -> Bool {
        guard !map.members.isEmpty else {
            log.error(path, "an empty locale map; give one entry per locale, such as {\"en\": …, \"ar\": …}")
            return false
        }
        var wellFormed = true
        for (tag, _) in map.members where !LanguageTag.isWellFormed(tag) {
            log.error(path / tag, "\(tag.quotedForDiagnostic) is not a language tag such as \"en\", \"ja\" or \"zh-Hans\"")
            wellFormed = false
        }
        if wellFormed { locales.record(map.keys) }
        return wellFormed
    }

    /// A string, a locale map of strings, or `{"localized": key, "table": …, "args": […]}`;
    /// where it was an appearance map of them, every appearance's (`textOfEveryAppearance`).
    func decodeText(_ value: JSONValue, at path: JSONPath) -> SpecText? {
        decodeTextAsWritten(value, at: path).map { textOfEveryAppearance($0, at: path) ?? $0 }
    }

    /// One text as written here (an appearance map's entry is one).
    private func decodeTextAsWritten(_ value: JSONValue, at path: JSONPath) -> SpecText? {
        switch value {
        case .string: return checkedText(value, at: path)
        case .object(let object) where object["localized"] != nil:
            return decodeLocalizedKey(value, at: path).map { SpecText(.localized($0), path: path) }
        case .object(let map) where map["on"] == nil && map["element"] == nil:
            return decodeTextMap(map, at: path)
        case .object:
            log.expected("a string", got: value, at: path)
            return nil
        default:
            log.expected(
                "a string, a map of locale to string such as {\"en\": \"Hi\", \"ja\": \"やあ\"}, or {\"localized\": key}", got: value, at: path)
            return nil
        }
    }

    /// Every entry of a text's locale map. The first is checked here, as the spec's own text
    /// (a mistake in it fails the spec); a mistake in another fails only the locales that take
    /// that entry, when the resolve stage chooses it.
    private func decodeTextMap(_ written: JSONObject, at path: JSONPath) -> SpecText? {
        guard checkedLocaleMap(written, at: path) else { return nil }
        let map = reader.entries(of: written, at: path)
        var entries: [LocaleValueMap<SpecText>.Entry] = []
        for (index, (tag, value)) in map.members.enumerated() {
            let text = Self.text(value, at: path / tag, limit: limits.maxTextLength)
            if index == 0, case .failure(let error) = text {
                log.append(error)
                return nil
            }
            // Said later, so named now as written in the file, as the log names what it is told.
            entries.append(LocaleValueMap.Entry(tag: tag, text.mapError { $0.at(log.written($0.path)) }))
        }
        // What the resolve stage says of the map (a fallback) names it as written too.
        let written = log.written(path) ?? path
        return SpecText(.byLocale(LocaleValueMap(path: written, entries: entries)), path: written)
    }

    /// Where the text was an appearance map, every appearance's text (a string, a locale map
    /// or a key), read whole as a colour's values are, so one decode serves every appearance:
    /// `chosen` is this pass's. Each entry is named by its own path (`elements[0].text.dark`),
    /// and a wrong one fails only its appearance. `nil` where there is no such map here, or
    /// one `otherAppearances` cannot read whole.
    private func textOfEveryAppearance(_ chosen: SpecText, at path: JSONPath) -> SpecText? {
        guard let (map, first) = reader.appearanceMap(at: path),
            var entries = reader.otherAppearances(
                of: map, at: path, chosen: first,
                { entry, appearance in
                    decodeTextAsWritten(entry, at: path).map { SpecText($0.source, path: path / appearance) }
                })
        else { return nil }
        entries[first] = SpecText(chosen.source, path: log.written(path) ?? path)
        return SpecText(.byAppearance(AppearanceKeyed(entries, first: first)), path: path)
    }

    private func checkedText(_ value: JSONValue, at path: JSONPath) -> SpecText? {
        switch Self.text(value, at: path, limit: limits.maxTextLength) {
        case .success(let text): return text
        case .failure(let error):
            log.append(error)
            return nil
        }
    }

    /// A string of at most `limit` characters, as a text.
    private static func text(_ value: JSONValue, at path: JSONPath, limit: Int) -> Result<SpecText, Diagnostic> {
        guard case .string(let s) = value else { return .failure(.expected("a string", got: value, at: path)) }
        let length = s.unicodeScalars.count
        guard length <= limit else { return .failure(Diagnostic(.error, at: path, "text has \(length) characters; the limit is \(limit)")) }
        return .success(.literal(s, at: path))
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

    /// An image path, per locale where it is a map, which it keeps in itself (`locales`);
    /// `{locale}` in it is resolved when loaded. Its appearance map is its reader's
    /// (`decodeImageSource`).
    func decodeImagePath(_ value: JSONValue, at path: JSONPath) -> ImageSource? {
        guard let (first, written) = localeMapOrValue(value, at: path, as: { $0 }, decode: decodeImageSource) else { return nil }
        var source = first
        if case .byLocale(let map) = written { source.locales = map }
        return source
    }
}
