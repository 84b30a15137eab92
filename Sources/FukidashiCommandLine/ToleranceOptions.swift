import ArgumentParser
import Fukidashi
import FukidashiCompare

/// How far a render may differ from its golden, shared by `verify` and `preview --golden` so
/// both judge a golden alike.
package struct ToleranceOptions: ParsableArguments {
    package init() {}

    @Option(name: .customLong("max-diff"), help: ArgumentHelp("The share of pixels that may differ, in percent.", valueName: "percent"))
    var maxDiff: Double = 0

    @Option(
        help: ArgumentHelp(
            "How a pixel's colour difference is measured, one of \(ColorMetric.choiceList): delta-e is CIEDE2000 (the default), yiq is pixelmatch's.",
            valueName: "metric"),
        transform: ColorMetric.parse)
    var metric: ColorMetric = .deltaE

    @Option(
        help: ArgumentHelp(
            "The largest colour distance that still counts as the same pixel (default 1 for delta-e, about the smallest visible difference; 0.1 for yiq, as pixelmatch).",
            valueName: "distance"))
    var threshold: Double?

    @Flag(
        name: .customLong("ignore-antialiasing"),
        help: "Do not count pixels that are antialiasing in either image (pixelmatch's detection), so an edge moved by a pixel passes.")
    var ignoreAntialiasing = false

    package var tolerance: ImageTolerance {
        ImageTolerance(
            metric: metric, colorThreshold: threshold ?? (metric == .yiq ? 0.1 : 1),
            pixelFraction: maxDiff / 100, ignoresAntialiasing: ignoreAntialiasing)
    }

    package func validate() throws {
        if !(0...100).contains(maxDiff) { throw ValidationError("--max-diff needs a percentage from 0 to 100, got \(maxDiff)") }
        if let threshold, !(threshold >= 0) { throw ValidationError("--threshold needs a distance >= 0, got \(threshold)") }
    }
}
