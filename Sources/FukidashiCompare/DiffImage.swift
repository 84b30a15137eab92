import FukidashiLayout

/// Pictures of a comparison, made for a person to find the change.
package enum DiffImage {
    /// The expected image faded to light grey, differing pixels in red and ignored
    /// antialiasing in yellow (pixelmatch's colours, so people who know it read it at once).
    package static func differences(expected: RasterImage, comparison: ImageComparison) -> RasterImage {
        var out = [UInt8](repeating: 255, count: expected.width * expected.height * 4)
        for p in 0..<(expected.width * expected.height) {
            let d = p * 4
            switch comparison.verdicts.indices.contains(p) ? comparison.verdicts[p] : .differs {
            case .differs:
                out[d] = 230
                out[d + 1] = 0
                out[d + 2] = 0
            case .antialiasing:
                out[d] = 240
                out[d + 1] = 200
                out[d + 2] = 0
            case .same:
                let grey = (Int(expected.rgba[d]) + Int(expected.rgba[d + 1]) + Int(expected.rgba[d + 2])) / 3
                let a = Int(expected.rgba[d + 3])
                let shown = UInt8(255 - (255 - (grey * a + 255 * (255 - a)) / 255) / 4)
                out[d] = shown
                out[d + 1] = shown
                out[d + 2] = shown
            }
        }
        return RasterImage(width: expected.width, height: expected.height, rgba: out)
    }

    /// Expected | differences | actual, side by side on white.
    package static func threePanel(expected: RasterImage, actual: RasterImage, comparison: ImageComparison) -> RasterImage {
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
                }
            }
        }
        blit(expected, at: 0)
        blit(differences(expected: expected, comparison: comparison), at: width + gap)
        blit(actual, at: (width + gap) * 2)
        return RasterImage(width: total, height: height, rgba: out)
    }
}
