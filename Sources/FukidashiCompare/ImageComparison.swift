import FukidashiGeometry
import FukidashiLayout

/// The result of comparing an actual image with its expected (golden) image: which pixels
/// differ visibly, which differ only as antialiasing, and by how much.
package struct ImageComparison: Sendable, CustomStringConvertible {
    /// What the comparison decided for one pixel.
    enum Verdict: UInt8, Sendable {
        case same, differs, antialiasing
    }

    let expectedSize: (width: Int, height: Int)
    let actualSize: (width: Int, height: Int)
    /// Pixels farther apart than the tolerance's colour threshold (antialiasing excluded
    /// when the tolerance ignores it).
    let differingPixels: Int
    /// Pixels that differ but were judged antialiasing (counted only when ignored).
    let antialiasingPixels: Int
    /// The largest colour distance among the pixels that count.
    let maxDistance: Double
    package let tolerance: ImageTolerance
    /// Per pixel of the expected image, row by row.
    let verdicts: [Verdict]

    package var sizesMatch: Bool { expectedSize == actualSize }
    var pixelCount: Int { expectedSize.width * expectedSize.height }
    package var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    /// A size mismatch always fails.
    var passes: Bool {
        sizesMatch && differingFraction <= tolerance.pixelFraction
    }

    package init(expected: RasterImage, actual: RasterImage, tolerance: ImageTolerance) {
        expectedSize = (expected.width, expected.height)
        actualSize = (actual.width, actual.height)
        self.tolerance = tolerance
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = expected.width * expected.height
            antialiasingPixels = 0
            maxDistance = .infinity
            verdicts = Array(repeating: .differs, count: expected.width * expected.height)
            return
        }
        var differing = 0, antialiasing = 0, maxDistance = 0.0
        var verdicts = [Verdict](repeating: .same, count: expected.width * expected.height)
        let detector = AntialiasDetector(width: expected.width, height: expected.height)
        expected.rgba.withUnsafeBufferPointer { e in
            actual.rgba.withUnsafeBufferPointer { a in
                let count = verdicts.count
                var next = 0
                // A `while` over raw words: unoptimised code (`swift test`'s) calls an iterator
                // and a bounds check per pixel otherwise.
                while next < count {
                    let p = next, o = p * 4
                    next &+= 1
                    // Identical pixels are most of any golden: one word compared, no colour maths.
                    let expectedWord = UnsafeRawPointer(e.baseAddress! + o).loadUnaligned(as: UInt32.self)
                    if expectedWord == UnsafeRawPointer(a.baseAddress! + o).loadUnaligned(as: UInt32.self) { continue }
                    // Colour does not matter where both pixels are fully transparent.
                    if e[o + 3] == 0 && a[o + 3] == 0 { continue }
                    let distance = ColorDistance.distance(
                        tolerance.metric, RGBA(r: e[o], g: e[o + 1], b: e[o + 2], a: e[o + 3]),
                        RGBA(r: a[o], g: a[o + 1], b: a[o + 2], a: a[o + 3]))
                    guard distance > tolerance.colorThreshold else {
                        maxDistance = max(maxDistance, distance)
                        continue
                    }
                    let x = p % expected.width, y = p / expected.width
                    if tolerance.ignoresAntialiasing,
                        detector.isAntialiased(e, a, x: x, y: y) || detector.isAntialiased(a, e, x: x, y: y)
                    {
                        antialiasing += 1
                        verdicts[p] = .antialiasing
                        continue
                    }
                    maxDistance = max(maxDistance, distance)
                    differing += 1
                    verdicts[p] = .differs
                }
            }
        }
        differingPixels = differing
        antialiasingPixels = antialiasing
        self.maxDistance = maxDistance
        self.verdicts = verdicts
    }

    /// "0.8% pixels differ (123 px, max ΔE 23.1) > tolerance 0.1%", "no pixel differs", or
    /// why the sizes cannot compare.
    var summary: String {
        if !sizesMatch {
            return "size differs: expected \(expectedSize.width)×\(expectedSize.height) px, got \(actualSize.width)×\(actualSize.height) px"
        }
        let ignored = antialiasingPixels > 0 ? "\(antialiasingPixels) antialiasing px ignored" : nil
        if differingPixels == 0 {
            let figures = [maxDistance > 0 ? "max \(tolerance.metric.symbol) \(maxDistance.shortDescription)" : nil, ignored].compactMap { $0 }
            return (maxDistance > 0 ? "no pixel differs visibly" : "no pixel differs")
                + (figures.isEmpty ? "" : " (\(figures.joined(separator: ", ")))")
        }
        let figures = ["\(differingPixels) px", "max \(tolerance.metric.symbol) \(maxDistance.shortDescription)", ignored].compactMap { $0 }
        return
            "\(Percent(differingFraction)) pixels differ (\(figures.joined(separator: ", "))) \(passes ? "≤" : ">") tolerance \(Percent(tolerance.pixelFraction))"
    }

    package var description: String { "\(summary); tolerance: \(tolerance)" }
}
