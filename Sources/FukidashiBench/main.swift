import Foundation
import Fukidashi
@_spi(Benchmark) import Fukidashi
import FukidashiBackend
import FukidashiPlatform

// Renders one spec N times per PNG mode in one process, writing each PNG to a file as the
// C floor does, and prints per-image median, p10 and p90 in ms, the output size, and the mean
// (the floors print means: ratios to them compare means).
// Usage: FukidashiBench SPEC N OUTDIR, FukidashiBench text CORPUS ROUNDS (TextBench.swift), or
// FukidashiBench balloons ROUNDS (BalloonBench.swift).
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "text", let rounds = Int(arguments[3]), rounds > 0 {
    try runTextBench(corpus: URL(fileURLWithPath: arguments[2]), rounds: rounds)
    exit(0)
}
if arguments.count == 3, arguments[1] == "balloons", let rounds = Int(arguments[2]), rounds > 0 {
    try runBalloonBench(rounds: rounds)
    exit(0)
}
guard arguments.count == 4, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: FukidashiBench SPEC N OUTDIR\n".utf8))
    exit(64)
}
let specURL = URL(fileURLWithPath: arguments[1])
let spec = [UInt8](try Data(contentsOf: specURL))
let folder = specURL.deletingLastPathComponent().path
let outDir = URL(fileURLWithPath: arguments[3])
try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
// The same heap settings as the fukidashi command (RenderCommand): image buffers stay on the
// heap instead of being mapped and unmapped for every image.
HeapSettings.keepImageBuffersOnHeap()

func milliseconds(_ start: DispatchTime, _ end: DispatchTime) -> Double {
    Double(end.uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
}

print("mode      median_ms  p10_ms  p90_ms  bytes  mean_ms")
// FUKIDASHI_BENCH_MODES=fast,default times only those modes (for profiling one of them).
let modes =
    ProcessInfo.processInfo.environment["FUKIDASHI_BENCH_MODES"].map { $0.split(separator: ",").compactMap { PNGCompression(rawValue: String($0)) } }
    ?? [PNGCompression.cairo, .fast, .default, .small]
for mode in modes {
    let renderer = try Renderer(Renderer.Configuration(pngCompression: mode))
    _ = try renderer.render(specBytes: spec, specFolder: folder)  // warm the caches once
    var times: [Double] = []
    var bytes = 0
    for i in 0..<count {
        let start = DispatchTime.now()
        let png = try renderer.render(specBytes: spec, specFolder: folder).png
        // A plain write, as the floor's fopen/fwrite: no fsync, no temporary file.
        // The path as plain text, as the floor's snprintf: URL's appending costs 1.5 % here.
        let path = "\(outDir.path)/\(mode.rawValue)-\(i).png"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = png.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        times.append(milliseconds(start, DispatchTime.now()))
        bytes = png.count
    }
    let mean = times.reduce(0, +) / Double(times.count)
    times.sort()
    let pick = { (q: Double) in times[min(times.count - 1, Int(Double(times.count) * q))] }
    print(
        "\(mode.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(String(format: "%9.3f %7.3f %7.3f", pick(0.5), pick(0.1), pick(0.9)))  \(bytes)  \(String(format: "%.3f", mean))"
    )
}

if ProcessInfo.processInfo.environment["FUKIDASHI_BENCH_STAGES"] != nil {
    print("\nstages (ms per image): level filter layout draw encode bytes")
    let renderer = try Renderer()
    // Level 4 unfiltered is what `default` does with a flat picture of more than 256 colours.
    for (level, filter) in [(Int32(0), "cairo"), (1, "none"), (2, "none"), (4, "none"), (6, "none"), (9, "none"), (9, "adaptive")] {
        let t = try renderer.measureStages(spec: spec, specFolder: folder, level: level, filter: filter, count: 100)
        print("\(level) \(filter) \(String(format: "%.3f %.3f %.3f", t.layout / 100, t.draw / 100, t.encode / 100)) \(t.bytes)")
    }
}
