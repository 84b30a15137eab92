import CCairo
import Foundation

/// The fonts of one worker: every face in a fonts folder (never the system's), looked up by
/// family name and weight, with per-script fallback. Families are matched by name exactly
/// as the font names itself ("Noto Sans", "Noto Sans CJK JP").
final class FontRegistry: FontProvider {
    /// Tried after the requested family, in this order, for characters it lacks.
    static let fallbackFamilies = ["Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK KR"]
    let defaultFamily = "Noto Sans"

    private let library: FreeTypeLibrary
    private(set) var faces: [FreeTypeFace] = []
    private var facesByFamily: [String: [FontFaceID]] = [:]
    private var chains: [String: [FontFaceID]] = [:]

    init(directory: String) throws(RenderError) {
        library = try FreeTypeLibrary()
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
        guard facesByFamily[defaultFamily] != nil else {
            throw RenderError("the default family \"\(defaultFamily)\" is not in \(directory)")
        }
    }

    var families: [String] { facesByFamily.keys.sorted() }

    func face(_ id: FontFaceID) -> FreeTypeFace { faces[id.index] }

    func faceChain(family: String, weight: Int) -> [FontFaceID] {
        let key = "\(family)\u{0}\(weight)"
        if let cached = chains[key] { return cached }
        var chain: [FontFaceID] = []
        for name in [family] + Self.fallbackFamilies {
            if let id = nearestFace(family: name, weight: weight), !chain.contains(id) { chain.append(id) }
        }
        chains[key] = chain
        return chain
    }

    /// CSS-style matching: the closest weight; on a tie, the heavier face for weights above
    /// 500 and the lighter one otherwise (so semibold 600 takes bold 700 over regular 400... only
    /// when no face is closer).
    private func nearestFace(family: String, weight: Int) -> FontFaceID? {
        guard let ids = facesByFamily[family] else { return nil }
        return ids.min { a, b in
            let da = abs(faces[a.index].weight - weight), db = abs(faces[b.index].weight - weight)
            if da != db { return da < db }
            return weight > 500 ? faces[a.index].weight > faces[b.index].weight : faces[a.index].weight < faces[b.index].weight
        }
    }

    func glyph(for scalar: Unicode.Scalar, in face: FontFaceID) -> UInt32? {
        faces[face.index].glyph(for: scalar)
    }

    func advance(of glyph: UInt32, in face: FontFaceID) -> Double {
        faces[face.index].advance(of: glyph)
    }

    func metrics(of face: FontFaceID) -> FaceMetrics {
        faces[face.index].metrics
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
