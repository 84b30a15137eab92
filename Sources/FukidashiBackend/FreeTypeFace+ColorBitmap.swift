import CCairo

/// One colour glyph from a bitmap emoji font: premultiplied BGRA rows at the strike's size.
struct ColorBitmap {
    let width: Int
    let height: Int
    /// Bytes per row.
    let pitch: Int
    /// From the pen position to the bitmap's left edge, in strike pixels.
    let left: Int
    /// From the baseline up to the bitmap's top edge, in strike pixels.
    let top: Int
    let pixels: [UInt8]
}

extension FreeTypeFace {
    /// The glyph's colour bitmap at the face's strike size, or `nil` for an empty glyph.
    func loadColorBitmap(_ glyph: UInt32) -> ColorBitmap? {
        guard FT_Load_Glyph(handle, glyph, ccairo_ft_load_color()) == 0 else { return nil }
        let bitmap = handle.pointee.glyph.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
            let buffer = bitmap.buffer
        else { return nil }
        let pitch = Int(bitmap.pitch), rows = Int(bitmap.rows)
        guard pitch > 0 else { return nil }
        let pixels = Array(UnsafeBufferPointer(start: buffer, count: pitch * rows))
        let slot = handle.pointee.glyph.pointee
        return ColorBitmap(
            width: Int(bitmap.width), height: rows, pitch: pitch,
            left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), pixels: pixels)
    }
}
