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
    /// For a key that takes a locale map (`FormatKey.perLocale`): the value decoded whole, for
    /// the resolve stage to take the variant's (`Document.inLocale`): a locale map with every
    /// entry, an appearance map with every entry, or the two nested either way. A mistake in
    /// the first entry fails the spec; one in another locale's fails only the locales that take
    /// it, and one in another appearance's only that appearance, as a text map's does. An entry
    /// that is a reference or an element anchor keeps what it records: the first entry's records
    /// are in the document, as its stand-ins. `first`: what the first entry decoded to, for a
    /// caller that needs more of it than its value.
    func localeValue<Decoded, Value>(
        _ value: JSONValue, at path: JSONPath, as wrap: (Decoded) -> Value, decode: (JSONValue, JSONPath) -> Decoded?
    ) -> (first: Decoded, value: Varying<Value>)? {
        func plain(_ value: JSONValue, _ path: JSONPath) -> (Decoded, Varying<Value>)? { decode(value, path).map { ($0, .plain(wrap($0))) } }
        return localeValue(value, at: path, plain: plain)
    }

    /// `localeValue` of a value decoded as it is kept.
    func localeValue<Value>(_ value: JSONValue, at path: JSONPath, decode: (JSONValue, JSONPath) -> Value?) -> Varying<Value>? {
        localeValue(value, at: path, as: { $0 }, decode: decode)?.value
    }

    /// `localeValue` of a value whose own keys may be appearance maps (a selector's `id`), which
    /// `decode` reads whole.
    func localeValue<Value>(_ value: JSONValue, at path: JSONPath, varying decode: (JSONValue, JSONPath) -> VariantKeyed<Value>?)
        -> Varying<Value>?
    {
        localeValue(value, at: path) { value, path in decode(value, path).map { ($0, Varying($0)) } }?.value
    }

    /// `localeValue`, each value as `plain` decodes it where it is no map.
    private func localeValue<Decoded, Value>(
        _ value: JSONValue, at path: JSONPath, plain: (JSONValue, JSONPath) -> (Decoded, Varying<Value>)?
    ) -> (first: Decoded, value: Varying<Value>)? {
        valueOfEveryVariant(value, at: path) { value, path in
            localeMapOrValue(value, at: path, plain: plain) { value, path in valueOfEveryVariant(value, at: path, plain) }
        }
    }

    /// The value's locale map with every entry, each decoded by `entry`; `plain`'s where it is
    /// no locale map.
    private func localeMapOrValue<Decoded, Value>(
        _ value: JSONValue, at path: JSONPath, plain: (JSONValue, JSONPath) -> (Decoded, Varying<Value>)?,
        entry decode: (JSONValue, JSONPath) -> (Decoded, Varying<Value>)?
    ) -> (first: Decoded, value: Varying<Value>)? {
        guard let written = Self.localeMap(value) else { return plain(value, path) }
        guard checkedLocaleMap(written, at: path) else { return nil }
        let map = reader.entries(of: written, at: path)
        var first: Decoded?
        var entries: [LocaleValueMap<Varying<Value>>.Entry] = []
        for (index, (tag, entry)) in map.members.enumerated() {
            let (decoded, kept) = decodedEntry(tag, isStandIn: index == 0) { decode(entry, path / tag) }
            if index == 0 {
                guard let decoded else { return nil }
                first = decoded
            }
            entries.append(kept)
        }
        guard let first else { return nil }
        return (first, .byLocale(LocaleValueMap(path: path, entries: entries)))
    }

    /// Where the value was an appearance map (`"focus": {"light": [40, 20], "dark": [60,
    /// 20]}`), every appearance's entry decoded by `decode` (which may read a locale map, a
    /// reference or an element anchor) and kept for the resolve stage to take the variant's;
    /// this pass's (`value`, which the pass put in the map's place) is the first, and its
    /// records are the document's. Each other entry's records are taken back out and kept in
    /// the map, for the variants of its appearance (with, where the background has no dump, an
    /// error of that appearance for each anchor). A wrong entry fails only its appearance, said
    /// at its own path (`elements[0].focus.dark`). `decode`'s alone where there is no map here.
    func valueOfEveryVariant<Decoded, Value>(
        _ value: JSONValue, at path: JSONPath, _ decode: (JSONValue, JSONPath) -> (Decoded, Varying<Value>)?
    ) -> (first: Decoded, value: Varying<Value>)? {
        guard reader.hasMap(at: path), let chosen = reader.sites.chosen else { return decode(value, reader.entryPath(path)) }
        let start = recordCounts
        let own = decode(value, reader.entryPath(path))
        let ownRecords = self.records(in: records(since: start))
        var recordsByEntry: [Variant: PlacementRecords] = [:]
        let others = reader.otherEntries(at: path) { entry, entryPath, part -> Varying<Value>? in
            let start = recordCounts
            let decoded = decode(entry, entryPath)
            let made = self.records(since: start)
            recordsByEntry[part] = self.records(in: made)
            anchorLog.anchors.removeSubrange(made.anchors)
            referenceLog.references.removeSubrange(made.references)
            if locales.withoutDump {
                for anchor in recordsByEntry[part]?.anchors ?? [] { log.append(Self.needsDump(anchor, at: anchor.selector.path)) }
            }
            return decoded?.1
        }
        guard let own else { return nil }
        guard let others else { return own }
        // Each point's records: its entry's, or this pass's where it reads this pass's entry.
        var records: [Variant: PlacementRecords] = [:]
        for point in reader.sites.declared {
            records[point] = recordsByEntry.first { $0.key.isPart(of: point) }?.value ?? ownRecords
        }
        let recorded = records.values.contains { !$0.anchors.isEmpty || !$0.references.isEmpty }
        return (
            own.0,
            .byAppearance(
                reader.keyed(own: own.1, others: others, partial: true),
                records: recorded ? AppearanceRecords(first: chosen, byPart: records) : nil)
        )
    }

    /// One entry of a locale map decoded: its value, and the entry kept for the resolve stage,
    /// with its other appearances' errors and the anchors and references it records. The stand-in
    /// (the first entry) says what it says, and leaves its records in the document; another
    /// entry's diagnostics and records are taken back out, for the locales that take it (with,
    /// where the background has no dump, an error for each anchor).
    private func decodedEntry<Decoded, Value>(
        _ tag: String, isStandIn: Bool, _ decode: () -> (Decoded, Varying<Value>)?
    ) -> (Decoded?, LocaleValueMap<Varying<Value>>.Entry) {
        let (diagnosticCount, start) = (log.diagnostics.count, recordCounts)
        let (decoded, otherPoints) = reader.sites.capturingErrors(decode)
        var entry = LocaleValueMap<Varying<Value>>.Entry(tag: LanguageTag.canonical(tag), value: decoded?.1, diagnostics: [])
        let made = records(since: start)
        entry.records = records(in: made)
        entry.variantErrors = otherPoints
        if !isStandIn {
            entry.diagnostics = log.removeAll(after: diagnosticCount)
            anchorLog.anchors.removeSubrange(made.anchors)
            referenceLog.references.removeSubrange(made.references)
            if locales.withoutDump {
                entry.diagnostics += entry.records.anchors.map { Self.needsDump($0, at: $0.selector.path) }
            }
        }
        return (decoded?.0, entry)
    }

    /// The object, where a value is a locale map: any object but a reference (`on`), a key
    /// (`localized`) or an element anchor (`element`).
    private static func localeMap(_ value: JSONValue) -> JSONObject? {
        guard case .object(let map) = value, map["on"] == nil, map["localized"] == nil, map["element"] == nil else { return nil }
        return map
    }

    /// A style's `writingMode` written as a locale map: each entry's word, a wrong one kept as
    /// its error for the locales that take it; in every appearance, as an entry may be an
    /// appearance map. `nil`: no locale map here, or a broken one (said).
    func writingModes(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<LocaleValueMap<WritingMode>>?? {
        guard let written = Self.localeMap(value) else { return nil }
        guard checkedLocaleMap(written, at: path) else { return .some(nil) }
        let map = reader.entries(of: written, at: path)
        let words = WritingMode.allCases.map(\.rawValue)
        let entries = map.members.map { tag, entry in
            let word = reader.inEveryVariant(entry, at: path / tag) { entry, path -> Result<WritingMode, Diagnostic>? in
                // Said as the style decoder says it, then kept for the locales that take it.
                let count = log.diagnostics.count
                var mode: WritingMode?
                if case .string(let word) = entry {
                    mode = WritingMode(rawValue: word)
                    if mode == nil { log.unknownName("writing mode", word, among: words, at: path) }
                } else {
                    log.expected("one of \(words.joined(separator: ", "))", got: entry, at: path)
                }
                let said = log.removeAll(after: count)
                return mode.map { .success($0) } ?? .failure(said[0])
            }
            // Never nil: the read gives every word a result, its mode or its mistake.
            return (LanguageTag.canonical(tag), word!)
        }
        let keyed = entries.contains { $0.1.parts != nil }
        func modes(in part: Variant?) -> LocaleValueMap<WritingMode> {
            LocaleValueMap(path: path, entries: entries.map { LocaleValueMap.Entry(tag: $0, $1.value(in: part)) })
        }
        guard keyed, let first = reader.sites.chosen else { return .some(VariantKeyed(modes(in: nil))) }
        return .some(VariantKeyed(Dictionary(uniqueKeysWithValues: reader.sites.declared.map { ($0, modes(in: $0)) }), first: first))
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
    /// where it was an appearance map of them, every appearance's, read whole as every value's
    /// map is (`SpecReader.inEveryVariant`).
    func decodeText(_ value: JSONValue, at path: JSONPath) -> SpecText? {
        reader.inEveryVariant(value, at: path, decodeTextAsWritten).map { texts in
            texts.parts == nil ? texts.first : SpecText(.byAppearance(texts), path: path)
        }
    }

    /// One text as written here (an appearance map's entry is one).
    private func decodeTextAsWritten(_ value: JSONValue, at path: JSONPath) -> SpecText? {
        switch value {
        case .string: return checkedText(value, at: path)
        case .object(let object) where object["localized"] != nil:
            return decodeLocalizedKey(value, at: path).map { keys in
                guard let first = reader.sites.chosen, let entries = keys.parts else { return SpecText(.localized(keys.first), path: path) }
                return SpecText(.byAppearance(VariantKeyed(entries.mapValues { SpecText(.localized($0), path: path) }, first: first)), path: path)
            }
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
            var text = Self.text(value, at: reader.entryPath(path / tag), limit: limits.maxTextLength)
            if index == 0, case .failure(let error) = text {
                log.append(error)
                return nil
            }
            // An entry that is an appearance map of strings: what is wrong with another
            // appearance's fails only that appearance in the locales that take the entry.
            let (appearances, appearanceErrors) = reader.sites.capturingErrors {
                entryOfEveryVariant(try? text.get(), at: path / tag)
            }
            text = text.map { appearances ?? $0 }
            var entry = LocaleValueMap.Entry(tag: tag, text)
            entry.variantErrors = appearanceErrors
            entries.append(entry)
        }
        return SpecText(.byLocale(LocaleValueMap(path: path, entries: entries)), path: path)
    }

    /// Where a text map's entry was an appearance map of strings, every appearance's, read
    /// whole: `chosen` is this pass's, read already, whose mistake the entry keeps. Each entry is
    /// named by its own path (`elements[0].text.ja.dark`), and a wrong one fails only its
    /// appearance. `nil` where there is no such map here, or this pass's is wrong (the others
    /// are read all the same, for what is wrong with them).
    private func entryOfEveryVariant(_ chosen: SpecText?, at path: JSONPath) -> SpecText? {
        guard reader.hasMap(at: path), let others = reader.otherEntries(at: path, { entry, path, _ in checkedText(entry, at: path) }),
            let chosen
        else { return nil }
        return SpecText(.byAppearance(reader.keyed(own: chosen, others: others, partial: true)), path: path)
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

    /// `{"localized": key, "table": …, "args": […], "count": n}`, in every appearance: each key
    /// may be an appearance map. Each appearance's key is recorded as one the spec uses.
    private func decodeLocalizedKey(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<LocalizedKey>? {
        guard let object = reader.object(value, at: path, Format.localizedText) else { return nil }
        let key = reader.required(object, "localized", at: path).flatMap {
            reader.inEveryVariant($0, at: path / "localized") { reader.string($0, at: $1, nonEmpty: true) }
        }
        let table = reader.member(object, "table", at: path, absent: nil) { reader.string($0, at: $1, nonEmpty: true).map(Optional.some) }
        let arguments = reader.member(object, "args", at: path, absent: [], formatArguments)
        let count = reader.member(object, "count", at: path, absent: nil) { value, path -> Double?? in
            guard case .number(let n) = value, abs(n) <= 1e15 else {
                log.expected("a number from -1e15 to 1e15", got: value, at: path)
                return nil
            }
            return n
        }
        guard let count else { return nil }
        guard let table, let key, let arguments else { return nil }
        let localized = VariantKeyed.combining(first: reader.sites.chosen, key, table, arguments, count) {
            LocalizedKey(key: $0, table: $1, arguments: $2, count: $3)
        }
        locales.use.keys.append((localized.first, path))
        for part in reader.sites.declared {
            if let key = localized.parts?[part], key != localized.first { locales.use.keys.append((key, path)) }
        }
        return localized
    }

    /// A key's `args`: at most 20 numbers and strings.
    private func formatArguments(_ list: JSONValue, at path: JSONPath) -> [FormatArgument]? {
        guard case .array(let items) = list, items.count <= 20 else {
            log.expected("an array of at most 20 numbers and strings", got: list, at: path)
            return nil
        }
        var arguments: [FormatArgument]? = []
        for (index, item) in items.enumerated() {
            switch item {
            case .number(let n): arguments?.append(.number(n))
            case .string(let s) where s.unicodeScalars.count <= 1000: arguments?.append(.string(s))
            default:
                log.expected("a number or a string of at most 1,000 characters", got: item, at: path / index)
                arguments = nil
            }
        }
        return arguments
    }

    /// An image path, per locale where it is a map, which it keeps in itself (`locales`);
    /// `{locale}` in it is resolved when loaded. Its appearance map is its reader's
    /// (`decodeImageSource`).
    func decodeImagePath(_ value: JSONValue, at path: JSONPath) -> ImageSource? {
        func plain(_ value: JSONValue, _ path: JSONPath) -> (ImageSource, Varying<ImageSource>)? {
            decodeImageSource(value, at: path).map { ($0, .plain($0)) }
        }
        guard let (first, written) = localeMapOrValue(value, at: path, plain: plain, entry: plain) else { return nil }
        var source = first
        if case .byLocale(let map) = written { source.locales = map.mapValues(\.value) }
        return source
    }
}
