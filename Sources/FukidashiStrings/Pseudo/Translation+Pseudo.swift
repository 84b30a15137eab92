import FukidashiLanguage

extension Translation {
    /// The translation as `locale` shows it: each text, plural form and substitution form
    /// transformed on its own (as aapt2 does each plural item), styles moved with their text,
    /// `<xliff:g>` and untranslatable resources left as they are. Arguments are put in after.
    package func pseudoLocalized(_ locale: PseudoLocale) -> Translation {
        var result = self
        func transformed(_ text: String, form: String) -> String {
            let kept = untranslated[form] ?? []
            let marked = locale.transform(MarkedText(text: text, runs: spans[form] ?? MarkedText.plain(text).runs), kept: kept)
            if spans[form] != nil { result.spans[form] = marked.runs }
            return marked.text
        }
        switch text {
        case .single(let single) where locale == .xDouble && !substitutions.isEmpty:
            // `%#@files@` with its `%` removed would show as written: its forms are doubled instead.
            result.text = .single(single)
        case .single(let single):
            result.text = .single(transformed(single, form: ""))
        case .plural(let forms):
            result.text = .plural(Dictionary(uniqueKeysWithValues: forms.map { ($0.key, transformed($0.value, form: $0.key)) }))
        }
        result.substitutions = substitutions.mapValues { substitution in
            var changed = substitution
            changed.forms = substitution.forms.mapValues(locale.transform)
            return changed
        }
        // Ranges kept were in the old text's offsets; the transformed text keeps nothing more.
        result.untranslated = [:]
        return result
    }
}
