#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A true Gaussian blur of an 8-bit alpha mask (separable: rows, then columns), with a
/// kernel reaching 3σ each way, normalised so a flat area keeps its value. Pure and
/// deterministic: the same input gives the same bytes on every machine.
enum GaussianBlur {
    /// The kernel for `sigma` (in pixels), centre first at index `radius`.
    static func kernel(sigma: Double) -> [Double] {
        guard sigma > 0 else { return [1] }
        let radius = Int((3 * sigma).rounded(.up))
        var weights = (-radius...radius).map { x in exp(-Double(x * x) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        for i in weights.indices { weights[i] /= total }
        return weights
    }

    /// Blurs `pixels` (`width` × `height`, one byte each, rows `stride` bytes apart) in place.
    /// Pixels outside the buffer count as 0, so leave a margin of 3σ around the shape.
    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let weights = kernel(sigma: sigma)
        let radius = weights.count / 2
        var line = [Double](repeating: 0, count: max(width, height))
        var out = [Double](repeating: 0, count: max(width, height))
        func convolve(count: Int) {
            for i in 0..<count {
                var sum = 0.0
                let lo = max(0, i - radius), hi = min(count - 1, i + radius)
                var j = lo
                while j <= hi {
                    sum += line[j] * weights[j - i + radius]
                    j += 1
                }
                out[i] = sum
            }
        }
        for y in 0..<height {
            for x in 0..<width { line[x] = Double(pixels[y * stride + x]) }
            convolve(count: width)
            for x in 0..<width { pixels[y * stride + x] = UInt8(min(255, max(0, out[x].rounded()))) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = Double(pixels[y * stride + x]) }
            convolve(count: height)
            for y in 0..<height { pixels[y * stride + x] = UInt8(min(255, max(0, out[y].rounded()))) }
        }
    }
}
