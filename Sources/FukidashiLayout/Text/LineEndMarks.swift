// What a line may end with that its text does not have: a hyphen where it breaks inside a
// word, "…" where it is cut. Each is shaped once, in the face and orientation it joins.

/// The hyphen a line ends with at a hyphenation point: U+2010 HYPHEN where the face has it,
/// else the hyphen-minus, as Chromium draws it.
struct Hyphen {
    let character: Character
    let advance: Double

    /// `orientation`: the word's, in a column.
    init(fonts: FontProvider, face: FontFaceID, language: String, orientation: GlyphOrientation) {
        character = fonts.covers("\u{2010}", in: face) ? "\u{2010}" : "-"
        advance = fonts.advance(of: character, face: face, language: language, orientation: orientation)
    }
}

/// The "…" that ends a cut line: its face, advance and orientation.
struct Ellipsis {
    let face: FontFaceID
    let advance: Double
    let orientation: GlyphOrientation

    init(fonts: FontProvider, chain: [FontFaceID], language: String, orientation: GlyphOrientation) {
        face = chain.first { fonts.covers("…", in: $0) } ?? chain[0]
        self.orientation = orientation
        advance = fonts.advance(of: "…", face: face, language: language, orientation: orientation)
    }
}

extension FontProvider {
    /// One mark's advance in `face`, in ems, shaped as it stands in its line.
    fileprivate func advance(of mark: Character, face: FontFaceID, language: String, orientation: GlyphOrientation) -> Double {
        let utf16 = Array(String(mark).utf16)
        return shape(
            utf16, range: 0..<utf16.count, face: face, rightToLeft: false, script: "Zyyy", language: language, halfWidth: [],
            direction: orientation.shaping
        )
        .reduce(0) { $0 + $1.advance }
    }
}
