import CCairo
import CJPEG
import FukidashiLayout
import FukidashiPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decoded images, shared by a batch's workers: a screenshot is decoded once for every
/// locale, frame and spec that shows it, whichever worker draws it. Bounded in bytes: between
/// specs (`trim`), the least recently used go first, so a batch of specs each with its own
/// screenshot stays flat in memory. An image dropped here lives on in the `ImageSession` of a
/// spec still being drawn, so trimming never takes an image from under a scene. A problem with
/// a file is an `ImageProblem`, which the renderer reports at the JSON path that named the file.
package final class ImageLibrary: Sendable {
    /// Decoded bytes kept between specs, per worker: five 1179×2556 screenshots.
    static let budgetBytes = 64 << 20
    /// Images past this are refused from their header, before decoding.
    package static let maxPixelsPerSide = 8192
    package static let maxPixelArea = 40_000_000

    private struct State: @unchecked Sendable {
        var surfaces: [String: CairoSurface] = [:]
        /// When each image was last asked for (a counter), for `trim`.
        var lastUse: [String: Int] = [:]
        var clock = 0
        var byteCount: Int { surfaces.values.reduce(0) { $0 + $1.width * $1.height * 4 } }
    }

    private let state = Locked(State())
    let budget: Int

    /// `workers`: the renderers that share it; the budget grows with them.
    package init(workers: Int = 1) {
        budget = Self.budgetBytes * max(1, workers)
    }

    /// The bytes of the decoded images held.
    package var byteCount: Int { state.withLock { $0.byteCount } }

    /// Drops the least recently used images until at most the budget remains.
    package func trim() {
        state.withLock { state in
            var held = state.byteCount
            guard held > budget else { return }
            for path in state.lastUse.sorted(by: { $0.value < $1.value }).map(\.key) where held > budget {
                guard let surface = state.surfaces.removeValue(forKey: path) else { continue }
                state.lastUse[path] = nil
                held -= surface.width * surface.height * 4
            }
        }
    }

    /// Drops the decoded images whose paths `isStale` picks: their files changed on disk.
    package func forget(where isStale: (String) -> Bool) {
        state.withLock { state in
            for path in state.surfaces.keys where isStale(path) {
                state.surfaces[path] = nil
                state.lastUse[path] = nil
            }
        }
    }

    /// Loads (or finds) the image at `path`, which the path policy already resolved. Decoding
    /// happens outside the lock: two workers asking at once may both decode, and one is kept.
    func load(_ path: String) throws(ImageProblem) -> CairoSurface {
        let cached: CairoSurface? = state.withLock { state in
            state.clock += 1
            state.lastUse[path] = state.clock
            return state.surfaces[path]
        }
        if let cached { return cached }
        let surface = try Self.decode(path)
        return state.withLock { state in
            if let first = state.surfaces[path] { return first }
            state.surfaces[path] = surface
            return surface
        }
    }

    private static func decode(_ path: String) throws(ImageProblem) -> CairoSurface {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable }
        let bytes = [UInt8](data)
        let header = try ImageHeader.read(bytes)
        guard header.width > 0, header.height > 0 else { throw .empty(width: header.width, height: header.height) }
        guard header.width <= Self.maxPixelsPerSide, header.height <= Self.maxPixelsPerSide,
            header.width * header.height <= Self.maxPixelArea
        else {
            throw .tooLarge(width: header.width, height: header.height)
        }
        do {
            return header.format == .png ? try CairoSurface.decodePNG(bytes) : try Self.decodeJPEG(bytes)
        } catch {
            throw .truncated(format: header.format.rawValue, reason: error.message)
        }
    }

    /// TurboJPEG straight into Cairo's byte order (BGRA on little-endian = ARGB32, opaque).
    private static func decodeJPEG(_ bytes: [UInt8]) throws(RenderError) -> CairoSurface {
        var problem = [CChar](repeating: 0, count: 256)
        var width: Int32 = 0, height: Int32 = 0
        guard fk_jpeg_size(bytes, UInt(bytes.count), &width, &height, &problem) == 0 else {
            throw .codec(format: "JPEG", problem: String(nulTerminated: problem))
        }
        let surface = try CairoSurface(width: Int(width), height: Int(height))
        cairo_surface_flush(surface.handle)
        let status = fk_jpeg_decode_bgra(
            bytes, UInt(bytes.count), cairo_image_surface_get_data(surface.handle),
            width, cairo_image_surface_get_stride(surface.handle), height, &problem)
        guard status == 0 else { throw .codec(format: "JPEG", problem: String(nulTerminated: problem)) }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }
}

/// The images one spec's run uses, held as long as the run: what its scenes draw, whatever the
/// shared library drops meanwhile. Not thread-safe, like its renderer.
package final class ImageSession {
    package let library: ImageLibrary
    private var held: [String: CairoSurface] = [:]

    package init(library: ImageLibrary) {
        self.library = library
    }

    package func load(_ path: String) throws(ImageProblem) -> SceneImage {
        let surface = try library.load(path)
        held[path] = surface
        return SceneImage(key: path, pixelWidth: surface.width, pixelHeight: surface.height)
    }

    func surface(_ key: String) -> CairoSurface? { held[key] }
}
