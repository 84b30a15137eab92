/// One grapheme cluster (a Swift `Character`: never split inside a surrogate pair, a
/// combining sequence or an emoji sequence) with its glyphs from one face.
struct MeasuredCluster {
    let character: Character
    let face: FontFaceID
    /// Glyph ids with their x offsets inside the cluster, in ems.
    let glyphs: [(id: UInt32, offset: Double)]
    /// In ems.
    let advance: Double
    let missing: [Unicode.Scalar]
}

/// Picks a face for each cluster and measures it.
struct ClusterMeasurer {
    let fonts: FontProvider
    let chain: [FontFaceID]

    /// Invisible format characters: they join or select, and draw nothing themselves.
    static func isIgnorable(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00AD, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0100...0xE01EF: true
        default: s.properties.generalCategory == .control
        }
    }

    func measure(_ character: Character) -> MeasuredCluster {
        // A tab is set as a space: bubbles have no tab stops.
        let scalars = character == "\t" ? [" "] : character.unicodeScalars.filter { !Self.isIgnorable($0) }
        guard !scalars.isEmpty else {
            return MeasuredCluster(character: character, face: chain[0], glyphs: [], advance: 0, missing: [])
        }
        // The whole cluster from one face when any face has all of it, so marks match bases.
        let face = chain.first { id in scalars.allSatisfy { fonts.glyph(for: $0, in: id) != nil } }
            ?? chain.first { fonts.glyph(for: scalars[0], in: $0) != nil }
            ?? chain[0]
        var glyphs: [(id: UInt32, offset: Double)] = []
        var missing: [Unicode.Scalar] = []
        var pen = 0.0
        for scalar in scalars {
            let glyph: UInt32
            if let found = fonts.glyph(for: scalar, in: face) {
                glyph = found
            } else {
                glyph = 0  // .notdef: a visible box, reported as a warning
                missing.append(scalar)
            }
            glyphs.append((glyph, pen))
            pen += fonts.advance(of: glyph, in: face)
        }
        return MeasuredCluster(character: character, face: face, glyphs: glyphs, advance: pen, missing: missing)
    }
}
