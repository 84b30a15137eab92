import CCairo
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The fonts of one worker: every face in the bundled fonts folder (never the system's), plus
/// any folders the user adds, looked up by family name and weight, with per-script fallback.
/// Families are matched by name exactly as the font names itself ("Noto Sans CJK JP").
final class FontRegistry: FontProvider {
    let defaultFamily = "Noto Sans"
    private static let emojiFamily = "Noto Color Emoji"

    private let library: FreeTypeLibrary
    private(set) var faces: [FreeTypeFace] = []
    private var facesByFamily: [String: [FontFaceID]] = [:]
    private var chains: [String: [FontFaceID]] = [:]
    private var bitmaps: [FontFaceID: [UInt32: ColorBitmap?]] = [:]

    /// `directories` are read in order; the first is the bundled folder, which must hold the
    /// default family.
    init(directories: [String]) throws(RenderError) {
        library = try FreeTypeLibrary()
        for directory in directories {
            let files = try FontRegistry.fontFiles(in: directory)
            guard !files.isEmpty else { throw RenderError("no fonts (.ttf, .otf, .ttc) in \(directory)") }
            for file in files {
                let count = try FreeTypeFace.faceCount(path: file, library: library)
                for index in 0..<count {
                    let face = try FreeTypeFace(path: file, index: index, library: library)
                    if face.isItalic { continue }  // SPEC has no italic; upright faces only
                    let id = FontFaceID(index: faces.count)
                    faces.append(face)
                    facesByFamily[face.family, default: []].append(id)
                }
            }
        }
        guard facesByFamily[defaultFamily] != nil else {
            throw RenderError("the default family \"\(defaultFamily)\" is not in \(directories.first ?? "the fonts folder")")
        }
    }

    convenience init(directory: String) throws(RenderError) {
        try self.init(directories: [directory])
    }

    var families: [String] { facesByFamily.keys.sorted() }

    func face(_ id: FontFaceID) -> FreeTypeFace { faces[id.index] }

    /// Bundled fallbacks after the requested family. Han code points are in several CJK
    /// fonts with different glyph forms, so the locale decides which comes first.
    static func fallbackFamilies(for locale: TextLocale) -> [String] {
        let cjk: [String]
        if locale.isChinese {
            cjk = ["Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR"]
        } else if locale.isKorean {
            cjk = ["Noto Sans CJK KR", "Noto Sans CJK JP", "Noto Sans CJK SC"]
        } else {
            cjk = ["Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK KR"]
        }
        return ["Noto Sans"] + cjk + ["Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai",
                      "Noto Sans Symbols2", emojiFamily]
    }

    func faceChain(family: String, weight: Int, locale: TextLocale) -> [FontFaceID] {
        let key = "\(family)\u{0}\(weight)\u{0}\(locale.language)"
        if let cached = chains[key] { return cached }
        var chain: [FontFaceID] = []
        for name in [family] + Self.fallbackFamilies(for: locale) {
            if let id = nearestFace(family: name, weight: weight), !chain.contains(id) { chain.append(id) }
        }
        chains[key] = chain
        return chain
    }

    /// CSS-style matching: the closest weight; on a tie, the heavier face for weights above
    /// 500 and the lighter one otherwise.
    private func nearestFace(family: String, weight: Int) -> FontFaceID? {
        guard let ids = facesByFamily[family] else { return nil }
        return ids.min { a, b in
            let da = abs(faces[a.index].weight - weight), db = abs(faces[b.index].weight - weight)
            if da != db { return da < db }
            return weight > 500 ? faces[a.index].weight > faces[b.index].weight : faces[a.index].weight < faces[b.index].weight
        }
    }

    func covers(_ scalar: Unicode.Scalar, in face: FontFaceID) -> Bool {
        faces[face.index].covers(scalar)
    }

    func isEmojiFace(_ face: FontFaceID) -> Bool { faces[face.index].isColorBitmap }

    func metrics(of face: FontFaceID) -> FaceMetrics { faces[face.index].metrics }

    func shape(_ utf16: [UInt16], range: Range<Int>, face: FontFaceID, rightToLeft: Bool,
               script: String, language: String) -> [ShapedGlyph] {
        faces[face.index].shaper?.shape(utf16, range: range, rightToLeft: rightToLeft, script: script, language: language) ?? []
    }

    /// A colour glyph's bitmap, loaded once per worker.
    func colorBitmap(_ glyph: UInt32, in face: FontFaceID) -> ColorBitmap? {
        if let cached = bitmaps[face]?[glyph] { return cached }
        let bitmap = faces[face.index].loadColorBitmap(glyph)
        bitmaps[face, default: [:]][glyph] = .some(bitmap)
        return bitmap
    }

    /// Font files directly in `directory`, sorted so face numbering never depends on the
    /// file system's order.
    private static func fontFiles(in directory: String) throws(RenderError) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw RenderError("cannot open the fonts folder \(directory)")
        }
        let names = entries.filter { name in
            let lower = name.lowercased()
            return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
        }
        return names.sorted().map { directory + "/" + $0 }
    }
}
