/// Names one loaded font face inside a renderer, so scenes and layouts can refer to faces
/// without holding a FreeType or Cairo pointer.
public struct FontFaceID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let index: Int

    public static func < (a: FontFaceID, b: FontFaceID) -> Bool { a.index < b.index }
    public var description: String { "face#\(index)" }
}

/// A face's vertical metrics in ems (multiply by the font size for points), from its
/// horizontal header as CoreText reads them.
public struct FaceMetrics: Hashable, Sendable {
    public let ascent: Double
    public let descent: Double
    public let lineGap: Double

    public var naturalLineHeight: Double { ascent + descent + lineGap }
}
