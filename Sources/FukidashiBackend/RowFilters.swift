/// PNG row filters (None, Sub, Up, Average, Paeth) and libpng's heuristic for choosing one
/// per row: the smallest sum of the filtered bytes read as signed values. Works on raw
/// pointers, without allocating, because it runs on every row of filtered images. Each
/// candidate is filtered once, into a spare row, and measured there: cheaper than scoring a
/// filter and then applying it again.
enum RowFilters {
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Writes `row` filtered with `type` to `out`. One loop per filter, so each is a plain
    /// loop the compiler can vectorize (the first `channels` bytes have no left neighbour).
    static func apply(
        _ type: UInt8, _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        let first = min(channels, count)
        switch type {
        case 1:
            for i in 0..<first { out[i] = row[i] }
            for i in first..<count { out[i] = row[i] &- row[i - channels] }
        case 2:
            for i in 0..<count { out[i] = row[i] &- previous[i] }
        case 3:
            for i in 0..<first { out[i] = row[i] &- previous[i] / 2 }
            // Sixteen bytes at a time: the compiler will not vectorize this loop itself, since
            // `out` might overlap `row`. ⌊(a + b) / 2⌋ = (a & b) + ((a ^ b) >> 1), without
            // widening.
            var i = first
            while i + 16 <= count {
                let value = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
                let left = UnsafeRawPointer(row + i - channels).loadUnaligned(as: SIMD16<UInt8>.self)
                let up = UnsafeRawPointer(previous + i).loadUnaligned(as: SIMD16<UInt8>.self)
                let mean = (left & up) &+ ((left ^ up) &>> 1)
                UnsafeMutableRawPointer(out + i).storeBytes(of: value &- mean, as: SIMD16<UInt8>.self)
                i += 16
            }
            for i in i..<count { out[i] = row[i] &- UInt8((UInt16(row[i - channels]) + UInt16(previous[i])) / 2) }
        case 4:
            for i in 0..<first { out[i] = row[i] &- previous[i] }  // Paeth of (0, up, 0) is up
            for i in first..<count { out[i] = row[i] &- paeth(row[i - channels], previous[i], previous[i - channels]) }
        default:
            out.update(from: row, count: count)
        }
    }

    /// libpng's measure of a filtered row: the sum of its bytes read as signed, made positive
    /// (|Int8(byte)|). Summed in 32-bit blocks, branch-free, so the loop vectorizes.
    static func magnitude(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var total = 0, start = 0
        while start < count {
            let end = min(count, start + 1 << 16)
            var block: UInt32 = 0
            for i in start..<end {
                let byte = bytes[i]
                block &+= UInt32(byte < 128 ? byte : 0 &- byte)
            }
            total += Int(block)
            start = end
        }
        return total
    }

    /// Filters `row` with each candidate and writes the one with the smallest `magnitude` to
    /// `target` (its type byte, then the row); `spare` holds a row while candidates compete.
    /// Returns how many of the written bytes are not zero.
    static func writeBest(
        _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, channels: Int,
        among candidates: [UInt8], spare: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        // The first candidate is written in place; a later one that wins is copied over it.
        var best = spare, other = target + 1
        var bestType = candidates[0], bestScore = Int.max
        for type in candidates {
            apply(type, row, previous, count: count, channels: channels, into: other)
            let score = candidates.count == 1 ? 0 : magnitude(other, count: count)
            if score < bestScore {
                bestScore = score
                bestType = type
                swap(&best, &other)
            }
        }
        if best != target + 1 { (target + 1).update(from: best, count: count) }
        target[0] = bestType
        return nonzero(target, count: count + 1)
    }

    /// How many of the bytes are not zero.
    static func nonzero(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var zeros = 0, start = 0
        while start < count {
            let end = min(count, start + 1 << 16)
            var block: UInt32 = 0
            for i in start..<end { block &+= UInt32(bytes[i] == 0 ? 1 : 0) }
            zeros += Int(block)
            start = end
        }
        return count - zeros
    }
}
