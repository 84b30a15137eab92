import FukidashiBackend
import FukidashiCompare
import FukidashiLayout
import FukidashiPlatform

#if canImport(Glibc)
    import Glibc
#endif
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
        return RenderFingerprint(
            renderer: FukidashiVersion.current,
            components: RuntimeComponents.fingerprint.map { RenderFingerprint.Component(name: $0.name, version: $0.version) },
            fonts: fonts)
    }

    /// Everything besides a spec and the files it reads that decides a render's bytes: this
    /// renderer's and its libraries' versions, the font files (by name and content digest,
    /// worked out once per file and change) and the options that change pixels or outputs,
    /// their paths relative to `base`: the same in every clone of a project. Part of the key
    /// `render --incremental` and the preview skip work by.
    package func pixelSettings(relativeTo base: String) -> String {
        if let known = settingsMemo.withLock({ $0[base] }) { return known }
        var parts = [FukidashiVersion.current] + RuntimeComponents.fingerprint.map { "\($0.name) \($0.version)" }
        for face in fonts.catalog {
            parts.append("font \(PathText.lastComponent(face.path)) \(FontFileDigests.shared.digest(of: face.path))")
        }
        parts += configuration.pixelKey(relativeTo: base)
        let settings = parts.joined(separator: "\n")
        settingsMemo.withLock { $0[base] = settings }
        return settings
    }

    /// A golden's sidecar for an output: its scene's, with the translations it showed.
    package func sidecar(for output: RenderOutput) -> GoldenSidecar {
        var sidecar = sidecar(for: output.scene)
        sidecar.strings = output.strings.map {
            GoldenSidecar.StringRecord(
                locale: $0.locale, key: $0.key, table: $0.table, file: $0.file.split(separator: "/").suffix(2).joined(separator: "/"),
                text: $0.written)
        }
        // Each element once, though a bubble and its spotlight both follow it.
        var named = Set<String>()
        sidecar.anchors = output.anchors.filter { named.insert($0.name).inserted }.map {
            GoldenSidecar.AnchorRecord(name: $0.name, rect: [$0.rect.minX, $0.rect.minY, $0.rect.width, $0.rect.height].map(Self.rounded))
        }
        return sidecar
    }

    /// Points to a thousandth: what a sidecar keeps of a rectangle.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

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

/// A font file's content digest, once per file and change (size and change time) in a
/// process: a key that names fonts by content does not change with the folder a clone is in.
final class FontFileDigests: Sendable {
    static let shared = FontFileDigests()
    private let digests = Locked<[String: String]>([:])

    func digest(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "missing" }
        let stamp = "\(path)\u{0}\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        if let known = digests.withLock({ $0[stamp] }) { return known }
        let digest = ContentDigest.of(file: path).map(ContentDigest.hex) ?? "unreadable"
        digests.withLock { $0[stamp] = digest }
        return digest
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

extension Renderer {
    /// The start-up check, once a process: the libraries opened on first use that are missing.
    static let missingLibraries = RuntimeComponents.missing()
}
