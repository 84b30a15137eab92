/// Bounds-checked big-endian reads from a font file's bytes: every read past the end is nil,
/// so a truncated or hostile file can never be read out of bounds.
struct BigEndianBytes {
    let bytes: UnsafeRawBufferPointer

    func u8(_ offset: Int) -> Int? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return Int(bytes[offset])
    }

    func u16(_ offset: Int) -> Int? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u32(_ offset: Int) -> UInt32? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// True when `length` bytes from `offset` lie inside the file.
    func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= bytes.count && length <= bytes.count - offset
    }
}
