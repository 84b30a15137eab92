/// A fixed set of characters, asked about every cluster of every line: the kinsoku and
/// punctuation classes. `Set<Character>` answers by hashing each cluster in its canonical form,
/// which costs a normalization per question; most clusters of most languages' text are a
/// single ASCII byte, so those are answered from a table. The table is filled by asking the
/// set itself, so it answers exactly as the set does (`;` and U+037E, which are canonically
/// the same, still agree: U+037E is not one byte, so the set answers for it).
struct CharacterClass: Sendable {
    private let members: Set<Character>
    private let ascii: [Bool]

    init(_ characters: String) {
        let members = Set(characters)
        self.members = members
        ascii = (0..<128).map { members.contains(Character(Unicode.Scalar(UInt8($0)))) }
    }

    func contains(_ character: Character) -> Bool {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return ascii[Int(byte)] }
        return members.contains(character)
    }
}
