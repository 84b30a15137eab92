import Foundation

extension Renderer {
    /// The fingerprint of a rendered scene: this renderer's and libraries' versions, and the
    /// hash of every font file the scene draws with.
    public func fingerprint(of scene: Scene) -> RenderFingerprint {
        var fonts: [String: String] = [:]
        for id in Set(scene.items.flatMap(\.faces)) {
            let path = fontPath(id)
            fonts[(path as NSString).lastPathComponent] = FontFileHashes.shared.hash(of: path)
        }
        return RenderFingerprint(renderer: FukidashiVersion.current,
                                 components: ComponentVersions.all.map { RenderFingerprint.Component(name: $0.name, version: $0.version) },
                                 fonts: fonts)
    }

    /// A golden's sidecar for an image drawn from `scene`.
    public func sidecar(for scene: Scene) -> GoldenSidecar {
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
final class FontFileHashes: @unchecked Sendable {
    static let shared = FontFileHashes()
    private let lock = NSLock()
    private var hashes: [String: String] = [:]

    func hash(of path: String) -> String {
        lock.lock()
        if let known = hashes[path] { lock.unlock(); return known }
        lock.unlock()
        let hash = FileManager.default.contents(atPath: path).map { SHA256.hex([UInt8]($0)) } ?? "unreadable"
        lock.lock(); defer { lock.unlock() }
        hashes[path] = hash
        return hash
    }
}
