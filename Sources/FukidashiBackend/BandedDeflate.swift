import CCairo
import FukidashiPlatform

/// One zlib stream for filtered scanlines, its strategy chosen band by band. After filtering,
/// a photo's rows are noise that matches only hurt: zlib's run-length strategy (matches at
/// distance 1 only) codes them smaller than any libdeflate level, and fast. Flat bands (UI,
/// text) still gain from real matches, so they take lazy matching at `level`. zlib can switch
/// within a stream (deflateParams), libdeflate cannot. On the 3× coach mark: 1.20 MB, where
/// libdeflate level 2 gave 1.30 MB and Cairo's writer 1.23 MB.
enum BandedDeflate {
    /// Rows decide together, so that the stream switches seldom: each switch ends a block.
    static let bandRows = 16

    /// A band whose filtered bytes are more than half non-zero is noise.
    static func isNoisy(nonzero: Int, of bytes: Int) -> Bool { nonzero * 2 > bytes }

    /// `scanlines` is `rows` rows of `rowBytes` (filter byte included); `nonzero[y]` counts
    /// row y's non-zero bytes.
    static func compress(_ scanlines: [UInt8], rowBytes: Int, nonzero: [Int], level: Int32) throws(RenderError) -> [UInt8] {
        var stream = z_stream()
        guard fukidashi_deflate_init(&stream, level, Z_RLE) == Z_OK else { throw RenderError.failed(call: "deflateInit2") }
        defer { deflateEnd(&stream) }
        let rows = nonzero.count
        // Each switch adds an empty block or two: a few bytes a band on top of zlib's bound.
        let capacity = Int(deflateBound(&stream, UInt(scanlines.count))) + 64 * (rows / bandRows + 1)
        var strategy = Z_RLE
        var status = Z_OK
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
            scanlines.withUnsafeBufferPointer { input in
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(capacity)
                var band = 0
                while band < rows, status == Z_OK {
                    let end = min(rows, band + bandRows)
                    let noisy = isNoisy(nonzero: nonzero[band..<end].reduce(0, +), of: (end - band) * rowBytes)
                    let wanted = noisy ? Z_RLE : Z_DEFAULT_STRATEGY
                    if wanted != strategy {
                        status = deflateParams(&stream, level, wanted)
                        strategy = wanted
                        guard status == Z_OK else { break }
                    }
                    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + band * rowBytes)
                    stream.avail_in = UInt32((end - band) * rowBytes)
                    status = deflate(&stream, end == rows ? Z_FINISH : Z_NO_FLUSH)
                    band = end
                }
            }
            initialized = Int(stream.total_out)
        }
        guard status == Z_STREAM_END else { throw RenderError.failed(call: "deflate (zlib: \(status))") }
        // The zlib wrapper: a header (deflate, 32 KiB window; 0x789C is zlib's default) and the
        // Adler-32 of the input, from libdeflate, which computes it several times faster than
        // zlib (3 % of a 3× coach mark's time).
        let adler = scanlines.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, $0.count) }
        var wrapped: [UInt8] = [0x78, 0x9C]
        wrapped.reserveCapacity(output.count + 6)
        wrapped += output
        wrapped.appendBigEndian(adler)
        return wrapped
    }
}
