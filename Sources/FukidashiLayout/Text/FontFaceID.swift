/// Names one loaded font face inside a renderer, so scenes and layouts can refer to faces
/// without holding a FreeType or Cairo pointer.
package struct FontFaceID: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let index: Int

    package init(index: Int) {
        self.index = index
    }

    package static func < (a: FontFaceID, b: FontFaceID) -> Bool { a.index < b.index }
    package var description: String { "face#\(index)" }
}

/// A face's vertical metrics in ems (multiply by the font size for points), from its
/// horizontal header as CoreText reads them.
package struct FaceMetrics: Hashable, Sendable {
    let ascent: Double
    let descent: Double
    let lineGap: Double

    package init(ascent: Double, descent: Double, lineGap: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }
}
