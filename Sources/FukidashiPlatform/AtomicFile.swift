#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that readers only ever see the old file or the complete new one: the
/// bytes go to a temporary file in the same folder, are flushed to disk, then renamed.
package enum AtomicFile {
    /// `durable: false` skips the per-file fsync: the file still appears only complete (the
    /// rename is atomic), but it reaches the disk with the page cache, or at `flush(folder:)`.
    /// A batch of thousands of images flushes once at its end instead of once per image.
    package static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(RenderError) {
        // Paths stay as the user wrote them, so messages name what they typed.
        let folder = folder(of: path)
        let name = PathText.lastComponent(path)
        if let failure = PathText.createFolders(folder) {
            throw .file(path: path, problem: "cannot create the folder \(folder): \(failure)")
        }
        let temporary = folder + "/." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .file(path: path, problem: "cannot write in \(folder): \(PathText.lastErrorMessage)") }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, durable, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .file(path: path, problem: "cannot write \(path): \(failure)")
        }
    }

    /// Whether `path` is a regular file holding exactly `bytes`. A batch run again over its own
    /// outputs then leaves the unchanged ones alone: no new inode, no old one freed, the time
    /// stamp kept for tools that look at it (make, rsync). Replacing a thousand files made
    /// ext4 hunt for free inodes under a lock, which cost `--jobs 2` a third of its gain.
    package static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count else { return false }
        var existing = [UInt8](repeating: 0, count: bytes.count + 1)
        var count = 0
        while count <= bytes.count {
            let read = existing.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        return count == bytes.count && existing.prefix(count).elementsEqual(bytes)
    }

    /// Flushes everything written in the file system that holds `folder` to disk (syncfs(2)).
    package static func flush(folder: String) throws(RenderError) {
        try sync(folder, flags: O_DIRECTORY, with: linuxSyncfs)
    }

    /// Flushes one file, and the folder that names it, to disk (fsync(2)). On a file that is
    /// already on disk this costs a system call, where `flush(folder:)` walks every inode the
    /// file system has cached, dirty or not.
    package static func flush(file path: String) throws(RenderError) {
        try sync(path, flags: 0, with: fsync)
        try sync(folder(of: path), flags: O_DIRECTORY, with: fsync)
    }

    /// Opens `target` read-only (with `flags`) and hands the descriptor to `call`, a sync.
    private static func sync(_ target: String, flags: Int32, with call: (Int32) -> Int32) throws(RenderError) {
        let fd = open(target, O_RDONLY | O_CLOEXEC | flags)
        guard fd >= 0 else { throw .file(path: target, problem: "cannot open \(target) to flush it: \(PathText.lastErrorMessage)") }
        defer { close(fd) }
        guard call(fd) == 0 else { throw .file(path: target, problem: "cannot flush \(target) to disk: \(PathText.lastErrorMessage)") }
    }

    /// The folder a path names its file in: "." for a bare file name.
    private static func folder(of path: String) -> String {
        let parent = PathText.parent(path)
        return parent.isEmpty ? "." : parent
    }
}

/// syncfs(2), which Swift's Glibc module does not export (it needs _GNU_SOURCE).
@_silgen_name("syncfs")
private func linuxSyncfs(_ descriptor: Int32) -> Int32
