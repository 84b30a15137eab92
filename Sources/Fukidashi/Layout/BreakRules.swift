import FukidashiSpec

/// Where lines may break in `normal` wrapping: after spaces, around CJK ideographs, kana and
/// emoji, after a hyphen inside a word, and never where Japanese kinsoku forbids. Korean is
/// kept whole by word (between spaces), as iOS wraps Hangul. A later text engine replaces
/// this with UAX #14 from ICU; the kinsoku sets stay the contract.
enum BreakRules {
    /// Characters no line may start with: closing brackets, stops and commas, the long vowel
    /// mark, middle dots and small kana (SPEC: 、。」）ー and small kana, and their kin).
    static let noLineStart: Set<Character> = Set("、。，．」』）〕】〉》｝］〗〙〟ー・ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻‐゠–〜～？！‼⁇⁈⁉：；／ゝゞヽヾ･ﾞﾟｰ…‥,.!?:;)]}%’”％")
    /// Characters no line may end with: opening brackets and quotes (SPEC: 「（ and their kin).
    static let noLineEnd: Set<Character> = Set("「『（〔【〈《｛［〖〘〝([{‘“￥＄")

    static func isSpace(_ c: Character) -> Bool {
        c == " " || c == "\t" || c == "\u{3000}" || c == "\u{200B}"
    }

    /// Ideographs, kana, CJK punctuation, fullwidth forms and emoji: a line may break on
    /// either side of them (UAX #14 class ID and its neighbours).
    static func isIdeographicLike(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first?.value else { return false }
        switch s {
        case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3200...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            return true
        case 0x1F000...0x1FAFF, 0x2600...0x27BF:
            return true
        default:
            return false
        }
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    /// `breakBefore` for each cluster of a paragraph.
    static func opportunities(_ clusters: [Character], mode: WrapMode) -> [Bool] {
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
                result[i] = normalOpportunity(previous: previous, current: current,
                                              beforePrevious: i >= 2 ? clusters[i - 2] : nil)
            }
        }
        return result
    }

    /// True where kinsoku forbids a line start, even for a forced break inside a word.
    static func avoidsBreak(before current: Character, after previous: Character) -> Bool {
        noLineStart.contains(current) || noLineEnd.contains(previous)
    }

    private static func normalOpportunity(previous: Character, current: Character, beforePrevious: Character?) -> Bool {
        if isSpace(current) { return false }
        if isSpace(previous) { return true }
        if noLineStart.contains(current) || noLineEnd.contains(previous) { return false }
        if previous == "-" || previous == "\u{2010}" {
            return beforePrevious.map(isWordCharacter) == true && isWordCharacter(current)
        }
        return isIdeographicLike(previous) || isIdeographicLike(current)
    }
}
