/// A pseudo-locale: the source language's text transformed, to find layout problems before
/// any translation arrives. Android's two, as aapt2 generates them, and Xcode's four
/// pseudolanguages, as CoreFoundation writes them. Each is a locale like any other to the
/// variant matrix (`--locale en-XA,x-double`), with its own file names and diagnostics.
package enum PseudoLocale: String, CaseIterable, Sendable {
    /// Android: accented, bracketed and about a third to a half longer.
    case enXA = "en-XA"
    /// Android: every word in a right-to-left override, the layout mirrored.
    case arXB = "ar-XB"
    /// Xcode's Double-Length Pseudolanguage.
    case xDouble = "x-double"
    /// Xcode's Accented Pseudolanguage.
    case xAccented = "x-accented"
    /// Xcode's Bounded String Pseudolanguage.
    case xBounded = "x-bounded"
    /// Xcode's Right-to-Left Pseudolanguage With Right-to-Left Strings.
    case xRTL = "x-rtl"

    /// The pseudo-locale a tag names, in any spelling (`en_xa`, `X-Double`).
    package init?(tag: String) {
        self.init(rawValue: LanguageTag.canonical(tag))
    }

    /// Whether its layout is right to left, as the app's is in it.
    package var isRightToLeft: Bool { self == .arXB || self == .xRTL }

    /// Whether it is one of Android's, which `res/` can ship (`values-en-rXA`).
    package var isAndroid: Bool { self == .enXA || self == .arXB }

    /// The transformed text. Runs keep their styles around the transformed text of each (what
    /// the transform adds, such as brackets and expansion, is unstyled); `kept` ranges
    /// (Android's `<xliff:g>`, in `Character` offsets) are copied untouched, as aapt2 does.
    package func transform(_ marked: MarkedText, kept: [Range<Int>] = []) -> MarkedText {
        let pieces = Self.pieces(of: marked, kept: kept)
        var out: [(text: String, traits: RunTraits)] = []
        switch self {
        case .enXA, .arXB:
            var localizer = AndroidPseudolocalizer(self == .enXA ? .accent : .bidi)
            out.append((Self.string(localizer.start()), RunTraits()))
            for piece in pieces {
                out.append((piece.kept ? piece.text : Self.string(localizer.text(Array(piece.text.utf8))), piece.traits))
            }
            out.append((Self.string(localizer.end()), RunTraits()))
        case .xDouble:
            out = pieces.map { (String($0.text.unicodeScalars.filter { $0 != "%" }), $0.traits) }
            out.append((" ", RunTraits()))
            out += pieces.map { ($0.text, $0.traits) }
        case .xAccented:
            out = pieces.map { ($0.kept ? $0.text : ApplePseudolanguage.accented($0.text), $0.traits) }
        case .xBounded, .xRTL:
            let (open, close) = self == .xBounded ? ApplePseudolanguage.bounds : ApplePseudolanguage.override
            out = [(open, RunTraits())] + pieces.map { ($0.text, $0.traits) } + [(close, RunTraits())]
        }
        return Self.joined(out)
    }

    /// The same, for a text with no styles.
    package func transform(_ text: String) -> String {
        transform(.plain(text)).text
    }

    private static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The text cut where a run or a kept range starts or ends.
    private static func pieces(of marked: MarkedText, kept: [Range<Int>]) -> [(text: String, traits: RunTraits, kept: Bool)] {
        let characters = Array(marked.text)
        let runs = marked.runs.isEmpty && !characters.isEmpty ? [MarkedText.Run(range: 0..<characters.count, traits: RunTraits())] : marked.runs
        var cuts = Set([0, characters.count])
        for range in runs.map(\.range) + kept { cuts.formUnion([range.lowerBound, range.upperBound]) }
        let bounds = cuts.filter { (0...characters.count).contains($0) }.sorted()
        return zip(bounds, bounds.dropFirst()).map { start, end in
            let traits = runs.first { $0.range.contains(start) }?.traits ?? RunTraits()
            return (String(characters[start..<end]), traits, kept.contains { $0.contains(start) })
        }
    }

    /// Pieces as one text with its runs, pieces of the same style merged.
    private static func joined(_ pieces: [(text: String, traits: RunTraits)]) -> MarkedText {
        var text = ""
        var runs: [MarkedText.Run] = []
        for piece in pieces where !piece.text.isEmpty {
            let start = text.count
            text += piece.text
            let end = text.count
            guard end > start else { continue }
            if let last = runs.last, last.traits == piece.traits {
                runs[runs.count - 1] = MarkedText.Run(range: last.range.lowerBound..<end, traits: piece.traits)
            } else {
                runs.append(MarkedText.Run(range: min(start, runs.last?.range.upperBound ?? 0)..<end, traits: piece.traits))
            }
        }
        return MarkedText(text: text, runs: runs)
    }
}
