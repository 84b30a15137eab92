/// PNG row filters (None, Sub, Up, Average, Paeth) and libpng's heuristic for choosing one
/// per row: the smallest sum of the filtered bytes read as signed values. Works on raw
/// pointers, without allocating, because it runs on every row of `small` images.
enum RowFilters {
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Byte `i` of `row` filtered with `type`, given the row above.
    @inline(__always)
    static func filtered(_ type: UInt8, _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ i: Int, channels: Int) -> UInt8 {
        let left = i >= channels ? row[i - channels] : 0
        let up = previous[i]
        switch type {
        case 1: return row[i] &- left
        case 2: return row[i] &- up
        case 3: return row[i] &- UInt8((Int(left) + Int(up)) / 2)
        case 4: return row[i] &- paeth(left, up, i >= channels ? previous[i - channels] : 0)
        default: return row[i]
        }
    }

    /// Writes `row` filtered with `type` to `out`.
    static func apply(_ type: UInt8, _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { out[i] = filtered(type, row, previous, i, channels: channels) }
    }

    /// The filter whose output has the smallest sum of absolute signed bytes.
    static func best(_ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, count: Int, channels: Int) -> UInt8 {
        var bestType: UInt8 = 0
        var bestScore = Int.max
        for type: UInt8 in 0...4 {
            var score = 0
            for i in 0..<count {
                let byte = filtered(type, row, previous, i, channels: channels)
                score += byte < 128 ? Int(byte) : 256 - Int(byte)
                if score >= bestScore { break }
            }
            if score < bestScore {
                bestScore = score
                bestType = type
            }
        }
        return bestType
    }
}
