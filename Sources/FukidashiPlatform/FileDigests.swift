/// The digests of the files one batch reads, each read once: twenty specs over one 10 MB String
/// Catalog hash it once, not forty times (each spec's `--incremental` check, then its record).
/// A batch takes its inputs as they are when it first reads them, as its renders do (each
/// worker's string tables are read once too). The preview, which runs for hours while files
/// change, keeps none: its checks read every file.
package final class FileDigests: Sendable {
    private let known = Locked<[String: UInt64]>([:])

    package init() {}

    /// `ContentDigest` of a file, or of a folder's files, as first read in this batch.
    func digest(of path: String) -> UInt64 {
        if let digest = known.withLock({ $0[path] }) { return digest }
        // Read outside the lock, so workers hash different files at once. Two that ask for the
        // same new file both read it; the first digest stored is the batch's.
        let digest = ContentDigest.of(entry: path)
        return known.withLock { known in
            if let first = known[path] { return first }
            known[path] = digest
            return digest
        }
    }
}
