#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A fast 64-bit fingerprint of bytes and files, to tell "changed" from "saved again": what
/// `render --incremental` and the preview's cache key renders by. FNV-1a's multiply-xor, over
/// 8-byte words (then the tail bytes), so it runs near memory speed; not a security boundary
/// (a manifest's SHA-256 is for that).
package enum ContentDigest {
    static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    package static func of(bytes: [UInt8]) -> UInt64 {
        var hash = offset
        mix(bytes, into: &hash)
        return hash
    }

    package static func of(_ text: String) -> UInt64 { of(bytes: Array(text.utf8)) }

    static func mix(_ bytes: [UInt8], into hash: inout UInt64) {
        bytes.withUnsafeBytes { mix($0, into: &hash) }
    }

    static func mix(_ raw: UnsafeRawBufferPointer, into hash: inout UInt64) {
        let words = raw.count / 8
        for word in 0..<words {
            hash ^= raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            hash &*= prime
            hash ^= hash >> 29
        }
        for index in words * 8..<raw.count {
            hash ^= UInt64(raw[index])
            hash &*= prime
        }
        hash ^= UInt64(raw.count)
        hash &*= prime
    }

    /// The files' bytes, in order. A folder counts every file below it (names from the folder
    /// and bytes, sorted, at most 10,000 files 8 levels deep, the string table loader's bounds);
    /// a missing file counts as missing, so its arrival changes the digest. The paths
    /// themselves are not digested: every caller keeps the list beside the digest, and a list
    /// spelt from another folder or clone gives the same digest. `memo` gives each path's
    /// digest once per batch (`FileDigests`); without one, every file is read.
    package static func of(files paths: [String], memo: FileDigests? = nil) -> UInt64 {
        var hash = offset
        for path in paths {
            var entry = memo?.digest(of: path) ?? of(entry: path)
            withUnsafeBytes(of: &entry) { mix($0, into: &hash) }
        }
        return hash
    }

    /// One file's bytes, or a folder's files by name and bytes.
    static func of(entry path: String) -> UInt64 {
        var hash = offset
        if PathText.isFolder(path) {
            let prefix = PathText.joined(path, "").utf8.count
            for file in files(below: path) {
                mix(Array(file.utf8.dropFirst(prefix)), into: &hash)
                mixContents(of: file, into: &hash)
            }
        } else {
            mixContents(of: path, into: &hash)
        }
        return hash
    }

    /// One file's bytes, as `of(bytes:)` digests them; nil when it cannot be read.
    package static func of(file path: String) -> UInt64? {
        var hash = offset
        return mixContents(of: path, into: &hash) ? hash : nil
    }

    /// Mixes the file's bytes, or a mark for a file that cannot be read (false).
    @discardableResult
    private static func mixContents(of file: String, into hash: inout UInt64) -> Bool {
        guard let data = FileManager.default.contents(atPath: file) else {
            mix(Array("\u{0}missing".utf8), into: &hash)
            return false
        }
        data.withUnsafeBytes { mix($0, into: &hash) }
        return true
    }

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

    /// 16 hex digits.
    package static func hex(_ digest: UInt64) -> String {
        let text = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
