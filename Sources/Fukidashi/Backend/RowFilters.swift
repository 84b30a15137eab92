/// PNG row filters (None, Sub, Up, Average, Paeth) and libpng's heuristic for choosing one
/// per row: the smallest sum of the filtered bytes read as signed values. Works on raw
/// pointers, without allocating, because it runs on every row of filtered images.
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
    static func apply(_ type: UInt8, _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>) {
        let first = min(channels, count)
        switch type {
        case 1:
            for i in 0..<first { out[i] = row[i] }
            for i in first..<count { out[i] = row[i] &- row[i - channels] }
        case 2:
            for i in 0..<count { out[i] = row[i] &- previous[i] }
        case 3:
            for i in 0..<first { out[i] = row[i] &- previous[i] / 2 }
            for i in first..<count { out[i] = row[i] &- UInt8((UInt16(row[i - channels]) + UInt16(previous[i])) / 2) }
        case 4:
            for i in 0..<first { out[i] = row[i] &- previous[i] }  // Paeth of (0, up, 0) is up
            for i in first..<count { out[i] = row[i] &- paeth(row[i - channels], previous[i], previous[i - channels]) }
        default:
            out.update(from: row, count: count)
        }
    }

    /// A filtered byte read as signed, made positive: |Int8(byte)|, branch-free.
    @inline(__always)
    static func magnitude(_ byte: UInt8) -> Int {
        let signed = Int(Int8(bitPattern: byte))
        return signed < 0 ? -signed : signed
    }

    /// The sum of absolute signed bytes of the row under filter `type` (libpng's measure),
    /// given up once it reaches `limit`. The first `channels` bytes (no left neighbour) are
    /// summed apart, so each block's loop is branch-free and vectorizes.
    static func score(_ type: UInt8, _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, channels: Int, limit: Int = .max) -> Int {
        let first = min(channels, count)
        var score = 0
        for i in 0..<first {
            switch type {
            case 1: score += magnitude(row[i])
            case 2, 4: score += magnitude(row[i] &- previous[i])
            case 3: score += magnitude(row[i] &- previous[i] / 2)
            default: score += magnitude(row[i])
            }
        }
        // In blocks, so the early exit costs one comparison per block.
        var start = first
        while start < count, score < limit {
            let end = min(count, start + 1024)
            var block = 0
            switch type {
            case 1:
                for i in start..<end { block &+= magnitude(row[i] &- row[i - channels]) }
            case 2:
                for i in start..<end { block &+= magnitude(row[i] &- previous[i]) }
            case 3:
                for i in start..<end { block &+= magnitude(row[i] &- UInt8((UInt16(row[i - channels]) + UInt16(previous[i])) / 2)) }
            case 4:
                for i in start..<end { block &+= magnitude(row[i] &- paeth(row[i - channels], previous[i], previous[i - channels])) }
            default:
                for i in start..<end { block &+= magnitude(row[i]) }
            }
            score += block
            start = end
        }
        return score
    }

    /// The filter whose output has the smallest sum of absolute signed bytes.
    static func best(_ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, channels: Int,
                     among candidates: [UInt8] = [0, 1, 2, 3, 4]) -> UInt8 {
        var bestType: UInt8 = candidates[0]
        var bestScore = Int.max
        for type in candidates {
            let score = score(type, row, previous, count: count, channels: channels, limit: bestScore)
            if score < bestScore {
                bestScore = score
                bestType = type
            }
        }
        return bestType
    }
}
