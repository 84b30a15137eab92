#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Fukidashi

/// Renders kept by what decides their pixels: the spec's bytes and the bytes of every file it
/// read (images, string tables, goldens). The renderer, its fonts and the options are fixed
/// for the server's life. A saved file whose bytes did not change (a touch, an undo back to a
/// version seen before) is a hit, and nothing is rendered. Bounded in bytes, least recently
/// used out first.
final class RenderCache: Sendable {
    private struct Entry {
        let spec: String
        let specDigest: UInt64
        let inputs: [String]
        let inputsDigest: UInt64
        let result: SpecResult
        let bytes: Int
        var lastUse: UInt64
    }

    private let entries = Locked<(list: [Entry], clock: UInt64, bytes: Int)>(([], 0, 0))
    let limitBytes: Int

    init(limitBytes: Int) {
        self.limitBytes = limitBytes
    }

    /// A render of `spec` with these bytes whose inputs still hold the same bytes.
    func lookup(spec: String, specDigest: UInt64) -> SpecResult? {
        let candidates = entries.withLock { state in state.list.enumerated().filter { $0.element.spec == spec && $0.element.specDigest == specDigest } }
        for (_, entry) in candidates where FileDigest.of(entry.inputs) == entry.inputsDigest {
            entries.withLock { state in
                state.clock += 1
                if let index = state.list.firstIndex(where: { $0.spec == spec && $0.specDigest == specDigest && $0.inputsDigest == entry.inputsDigest }) {
                    state.list[index].lastUse = state.clock
                }
            }
            return entry.result
        }
        return nil
    }

    func insert(_ result: SpecResult, spec: String, specDigest: UInt64) {
        let inputsDigest = FileDigest.of(result.inputs)
        let bytes = result.images.reduce(1024) { $0 + $1.png.count + ($1.golden?.expected?.count ?? 0) + ($1.golden?.differences?.count ?? 0) }
        entries.withLock { state in
            state.clock += 1
            state.list.removeAll { $0.spec == spec && $0.specDigest == specDigest && $0.inputsDigest == inputsDigest }
            state.list.append(Entry(spec: spec, specDigest: specDigest, inputs: result.inputs, inputsDigest: inputsDigest,
                                    result: result, bytes: bytes, lastUse: state.clock))
            state.bytes = state.list.reduce(0) { $0 + $1.bytes }
            while state.bytes > limitBytes, state.list.count > 1, let oldest = state.list.indices.min(by: { state.list[$0].lastUse < state.list[$1].lastUse }) {
                state.bytes -= state.list[oldest].bytes
                state.list.remove(at: oldest)
            }
        }
    }

    var byteCount: Int { entries.withLock { $0.bytes } }
}

/// FNV-1a (64 bits) over files' bytes: a fast fingerprint to tell "changed" from "saved
/// again", not a security boundary. A folder counts every file below it (names and bytes);
/// a missing file counts as missing, so its arrival changes the digest.
enum FileDigest {
    static func of(_ paths: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        for path in paths {
            mix(path.utf8)
            if PathText.isFolder(path) {
                for file in files(below: path) {
                    mix(file.utf8)
                    mix(FileManager.default.contents(atPath: file) ?? Data("\u{0}missing".utf8))
                }
            } else if let data = FileManager.default.contents(atPath: path) {
                mix(data)
            } else {
                mix("\u{0}missing".utf8)
            }
        }
        return hash
    }

    static func of(bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Files below `folder`, sorted, at most 10,000 and 8 levels deep (the string table
    /// loader's own bounds).
    static func files(below folder: String) -> [String] {
        var found: [String] = []
        func walk(_ dir: String, depth: Int) {
            guard depth < 8, found.count < 10_000, let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = PathText.joined(dir, name)
                if PathText.isFolder(path) { walk(path, depth: depth + 1) } else { found.append(path) }
            }
        }
        walk(folder, depth: 0)
        return found
    }
}

/// Gallery thumbnails, made when first asked for (a detail view never needs one) and kept
/// per image version; the oldest go first past `limit` entries.
final class ThumbnailCache: Sendable {
    /// Gallery slots are 240 CSS pixels wide: thumbnails have twice that for 2× screens.
    static let width = 480
    private let entries = Locked<(map: [String: [UInt8]], order: [String])>(([:], []))
    let limit: Int

    init(limit: Int = 2000) {
        self.limit = limit
    }

    func thumbnail(of image: PreviewImage, version: Int) -> [UInt8] {
        let key = "\(image.id)@\(version)"
        if let made = entries.withLock({ $0.map[key] }) { return made }
        let made = (try? PNGThumbnail.make(png: image.png, width: Self.width)) ?? image.png
        entries.withLock { state in
            if state.map.updateValue(made, forKey: key) == nil { state.order.append(key) }
            while state.order.count > limit { state.map[state.order.removeFirst()] = nil }
        }
        return made
    }
}
