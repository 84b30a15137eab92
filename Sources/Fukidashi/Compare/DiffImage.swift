/// A three-panel picture of a failed comparison: expected, a red mask of the differing
/// pixels over a faded expected image, and actual. Made for a person to find the change.
public enum DiffImage {
    public static func threePanel(expected: RasterImage, actual: RasterImage, comparison: ImageComparison) -> RasterImage {
        let gap = 4
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        let total = width * 3 + gap * 2
        var out = [UInt8](repeating: 255, count: total * height * 4)
        func blit(_ image: RasterImage, at left: Int) {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let s = (y * image.width + x) * 4, d = (y * total + left + x) * 4
                    let a = Int(image.rgba[s + 3])
                    // Transparent areas shown over white, as a viewer would.
                    for c in 0..<3 { out[d + c] = UInt8((Int(image.rgba[s + c]) * a + 255 * (255 - a)) / 255) }
                    out[d + 3] = 255
                }
            }
        }
        blit(expected, at: 0)
        blit(actual, at: (width + gap) * 2)
        let middle = width + gap
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let d = (y * total + middle + x) * 4
                if comparison.mask.indices.contains(y * expected.width + x), comparison.mask[y * expected.width + x] {
                    out[d] = 230; out[d + 1] = 0; out[d + 2] = 0
                } else {
                    let s = (y * expected.width + x) * 4
                    let grey = (Int(expected.rgba[s]) + Int(expected.rgba[s + 1]) + Int(expected.rgba[s + 2])) / 3
                    let a = Int(expected.rgba[s + 3])
                    let shown = UInt8(255 - (255 - (grey * a + 255 * (255 - a)) / 255) / 4)
                    out[d] = shown; out[d + 1] = shown; out[d + 2] = shown
                }
                out[d + 3] = 255
            }
        }
        return RasterImage(width: total, height: height, rgba: out)
    }
}
