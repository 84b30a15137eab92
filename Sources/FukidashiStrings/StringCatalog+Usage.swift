import FukidashiJSON

extension StringCatalog {
    /// What `keys` have in the tables: every entry of each key, in every table that holds it
    /// (in the order read, the order lookups search) and every locale, with the catalog's
    /// source language. Two catalogs give the same bytes exactly when every lookup of these
    /// keys comes out the same, in any locale and by any fallback, and they are translated
    /// into the same locales: so a render is keyed by the strings it uses, not by every string
    /// of its catalog (`RenderInputs`). Each text is preceded by its length and each list by
    /// its count, so no text can pass for another's boundary.
    package func usage(of keys: [LocalizedKey]) -> [UInt8] {
        var bytes: [UInt8] = []
        func put(_ text: String) {
            let utf8 = Array(text.utf8)
            withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { bytes += $0 }
            bytes += utf8
        }
        put(sourceLanguage ?? "")
        for key in Set(keys.map(\.key)).sorted() {
            put(key)
            let holding = tables.filter { $0.entries[key] != nil }
            put(String(holding.count))
            for table in holding {
                let locales = table.entries[key]!
                put(table.name)
                put(String(locales.count))
                for (locale, translation) in locales.sorted(by: { $0.key < $1.key }) {
                    put(locale)
                    translation.describe(into: put)
                }
            }
        }
        // A broken file of a locale fails the specs whose keys it may hold: its error is used too.
        for table in tables where !table.brokenLocales.isEmpty {
            put(table.name)
            for (locale, error) in table.brokenLocales.sorted(by: { $0.key < $1.key }) {
                put(locale)
                put(error.description)
            }
        }
        return bytes
    }

    /// What the lookups of `keys` in one locale find (`lookupChain`, then `lookup`): the chain
    /// itself, and for each key the translation found, with its locale and table, or the miss.
    /// Two catalogs give the same bytes exactly when every lookup of these keys in this locale
    /// comes out the same: a translator fixing one German string changes German's usage (and
    /// that of a locale falling back to it), no other locale's; fixing the source language's
    /// string changes only the locales without a translation of their own.
    package func usage(of keys: [LocalizedKey], inLocale locale: String, source: String, rules: LocaleRules?) -> [UInt8] {
        var bytes: [UInt8] = []
        func put(_ text: String) {
            let utf8 = Array(text.utf8)
            withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { bytes += $0 }
            bytes += utf8
        }
        let chain = lookupChain(locale, source: source, rules: rules)
        put(String(chain.count))
        chain.forEach(put)
        let lookups = Set(keys.map { [$0.key, $0.table ?? ""] }).sorted { $0.lexicographicallyPrecedes($1) }
        for lookup in lookups {
            let (key, table) = (lookup[0], lookup[1].isEmpty ? nil : lookup[1])
            put(key)
            put(table ?? "")
            switch self.lookup(key, table: table, chain: chain) {
            case .found(let match):
                put(match.locale)
                put(match.table)
                match.translation.describe(into: put)
            case .missing(let miss):
                put("miss \(miss)")
            }
        }
        return bytes
    }
}

extension Translation {
    /// Every field, in a fixed order, dictionaries sorted.
    fileprivate func describe(into put: (String) -> Void) {
        switch text {
        case .single(let format):
            put("single")
            put(format)
        case .plural(let forms):
            put("plural")
            describe(forms, into: put)
        }
        put(String(substitutions.count))
        for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
            put(name)
            put(substitution.argument.map(String.init) ?? "")
            put(substitution.specifier)
            describe(substitution.forms, into: put)
        }
        put(state.rawValue)
        // The file as far as it tells locales apart (`de.lproj/Localizable.strings`), not the
        // folders above it: the same in every clone.
        put(file.split(separator: "/").suffix(2).joined(separator: "/"))
        put(platform.rawValue)
        put(problem.map { "\($0.line ?? 0) \($0.message)" } ?? "")
        put(String(formStates.count))
        for (form, formState) in formStates.sorted(by: { $0.key < $1.key }) {
            put(form)
            put(formState.rawValue)
        }
        put(String(spans.count))
        for (form, runs) in spans.sorted(by: { $0.key < $1.key }) {
            put(form)
            put(String(runs.count))
            for run in runs {
                let t = run.traits
                put("\(run.range.lowerBound) \(run.range.upperBound) \(t.strong) \(t.emphasis) \(t.strikethrough) \(t.underline) \(t.code)")
                put(t.link ?? "")
            }
        }
        // Only where there is any, so a key's text without it describes itself as before.
        for (form, ranges) in untranslated.sorted(by: { $0.key < $1.key }) {
            put("untranslated \(form) " + ranges.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: " "))
        }
    }

    private func describe(_ forms: [String: String], into put: (String) -> Void) {
        put(String(forms.count))
        for (category, form) in forms.sorted(by: { $0.key < $1.key }) {
            put(category)
            put(form)
        }
    }
}
