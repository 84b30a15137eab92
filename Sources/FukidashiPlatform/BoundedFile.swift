#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An untrusted file's bytes, refused past a size limit before any is read: what the string
/// table and hierarchy dump readers take in.
package enum BoundedFile {
    /// The file's bytes, or a `.file` error whose problem reads `cannot be read: <reason>`, or
    /// `is 20000000 bytes; <limitNote>` (the caller's words for the limit).
    package static func read(_ path: String, atMost limit: Int, limitNote: String) throws(RenderError) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .file(path: path, problem: "cannot be read: \(PathText.lastErrorMessage)") }
        guard Int(status.st_size) <= limit else { throw .file(path: path, problem: "is \(status.st_size) bytes; \(limitNote)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw .file(path: path, problem: "cannot be read") }
        return [UInt8](data)
    }

    /// The file's first `count` bytes (fewer for a shorter file; none for one that cannot be
    /// read): enough to tell what a file is without reading all of it.
    package static func head(_ path: String, count: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: count)
        let read = head.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        return read > 0 ? Array(head.prefix(read)) : []
    }
}
