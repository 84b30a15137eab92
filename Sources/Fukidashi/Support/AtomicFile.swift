#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that readers only ever see the old file or the complete new one: the
/// bytes go to a temporary file in the same folder, are flushed to disk, then renamed.
public enum AtomicFile {
    public struct WriteError: Error {
        public let message: String
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        // Paths stay as the user wrote them, so messages name what they typed.
        let parent = PathText.parent(path)
        let folder = parent.isEmpty ? "." : parent
        let name = PathText.lastComponent(path)
        if let failure = PathText.createFolders(folder) {
            throw WriteError(message: "cannot create the folder \(folder): \(failure)")
        }
        let temporary = folder + "/." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(message: "cannot write in \(folder): \(PathText.lastErrorMessage)") }
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
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(message: "cannot write \(path): \(failure)")
        }
    }

    /// The same, failing with a `RenderError` for callers that report those.
    public static func writeReporting(_ bytes: [UInt8], to path: String) throws(RenderError) {
        do { try write(bytes, to: path) } catch { throw RenderError(error.message) }
    }
}
