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
    package enum Problem: Error, Equatable {
        /// The file cannot be read; the system's reason where it gave one.
        case unreadable(String?)
        /// The file holds this many bytes, past the limit.
        case tooLarge(Int)
    }

    package static func read(_ path: String, atMost limit: Int) throws(Problem) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(PathText.lastErrorMessage) }
        guard Int(status.st_size) <= limit else { throw .tooLarge(Int(status.st_size)) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(nil) }
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

extension BoundedFile.Problem {
    /// `cannot be read: No such file or directory`, or `is 20000000 bytes; <limit>`.
    package func message(limit: String) -> String {
        switch self {
        case .unreadable(let reason?): "cannot be read: \(reason)"
        case .unreadable(nil): "cannot be read"
        case .tooLarge(let size): "is \(size) bytes; \(limit)"
        }
    }
}
