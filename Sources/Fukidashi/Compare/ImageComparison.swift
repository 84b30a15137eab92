/// How far two images may differ and still match. Stated at every comparison site.
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The largest per-channel difference (0…255) that still counts as the same pixel.
    public let channel: Int
    /// The share of pixels (0…1) that may differ by more than `channel`.
    public let pixelFraction: Double

    public static func tolerance(channel: Int, pixelFraction: Double) -> ImageTolerance {
        ImageTolerance(channel: channel, pixelFraction: pixelFraction)
    }

    public static let exact = ImageTolerance(channel: 0, pixelFraction: 0)

    public var description: String { "channel ≤ \(channel), differing pixels ≤ \(pixelFraction * 100)%" }
}

/// The result of comparing an actual image with its expected (golden) image.
public struct ImageComparison: Hashable, Sendable, CustomStringConvertible {
    public let expectedSize: (width: Int, height: Int)
    public let actualSize: (width: Int, height: Int)
    public let differingPixels: Int
    public let maxChannelDelta: Int
    public let tolerance: ImageTolerance
    /// Per pixel of the expected image: true where the difference exceeds the tolerance.
    public let mask: [Bool]

    public var sizesMatch: Bool { expectedSize == actualSize }
    public var pixelCount: Int { expectedSize.width * expectedSize.height }
    public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    /// A size mismatch always fails.
    public var passes: Bool {
        sizesMatch && differingFraction <= tolerance.pixelFraction
    }

    public init(expected: RasterImage, actual: RasterImage, tolerance: ImageTolerance) {
        self.expectedSize = (expected.width, expected.height)
        self.actualSize = (actual.width, actual.height)
        self.tolerance = tolerance
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = expected.width * expected.height
            maxChannelDelta = 255
            mask = Array(repeating: true, count: expected.width * expected.height)
            return
        }
        var differing = 0, maxDelta = 0
        var mask = [Bool](repeating: false, count: expected.width * expected.height)
        expected.rgba.withUnsafeBufferPointer { e in
            actual.rgba.withUnsafeBufferPointer { a in
                for p in 0..<mask.count {
                    let o = p * 4
                    // Colour does not matter where both pixels are fully transparent.
                    if e[o + 3] == 0 && a[o + 3] == 0 { continue }
                    var delta = 0
                    for c in 0..<4 { delta = max(delta, abs(Int(e[o + c]) - Int(a[o + c]))) }
                    maxDelta = max(maxDelta, delta)
                    if delta > tolerance.channel {
                        differing += 1
                        mask[p] = true
                    }
                }
            }
        }
        differingPixels = differing
        maxChannelDelta = maxDelta
        self.mask = mask
    }

    public var description: String {
        if !sizesMatch {
            return "size differs: expected \(expectedSize.width)×\(expectedSize.height), got \(actualSize.width)×\(actualSize.height)"
        }
        let percent = (differingFraction * 10_000).rounded() / 100
        return "\(differingPixels) pixels (\(percent)%) differ by more than \(tolerance.channel) (max channel delta \(maxChannelDelta)); tolerance: \(tolerance)"
    }

    public static func == (a: ImageComparison, b: ImageComparison) -> Bool {
        a.expectedSize == b.expectedSize && a.actualSize == b.actualSize && a.differingPixels == b.differingPixels
            && a.maxChannelDelta == b.maxChannelDelta && a.tolerance == b.tolerance
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(differingPixels)
        hasher.combine(maxChannelDelta)
    }
}
