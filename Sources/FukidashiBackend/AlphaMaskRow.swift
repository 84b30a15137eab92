/// A row of an 8-bit alpha mask, as the blurs read it.
enum AlphaMaskRow {
    /// Whether the row's first `count` bytes are all zero: such a row stays zero under a
    /// blur's pass along it. A `while` over the bytes, for unoptimised code (`swift test`'s),
    /// which would call an iterator per byte otherwise.
    static func isClear(_ row: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        var anything: UInt8 = 0
        var x = 0
        while x < count {
            anything |= row[x]
            x &+= 1
        }
        return anything == 0
    }
}
