/// BCP 47 language tags as specs and the CLI write them ("ja", "zh-Hans", "pt-BR").
package enum LanguageTag {
    /// A 2–3 letter language, then subtags of 1–8 letters or digits. Shape only: an unknown
    /// but well-formed language simply gets no special rules.
    package static func isWellFormed(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// What a run may render: a well-formed tag, or a pseudo-locale (`en-XA`, `x-double`).
    package static func isRenderable(_ tag: String) -> Bool {
        isWellFormed(tag) || PseudoLocale(tag: tag) != nil
    }

    /// The tag as BCP 47 writes it: `pt_br` and `PT-br` are `pt-BR`, `zh-hans` is `zh-Hans`
    /// (language lower case, script title case, region upper case). String files name locales
    /// in all these ways (`pt_BR.lproj`, `values-pt-rBR`); one spelling lets them meet.
    package static func canonical(_ tag: String) -> String {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return parts.enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4, part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            if part.count == 2, part.allSatisfy(\.isLetter) { return part.uppercased() }
            if part.count == 3, part.allSatisfy(\.isNumber) { return String(part) }
            return part.lowercased()
        }.joined(separator: "-")
    }

    /// Where a missing translation is looked for next: the tag, then each shorter prefix
    /// (`zh-Hant-TW` → `zh-Hant` → `zh`), then `source`, the spec's language.
    package static func fallbackChain(_ tag: String, source: String) -> [String] {
        var chain: [String] = []
        var parts = tag.split(separator: "-").map(String.init)
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        if !chain.contains(source) { chain.append(source) }
        return chain
    }
}
