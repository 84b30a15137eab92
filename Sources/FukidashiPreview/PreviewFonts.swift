import Fukidashi
import FukidashiPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bundled font files the pages may load, so the detail view's text lines and warnings
/// show in the faces that drew them, not in boxes on a machine without those fonts. Only a
/// file the renderer used is ever served, and by a name made from its path's digest: no URL
/// names a path.
final class PreviewFonts: Sendable {
    private let files = Locked<[String: String]>([:])

    /// The URL name of `path` (`3f9c…e1.otf`), registering it.
    func name(of path: String) -> String {
        let name = ContentDigest.hex(ContentDigest.of(path)) + "." + (path.split(separator: ".").last.map(String.init) ?? "ttf")
        files.withLock { $0[name] = path }
        return name
    }

    /// A registered file's bytes.
    func bytes(_ name: String) -> [UInt8]? {
        guard let path = files.withLock({ $0[name] }), let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// `@font-face` for each of `image`'s fonts, and the rule that sets its text in them.
    func stylesheet(for image: PreviewImage) -> String {
        let faces = image.fonts.enumerated().map { index, path in
            "@font-face{font-family:\"fk-\(index)\";src:url(\"/fonts/file/\(name(of: path))\")}"
        }
        let families = (0..<image.fonts.count).map { "\"fk-\($0)\"" } + ["sans-serif"]
        return faces.joined(separator: "\n") + "\n.lines td,.warnings li{font-family:\(families.joined(separator: ","))}\n"
    }
}
