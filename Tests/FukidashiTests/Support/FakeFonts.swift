@testable import Fukidashi
@testable import FukidashiLayout

/// A font provider with round numbers, so line breaks can be pinned as text: ASCII is half
/// an em wide, everything else one em, combining marks nothing; U+E000 (private use) has no
/// glyph anywhere. Shaping is one glyph per code point, reversed for right-to-left runs.
final class FakeFonts: FontProvider {
    let defaultFamily = "Fake"
    let families = ["Fake"]

    func faceChain(family: String, weight: Int, italic: Bool, locale: TextLocale) -> [FontFaceID] { [FontFaceID(index: 0)] }
    func isItalicFace(_ face: FontFaceID) -> Bool { false }

    func covers(_ scalar: Unicode.Scalar, in face: FontFaceID) -> Bool { scalar.value != 0xE000 }

    func isEmojiFace(_ face: FontFaceID) -> Bool { false }

    func metrics(of face: FontFaceID) -> FaceMetrics { FaceMetrics(ascent: 0.8, descent: 0.2, lineGap: 0) }

    func shape(
        _ utf16: [UInt16], range: Range<Int>, face: FontFaceID, rightToLeft: Bool,
        script: String, language: String, halfWidth: [Range<Int>], direction: ShapingDirection
    ) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        var offset = range.lowerBound
        for scalar in String(decoding: utf16[range], as: UTF16.self).unicodeScalars {
            let advance: Double
            if ParagraphAnalyzer.isIgnorable(scalar) || scalar.properties.generalCategory == .nonspacingMark {
                advance = 0
            } else {
                advance = scalar.isASCII ? 0.5 : 1
            }
            glyphs.append(ShapedGlyph(id: covers(scalar, in: face) ? scalar.value : 0, cluster: offset, advance: advance, offsetX: 0, offsetY: 0))
            offset += scalar.utf16.count
        }
        return rightToLeft ? glyphs.reversed() : glyphs
    }
}
