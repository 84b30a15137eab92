/// A fixed set of characters, asked about every cluster of every line: the kinsoku and
/// punctuation classes. `Set<Character>` answers by hashing each cluster in its canonical form,
/// which costs a normalization per question; most clusters of most languages' text are a
/// single ASCII byte, so those are answered from a table of the one-byte members.
///
/// An ASCII character is canonically equivalent only to itself, except `;`, `` ` `` and `K`
/// (U+037E, U+1FEF and U+212A decompose to them), so the one-byte members fill the table and
/// the set is asked about those three: the table answers exactly as the set would. A test
/// checks that list against every scalar.
struct CharacterClass: Sendable {
    private let members: Set<Character>
    private let ascii: [Bool]

    /// ASCII characters that some other single scalar decomposes to.
    static let asciiWithEquivalents: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: "`"), UInt8(ascii: "K")]

    init(_ characters: String) {
        members = Set(characters)
        var ascii = [Bool](repeating: false, count: 128)
        for member in members where member.utf8.count == 1 { ascii[Int(member.utf8.first!)] = true }
        for byte in Self.asciiWithEquivalents { ascii[Int(byte)] = members.contains(Character(Unicode.Scalar(byte))) }
        self.ascii = ascii
    }

    func contains(_ character: Character) -> Bool {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return ascii[Int(byte)] }
        return members.contains(character)
    }
}
