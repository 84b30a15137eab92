#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A true Gaussian blur of an 8-bit alpha mask (separable: rows, then columns), with a
/// kernel reaching 3σ each way, normalised so a flat area keeps its value. Pure and
/// deterministic: the same input gives the same bytes on every machine.
enum GaussianBlur {
    /// The kernel for `sigma` (in pixels), centre first at index `radius`.
    static func kernel(sigma: Double) -> [Double] {
        guard sigma > 0 else { return [1] }
        let radius = Int((3 * sigma).rounded(.up))
        var weights = (-radius...radius).map { x in exp(-Double(x * x) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        for i in weights.indices { weights[i] /= total }
        return weights
    }

    /// Blurs `pixels` (`width` × `height`, one byte each, rows `stride` bytes apart) in place.
    /// Pixels outside the buffer count as 0, so leave a margin of 3σ around the shape.
    ///
    /// Each output is its taps summed in kernel order, rounded to a byte after each pass. The
    /// loops run tap by tap over a whole row, so the compiler vectorises them without changing
    /// any sum's order: the bytes are those of the plain per-pixel loop.
    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let weights = kernel(sigma: sigma)
        let radius = weights.count / 2
        var padded = [Double](repeating: 0, count: width + 2 * radius)
        var sums = [Double](repeating: 0, count: width)
        var columnPass = [UInt8](repeating: 0, count: stride * height)
        weights.withUnsafeBufferPointer { weights in
            padded.withUnsafeMutableBufferPointer { padded in
                sums.withUnsafeMutableBufferPointer { sums in
                    pixels.withUnsafeMutableBufferPointer { pixels in
                        // Rows: taps past either end meet the zero padding, which adds nothing.
                        for y in 0..<height {
                            let row = pixels.baseAddress! + y * stride
                            guard (0..<width).contains(where: { row[$0] != 0 }) else { continue }  // all zero stays zero
                            for x in 0..<width { padded[radius + x] = Double(row[x]) }
                            for x in 0..<width { sums[x] = 0 }
                            for (tap, weight) in weights.enumerated() {
                                let source = padded.baseAddress! + tap
                                for x in 0..<width { sums[x] += source[x] * weight }
                            }
                            store(sums, into: row, count: width)
                        }
                        // Columns, a row of sums at a time; taps outside the mask are skipped.
                        columnPass.withUnsafeMutableBufferPointer { output in
                            for y in 0..<height {
                                for x in 0..<width { sums[x] = 0 }
                                for (tap, weight) in weights.enumerated() {
                                    let sourceY = y + tap - radius
                                    guard sourceY >= 0, sourceY < height else { continue }
                                    let source = pixels.baseAddress! + sourceY * stride
                                    for x in 0..<width { sums[x] += Double(source[x]) * weight }
                                }
                                store(sums, into: output.baseAddress! + y * stride, count: width)
                            }
                        }
                    }
                }
            }
        }
        pixels = columnPass
    }

    private static func store(_ sums: UnsafeMutableBufferPointer<Double>, into row: UnsafeMutablePointer<UInt8>, count: Int) {
        for x in 0..<count { row[x] = UInt8(min(255, max(0, sums[x].rounded()))) }
    }
}
