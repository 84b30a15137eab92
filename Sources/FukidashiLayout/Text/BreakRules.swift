import FukidashiSpec

/// Where lines may break. `normal` starts from Unicode's line-breaking rules (UAX #14, from
/// ICU with the text's locale; Japanese uses strict kinsoku) and then applies our own rules on
/// top: Japanese kinsoku sets that hold whatever the locale, and Korean kept whole by word
/// (between spaces), as iOS wraps Hangul.
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

    static func isHangul(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first?.value else { return false }
        switch s {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }

    /// True where kinsoku forbids a line start, even for a forced break inside a word.
    static func avoidsBreak(before current: Character, after previous: Character) -> Bool {
        noLineStart.contains(current) || noLineEnd.contains(previous)
    }

    /// `breakBefore` for each cluster. `unicodeBreakBefore` says where UAX #14 allows one.
    static func opportunities(_ clusters: [Character], unicodeBreakBefore: [Bool], mode: WrapMode) -> [Bool] {
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
                    && !(isHangul(previous) && isHangul(current))
            }
        }
        return result
    }
}
