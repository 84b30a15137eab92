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
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let words = buffer.count / 8
            let raw = UnsafeRawBufferPointer(buffer)
            for word in 0..<words {
                hash ^= raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
                hash &*= prime
                hash ^= hash >> 29
            }
            index = words * 8
            while index < buffer.count {
                hash ^= UInt64(buffer[index])
                hash &*= prime
                index += 1
            }
            hash ^= UInt64(buffer.count)
            hash &*= prime
        }
    }

    /// The files' bytes, each under its path. A folder counts every file below it (names and
    /// bytes, sorted, at most 10,000 files 8 levels deep, the string table loader's bounds); a
    /// missing file counts as missing, so its arrival changes the digest.
    package static func of(files paths: [String]) -> UInt64 {
        var hash = offset
        for path in paths {
            mix(Array(path.utf8), into: &hash)
            if PathText.isFolder(path) {
                for file in files(below: path) {
                    mix(Array(file.utf8), into: &hash)
                    mix(FileManager.default.contents(atPath: file).map { [UInt8]($0) } ?? Array("\u{0}missing".utf8), into: &hash)
                }
            } else if let data = FileManager.default.contents(atPath: path) {
                mix([UInt8](data), into: &hash)
            } else {
                mix(Array("\u{0}missing".utf8), into: &hash)
            }
        }
        return hash
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
