/// BCP 47 language tags as specs and the CLI write them ("ja", "zh-Hans", "pt-BR").
package enum LanguageTag {
    /// A 2–3 letter language, then subtags of 1–8 letters or digits. Shape only: an unknown
    /// but well-formed language simply gets no special rules.
    package static func isWellFormed(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
