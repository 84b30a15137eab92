/// Tells antialiased pixels from real changes, after Vyšniauskas, "Anti-aliased pixel and
/// intensity slope detector" (2009), exactly as pixelmatch applies it: a pixel is antialiasing
/// when it sits between a darker and a brighter neighbour, has at most two neighbours of its
/// own brightness, and one of those extremes lies inside a flat area in both images. An edge
/// that moved by a pixel then differs only in such pixels.
///
/// "Exactly" includes the order: neighbours are visited column by column (x outer, y inner),
/// and the first of two equally dark (or bright) neighbours is the one kept, so pixel counts
/// match pixelmatch's to the pixel when neighbours tie.
struct AntialiasDetector {
    let width: Int
    let height: Int

    /// Whether pixel (x, y) of `image` is antialiasing, judged against `other` as well.
    func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>, x: Int, y: Int) -> Bool {
        let centre = (y * width + x) * 4
        var equal = onBorder(x, y) ? 1 : 0
        // pixelmatch's sign: centre minus neighbour, so "darkest" is its `min`, a brighter neighbour.
        var minimum = 0.0, maximum = 0.0
        var minimumAt = (x: 0, y: 0), maximumAt = (x: 0, y: 0)
        // Called for every differing pixel: the neighbours are walked in place, not collected.
        for nx in max(0, x - 1)...min(width - 1, x + 1) {
            for ny in max(0, y - 1)...min(height - 1, y + 1) where nx != x || ny != y {
                let delta = brightnessDelta(image, centre, (ny * width + nx) * 4)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minimumAt = (nx, ny)
                } else if delta > maximum {
                    maximum = delta
                    maximumAt = (nx, ny)
                }
            }
        }
        guard minimum != 0, maximum != 0 else { return false }
        return (hasManySiblings(image, minimumAt.x, minimumAt.y) && hasManySiblings(other, minimumAt.x, minimumAt.y))
            || (hasManySiblings(image, maximumAt.x, maximumAt.y) && hasManySiblings(other, maximumAt.x, maximumAt.y))
    }

    /// More than two neighbours of exactly the same colour: inside a flat area.
    private func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
        var equal = onBorder(x, y) ? 1 : 0
        let o = (y * width + x) * 4
        for nx in max(0, x - 1)...min(width - 1, x + 1) {
            for ny in max(0, y - 1)...min(height - 1, y + 1) where nx != x || ny != y {
                let n = (ny * width + nx) * 4
                if image[o] == image[n] && image[o + 1] == image[n + 1] && image[o + 2] == image[n + 2] && image[o + 3] == image[n + 3] {
                    equal += 1
                }
                if equal > 2 { return true }
            }
        }
        return false
    }

    private func onBorder(_ x: Int, _ y: Int) -> Bool {
        x == 0 || y == 0 || x == width - 1 || y == height - 1
    }

    /// The YIQ brightness of the pixel at byte `k` minus that at `m`, each blended over white
    /// when translucent, computed in pixelmatch's order so ties fall the same way.
    private func brightnessDelta(_ image: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        if image[k] == image[m] && image[k + 1] == image[m + 1] && image[k + 2] == image[m + 2] && image[k + 3] == image[m + 3] {
            return 0
        }
        return brightness(image, k) - brightness(image, m)
    }

    private func brightness(_ image: UnsafeBufferPointer<UInt8>, _ o: Int) -> Double {
        var r = Double(image[o]), g = Double(image[o + 1]), b = Double(image[o + 2])
        let a = image[o + 3]
        if a < 255 {
            let alpha = Double(a) / 255
            r = 255 + (r - 255) * alpha
            g = 255 + (g - 255) * alpha
            b = 255 + (b - 255) * alpha
        }
        return ColorDistance.brightness(SIMD3(r, g, b))
    }
}
