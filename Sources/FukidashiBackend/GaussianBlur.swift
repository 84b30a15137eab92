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
    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        pixels.withUnsafeMutableBufferPointer { blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma) }
    }

    /// Each output is its taps summed in kernel order, rounded to a byte after each pass. The
    /// loops run tap by tap over a whole row, so the compiler vectorises them without changing
    /// any sum's order: the bytes are those of the plain per-pixel loop.
    ///
    /// The rows' results are kept as doubles (whole numbers, the bytes they round to), so the
    /// column taps convert nothing, and the loops walk raw pointers with `while`: unoptimised
    /// code (`swift test`'s debug build) calls a generic conversion and an iterator per pixel
    /// otherwise, and rendered shadows about seven times more slowly.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let weights = kernel(sigma: sigma)
        let radius = weights.count / 2
        let rows = UnsafeMutablePointer<Double>.allocate(capacity: width * height)
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: width * height)
        let padded = UnsafeMutablePointer<Double>.allocate(capacity: width + 2 * radius)
        defer { padded.deallocate() }
        padded.initialize(repeating: 0, count: width + 2 * radius)
        let sums = UnsafeMutablePointer<Double>.allocate(capacity: width)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: width)
        // Rows: taps past either end meet the zero padding, which adds nothing.
        for y in 0..<height {
            let row = pixels + y * stride
            guard !AlphaMaskRow.isClear(row, count: width) else { continue }
            var x = 0
            while x < width {
                padded[radius + x] = Double(Int(truncatingIfNeeded: row[x]))
                x &+= 1
            }
            sums.update(repeating: 0, count: width)
            for (tap, weight) in weights.enumerated() {
                add(padded + tap, times: weight, to: sums, count: width)
            }
            round(sums, into: rows + y * width, count: width)
        }
        // Columns, a row of sums at a time; taps outside the mask are skipped.
        for y in 0..<height {
            sums.update(repeating: 0, count: width)
            for (tap, weight) in weights.enumerated() {
                let sourceY = y + tap - radius
                guard sourceY >= 0, sourceY < height else { continue }
                add(rows + sourceY * width, times: weight, to: sums, count: width)
            }
            round(sums, into: pixels + y * stride, count: width)
        }
    }

    @inline(__always)
    private static func add(_ source: UnsafeMutablePointer<Double>, times weight: Double, to sums: UnsafeMutablePointer<Double>, count: Int) {
        var x = 0
        while x < count {
            sums[x] += source[x] * weight
            x &+= 1
        }
    }

    /// Each sum rounded to the byte it becomes, kept as a double for the column taps. (Loops
    /// of their own, for unoptimised code, which would make a call per pixel otherwise.)
    private static func round(_ sums: UnsafeMutablePointer<Double>, into out: UnsafeMutablePointer<Double>, count: Int) {
        var x = 0
        while x < count {
            let rounded = sums[x].rounded()
            out[x] = rounded < 0 ? 0 : rounded > 255 ? 255 : rounded
            x &+= 1
        }
    }

    /// Each sum rounded to the byte it becomes.
    private static func round(_ sums: UnsafeMutablePointer<Double>, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        var x = 0
        while x < count {
            let rounded = sums[x].rounded()
            out[x] = rounded < 0 ? 0 : rounded > 255 ? 255 : UInt8(rounded)
            x &+= 1
        }
    }
}
