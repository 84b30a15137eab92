/// What text layout needs from fonts: faces by family, weight and locale, glyph coverage,
/// measurement and shaping. The backend's `FontRegistry` implements it with FreeType and
/// HarfBuzz; tests can implement it with fixed numbers.
package protocol FontProvider: AnyObject, Shaper {
    /// The family used when a style names none.
    var defaultFamily: String { get }
    /// Every family that can be named, sorted.
    var families: [String] { get }
    /// The faces to try, in order: the family's nearest weight first, then the bundled
    /// fallbacks for other scripts (Han forms ordered by the locale), colour emoji last.
    func faceChain(family: String, weight: Int, italic: Bool, locale: TextLocale) -> [FontFaceID]
    /// True for an italic face; emphasis in a face that is not gets a synthesized slant.
    func isItalicFace(_ face: FontFaceID) -> Bool
    func covers(_ scalar: Unicode.Scalar, in face: FontFaceID) -> Bool
    /// True for colour emoji faces, tried first for emoji-presentation clusters.
    func isEmojiFace(_ face: FontFaceID) -> Bool
    func metrics(of face: FontFaceID) -> FaceMetrics
}

extension FontProvider {
    /// The upright chain: what plain text is set in.
    package func faceChain(family: String, weight: Int, locale: TextLocale) -> [FontFaceID] {
        faceChain(family: family, weight: weight, italic: false, locale: locale)
    }
}
