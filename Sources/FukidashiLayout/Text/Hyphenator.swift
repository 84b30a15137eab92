/// Where a word may take a hyphen at a line's end (`hyphens: auto`). The backend reads the
/// patterns LibreOffice uses, with libhyphen.
package protocol Hyphenator: Sendable {
    /// The offsets, in `word`'s characters, after which a hyphen may go (ascending, never 0
    /// nor the word's length); `nil` where no patterns are installed for `locale`'s language.
    func hyphenationPoints(_ word: String, locale: TextLocale) -> [Int]?
}

extension TextLocale {
    /// Languages whose writing breaks lines without hyphens (between characters, or by
    /// dictionary): `hyphens: auto` asks nothing of them, and warns of no missing patterns.
    static let unhyphenated: Set<String> = ["ja", "zh", "ko", "th", "lo", "km", "my", "bo"]

    /// The tag's parts a pattern file is named by: language and region ("de", "CH" for
    /// "de-CH"; "pt", "BR" for "pt-BR"; "sr", nil for "sr-Latn").
    package var hyphenationParts: (language: String, region: String?) {
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let region = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) }
        return (language, region?.uppercased())
    }
}
