import Fukidashi
import FukidashiPlatform

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The preview's pictures, by their bytes' digest: on disk in the user's cache folder, and in
/// memory only the most recently served. So the server's memory does not grow with the
/// project (2,400 images at 3× were 4.4 GB when every PNG stayed in memory), and a restart with
/// the same inputs finds its images again. Content-addressed, so one file serves any spec that
/// draws the same picture, and a file is never rewritten. Bounded on disk too: past the limit,
/// the files least recently used go first.
final class ImageStore: Sendable {
    /// `…/blobs`: `ab/abcdef0123456789.png`.
    let folder: String
    let diskLimit: Int
    let memoryLimit: Int

    private struct State {
        /// Every file on disk: its size and when it was last put or read (a clock, not time).
        var onDisk: [String: (bytes: Int, use: UInt64)] = [:]
        var diskBytes = 0
        /// Recently served pictures, least recent first.
        var memory: [(key: String, bytes: [UInt8])] = []
        var memoryBytes = 0
        var clock: UInt64 = 0
    }
    private let state = Locked(State())

    /// The store in `folder`, made if missing; what is already there is counted, oldest
    /// (by modification time) first to go.
    init(folder: String, diskLimit: Int, memoryLimit: Int) {
        (self.folder, self.diskLimit, self.memoryLimit) = (folder, diskLimit, memoryLimit)
        _ = PathText.createFolders(folder)
        var found: [(key: String, bytes: Int, modified: Int)] = []
        for shard in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where shard.count == 2 {
            let shardFolder = PathText.joined(folder, shard)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: shardFolder)) ?? [] where name.hasSuffix(".png") {
                var info = stat()
                guard stat(PathText.joined(shardFolder, name), &info) == 0 else { continue }
                found.append((String(name.dropLast(4)), Int(info.st_size), Int(info.st_mtim.tv_sec)))
            }
        }
        state.withLock { state in
            for (index, file) in found.sorted(by: { $0.modified < $1.modified }).enumerated() {
                state.onDisk[file.key] = (file.bytes, UInt64(index))
                state.diskBytes += file.bytes
            }
            state.clock = UInt64(found.count)
        }
    }

    /// Where the preview keeps its cache: `$FUKIDASHI_PREVIEW_CACHE`, else
    /// `$XDG_CACHE_HOME/fukidashi/preview`, else `~/.cache/fukidashi/preview`, as the XDG base
    /// directory specification says; the temporary folder where there is no home.
    static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let named = environment["FUKIDASHI_PREVIEW_CACHE"], !named.isEmpty { return named }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/fukidashi/preview" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/fukidashi/preview" }
        return PathText.joined(FileManager.default.temporaryDirectory.path, "fukidashi-preview-cache")
    }

    /// `$FUKIDASHI_PREVIEW_CACHE_MB` megabytes, else 4 GiB: room for a project of thousands
    /// of 3× screens, and their thumbnails.
    static func defaultDiskLimit(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["FUKIDASHI_PREVIEW_CACHE_MB"], let megabytes = Int(text), megabytes > 0 { return megabytes << 20 }
        return 4 << 30
    }

    private func path(_ key: String) -> String {
        PathText.joined(PathText.joined(folder, String(key.prefix(2))), key + ".png")
    }

    /// Keeps `bytes` under `key` (the digest of these bytes, or of what they are made from);
    /// writes the file only if it is not there yet.
    func put(_ bytes: [UInt8], key: String) {
        let known = state.withLock { state -> Bool in
            state.clock += 1
            guard let entry = state.onDisk[key] else { return false }
            state.onDisk[key] = (entry.bytes, state.clock)
            return true
        }
        if !known {
            let file = path(key)
            _ = PathText.createFolders(PathText.parent(file))
            // Renamed into place complete: a reader never sees half a picture.
            guard (try? AtomicFile.write(bytes, to: file, durable: false)) != nil else { return remember(bytes, key: key) }
            let evicted = state.withLock { state -> [String] in
                state.onDisk[key] = (bytes.count, state.clock)
                state.diskBytes += bytes.count
                var evicted: [String] = []
                while state.diskBytes > diskLimit, state.onDisk.count > 1,
                    let oldest = state.onDisk.filter({ $0.key != key }).min(by: { $0.value.use < $1.value.use })
                {
                    state.diskBytes -= oldest.value.bytes
                    state.onDisk[oldest.key] = nil
                    evicted.append(oldest.key)
                }
                return evicted
            }
            for old in evicted { unlink(path(old)) }
        }
        remember(bytes, key: key)
    }

    /// The bytes under `key`, from memory or disk; nil when they are gone (evicted, or
    /// removed by hand or by another preview sharing the folder).
    func get(_ key: String) -> [UInt8]? {
        if let bytes = state.withLock({ state -> [UInt8]? in
            guard let index = state.memory.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = state.memory.remove(at: index)
            state.memory.append(entry)
            return entry.bytes
        }) {
            return bytes
        }
        guard let data = FileManager.default.contents(atPath: path(key)) else {
            state.withLock { state in
                if let gone = state.onDisk.removeValue(forKey: key) { state.diskBytes -= gone.bytes }
            }
            return nil
        }
        let bytes = [UInt8](data)
        state.withLock { state in
            state.clock += 1
            if let entry = state.onDisk[key] { state.onDisk[key] = (entry.bytes, state.clock) }
        }
        remember(bytes, key: key)
        return bytes
    }

    /// Whether the file is there, without reading it.
    func has(_ key: String) -> Bool { FileManager.default.fileExists(atPath: path(key)) }

    /// Keeps `bytes` in memory, dropping the least recently served past `memoryLimit`.
    private func remember(_ bytes: [UInt8], key: String) {
        guard bytes.count <= memoryLimit / 4 else { return }
        state.withLock { state in
            if let index = state.memory.firstIndex(where: { $0.key == key }) {
                state.memoryBytes -= state.memory[index].bytes.count
                state.memory.remove(at: index)
            }
            state.memory.append((key, bytes))
            state.memoryBytes += bytes.count
            while state.memoryBytes > memoryLimit, !state.memory.isEmpty {
                state.memoryBytes -= state.memory.removeFirst().bytes.count
            }
        }
    }

    /// Bytes on disk and in memory, for the tests and the bench.
    var usage: (disk: Int, memory: Int, files: Int) {
        state.withLock { ($0.diskBytes, $0.memoryBytes, $0.onDisk.count) }
    }
}
