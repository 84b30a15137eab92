/// How output PNGs are compressed (`--png-compression`).
public enum PNGCompression: String, CaseIterable, Sendable {
    /// Fastest: deflate level 1, no row filters. Larger files.
    case fast
    /// Deflate level 2, no row filters: about 2.5× faster than Cairo's writer and smaller.
    case `default`
    /// Smallest: deflate level 9, unfiltered or with libpng's adaptive filter per row,
    /// whichever comes out smaller.
    case small
    /// Cairo's own writer (libpng), kept for comparison in benchmarks.
    case cairo
}
