import Dispatch
import FukidashiBackend
import FukidashiModel

/// Hooks for `FukidashiBench` only: time the stages of one render separately.
@_spi(Benchmark)
extension Renderer {
    package struct StageTimes {
        package var layout = 0.0, draw = 0.0, encode = 0.0
        package var bytes = 0
    }

    /// Decodes and lays out `spec`, draws it, then encodes the surface with deflate `level`
    /// and `filter` ("none" or "adaptive"), `count` times; milliseconds per stage summed.
    package func measureStages(spec: [UInt8], specFolder: String?, level: Int32, filter: String, count: Int) throws -> StageTimes {
        var times = StageTimes()
        let rowFilter: PNGEncoder.RowFilter = filter == "adaptive" ? .adaptive : .none
        for _ in 0..<count {
            var t = DispatchTime.now().uptimeNanoseconds
            func lap() -> Double {
                let now = DispatchTime.now().uptimeNanoseconds
                defer { t = now }
                return Double(now - t) / 1e6
            }
            let document = try SpecDecoder().decode(spec).document
            let run = SpecRun(library: imageLibrary, timeBudget: nil)
            let (scene, _) = try layOut(document, specFolder: specFolder, run: run)
            times.layout += lap()
            let surface = try draw(scene, run: run)
            times.draw += lap()
            let png = level == 0 ? try surface.pngData() : try PNGEncoder.encode(surface, level: max(0, level), filter: rowFilter)
            times.encode += lap()
            times.bytes = png.count
        }
        return times
    }

    /// Decodes every spec once, then lays each out `rounds` times; milliseconds of layout alone
    /// (the text benchmark compares `textWrap` modes, which differ only there).
    package func measureLayout(specs: [[UInt8]], rounds: Int) throws -> Double {
        let documents = try specs.map { try SpecDecoder().decode($0).document }
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<rounds {
            for document in documents { _ = try layOut(document) }
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
}
