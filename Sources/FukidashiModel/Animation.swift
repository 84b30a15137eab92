import FukidashiJSON
import FukidashiStrings
import FukidashiTree

/// `"animation": {"fps": 30, "duration": 0.6}`: the output becomes an animated PNG.
package struct Animation: Hashable, Sendable {
    package let fps: Double
    /// Seconds; frames are sampled at k / fps for k = 0 … ⌊duration · fps⌋.
    package let duration: Double

    package init(fps: Double, duration: Double) {
        self.fps = fps
        self.duration = duration
    }

    package var frameTimes: [Double] {
        let last = Int((duration * fps + 1e-9).rounded(.down))
        return (0...last).map { Double($0) / fps }
    }
}

extension Animation {
    /// Frames are drawn one after another: the work is bounded, not just the memory. What is
    /// wrong with drawing this many frames of `canvas` under `limits`; `nil` when it fits.
    package func workProblem(on canvas: Canvas, _ limits: SpecLimits) -> String? {
        let work = Double(frameTimes.count) * Double(canvas.pixelWidth) * Double(canvas.pixelHeight)
        guard work > Double(limits.maxAnimationPixels) else { return nil }
        return
            "\(frameTimes.count) frames of \(canvas.pixelWidth) × \(canvas.pixelHeight) px are \(Int(work / 1_000_000)) megapixels to draw; the limit is \(limits.maxAnimationPixels / 1_000_000)"
    }
}
