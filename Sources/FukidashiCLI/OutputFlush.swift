import Fukidashi
import FukidashiPlatform

/// What a `render` batch must flush before it may exit 0 (every PNG on disk), and the cheapest
/// way to do it. Writes are renamed into place unflushed, so a batch that wrote anything
/// flushes its file system once, at its end (syncfs(2)): one flush for thousands of images.
/// A batch that wrote nothing, its outputs already holding their bytes, flushes those few
/// files alone. syncfs walks every inode the file system has cached even when none is dirty
/// (about 0.4 ms here, a twentieth of a one-image call), where syncing a clean file is one
/// system call. A kept file is usually clean, the run that wrote it having flushed it; it is
/// synced all the same, in case that run was killed before its flush.
struct OutputFlush: Sendable {
    /// Above this many kept files, one syncfs is the cheaper flush even when nothing is dirty.
    static let fileLimit = 16

    /// Whether this batch wrote (renamed into place) any output.
    private(set) var wroteAny = false
    /// Outputs left as they were, up to `fileLimit + 1` of them (more only says "too many").
    private(set) var kept: [String] = []

    mutating func noteWritten() { wroteAny = true }

    mutating func noteKept(_ path: String) {
        if kept.count <= Self.fileLimit { kept.append(path) }
    }

    mutating func add(_ other: OutputFlush) {
        wroteAny = wroteAny || other.wroteAny
        for path in other.kept { noteKept(path) }
    }

    /// Flushes what this batch leaves in `folder` (its output folder).
    func perform(in folder: String) throws(RenderError) {
        if !wroteAny, kept.count <= Self.fileLimit {
            for path in kept { try AtomicFile.flush(file: path) }
        } else if PathText.isFolder(folder) {
            try AtomicFile.flush(folder: folder)
        }
    }
}
