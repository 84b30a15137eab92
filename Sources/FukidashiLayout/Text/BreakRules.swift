import FukidashiTree

/// Where lines may break. `normal` starts from Unicode's line-breaking rules (UAX #14, from
/// ICU with the text's locale; Japanese uses strict kinsoku) and then applies our own rules on
/// top: Japanese kinsoku sets that hold whatever the locale, and, with `keepAll`, words kept
/// whole between spaces and punctuation (CSS `word-break: keep-all`, as iOS wraps Hangul).
enum BreakRules {
    /// Characters no line may start with: closing brackets, stops and commas, the long vowel
    /// mark, middle dots and small kana (SPEC: 、。」）ー and small kana, and their kin).
    static let noLineStart = CharacterClass("、。，．」』）〕】〉》｝］〗〙〟ー・ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻‐゠–〜～？！‼⁇⁈⁉：；／ゝゞヽヾ･ﾞﾟｰ…‥,.!?:;)]}%’”％")
    /// Characters no line may end with: opening brackets and quotes (SPEC: 「（ and their kin).
    static let noLineEnd = CharacterClass("「『（〔【〈《｛［〖〘〝([{‘“￥＄")

    /// Compared by scalar: comparing a cluster with a non-ASCII literal normalizes both. Exact,
    /// since no other sequence is canonically one of these four.
    static func isSpace(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        switch first.value {
        case 0x20, 0x09, 0x3000, 0x200B: return true
        default: return false
        }
    }

    /// A letter or digit that `keep-all` keeps beside its neighbours: general category L or
    /// N, outside the scripts UAX #14 breaks by dictionary (class SA: Thai, Lao, Myanmar,
    /// Khmer, Tai), which keep their word breaks. Blink's `ShouldKeepAfterKeepAll` rule.
    static func isKeptLetter(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1950...0x19DF, 0x1A20...0x1AAF, 0xA9E0...0xA9FF, 0xAA60...0xAADF:
            return false
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber:
                return true
            default: return false
            }
        }
    }

    /// Punctuation and symbols: what a lone phrase's length does not count.
    static func isPunctuation(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default: return false
        }
    }

    /// True where kinsoku forbids a line start, even for a forced break inside a word.
    static func avoidsBreak(before current: Character, after previous: Character) -> Bool {
        noLineStart.contains(current) || noLineEnd.contains(previous)
    }

    /// `breakBefore` for each cluster. `unicodeBreakBefore` says where UAX #14 allows one.
    static func opportunities(_ clusters: [Character], unicodeBreakBefore: [Bool], mode: WrapMode, keepAll: Bool = false) -> [Bool] {
        var result = [Bool](repeating: false, count: clusters.count)
        guard clusters.count > 1 else { return result }
        for i in 1..<clusters.count {
            let previous = clusters[i - 1], current = clusters[i]
            switch mode {
            case .none:
                result[i] = false
            case .anywhere:
                result[i] = !isSpace(current)
            case .normal:
                result[i] =
                    unicodeBreakBefore[i] && !isSpace(current)
                    && !avoidsBreak(before: current, after: previous)
                    && !(keepAll && isKeptLetter(previous) && isKeptLetter(current))
            }
        }
        return result
    }
}
