#if canImport(Glibc)
    import Glibc
#endif

/// SHA-256 for manifests and golden fingerprints, from OpenSSL's libcrypto, which uses the
/// CPU's SHA instructions where there are some. Measured on this project's machine: 6.4 ms for
/// the emoji font (11 MB) and 0.005 ms for a 7 KB PNG, the same as swift-crypto's (6.4 and
/// 0.005 ms), against 657 and 0.57 ms for the hand-written one it replaced. swift-crypto would
/// add BoringSSL's sources to every build (1.5 min here); libcrypto is a Debian package.
///
/// libcrypto is opened on first use rather than linked: loading it at start cost every
/// `fukidashi` call about 0.6 ms, and most calls (no `--manifest`, no goldens) never hash.
package enum SHA256 {
    /// The digest of `bytes` as 64 lower-case hex digits.
    package static func hex(_ bytes: [UInt8]) -> String {
        digest(bytes).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The 32-byte digest of `bytes`.
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        guard let crypto = LibCrypto.shared else {
            preconditionFailure("cannot open OpenSSL's libcrypto (libcrypto.so.3), which SHA-256 needs; install Debian's libssl3")
        }
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let status = bytes.withUnsafeBytes { input in
            digest.withUnsafeMutableBufferPointer { output in
                crypto.digest(input.baseAddress, input.count, output.baseAddress, &length, crypto.sha256(), nil)
            }
        }
        // EVP_Digest fails only when it cannot allocate its context: nothing sensible remains.
        precondition(status == 1 && length == 32, "OpenSSL's SHA-256 failed")
        return digest
    }
}

/// The two libcrypto functions SHA-256 needs, looked up when first used.
private struct LibCrypto: @unchecked Sendable {
    typealias Digest =
        @convention(c) (
            UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?,
            OpaquePointer?, OpaquePointer?
        ) -> Int32
    typealias Algorithm = @convention(c) () -> OpaquePointer?

    let digest: Digest
    let sha256: Algorithm

    static let shared: LibCrypto? = {
        for name in ["libcrypto.so.3", "libcrypto.so"] {
            guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL),
                let digest = dlsym(library, "EVP_Digest"), let sha256 = dlsym(library, "EVP_sha256")
            else { continue }
            return LibCrypto(digest: unsafeBitCast(digest, to: Digest.self), sha256: unsafeBitCast(sha256, to: Algorithm.self))
        }
        return nil
    }()
}
