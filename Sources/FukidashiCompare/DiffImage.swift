import FukidashiLayout

/// A rectangle of an image, in pixels.
package struct PixelArea: Hashable, Sendable {
    package let x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

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

    /// The smallest rectangle holding every differing pixel, widened by `margin` pixels on each
    /// side (within the image): where a person should look. Nil when no pixel differs or the
    /// sizes differ.
    package static func changedArea(of comparison: ImageComparison, margin: Int = 16) -> PixelArea? {
        guard comparison.sizesMatch, comparison.differingPixels > 0 else { return nil }
        let (width, height) = comparison.expectedSize
        var minX = width, minY = height, maxX = -1, maxY = -1
        for (p, verdict) in comparison.verdicts.enumerated() where verdict == .differs {
            let (x, y) = (p % width, p / width)
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        guard maxX >= 0 else { return nil }
        let left = max(0, minX - margin), top = max(0, minY - margin)
        return PixelArea(x: left, y: top, width: min(width, maxX + 1 + margin) - left, height: min(height, maxY + 1 + margin) - top)
    }

    /// `image`'s pixels inside `area`.
    package static func crop(_ image: RasterImage, to area: PixelArea) -> RasterImage {
        var out = [UInt8](repeating: 0, count: area.width * area.height * 4)
        for row in 0..<area.height {
            let source = ((area.y + row) * image.width + area.x) * 4
            out.replaceSubrange(row * area.width * 4..<(row + 1) * area.width * 4, with: image.rgba[source..<source + area.width * 4])
        }
        return RasterImage(width: area.width, height: area.height, rgba: out)
    }

    /// Expected | differences | actual, side by side on white.
    static func threePanel(expected: RasterImage, actual: RasterImage, comparison: ImageComparison) -> RasterImage {
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
