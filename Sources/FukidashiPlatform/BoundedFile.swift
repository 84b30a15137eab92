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
