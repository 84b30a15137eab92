import Dispatch
import FukidashiBackend
import FukidashiModel
import FukidashiPlatform
import FukidashiResolve

/// An animated spec's frames, drawn by this renderer and by any that `frameHelpers` lends:
/// each takes a run of consecutive frames, and this one the default image (the settled
/// state) as well. A frame is stored as what changed since the one before, so the first frame
/// of a later run waits, whole, for the last frame of the run before it: it is compared and
/// compressed once the runs are done.
extension Renderer {
    /// Frames `range` of an animation: compressed for the APNG, and as PNGs with `--frames`.
    struct FrameRun: @unchecked Sendable {
        /// A later run's first frame, straight RGBA, until the run before it is done.
        var first: [UInt8]?
        var frames: [APNGEncoder.Frame] = []
        var pngs: [[UInt8]] = []
        /// The last frame drawn, straight RGBA: what the next run's first frame is compared with.
        var last: [UInt8]?
    }

    /// Renderers handed to `concurrentPerform`, iteration i using only renderer i (`nil`: one
    /// that iteration makes), and the spec's run, whose deadline and image library helpers share.
    private struct OnePerThread: @unchecked Sendable {
        let renderers: [Renderer?]
        let helpers: FrameHelpers?
        let run: SpecRun
    }

    /// A run is worth sharing out from this many frames: below it, a helper's start (cold
    /// caches, its first frame compared afterwards) costs more than the help.
    static let framesPerHelper = 4

    /// The frames in runs, in order, and the default image if it was made alongside them.
    func renderFrames(
        _ resolved: ResolvedDocument, times: [Double], specFolder: String?,
        level: Int32, run: SpecRun
    ) throws(RenderFailure) -> (runs: [FrameRun], still: [UInt8]?) {
        let lent = frameHelpers?.borrow(upTo: times.count / Self.framesPerHelper - 1) ?? []
        guard !lent.isEmpty else {
            return ([try renderFrames(resolved, times: times, range: 0..<times.count, specFolder: specFolder, level: level, run: run)], nil)
        }
        let count = lent.count + 1
        // This renderer also makes the default image, which costs about a frame: the others
        // share that frame's worth among them.
        let bounds = (0...count).map { $0 == 0 ? 0 : min(times.count, ($0 * (times.count + 1) + count - 1) / count - 1) }
        let results = Locked<[Int: Result<FrameRun, RenderFailure>]>([:])
        let still = Locked<[UInt8]?>(nil)
        let helpers = Locked<[(renderer: Renderer, run: SpecRun)]>([])
        let shared = OnePerThread(renderers: [self] + lent, helpers: frameHelpers, run: run)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result: Result<FrameRun, RenderFailure>
            do throws(RenderFailure) {
                let renderer: Renderer
                let run: SpecRun
                if index == 0 {
                    (renderer, run) = (shared.renderers[0]!, shared.run)
                    let (settled, _) = try renderer.layOut(resolved, specFolder: specFolder, run: run)
                    let png = try renderer.backend { () throws(RenderError) in
                        try APNGEncoder.still(try renderer.draw(settled, run: run), level: level)
                    }
                    still.withLock { $0 = png }
                } else {
                    if let idle = shared.renderers[index] {
                        renderer = idle
                    } else {
                        do throws(RenderError) { renderer = try shared.helpers!.make() } catch { throw .backend(error) }
                    }
                    // The frames' images are decoded already, in the library this one shares.
                    if renderer.imageLibrary !== shared.run.images.library { renderer.shareImages(shared.run.images.library) }
                    run = SpecRun(framesOf: shared.run)
                    helpers.withLock { $0.append((renderer, run)) }
                }
                result = .success(
                    try renderer.renderFrames(
                        resolved, times: times, range: bounds[index]..<bounds[index + 1],
                        specFolder: specFolder, level: level, run: run))
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[index] = result }
        }
        let used = helpers.withLock { $0 }
        for helper in used { helper.run.inputs.paths.forEach(run.inputs.insert) }
        frameHelpers?.giveBack(used.map(\.renderer))
        let runs = results.withLock { $0 }
        var ordered: [FrameRun] = []
        let canvas = try Self.tree(of: resolved).canvas
        for index in 0..<count {
            switch runs[index]! {
            case .success(var run):
                if let first = run.first {
                    let frame = try backend { () throws(RenderError) in
                        try APNGEncoder.frame(
                            first, previous: ordered.last(where: { $0.last != nil })?.last, width: canvas.pixelWidth, height: canvas.pixelHeight,
                            level: level)
                    }
                    run.frames.insert(frame, at: 0)
                    run.first = nil
                }
                ordered.append(run)
            case .failure(let error): throw error
            }
        }
        return (ordered, still.withLock { $0 })
    }

    private func renderFrames(
        _ resolved: ResolvedDocument, times: [Double], range: Range<Int>, specFolder: String?,
        level: Int32, run spec: SpecRun
    ) throws(RenderFailure) -> FrameRun {
        let canvas = try Self.tree(of: resolved).canvas
        var run = FrameRun()
        var previous: [UInt8]?
        for index in range {
            let (scene, _) = try layOut(resolved, specFolder: specFolder, time: times[index], run: spec)
            try backend { () throws(RenderError) in
                let surface = try draw(scene, run: spec)
                let rgba = PNGEncoder.straightRGBA(surface)
                if index == range.lowerBound && index > 0 {
                    run.first = rgba  // its frame before is another run's
                } else {
                    run.frames.append(
                        try APNGEncoder.frame(rgba, previous: previous, width: canvas.pixelWidth, height: canvas.pixelHeight, level: level))
                }
                if configuration.keepsFrames { run.pngs.append(try PNGEncoder.encode(surface, compression: configuration.pngCompression)) }
                previous = rgba
            }
        }
        run.last = previous
        return run
    }
}
