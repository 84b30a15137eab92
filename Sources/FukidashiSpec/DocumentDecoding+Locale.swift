import FukidashiJSON
import FukidashiStrings

/// Locale maps in place of values, and the text forms. A text's map is kept whole for the
/// resolve stage; a map of another value is decided by the pass: one locale's entry (or, with
/// no locale chosen, each map's first, to check the spec and learn which locales it names).
final class LocaleLog {
    var use = LocalizationUse()
    /// Each locale map of a value other than a text, and the entry this pass took: what the
    /// decode depends on of its locale.
    var choices: [LocaleChoice] = []

    func record(_ locales: [String]) {
        for locale in locales.map(LanguageTag.canonical) where !use.mapLocales.contains(locale) { use.mapLocales.append(locale) }
    }
}

/// One locale map of a value (not a text's) that a decode met: its entries' tags, and the one
/// it took. Two locales that take the same entry of every map a decode met get the same decode.
package struct LocaleChoice: Hashable, Sendable {
    /// The map's tags, canonical, in the order written.
    let tags: [String]
    /// The tag taken; `nil`: none along the locale's chain (the decode failed).
    let chosen: String?

    /// The choice a locale whose lookup chain is `chain` makes (`nil`: no locale).
    init(tags: [String], along chain: [String]?) {
        (self.tags, self.chosen) = (tags, Self.tag(of: tags, along: chain))
    }

    /// The tag a locale map's entry is taken by, of `tags` (canonical): the first of the
    /// locale's lookup chain the map has; with no locale (`nil`), the first entry. The one
    /// rule for every locale map, a text's (chosen in the resolve stage) or another value's.
    static func tag(of tags: [String], along chain: [String]?) -> String? {
        guard let chain else { return tags.first }
        return chain.first(where: tags.contains)
    }

    /// Whether a locale with this lookup chain (`nil`: no locale) takes the same entry.
    func isTaken(along chain: [String]?) -> Bool {
        chosen != nil && chosen == Self.tag(of: tags, along: chain)
    }
}

extension DocumentDecoding {
    /// For a key that takes a locale map (`FormatKey.perLocale`): the value this pass decodes,
    /// and its path (`elements[0].focus.ar` for a map's entry). A value that is not a map is
    /// itself. An object is a map unless it is a reference (`on`), a key (`localized`) or an
    /// element anchor (`element`). Texts are not chosen here: their maps are kept whole
    /// (`decodeText`), and only a map of another value makes a decode one locale's.
    ///
    /// A locale a map leaves out takes the entry of the next locale along its tag: for a
    /// position or size that is the usual case (only the locales whose screens differ are
    /// listed), so it is silent.
    ///
    /// Such a map is decided by the decode, not kept for the resolve stage as a text's is,
    /// because an entry is not a value on its own: `{"on": "avatar", "angle": 45}` gives a
    /// badge without a radius a tenth of its circle's, and its font size with it (and a badge
    /// on that badge its own); `{"element": "share"}` is an anchor the resolve stage finds.
    /// So a decode is made for each choice of entries that a variant takes (`LocaleChoice`),
    /// and shared by every locale that takes the same.
    func localeEntry(_ value: JSONValue, at path: JSONPath) -> (value: JSONValue, path: JSONPath)? {
        guard case .object(let map) = value, map["on"] == nil, map["localized"] == nil, map["element"] == nil else { return (value, path) }
        guard checkedLocaleMap(map, at: path) else { return nil }
        let tags = map.keys.map(LanguageTag.canonical)
        let chain = variant.locale.map { _ in LocaleLookup.chain(ancestors: localeAncestors, source: locales.use.sourceLanguage) }
        let choice = LocaleChoice(tags: tags, along: chain)
        locales.choices.append(choice)
        if let tag = choice.chosen, let index = tags.firstIndex(of: tag) {
            return (map.members[index].value, path / map.members[index].key)
        }
        guard let locale = variant.locale.map(LanguageTag.canonical), let chain else { return nil }
        log.error(
            path / locale,
            "no \(locale.quotedForDiagnostic) entry and none to fall back to (\(chain.dropFirst().map(\.quotedForDiagnostic).joined(separator: ", ")))"
        )
        return nil
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

    /// A string, a locale map of strings, or `{"localized": key, "table": …, "args": […]}`.
    func decodeText(_ value: JSONValue, at path: JSONPath) -> SpecText? {
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
    private func decodeTextMap(_ map: JSONObject, at path: JSONPath) -> SpecText? {
        guard checkedLocaleMap(map, at: path) else { return nil }
        var entries: [LocaleEntry] = []
        for (index, (tag, value)) in map.members.enumerated() {
            let text = Self.text(value, at: path / tag, limit: limits.maxTextLength)
            if index == 0, case .failure(let error) = text {
                log.append(error)
                return nil
            }
            // Said later, so named now as written in the file, as the log names what it is told.
            entries.append(LocaleEntry(tag: tag, text: text.mapError { $0.at(log.written($0.path)) }))
        }
        // What the resolve stage says of the map (a fallback) names it as written too.
        return SpecText(.byLocale(entries), path: log.written(path) ?? path)
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

    /// An image path, per locale where it is a map; `{locale}` in it is resolved when loaded.
    func decodeImagePath(_ value: JSONValue, at path: JSONPath) -> ImageSource? {
        guard let (entry, entryPath) = localeEntry(value, at: path) else { return nil }
        return decodeImageSource(entry, at: entryPath)
    }
}
