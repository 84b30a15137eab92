/// The language text is written in, as a BCP 47 tag ("ja", "zh-Hans", "ko"). It picks Han
/// glyph forms (Japanese or Chinese font), line-breaking rules (strict kinsoku for Japanese)
/// and the language HarfBuzz shapes for.
package struct TextLocale: Hashable, Sendable, CustomStringConvertible {
    let identifier: String
    /// Paragraphs run right to left whatever their text, as labels do in an app whose layout
    /// is right to left (Xcode's right-to-left pseudolanguage).
    var paragraphsRightToLeft = false

    package init(_ identifier: String) {
        self.identifier = identifier
    }

    static let english = TextLocale("en")

    /// The primary language subtag, lower-cased: "zh" for "zh-Hant-TW".
    var language: String {
        String(identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    /// Which regional forms Han characters take: the font tried first for them.
    package enum HanForms: Hashable, Sendable {
        case japanese, simplifiedChinese, traditionalChinese, korean
    }

    /// Chinese is Traditional with the script `Hant`, or in Taiwan, Hong Kong and Macau
    /// without a script (`zh-TW`, `zh-HK`); else Simplified. Other languages: their own.
    package var hanForms: HanForms {
        switch language {
        case "zh":
            let subtags = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().map { $0.lowercased() }
            if subtags.contains("hant") { return .traditionalChinese }
            if subtags.contains("hans") { return .simplifiedChinese }
            return subtags.contains { ["tw", "hk", "mo"].contains($0) } ? .traditionalChinese : .simplifiedChinese
        case "ko": return .korean
        case "yue": return .traditionalChinese
        default: return .japanese
        }
    }

    var isJapanese: Bool { language == "ja" }
    var isChinese: Bool { language == "zh" }
    var isKorean: Bool { language == "ko" }
    /// Japanese and Chinese set fullwidth punctuation by JLREQ (`PunctuationSpacing`).
    var setsCJKPunctuation: Bool { isJapanese || isChinese }

    /// ICU's locale for line breaking: Japanese gets strict kinsoku (`lb=strict`), and with
    /// `phrases` ICU's phrase breaking (`lw=phrase`, ICU 71+, as Android 13's
    /// `lineBreakWordStyle="phrase"` asks for it).
    package func lineBreakLocale(phrases: Bool = false) -> String {
        guard isJapanese else { return String(identifier.map { $0 == "-" ? "_" : $0 }) }
        return phrases ? "ja@lb=strict;lw=phrase" : "ja@lb=strict"
    }

    /// Whether ICU 72 breaks this language by phrase (`lw=phrase`): Japanese only.
    var hasPhraseBreaking: Bool { isJapanese }

    /// A locale for text that names none, guessed from its letters: kana mean Japanese,
    /// Hangul Korean; anything else is English (Han then takes Japanese forms).
    static func guessed(from text: String) -> TextLocale {
        var sawHangul = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF: return TextLocale("ja")
            case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: sawHangul = true
            default: continue
            }
        }
        return sawHangul ? TextLocale("ko") : .english
    }

    package var description: String { identifier }
}
