import CCairo
import FukidashiLayout
import FukidashiPlatform

/// One face of a font file, opened with FreeType and wrapped for Cairo. Measurement and
/// drawing both go through this one object, so what is measured is what is drawn.
final class FreeTypeFace {
    /// Family, weight and slant as FreeType reads them: the registry checks its catalog's
    /// reading of the file against this.
    let description: FontFaceDescription
    let metrics: FaceMetrics
    /// A bitmap colour font (CBDT emoji): drawn from its one strike, scaled to the text size.
    var isColorBitmap: Bool { description.isColorBitmap }
    /// The pixels per em of the strike a colour bitmap font draws from.
    let strikePixelsPerEm: Double
    /// Shapes with the same file and face index that is drawn, so measurement is drawing.
    /// Made on first use: most specs touch two or three of the bundled faces.
    private(set) lazy var shaper: HarfBuzzFont? = try? HarfBuzzFont(path: description.path, index: description.index)

    let handle: FT_Face
    private let library: FreeTypeLibrary  // keeps the library alive as long as the face
    private(set) var cairoFace: OpaquePointer
    private let unitsPerEm: Double

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
        let colorBitmap = ccairo_ft_is_scalable(face) == 0 && ccairo_ft_has_color(face) == 1 && face.pointee.num_fixed_sizes > 0
        // Read from the tables: FreeType leaves units_per_EM at 0 for bitmap-only fonts.
        let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self)
        let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self)
        guard ccairo_ft_is_scalable(face) == 1 || colorBitmap, let head, let hhea, head.pointee.Units_Per_EM > 0 else {
            FT_Done_Face(face)
            throw RenderError.font(path: path, problem: "\(path): neither an outline font nor a colour bitmap font")
        }
        if colorBitmap {
            // Noto Color Emoji has one strike (109 ppem); glyphs are scaled from it.
            FT_Select_Size(face, 0)
            strikePixelsPerEm = Double(face.pointee.size.pointee.metrics.y_ppem)
        } else {
            strikePixelsPerEm = 0
        }
        self.handle = face
        self.library = library
        let weight: Int
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
            weight = Int(os2.pointee.usWeightClass)
        } else {
            weight = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
        }
        description = FontFaceDescription(
            path: path, index: index, family: face.pointee.family_name.map { String(cString: $0) } ?? "Unknown",
            weight: weight, isItalic: face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
            isColorBitmap: colorBitmap)
        unitsPerEm = Double(head.pointee.Units_Per_EM)
        metrics = FaceMetrics(
            ascent: Double(hhea.pointee.Ascender) / unitsPerEm,
            descent: -Double(hhea.pointee.Descender) / unitsPerEm,
            lineGap: max(0, Double(hhea.pointee.Line_Gap) / unitsPerEm))
        // Unhinted outlines scale linearly, so layout in points is the same at every scale.
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, ccairo_ft_load_no_hinting()) else {
            FT_Done_Face(face)
            throw RenderError.noResult(call: "cairo_ft_font_face_create_for_ft_face(\(path))")
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
        FT_Done_Face(handle)
    }

    func covers(_ scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(handle, FT_ULong(scalar.value)) != 0
    }
}
