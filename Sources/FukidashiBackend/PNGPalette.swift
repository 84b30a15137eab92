/// Indexed colour for flat pictures: a bubble on a plain background, antialiased text and all,
/// often has fewer than 256 distinct pixels. Then each pixel is one byte (an index into PLTE,
/// with alpha in tRNS) instead of three or four: a third of the bytes to deflate, and smaller
/// files. Lossless, as oxipng's palette reduction is: every index stands for one exact pixel.
struct PNGPalette {
    /// The distinct premultiplied ARGB pixels, in the order first met (deterministic).
    private(set) var colors: [UInt32] = []
    /// The image as PNG scanlines: a filter byte (None) then one index per pixel.
    private(set) var scanlines: [UInt8] = []

    static let maximumColors = 256

    /// Indexes the surface's pixels, or nil as soon as a 257th colour turns up (a screenshot,
    /// a gradient, an emoji: usually within the first rows, so giving up is cheap).
    init?(pixels data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) {
        // Open addressing over 1,024 slots (a quarter full at most): colour → index + 1.
        let slotCount = 1024
        var keys = [UInt32](repeating: 0, count: slotCount)
        var values = [UInt16](repeating: 0, count: slotCount)
        var colors: [UInt32] = []
        colors.reserveCapacity(Self.maximumColors)
        var full = false
        let rowBytes = width + 1
        let scanlines = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, initialized in
            keys.withUnsafeMutableBufferPointer { keys in
                values.withUnsafeMutableBufferPointer { values in
                    // Runs of one colour are the rule in flat pictures: the last pixel's index is
                    // reused without a lookup.
                    var lastColor: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false
                    rows: for y in 0..<height {
                        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                        let target = out.baseAddress! + y * rowBytes
                        target[0] = 0
                        for x in 0..<width {
                            let color = row[x]
                            if haveLast && color == lastColor {
                                target[1 + x] = lastIndex
                                continue
                            }
                            var slot = Int((color &* 0x9E37_79B1) >> 22)  // Fibonacci hashing to 10 bits
                            while true {
                                let stored = values[slot]
                                if stored == 0 {
                                    guard colors.count < Self.maximumColors else {
                                        full = true
                                        break rows
                                    }
                                    colors.append(color)
                                    keys[slot] = color
                                    values[slot] = UInt16(colors.count)
                                    lastIndex = UInt8(colors.count - 1)
                                    break
                                }
                                if keys[slot] == color {
                                    lastIndex = UInt8(stored - 1)
                                    break
                                }
                                slot = (slot + 1) & (slotCount - 1)
                            }
                            lastColor = color
                            haveLast = true
                            target[1 + x] = lastIndex
                        }
                    }
                }
            }
            initialized = full ? 0 : rowBytes * height
        }
        guard !full else { return nil }
        self.colors = colors
        self.scanlines = scanlines
    }

    /// PLTE: each colour's straight RGB, rounded as the direct encoder un-premultiplies, so
    /// either encoding decodes to the same pixels.
    var plte: [UInt8] {
        colors.flatMap { color -> [UInt8] in
            let (r, g, b, _) = PNGEncoder.straight(color)
            return [r, g, b]
        }
    }

    /// tRNS: alpha for the entries up to the last translucent one (none if all are opaque).
    var trns: [UInt8] {
        let alphas = colors.map { UInt8(truncatingIfNeeded: $0 >> 24) }
        guard let last = alphas.lastIndex(where: { $0 != 0xFF }) else { return [] }
        return Array(alphas[...last])
    }
}
