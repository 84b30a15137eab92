import Testing

@testable import Fukidashi
@testable import FukidashiBackend

@Suite("Three-box blur for large shadows", .tags(.stage))
struct BoxBlurTests {
    /// A filled rectangle with a margin of 3σ, as a shadow's mask is.
    func mask(sigma: Double) -> (pixels: [UInt8], width: Int, height: Int) {
        let margin = Int((3 * sigma).rounded(.up)) + 2
        let width = 300 + 2 * margin, height = 120 + 2 * margin
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in margin..<(height - margin) { for x in margin..<(width - margin) { pixels[y * width + x] = 255 } }
        return (pixels, width, height)
    }

    @Test("the boxes' variances add up to σ² within a whole width's step", arguments: [16.0, 24, 48, 72])
    func variance(_ sigma: Double) {
        let variance = BoxBlur.boxes(sigma: sigma).map { reach in Double((2 * reach + 1) * (2 * reach + 1) - 1) / 12 }.reduce(0, +)
        #expect(abs(variance.squareRoot() - sigma) / sigma < 0.03, "σ \(sigma): the boxes give \(variance.squareRoot())")
    }

    /// 6 of 255 in a mask is 1.5 levels under a typical shadow colour (#00000040): the fixtures'
    /// and the coach mark's shadows measured within ΔE 0.8 of the true Gaussian.
    @Test("from σ 16 px the three boxes stay within 6 of 255 of the true Gaussian's alpha everywhere", arguments: [16.0, 24, 48, 72])
    func closeToGaussian(_ sigma: Double) {
        var (box, width, height) = mask(sigma: sigma)
        var gauss = box
        BoxBlur.blur(&box, width: width, height: height, stride: width, sigma: sigma)
        GaussianBlur.blur(&gauss, width: width, height: height, stride: width, sigma: sigma)
        let worst = zip(box, gauss).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 6, "σ \(sigma): up to \(worst) of 255 apart")
        #expect(box.reduce(0) { $0 + Int($1) } > 0 && box[0] < 3, "a blur, fading to nothing at the margin")
    }
}
