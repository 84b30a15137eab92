import Fukidashi
import FukidashiBackend
import FukidashiPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders kept by what decides their pixels: the spec's bytes (by `ContentDigest`) and what
/// it read (`RenderInputs`: the bytes of its images and goldens, and of its string tables the
/// entries its keys use), as `render --incremental` keys them. The renderer, its fonts and the
/// options are fixed for the server's life. A saved file whose bytes did not change (a touch,
/// an undo back to a version seen before) is a hit, and so is a string table where only
/// strings the spec does not show changed: nothing is rendered. Bounded in bytes, least
/// recently used out first.
final class RenderCache: Sendable {
    private struct Entry {
        let spec: String
        let specDigest: UInt64
        var read: RenderInputs
        let result: SpecResult
        let bytes: Int
        var lastUse: UInt64
    }

    private let entries = Locked<(list: [Entry], clock: UInt64, bytes: Int)>(([], 0, 0))
    let limitBytes: Int

    init(limitBytes: Int) {
        self.limitBytes = limitBytes
    }

    /// A render of `spec` with these bytes whose inputs are unchanged. `usageNow` (what the
    /// spec's keys have in its string tables now) is asked only of a render whose tables'
    /// bytes changed.
    func lookup(spec: String, specDigest: UInt64, usageNow: () async -> UInt64?) async -> SpecResult? {
        let candidates = entries.withLock { state in state.list.filter { $0.spec == spec && $0.specDigest == specDigest } }
        for entry in candidates {
            let check = entry.read.check()
            let usage = check.needsUsage ? await usageNow() : nil
            guard let read = entry.read.current(after: check, usage: usage) else { continue }
            entries.withLock { state in
                state.clock += 1
                if let index = state.list.firstIndex(where: { $0.spec == spec && $0.specDigest == specDigest && $0.read == entry.read }) {
                    state.list[index].lastUse = state.clock
                    state.list[index].read = read
                }
            }
            return entry.result
        }
        return nil
    }

    /// Drops every result of `spec` (one of its pictures is gone from the store).
    func forget(spec: String) {
        entries.withLock { state in
            state.list.removeAll { $0.spec == spec }
            state.bytes = state.list.reduce(0) { $0 + $1.bytes }
        }
    }

    /// `read`: what the result read, as it is now, when the caller has it already (it digests
    /// every file the spec read: 3× screenshots are megabytes).
    func insert(_ result: SpecResult, spec: String, specDigest: UInt64, read known: RenderInputs? = nil) {
        let read = known ?? RenderInputs(paths: result.inputs, strings: result.strings)
        // What the entry holds in memory: its images' records (their PNGs are in the store).
        let bytes = result.images.reduce(1024 + result.errors.count * 256) { total, image in
            total + 512 + image.warnings.count * 256 + image.lines.blocks.reduce(0) { $0 + 128 * (1 + $1.lines.count) }
        }
        entries.withLock { state in
            state.clock += 1
            state.list.removeAll { $0.spec == spec && $0.specDigest == specDigest && $0.read == read }
            state.list.append(Entry(spec: spec, specDigest: specDigest, read: read, result: result, bytes: bytes, lastUse: state.clock))
            state.bytes = state.list.reduce(0) { $0 + $1.bytes }
            while state.bytes > limitBytes, state.list.count > 1,
                let oldest = state.list.indices.min(by: { state.list[$0].lastUse < state.list[$1].lastUse })
            {
                state.bytes -= state.list[oldest].bytes
                state.list.remove(at: oldest)
            }
        }
    }
}

/// Gallery thumbnails, made when first asked for (a detail view never needs one) and kept in
/// the `ImageStore` beside the pictures, under a key made from the picture's digest: a spec
/// made again with other text never gets the thumbnail of the one it replaced.
enum Thumbnails {
    /// Gallery slots are 240 CSS pixels wide: thumbnails have twice that for 2× screens.
    static let width = 480

    static func key(of digest: String) -> String { ContentDigest.hex(ContentDigest.of("thumbnail \(width) " + digest)) }

    /// The thumbnail of the picture `digest` names; nil when the picture itself is gone.
    static func thumbnail(of digest: String, in store: ImageStore) -> [UInt8]? {
        let key = key(of: digest)
        if let made = store.get(key) { return made }
        guard let png = store.get(digest) else { return nil }
        let made = (try? PNGThumbnail.make(png: png, width: width)) ?? png
        store.put(made, key: key)
        return made
    }
}
