/// Tells antialiased pixels from real changes, after Vyšniauskas, "Anti-aliased pixel and
/// intensity slope detector" (2009), as pixelmatch applies it: a pixel is antialiasing when
/// it sits between a darker and a brighter neighbour, has at most two neighbours of its own
/// brightness, and one of those extremes lies inside a flat area in both images. An edge that
/// moved by a pixel then differs only in such pixels.
struct AntialiasDetector {
    let width: Int
    let height: Int

    /// Whether pixel (x, y) of `image` is antialiasing, judged against `other` as well.
    func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>, x: Int, y: Int) -> Bool {
        let centre = brightness(image, x, y)
        var equal = onBorder(x, y) ? 1 : 0
        var darkest: (delta: Double, x: Int, y: Int)?
        var brightest: (delta: Double, x: Int, y: Int)?
        // Called for every differing pixel: the neighbours are walked in place, not collected.
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                let delta = brightness(image, nx, ny) - centre
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < 0, delta < (darkest?.delta ?? 0) {
                    darkest = (delta, nx, ny)
                } else if delta > 0, delta > (brightest?.delta ?? 0) {
                    brightest = (delta, nx, ny)
                }
            }
        }
        guard let darkest, let brightest else { return false }
        return (hasManySiblings(image, darkest.x, darkest.y) && hasManySiblings(other, darkest.x, darkest.y))
            || (hasManySiblings(image, brightest.x, brightest.y) && hasManySiblings(other, brightest.x, brightest.y))
    }

    /// More than two neighbours of exactly the same colour: inside a flat area.
    private func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
        var equal = onBorder(x, y) ? 1 : 0
        let o = (y * width + x) * 4
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                let n = (ny * width + nx) * 4
                if image[o] == image[n] && image[o + 1] == image[n + 1] && image[o + 2] == image[n + 2] && image[o + 3] == image[n + 3] {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }

    private func onBorder(_ x: Int, _ y: Int) -> Bool {
        x == 0 || y == 0 || x == width - 1 || y == height - 1
    }

    private func brightness(_ image: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> Double {
        let o = (y * width + x) * 4
        return ColorDistance.brightness(RGBA(r: image[o], g: image[o + 1], b: image[o + 2], a: image[o + 3]).rgb(over: 255))
    }
}
