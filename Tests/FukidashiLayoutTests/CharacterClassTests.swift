import Testing

@testable import FukidashiLayout

/// The kinsoku and punctuation classes answer from a table for one-byte clusters and from
/// their set otherwise; both must give the set's answer, canonical equivalence included.
@Suite("Character classes")
struct CharacterClassTests {
    static let members = "、。」）ー,.!?:;)]}%’”％([{‘“"
    /// Every ASCII byte, clusters that are canonically an ASCII one (U+037E is `;`, U+212A is
    /// `K`), ASCII with a combining mark, CRLF, and fullwidth and CJK members and non-members.
    static let probes: [Character] =
        (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        + ["\u{037E}", "\u{212A}", "\u{1FEF}", ";\u{0301}", ".\u{0301}", "\r\n", "、", "。", "「", "％", "Ａ", "é", "e\u{0301}", "👍🏽"]

    @Test("answers as Set<Character> does")
    func agreesWithTheSet() {
        let table = CharacterClass(Self.members)
        let set = Set(Self.members)
        for probe in Self.probes {
            #expect(table.contains(probe) == set.contains(probe), "\(probe.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(table.contains("\u{037E}"), "U+037E is canonically ';', a member")
        #expect(!table.contains("a"))
    }

    @Test("the only ASCII characters another scalar is canonically equal to are ; ` and K")
    func asciiEquivalents() {
        let ascii = Set((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
        var found: Set<UInt8> = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            if ascii.contains(character), let match = ascii.first(where: { $0 == character }) { found.insert(match.asciiValue!) }
        }
        #expect(found == CharacterClass.asciiWithEquivalents)
    }

    @Test("spaces and paragraph ends are compared by scalar, exactly")
    func scalarComparisons() {
        for probe in Self.probes + [" ", "\t", "\u{3000}", "\u{200B}", " \u{0301}", "\u{2000}", "\u{00A0}"] {
            let expected = probe == " " || probe == "\t" || probe == "\u{3000}" || probe == "\u{200B}"
            #expect(BreakRules.isSpace(probe) == expected, "\(probe.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
