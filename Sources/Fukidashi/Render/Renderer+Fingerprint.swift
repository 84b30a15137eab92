#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Renderer {
    /// The fingerprint of a rendered scene: this renderer's and libraries' versions, and the
    /// hash of every font file the scene draws with.
    package func fingerprint(of scene: Scene) -> RenderFingerprint {
        var fonts: [String: String] = [:]
        for id in Set(scene.items.flatMap(\.faces)) {
            let path = fontPath(id)
            fonts[PathText.lastComponent(path)] = FontFileHashes.shared.hash(of: path)
        }
        return RenderFingerprint(renderer: FukidashiVersion.current,
                                 components: ComponentVersions.all.map { RenderFingerprint.Component(name: $0.name, version: $0.version) },
                                 fonts: fonts)
    }

    /// A golden's sidecar for an image drawn from `scene`.
    package func sidecar(for scene: Scene) -> GoldenSidecar {
        GoldenSidecar(width: scene.pixelWidth, height: scene.pixelHeight, fingerprint: fingerprint(of: scene), text: TextLayoutRecord(scene: scene))
    }
}

extension SceneItem {
    /// The font faces this item draws glyphs with.
    var faces: [FontFaceID] {
        placedLines.flatMap { $0.runs.map(\.face) }
    }
}

/// Font files are hashed once per process: the CJK and emoji fonts are megabytes each.
final class FontFileHashes: Sendable {
    static let shared = FontFileHashes()
    private let hashes = Locked<[String: String]>([:])

    func hash(of path: String) -> String {
        if let known = hashes.withLock({ $0[path] }) { return known }
        let hash = FileManager.default.contents(atPath: path).map { SHA256.hex([UInt8]($0)) } ?? "unreadable"
        hashes.withLock { $0[path] = hash }
        return hash
    }
}
