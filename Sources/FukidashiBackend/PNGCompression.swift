/// How output PNGs are compressed (`--png-compression`).
public enum PNGCompression: String, CaseIterable, Sendable {
    /// Fastest: deflate level 1, no row filters. Larger files.
    case fast
    /// Fast and no larger than Cairo's writer: a flat picture of at most 256 colours indexed,
    /// other flat pictures unfiltered at libdeflate level 4; a photo-like one (a screenshot)
    /// row-filtered and deflated band by band with zlib (`BandedDeflate`).
    case `default`
    /// Smallest: deflate level 9, unfiltered (indexed where it can be) or with libpng's
    /// adaptive filter per row, whichever comes out smaller.
    case small
    /// Cairo's own writer (libpng), kept for comparison in benchmarks.
    case cairo
}
