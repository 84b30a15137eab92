/// Japanese and Chinese punctuation set as JLREQ sets it, and as Chromium's default
/// `text-spacing-trim` does. A fullwidth bracket, comma or stop is drawn in half its em with
/// the other half blank; where two meet, or one starts or ends a line, a half is trimmed.
/// The trimming uses the face's own half-width forms (OpenType `halt`), so each glyph sits
/// where its designer put it. Written here because no library decides *which* punctuation
/// to trim: that is JLREQ's table (cl-01, cl-02, cl-06, cl-07), applied below.
struct PunctuationSpacing: Hashable, Sendable {
    /// Trim adjacent pairs, opening brackets at line starts, and closing ones at line ends
    /// where that makes the line fit.
    var trims: Bool
    /// `、` and `。` (and their fullwidth Chinese kin) may hang past the line's end.
    var hangs: Bool

    static let off = PunctuationSpacing(trims: false, hangs: false)

    /// Which half of an em is blank, by JLREQ's character classes.
    enum Kind: Equatable {
        /// Opening brackets (cl-01): blank on the left.
        case opening
        /// Closing brackets (cl-02): blank on the right.
        case closing
        /// Commas and full stops (cl-06, cl-07): blank on the right; they may hang.
        case stop
        /// Middle dots, colons and semicolons (cl-05): blank on both sides, never trimmed
        /// themselves, but a neighbour's blank half goes beside them (`」・`, `・「`, `。：`), as
        /// CSS Text 4's `text-spacing-trim` and Chromium take them.
        case middle

        /// Closing brackets, commas and stops: blank on the right, trimmed before other
        /// punctuation and at a line's end.
        var blankOnRight: Bool { self == .closing || self == .stop }
    }

    static let openings = CharacterClass("「『（〔［｛〈《【〘〖〝＜")
    static let closings = CharacterClass("」』）〕］｝〉》】〙〗〟＞")
    static let stops = CharacterClass("、。，．")
    static let middles = CharacterClass("・：；")

    static func kind(_ character: Character) -> Kind? {
        if openings.contains(character) { return .opening }
        if closings.contains(character) { return .closing }
        if stops.contains(character) { return .stop }
        if middles.contains(character) { return .middle }
        return nil
    }

    /// Clusters trimmed because of their neighbour, as Chromium picks them: an opening bracket
    /// after any of these marks loses its blank half (`』（`, `、「`, `・「`, `（「` take 1.5 em), and
    /// otherwise a closing bracket, comma or stop before one does (`」。`, `）」`, `」・`).
    static func adjacentTrims(_ characters: [Character]) -> [Bool] {
        var trims = [Bool](repeating: false, count: characters.count)
        guard characters.count > 1 else { return trims }
        for i in 0..<(characters.count - 1) {
            guard let first = kind(characters[i]), let second = kind(characters[i + 1]) else { continue }
            if second == .opening {
                trims[i + 1] = true
            } else if first.blankOnRight {
                trims[i] = true
            }
        }
        return trims
    }
}
