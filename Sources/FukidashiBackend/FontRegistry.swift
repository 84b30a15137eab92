import CCairo
import FukidashiGeometry
import FukidashiLayout
import FukidashiPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fonts of one worker: every face in the bundled fonts folder (never the system's), plus
/// any folders the user adds, looked up by family name and weight, with per-script fallback.
/// Families are matched by name exactly as the font names itself ("Noto Sans CJK JP").
///
/// Faces are listed from their files' tables (`SFNTReader`) and opened in FreeType only when
/// text first needs them: an English spec opens one or two of the eighteen bundled faces.
package final class FontRegistry: FontProvider {
    package let defaultFamily = "Noto Sans"
    private static let emojiFamily = "Noto Color Emoji"

    private let library: FreeTypeLibrary
    /// Every face that can be chosen, in a fixed order: `FontFaceID.index` points here.
    package private(set) var catalog: [FontFaceDescription] = []
    private var opened: [FreeTypeFace?] = []
    private var unopenable: [Int: RenderError] = [:]
    private var facesByFamily: [String: [FontFaceID]] = [:]
    private var italicFacesByFamily: [String: [FontFaceID]] = [:]
    private var chains: [String: [FontFaceID]] = [:]
    private var bitmaps: [FontFaceID: [UInt32: ColorBitmap?]] = [:]
    /// A face that text needed but FreeType could not open, since `forgetOpenFailure()`: the
    /// renderer fails that spec with it rather than draw with a fallback face.
    package private(set) var openFailure: RenderError?

    /// `directories` are read in order; the first is the bundled folder, which must hold the
    /// default family.
    package init(directories: [String]) throws(RenderError) {
        library = try FreeTypeLibrary()
        for directory in directories {
            let files = try FontRegistry.fontFiles(in: directory)
            guard !files.isEmpty else { throw .font(path: directory, problem: "no fonts (.ttf, .otf, .ttc) in \(directory)") }
            for file in files {
                if let faces = MappedFile.withBytes(of: file, { SFNTReader.faces(in: BigEndianBytes(bytes: $0), path: file) }) ?? nil {
                    for face in faces { add(face, openedAs: nil) }
                } else {
                    // Not a file the reader understands: FreeType opens it now, and decides.
                    let count = try FreeTypeFace.faceCount(path: file, library: library)
                    for index in 0..<count {
                        let face = try FreeTypeFace(path: file, index: index, library: library)
                        add(face.description, openedAs: face)
                    }
                }
            }
        }
        guard facesByFamily[defaultFamily] != nil else {
            throw .font(
                path: directories.first ?? "", problem: "the default family \"\(defaultFamily)\" is not in \(directories.first ?? "the fonts folder")"
            )
        }
    }

    convenience init(directory: String) throws(RenderError) {
        try self.init(directories: [directory])
    }

    /// Upright faces make a family's chain; italic ones are kept apart, for emphasis only,
    /// so plain text can never pick one.
    private func add(_ description: FontFaceDescription, openedAs face: FreeTypeFace?) {
        let id = FontFaceID(index: catalog.count)
        catalog.append(description)
        opened.append(face)
        if description.isItalic {
            italicFacesByFamily[description.family, default: []].append(id)
        } else {
            facesByFamily[description.family, default: []].append(id)
        }
    }

    /// The face in FreeType, opened on first use; nil (and `openFailure` set) when it cannot be.
    func face(_ id: FontFaceID) -> FreeTypeFace? {
        if let face = opened[id.index] { return face }
        if let failure = unopenable[id.index] {
            openFailure = openFailure ?? failure
            return nil
        }
        do throws(RenderError) {
            let face = try open(catalog[id.index])
            opened[id.index] = face
            return face
        } catch {
            unopenable[id.index] = error
            openFailure = openFailure ?? error
            return nil
        }
    }

    /// Opens a listed face and checks FreeType sees what the catalog listed.
    private func open(_ description: FontFaceDescription) throws(RenderError) -> FreeTypeFace {
        let face = try FreeTypeFace(path: description.path, index: description.index, library: library)
        guard face.description == description else {
            throw .font(
                path: description.path,
                problem:
                    "\(description.path): FreeType reads this face as \(face.description.summary), its tables as \(description.summary); please report this font"
            )
        }
        return face
    }

    /// Whether FreeType has opened the face yet.
    func isOpen(_ id: FontFaceID) -> Bool { opened[id.index] != nil }

    /// Starts a spec: failures to open faces are reported to the spec that needed them.
    package func forgetOpenFailure() { openFailure = nil }

    package var families: [String] { facesByFamily.keys.sorted() }

    /// Bundled fallbacks after the requested family. Han code points are in several CJK
    /// fonts with different glyph forms, so the locale decides which comes first.
    static func fallbackFamilies(for locale: TextLocale) -> [String] {
        let cjk: [String]
        switch locale.hanForms {
        case .simplifiedChinese: cjk = ["Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK TC"]
        case .traditionalChinese: cjk = ["Noto Sans CJK TC", "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK KR"]
        case .korean: cjk = ["Noto Sans CJK KR", "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK TC"]
        case .japanese: cjk = ["Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK KR", "Noto Sans CJK TC"]
        }
        return ["Noto Sans"] + cjk + otherScripts + ["Noto Sans Symbols2", emojiFamily]
    }

    /// The bundled families of the other scripts, after the CJK fonts.
    static let otherScripts = [
        "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans Armenian", "Noto Sans Georgian",
        "Noto Sans Bengali", "Noto Sans Gujarati", "Noto Sans Gurmukhi", "Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Oriya",
        "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Sinhala", "Noto Sans Myanmar", "Noto Sans Khmer", "Noto Sans Lao",
        "Noto Sans Ethiopic"
    ]

    /// With `italic`, each family's italic face where it has one, else its upright face
    /// (layout then slants it: `isItalicFace` tells the two apart).
    package func faceChain(family: String, weight: Int, italic: Bool, locale: TextLocale) -> [FontFaceID] {
        let key = "\(family)\u{0}\(weight)\u{0}\(italic)\u{0}\(locale.hanForms)"
        if let cached = chains[key] { return cached }
        var chain: [FontFaceID] = []
        for name in [family] + Self.fallbackFamilies(for: locale) {
            let id =
                (italic ? nearestFace(in: italicFacesByFamily[name], weight: weight) : nil)
                ?? nearestFace(in: facesByFamily[name], weight: weight)
            if let id, !chain.contains(id) { chain.append(id) }
        }
        chains[key] = chain
        return chain
    }

    package func isItalicFace(_ face: FontFaceID) -> Bool { catalog[face.index].isItalic }

    /// CSS-style matching: the closest weight; on a tie, the heavier face for weights above
    /// 500 and the lighter one otherwise.
    private func nearestFace(in ids: [FontFaceID]?, weight: Int) -> FontFaceID? {
        guard let ids else { return nil }
        return ids.min { a, b in
            let wa = catalog[a.index].weight, wb = catalog[b.index].weight
            let da = abs(wa - weight), db = abs(wb - weight)
            if da != db { return da < db }
            return weight > 500 ? wa > wb : wa < wb
        }
    }

    package func covers(_ scalar: Unicode.Scalar, in face: FontFaceID) -> Bool {
        self.face(face)?.covers(scalar) ?? false
    }

    package func isEmojiFace(_ face: FontFaceID) -> Bool { catalog[face.index].isColorBitmap }
    /// The face's CSS weight (400 regular, 700 bold).
    package func weight(of face: FontFaceID) -> Int { catalog[face.index].weight }

    package func metrics(of face: FontFaceID) -> FaceMetrics {
        self.face(face)?.metrics ?? FaceMetrics(ascent: 0, descent: 0, lineGap: 0)
    }

    package func shape(
        _ utf16: [UInt16], range: Range<Int>, face: FontFaceID, rightToLeft: Bool,
        script: String, language: String, halfWidth: [Range<Int>], direction: ShapingDirection
    ) -> [ShapedGlyph] {
        self.face(face)?.shaper?.shape(
            utf16, range: range, rightToLeft: rightToLeft, script: script, language: language, halfWidth: halfWidth, direction: direction)
            ?? []
    }

    /// The box of a glyph's ink in ems, y down from its origin; `nil` where it has none.
    package func inkBox(of glyph: UInt32, in face: FontFaceID) -> Rect? {
        self.face(face)?.shaper?.inkBox(of: glyph)
    }

    /// A colour glyph's bitmap, loaded once per worker.
    func colorBitmap(_ glyph: UInt32, in face: FontFaceID) -> ColorBitmap? {
        if let cached = bitmaps[face]?[glyph] { return cached }
        let bitmap = self.face(face)?.loadColorBitmap(glyph) ?? nil
        bitmaps[face, default: [:]][glyph] = .some(bitmap)
        return bitmap
    }

    /// Font files directly in `directory`, sorted so face numbering never depends on the
    /// file system's order.
    private static func fontFiles(in directory: String) throws(RenderError) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw .font(path: directory, problem: "cannot open the fonts folder \(directory)")
        }
        let names = entries.filter { name in
            let lower = name.lowercased()
            return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
        }
        return names.sorted().map { directory + "/" + $0 }
    }
}
