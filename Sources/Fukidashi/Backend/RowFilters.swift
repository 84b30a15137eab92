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

    @inline(__always)
    static func magnitude(_ byte: UInt8) -> Int { byte < 128 ? Int(byte) : 256 - Int(byte) }

    /// The sum of absolute signed bytes of the row under filter `type` (libpng's measure),
    /// given up once it reaches `limit`.
    static func score(_ type: UInt8, _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, channels: Int, limit: Int = .max) -> Int {
        let first = min(channels, count)
        var score = 0
        // In blocks, so the early exit costs one comparison per block.
        var start = 0
        while start < count, score < limit {
            let end = min(count, start + 512)
            switch type {
            case 1:
                for i in start..<end { score += magnitude(i < first ? row[i] : row[i] &- row[i - channels]) }
            case 2:
                for i in start..<end { score += magnitude(row[i] &- previous[i]) }
            case 3:
                for i in start..<end {
                    score += magnitude(i < first ? row[i] &- previous[i] / 2 : row[i] &- UInt8((UInt16(row[i - channels]) + UInt16(previous[i])) / 2))
                }
            case 4:
                for i in start..<end {
                    score += magnitude(i < first ? row[i] &- previous[i] : row[i] &- paeth(row[i - channels], previous[i], previous[i - channels]))
                }
            default:
                for i in start..<end { score += magnitude(row[i]) }
            }
            start = end
        }
        return score
    }

    /// The filter whose output has the smallest sum of absolute signed bytes.
    static func best(_ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, channels: Int) -> UInt8 {
        var bestType: UInt8 = 0
        var bestScore = Int.max
        for type: UInt8 in 0...4 {
            let score = score(type, row, previous, count: count, channels: channels, limit: bestScore)
            if score < bestScore {
                bestScore = score
                bestType = type
            }
        }
        return bestType
    }
}
