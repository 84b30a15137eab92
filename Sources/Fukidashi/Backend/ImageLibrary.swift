import CCairo
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The images of one worker, decoded once and kept while they are used (a screenshot is
/// shared by every locale and frame of a spec, and often by the next specs). Bounded in
/// bytes: between specs (`trim`), the least recently used go first, so a batch of specs each
/// with its own screenshot stays flat in memory. A problem with a file is a `Problem`, which
/// the renderer reports at the JSON path that named the file.
final class ImageLibrary {
    /// Decoded bytes kept between specs, per worker: five 1179×2556 screenshots.
    static let budgetBytes = 64 << 20
    /// Images past this are refused from their header, before decoding.
    static let maxPixelsPerSide = 8192
    static let maxPixelArea = 40_000_000

    enum Problem: Error, Equatable {
        case unreadable
        case notAnImage
        case truncated(format: String, reason: String?)
        case empty(width: Int, height: Int)
        case tooLarge(width: Int, height: Int)
    }

    private var surfaces: [String: CairoSurface] = [:]
    /// When each image was last asked for (a counter), for `trim`.
    private var lastUse: [String: Int] = [:]
    private var clock = 0

    func surface(_ key: String) -> CairoSurface? { surfaces[key] }

    /// The bytes of the decoded images held.
    var byteCount: Int { surfaces.values.reduce(0) { $0 + $1.width * $1.height * 4 } }

    /// Drops the least recently used images until at most `budget` bytes remain. Called
    /// between specs, never while a scene that names an image may still be drawn.
    func trim(to budget: Int = ImageLibrary.budgetBytes) {
        var held = byteCount
        guard held > budget else { return }
        for path in lastUse.sorted(by: { $0.value < $1.value }).map(\.key) where held > budget {
            guard let surface = surfaces.removeValue(forKey: path) else { continue }
            lastUse[path] = nil
            held -= surface.width * surface.height * 4
        }
    }

    /// Drops the decoded images whose paths `isStale` picks: their files changed on disk.
    func forget(where isStale: (String) -> Bool) {
        for path in surfaces.keys where isStale(path) { surfaces[path] = nil; lastUse[path] = nil }
    }

    /// Loads (or finds) the image at `path`, which the path policy already resolved.
    func load(_ path: String) throws(Problem) -> SceneImage {
        clock += 1
        lastUse[path] = clock
        if let cached = surfaces[path] { return SceneImage(key: path, pixelWidth: cached.width, pixelHeight: cached.height) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable }
        let bytes = [UInt8](data)
        let header: ImageHeader
        do {
            header = try ImageHeader.read(bytes)
        } catch {
            switch error {
            case .notAnImage: throw .notAnImage
            case .truncated(let format): throw .truncated(format: format.rawValue, reason: nil)
            }
        }
        guard header.width > 0, header.height > 0 else { throw .empty(width: header.width, height: header.height) }
        guard header.width <= Self.maxPixelsPerSide, header.height <= Self.maxPixelsPerSide,
              header.width * header.height <= Self.maxPixelArea else {
            throw .tooLarge(width: header.width, height: header.height)
        }
        let surface: CairoSurface
        do {
            surface = header.format == .png ? try CairoSurface.decodePNG(bytes) : try Self.decodeJPEG(bytes)
        } catch {
            throw .truncated(format: header.format.rawValue, reason: error.message)
        }
        surfaces[path] = surface
        return SceneImage(key: path, pixelWidth: surface.width, pixelHeight: surface.height)
    }

    /// TurboJPEG straight into Cairo's byte order (BGRA on little-endian = ARGB32, opaque).
    private static func decodeJPEG(_ bytes: [UInt8]) throws(RenderError) -> CairoSurface {
        guard let handle = tjInitDecompress() else { throw RenderError.failed(call: "tjInitDecompress") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        var source = bytes
        let headerStatus = source.withUnsafeMutableBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerStatus == 0 else { throw .codec(format: "JPEG", problem: String(cString: tjGetErrorStr2(handle))) }
        let surface = try CairoSurface(width: Int(width), height: Int(height))
        cairo_surface_flush(surface.handle)
        let stride = cairo_image_surface_get_stride(surface.handle)
        let data = cairo_image_surface_get_data(surface.handle)
        let status = source.withUnsafeMutableBufferPointer {
            tjDecompress2(handle, $0.baseAddress, UInt($0.count), data, width, stride, height, Int32(TJPF_BGRA.rawValue), 0)
        }
        // A warning (a truncated scan, say) still fails: half a screenshot is not a screenshot.
        guard status == 0 else { throw .codec(format: "JPEG", problem: String(cString: tjGetErrorStr2(handle))) }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }
}
