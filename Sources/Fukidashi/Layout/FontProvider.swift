/// What text layout needs from fonts: faces by family and weight, glyph lookup and
/// measurement. The backend's `FontRegistry` implements it with FreeType; tests can
/// implement it with fixed numbers.
protocol FontProvider: AnyObject {
    /// The family used when a style names none.
    var defaultFamily: String { get }
    /// Every family that can be named, sorted.
    var families: [String] { get }
    /// The faces to try, in order, for a family and CSS weight: the family's nearest weight
    /// first, then the bundled fallbacks for other scripts.
    func faceChain(family: String, weight: Int) -> [FontFaceID]
    func glyph(for scalar: Unicode.Scalar, in face: FontFaceID) -> UInt32?
    /// Advance in ems.
    func advance(of glyph: UInt32, in face: FontFaceID) -> Double
    func metrics(of face: FontFaceID) -> FaceMetrics
}
