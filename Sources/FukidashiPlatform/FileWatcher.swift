import Dispatch

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Folders watched with inotify, recursively: each save, creation, deletion or rename below
/// them is reported as a path, in batches once the folder has been quiet for a moment (an
/// editor's save is several events). A watched folder that is removed and made again is
/// watched again: each root's parent is watched for it. The kernel does the watching; this
/// only keeps the map from watch descriptors to folders, which no library here offers.
package final class FileWatcher: @unchecked Sendable {
    private let fd: Int32
    /// Folders watched with everything below them. Touched only by the reading thread after `init`.
    private var roots: [String]
    /// Folders of files named on their own (a spec, a string table): watched, not below.
    private var fileFolders: [String]
    /// Paths to watch from now on (`watch(_:)`), taken up by the reading thread.
    private let additions = Locked<[String]>([])
    /// Watch descriptor → folder. Touched only by the reading thread after `init`.
    private var folders: [Int32: String] = [:]
    private let stopped = Locked(false)
    private let continuation: AsyncStream<[String]>.Continuation
    /// Batches of changed paths, in the order they were seen.
    package let changes: AsyncStream<[String]>

    /// Saves, creations, deletions and renames; not reads or attribute changes.
    private static let mask: UInt32 = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)
    /// How long a folder must be quiet before a batch is reported, in milliseconds.
    static let quietMilliseconds: Int32 = 30

    /// Watches `paths` (folders, or files whose folders are watched). Fails if inotify cannot start.
    package init(paths: [String]) throws {
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { throw RenderError.failed(call: "inotify_init1 (errno \(errno))") }
        roots = paths.filter(PathText.isFolder)
        fileFolders = paths.filter { !PathText.isFolder($0) }.map { PathText.parent($0).isEmpty ? "." : PathText.parent($0) }
        (changes, continuation) = AsyncStream.makeStream(of: [String].self, bufferingPolicy: .unbounded)
        for root in roots {
            watchFolder(root, recursive: true)
            watchFolder(PathText.parent(URL(fileURLWithPath: root).standardized.path), recursive: false)
        }
        for folder in fileFolders { watchFolder(folder, recursive: false) }
        // A thread of its own: it blocks in poll(2) for the server's life.
        DispatchQueue(label: "fukidashi-preview-watch").async { [self] in readLoop() }
    }

    package func stop() {
        stopped.withLock { $0 = true }
    }

    /// Watches `paths` too, from within a fifth of a second (a reloaded project's new string
    /// tables, fonts and folders). Paths already watched are watched once still.
    package func watch(_ paths: [String]) {
        additions.withLock { $0 += paths }
    }

    /// On the reading thread: the paths `watch(_:)` was given since the last look.
    private func takeAdditions() {
        let paths = additions.withLock { taken in
            defer { taken = [] }
            return taken
        }
        for path in paths {
            if PathText.isFolder(path) {
                guard !roots.contains(path) else { continue }
                roots.append(path)
                watchFolder(path, recursive: true)
                watchFolder(PathText.parent(URL(fileURLWithPath: path).standardized.path), recursive: false)
            } else {
                let folder = PathText.parent(path).isEmpty ? "." : PathText.parent(path)
                guard !fileFolders.contains(folder) else { continue }
                fileFolders.append(folder)
                watchFolder(folder, recursive: false)
            }
        }
    }

    private func watchFolder(_ folder: String, recursive: Bool) {
        let wd = inotify_add_watch(fd, folder, Self.mask | UInt32(IN_ONLYDIR))
        guard wd >= 0 else { return }
        folders[wd] = folder
        guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = PathText.joined(folder, name)
            // Symlinked folders are not followed: a link back up would be watched forever.
            if PathText.entryType(path) == .folder { watchFolder(path, recursive: true) }
        }
    }

    private func readLoop() {
        var pending: [String] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopped.withLock({ $0 }) {
            takeAdditions()
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            // Quiet for a moment with changes in hand: report them.
            let ready = poll(&poller, 1, pending.isEmpty ? 200 : Self.quietMilliseconds)
            if ready == 0 {
                if !pending.isEmpty {
                    continuation.yield(pending)
                    pending = []
                }
                continue
            }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            pending += events(in: buffer, count: count)
        }
        close(fd)
        continuation.finish()
    }

    /// The paths the events in `buffer` name; new folders are watched, removed ones forgotten,
    /// and a root that comes back is watched again.
    private func events(in buffer: [UInt8], count: Int) -> [String] {
        var paths: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset += header + length
            guard let folder = folders[wd] else { continue }
            if mask & UInt32(IN_IGNORED) != 0 || mask & UInt32(IN_DELETE_SELF) != 0 {
                folders[wd] = nil
                paths.append(folder)
                continue
            }
            let path = name.isEmpty ? folder : PathText.joined(folder, name)
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                let isRoot = roots.contains { URL(fileURLWithPath: $0).standardized.path == URL(fileURLWithPath: path).standardized.path }
                let underRoot = roots.contains { root in
                    let r = URL(fileURLWithPath: root).standardized.path, p = URL(fileURLWithPath: path).standardized.path
                    return p.hasPrefix(r + "/")
                }
                if isRoot || underRoot { watchFolder(path, recursive: true) }
            }
            // The roots' parents are watched only to see a root come back.
            if !isWatchedForItself(folder) { if !roots.contains(where: { PathText.lastComponent($0) == name }) { continue } }
            paths.append(path)
        }
        return paths
    }

    /// Whether `folder` is a root or below one, or holds a file named on its own (not only a
    /// root's parent).
    private func isWatchedForItself(_ folder: String) -> Bool {
        let f = URL(fileURLWithPath: folder).standardized.path
        if fileFolders.contains(where: { URL(fileURLWithPath: $0).standardized.path == f }) { return true }
        return roots.contains { root in
            let r = URL(fileURLWithPath: root).standardized.path
            return f == r || f.hasPrefix(r + "/")
        }
    }
}
