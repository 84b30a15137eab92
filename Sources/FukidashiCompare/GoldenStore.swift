import FukidashiBackend
import FukidashiGeometry
import FukidashiLayout
import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compares rendered PNGs with goldens on disk and, only when asked, records them: the one
/// implementation behind `fukidashi verify` and the project's own golden tests.
package struct GoldenStore: Sendable {
    package var tolerance: ImageTolerance
    var record: GoldenRecordMode?

    package init(tolerance: ImageTolerance = .strict, record: GoldenRecordMode? = nil) {
        self.tolerance = tolerance
        self.record = record
    }

    /// Checks `png` against the golden at `goldenPath` (and its sidecar), recording if the
    /// mode says so. Fails only when the actual PNG cannot be read or a file cannot be written.
    /// `sidecar` is made only when needed (recording, or explaining a failure): it hashes fonts.
    package func check(png: [UInt8], sidecar makeSidecar: @autoclosure () -> GoldenSidecar, goldenPath: String, name: String) throws(RenderError)
        -> GoldenCheck
    {
        var built: GoldenSidecar?
        func sidecar() -> GoldenSidecar {
            if built == nil { built = makeSidecar() }
            return built!
        }
        let actual = try RasterImage(png: png)
        let sidecarPath = GoldenSidecar.path(forGolden: goldenPath)
        guard let goldenBytes = FileManager.default.contents(atPath: goldenPath).map({ [UInt8]($0) }) else {
            if record != nil {
                try write(png, sidecar: sidecar(), to: goldenPath)
                return GoldenCheck(name: name, goldenPath: goldenPath, outcome: .recordedNew, actual: actual)
            }
            return GoldenCheck(name: name, goldenPath: goldenPath, outcome: .missing, actual: actual)
        }

        // Sidecar problems are told only when a golden fails: that is when its facts are missed.
        var sidecarNotes: [String] = []
        var stored: GoldenSidecar?
        if let bytes = FileManager.default.contents(atPath: sidecarPath) {
            do { stored = try GoldenSidecar(json: [UInt8](bytes)) } catch { sidecarNotes.append("\(sidecarPath) is unreadable: \(error.message)") }
        } else {
            sidecarNotes.append("no sidecar \(sidecarPath), so no reflow or fingerprint check; --record all writes one")
        }

        let expected: RasterImage
        do {
            expected = try RasterImage(png: goldenBytes)
        } catch {
            if record == .failed || record == .all {
                try write(png, sidecar: sidecar(), to: goldenPath)
                return GoldenCheck(
                    name: name, goldenPath: goldenPath, outcome: .recordedOverFailure, actual: actual,
                    notes: ["the old golden was not a readable PNG: \(error.message)"])
            }
            return GoldenCheck(
                name: name, goldenPath: goldenPath, outcome: .differs, actual: actual,
                notes: ["the golden is not a readable PNG: \(error.message)"] + sidecarNotes)
        }

        let comparison = ImageComparison(expected: expected, actual: actual, tolerance: tolerance)
        // An animation's PNG shows its settled state; its frames are checked one by one too.
        let frameDifference = comparison.passes ? frameDifference(golden: goldenBytes, actual: png) : nil
        let passes = comparison.passes && frameDifference == nil
        var notes = passes ? [] : sidecarNotes
        var textChanges: [String] = [], fingerprintChanges: [String] = [], stringChanges: [String] = [], anchorChanges: [String] = []
        if !passes, let stored {
            textChanges = sidecar().text.changes(since: stored.text)
            fingerprintChanges = sidecar().fingerprint.changes(since: stored.fingerprint)
            stringChanges = sidecar().stringChanges(since: stored)
            anchorChanges = sidecar().anchorChanges(since: stored)
        }
        var outcome: GoldenCheck.Outcome
        if passes {
            outcome = .matches
            if record == .all, goldenBytes != png || stored != sidecar() {
                try write(png, sidecar: sidecar(), to: goldenPath)
                outcome = .rerecorded
            } else if record != nil, stored == nil {
                // The golden stays; only its missing sidecar is recorded.
                try AtomicFile.write(Array(sidecar().json.utf8), to: sidecarPath)
                notes = ["recorded the missing sidecar \(sidecarPath)"]
            }
        } else if record == .failed || record == .all {
            try write(png, sidecar: sidecar(), to: goldenPath)
            outcome = .recordedOverFailure
        } else {
            outcome = .differs
        }
        var check = GoldenCheck(
            name: name, goldenPath: goldenPath, outcome: outcome, actual: actual, expected: expected,
            comparison: comparison, textChanges: textChanges, fingerprintChanges: fingerprintChanges,
            notes: notes, frameDifference: frameDifference, hasSidecar: stored != nil)
        check.stringChanges = stringChanges
        check.anchorChanges = anchorChanges
        return check
    }

    /// The first thing that differs between two animations' frames (count, timing, or the
    /// frame whose pixels differ most), or `nil` when every frame matches or neither animates.
    func frameDifference(golden: [UInt8], actual: [UInt8]) -> String? {
        let (goldenAnimates, actualAnimates) = (APNGDecoder.isAnimated(golden), APNGDecoder.isAnimated(actual))
        guard goldenAnimates || actualAnimates else { return nil }
        guard goldenAnimates, actualAnimates else {
            return actualAnimates ? "it is animated now; the golden is a still image" : "it is a still image now; the golden is animated"
        }
        let expected: APNGDecoder, now: APNGDecoder
        do {
            expected = try APNGDecoder(golden)
            now = try APNGDecoder(actual)
        } catch {
            return "the golden's frames cannot be read: \(error.message)"
        }
        guard expected.frames.count == now.frames.count else {
            return "\(now.frames.count) frames now, \(expected.frames.count) in the golden"
        }
        var worst: (index: Int, comparison: ImageComparison)?
        for (index, (was, frame)) in zip(expected.frames, now.frames).enumerated() {
            if abs(was.delay - frame.delay) > 1e-6 {
                return
                    "frame \(index + 1) of \(now.frames.count) shows for \(frame.delay.shortDescription) s now, \(was.delay.shortDescription) s in the golden"
            }
            let comparison = ImageComparison(expected: was.image, actual: frame.image, tolerance: tolerance)
            if !comparison.passes, comparison.differingFraction > (worst?.comparison.differingFraction ?? -1) {
                worst = (index, comparison)
            }
        }
        return worst.map { "frame \($0.index + 1) of \(now.frames.count): \($0.comparison.summary)" }
    }

    private func write(_ png: [UInt8], sidecar: GoldenSidecar, to goldenPath: String) throws(RenderError) {
        try AtomicFile.write(png, to: goldenPath)
        try AtomicFile.write(Array(sidecar.json.utf8), to: GoldenSidecar.path(forGolden: goldenPath))
    }
}
