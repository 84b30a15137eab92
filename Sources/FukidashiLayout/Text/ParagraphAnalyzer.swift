/// Turns one paragraph (text between hard line breaks) into clusters with bidi levels,
/// scripts, faces and advances. Faces are chosen per run of characters by script and
/// coverage: a cluster takes the first face in the chain that has all of it, emoji clusters
/// try colour emoji first, and spaces and punctuation stay in the face of the text around
/// them, so a run is not cut by every comma.
struct ParagraphAnalyzer {
    let fonts: FontProvider
    let analyzer: TextAnalyzer
    let chain: [FontFaceID]
    let locale: TextLocale
    /// Adjacent CJK punctuation is trimmed (`PunctuationSpacing`).
    var trimsPunctuation = false
    /// The face chain of each `TextSpan`, by index.
    var spanChains: [[FontFaceID]] = []
    /// Set in columns (`writingMode: vertical-rl`): each cluster upright, sideways or combined.
    var vertical = false

    struct Paragraph {
        let utf16: [UInt16]
        let clusters: [TextCluster]
        /// 0 left-to-right, 1 right-to-left, from the first strong character.
        let level: UInt8
    }

    /// `spans`: each character's `TextSpan` index, if it is in one.
    func analyze(_ text: String, spans: [Int?] = []) -> Paragraph {
        let utf16 = Array(text.utf16)
        let characters = Array(text)
        let (paragraphLevel, levels) = analyzer.bidiLevels(utf16, rightToLeft: locale.paragraphsRightToLeft)
        let scripts = resolvedScripts(characters)

        var clusters: [TextCluster] = []
        var offset = 0
        var previousFace: FontFaceID?
        for (index, character) in characters.enumerated() {
            let length = character.utf16.count
            let span = index < spans.count ? spans[index] : nil
            let chain = span.map { spanChains[$0] } ?? self.chain
            let (face, missing) = chooseFace(
                character, weak: Self.isWeak(analyzer.script(of: character.unicodeScalars.first!)), previous: previousFace, chain: chain)
            previousFace = face
            var cluster = TextCluster(
                character: character, range: offset..<offset + length, face: face,
                level: length > 0 ? levels[offset] : paragraphLevel, script: scripts[index],
                isSpace: BreakRules.isSpace(character), missing: missing)
            cluster.span = span
            clusters.append(cluster)
            offset += length
        }
        if vertical {
            let orientations = Self.columnOrientations(characters, upright: analyzer.isUprightInVerticalText)
            for index in clusters.indices { clusters[index].orientation = orientations[index] }
        }
        if trimsPunctuation {
            for (index, trimmed) in PunctuationSpacing.adjacentTrims(characters).enumerated() where trimmed { clusters[index].halfWidth = true }
        }
        _ = clusters.shapeRuns(utf16, shaper: fonts, language: locale.identifier)
        return Paragraph(utf16: utf16, clusters: clusters, level: paragraphLevel)
    }

    /// How each character stands in a column: upright or sideways by its Unicode vertical
    /// orientation (UAX #50, CSS's `text-orientation: mixed`), and a run of one or two ASCII
    /// digits upright in one cell (`text-combine-upright: digits 2`), as manga sets a number.
    /// A run beside a Latin letter or inside a number (`MP3`, `3.5`, `12:30`, `UTF-8`) stays with it.
    static func columnOrientations(_ characters: [Character], upright: (Unicode.Scalar) -> Bool) -> [GlyphOrientation] {
        var orientations = characters.map { upright($0.unicodeScalars.first!) ? GlyphOrientation.upright : .sideways }
        func isDigit(_ i: Int) -> Bool { characters[i].isASCII && characters[i].isWholeNumber }
        func joinsNumber(_ i: Int) -> Bool {
            guard characters.indices.contains(i) else { return false }
            return characters[i].isASCII && (characters[i].isLetter || characters[i].isWholeNumber || ".,:/-".contains(characters[i]))
        }
        var start = 0
        while start < characters.count {
            guard isDigit(start) else {
                start += 1
                continue
            }
            var end = start
            while end < characters.count, isDigit(end) { end += 1 }
            if end - start <= 2, !joinsNumber(start - 1), !joinsNumber(end) {
                for i in start..<end { orientations[i] = .combined }
            }
            start = end
        }
        return orientations
    }

    static func isWeak(_ script: String) -> Bool { script == "Zyyy" || script == "Zinh" || script == "Zzzz" }

    /// Common and inherited characters (spaces, digits, punctuation, marks) take the script
    /// of the text before them, or after them at a paragraph's start.
    private func resolvedScripts(_ characters: [Character]) -> [String] {
        var scripts = characters.map { analyzer.script(of: $0.unicodeScalars.first!) }
        var last: String?
        for i in scripts.indices {
            if Self.isWeak(scripts[i]) { if let last { scripts[i] = last } } else { last = scripts[i] }
        }
        var next: String?
        for i in scripts.indices.reversed() {
            if Self.isWeak(scripts[i]) { if let next { scripts[i] = next } } else { next = scripts[i] }
        }
        return scripts
    }

    /// Runs for every character. Nearly none holds an invisible scalar, so its scalars are used
    /// as they are, each asked once whether it is invisible; and the chain is walked in order,
    /// not filtered into ordered copies (which were 400 of a short bubble's 870 allocations).
    private func chooseFace(_ character: Character, weak: Bool, previous: FontFaceID?, chain: [FontFaceID]) -> (FontFaceID, [Unicode.Scalar]) {
        let scalars = character.unicodeScalars
        guard scalars.contains(where: Self.isIgnorable) else {
            return chooseFace(drawing: scalars, of: character, weak: weak, previous: previous, chain: chain)
        }
        return chooseFace(drawing: scalars.filter { !Self.isIgnorable($0) }, of: character, weak: weak, previous: previous, chain: chain)
    }

    /// `scalars`: the character's visible scalars.
    private func chooseFace(
        drawing scalars: some Collection<Unicode.Scalar>, of character: Character, weak: Bool,
        previous: FontFaceID?, chain: [FontFaceID]
    ) -> (FontFaceID, [Unicode.Scalar]) {
        guard let first = scalars.first else { return (previous ?? chain[0], []) }
        func coversAll(_ face: FontFaceID) -> Bool { scalars.allSatisfy { fonts.covers($0, in: face) } }
        // Spaces and punctuation stay with the text around them, but never with colour emoji.
        if weak, let previous, !fonts.isEmojiFace(previous), coversAll(previous), chain.contains(previous) { return (previous, []) }
        // Emoji clusters try the colour faces first, other clusters the text faces; each group
        // in the chain's order.
        let emojiFirst = Self.isEmoji(character)
        func firstFace(where matches: (FontFaceID) -> Bool) -> FontFaceID? {
            chain.first { fonts.isEmojiFace($0) == emojiFirst && matches($0) }
                ?? chain.first { fonts.isEmojiFace($0) != emojiFirst && matches($0) }
        }
        if let face = firstFace(where: coversAll) { return (face, []) }
        let face = firstFace { fonts.covers(first, in: $0) } ?? chain[0]
        return (face, scalars.filter { !fonts.covers($0, in: face) })
    }

    /// Invisible format characters: they join or select, and draw nothing themselves.
    static func isIgnorable(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00AD, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0020...0xE007F, 0xE0100...0xE01EF: true
        default: s.properties.generalCategory == .control
        }
    }

    /// Emoji presentation: an emoji-by-default character, or any emoji with VS16, a skin
    /// tone, a keycap or a ZWJ sequence.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.dropFirst().contains { $0 == "\u{FE0F}" || $0 == "\u{20E3}" || $0 == "\u{200D}" || $0.properties.isEmojiModifier }
    }
}
