@testable import Fukidashi

/// A font provider with round numbers, so line breaks can be pinned as text: ASCII is half
/// an em wide, everything else one em; U+E000 (private use) has no glyph anywhere.
final class FakeFonts: FontProvider {
    let defaultFamily = "Fake"
    let families = ["Fake"]

    func faceChain(family: String, weight: Int) -> [FontFaceID] { [FontFaceID(index: 0)] }

    func glyph(for scalar: Unicode.Scalar, in face: FontFaceID) -> UInt32? {
        scalar.value == 0xE000 ? nil : scalar.value
    }

    func advance(of glyph: UInt32, in face: FontFaceID) -> Double {
        if glyph == 0 { return 1 }
        if let scalar = Unicode.Scalar(glyph), scalar.properties.generalCategory == .nonspacingMark { return 0 }
        return glyph < 0x80 ? 0.5 : 1
    }

    func metrics(of face: FontFaceID) -> FaceMetrics { FaceMetrics(ascent: 0.8, descent: 0.2, lineGap: 0) }
}
