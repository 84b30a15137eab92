import CCairo

/// One face of a font file, opened with FreeType and wrapped for Cairo. Measurement and
/// drawing both go through this one object, so what is measured is what is drawn.
final class FreeTypeFace {
    let family: String
    let style: String
    let weight: Int
    let isItalic: Bool
    let metrics: FaceMetrics
    let path: String

    private let face: FT_Face
    private let library: FreeTypeLibrary  // keeps the library alive as long as the face
    private(set) var cairoFace: OpaquePointer
    private let unitsPerEm: Double
    private var advances: [UInt32: Double] = [:]

    /// The number of faces in a file (more than one in a collection, `.ttc`).
    static func faceCount(path: String, library: FreeTypeLibrary) throws(RenderError) -> Int {
        var face: FT_Face?
        try check(FT_New_Face(library.handle, path, -1, &face), "FT_New_Face(\(path))")
        defer { FT_Done_Face(face) }
        return Int(face!.pointee.num_faces)
    }

    init(path: String, index: Int, library: FreeTypeLibrary) throws(RenderError) {
        var opened: FT_Face?
        try check(FT_New_Face(library.handle, path, index, &opened), "FT_New_Face(\(path))")
        let face = opened!
        guard ccairo_ft_is_scalable(face) == 1, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw RenderError("\(path): not a scalable outline font")
        }
        self.face = face
        self.library = library
        self.path = path
        family = face.pointee.family_name.map { String(cString: $0) } ?? "Unknown"
        style = face.pointee.style_name.map { String(cString: $0) } ?? "Regular"
        isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
            weight = Int(os2.pointee.usWeightClass)
        } else {
            weight = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
        }
        unitsPerEm = Double(face.pointee.units_per_EM)
        let ascent = Double(face.pointee.ascender) / unitsPerEm
        let descent = -Double(face.pointee.descender) / unitsPerEm
        let height = Double(face.pointee.height) / unitsPerEm
        metrics = FaceMetrics(ascent: ascent, descent: descent, lineGap: max(0, height - ascent - descent))
        // Unhinted outlines scale linearly, so layout in points is the same at every scale.
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, ccairo_ft_load_no_hinting()) else {
            FT_Done_Face(face)
            throw RenderError("cairo_ft_font_face_create_for_ft_face(\(path)) returned nothing")
        }
        self.cairoFace = cairoFace
        do {
            try check(cairo_font_face_status(cairoFace), "cairo_ft_font_face_create_for_ft_face(\(path))")
        } catch {
            cairo_font_face_destroy(cairoFace)
            FT_Done_Face(face)
            throw error
        }
    }

    deinit {
        cairo_font_face_destroy(cairoFace)
        FT_Done_Face(face)
    }

    /// The glyph for a code point, or `nil` when the face has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        return index == 0 ? nil : UInt32(index)
    }

    /// A glyph's advance in ems, read unscaled from the font (exact and hinting-free).
    func advance(of glyph: UInt32) -> Double {
        if let cached = advances[glyph] { return cached }
        var units: FT_Fixed = 0
        let flags = ccairo_ft_load_no_scale()
        let value = FT_Get_Advance(face, FT_UInt(glyph), flags, &units) == 0 ? Double(units) / unitsPerEm : 0
        advances[glyph] = value
        return value
    }
}
