import Fukidashi
import FukidashiCommandLine
import FukidashiCompare
import FukidashiModel
import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One golden as the report shows it.
struct GoldenReportEntry: Sendable {
    let name: String
    let spec: String
    /// The variant the golden is of: what a failure is counted against, per axis.
    var variant = Variant.plain
    let outcome: GoldenCheck.Outcome
    /// The first report line without the name, then the details.
    let summary: String
    let details: [String]
    /// How bad, for sorting worst first: the share of differing pixels, 2 for a missing or
    /// unreadable golden or a size change.
    let severity: Double
    /// Paths relative to the report folder.
    let actualImage: String
    let expectedImage: String?
    let diffImage: String?
    let width: Int
    let height: Int
    /// Expected, differences and actual cropped to the changed area (and the area, in pixels
    /// of the whole image), when only part of it changed: beside the whole, where to look.
    var crops: (expected: String, diff: String, actual: String, area: PixelArea)?

    /// Seconds it took: its share of its spec's rendering, and its own comparison (JUnit's `time`).
    var seconds = 0.0

    var failed: Bool { outcome == .differs || outcome == .missing }

    /// A golden that differs or is missing, said of its spec with the verdict and what it
    /// knows of why (a line that breaks elsewhere now), so a pull request shows which spec
    /// changed (GitHub's annotations).
    var annotation: Diagnostic? {
        guard failed else { return nil }
        let message = (["golden \(name.quotedForDiagnostic): \(summary)"] + details).joined(separator: "\n")
        return Diagnostic(.error, file: spec, message).in(variant)
    }

    /// The name's scale (`@3x` of `step1.ja.dark@3x`), if it has one.
    var scaleSuffix: String? { name.firstMatch(of: /@[0-9.]+x$/).map { String($0.output) } }

    /// The name without its scale (`step1.ja.dark@3x` → `step1.ja.dark`): one change seen at
    /// several scales is one change to review.
    var nameWithoutScale: String { scaleSuffix.map { String(name.dropLast($0.count)) } ?? name }
}

/// `fukidashi verify`'s work for one spec: render in memory, check each output against its
/// golden, record only if asked, and put the pictures a person needs into the report folder.
struct VerifyJob: Sendable {
    var locales: [String]?
    var strict = false
    /// `--warnings error`: a variant with a warning fails, and is not recorded.
    var warningsAreErrors = false
    var store: GoldenStore
    var goldenFolder: String
    var reportFolder: String?

    func run(_ job: SpecInputs.Job, with renderer: Renderer) -> BatchRunner.Outcome {
        let outputs: [RenderOutput]
        let failedLocales: [Diagnostic]
        let clock = ContinuousClock()
        let started = clock.now
        switch BatchRunner.renderAll(job, with: renderer, locales: locales, strict: strict, warningsAreErrors: warningsAreErrors) {
        case .rendered(let rendered): (outputs, failedLocales) = (rendered.outputs, rendered.failed?.diagnostics ?? [])
        case .failed(let outcome): return outcome
        }
        // A variant that failed to render fails verify; the others are still checked.
        let said = SaidOfVariants(outputs: outputs, failures: failedLocales, file: job.specPath)
        var diagnostics = said.diagnostics
        var report: [String] = []
        var failed = !failedLocales.isEmpty
        var entries: [GoldenReportEntry] = []
        // Each golden's share of rendering the spec, then its own comparison.
        let renderShare = Self.seconds(clock.now - started) / Double(max(1, outputs.count))
        for output in outputs {
            let checkStarted = clock.now
            let goldenPath = output.variant.path(for: job.outputPath)
            let name = Self.name(of: goldenPath, in: goldenFolder)
            do {
                let check = try store.check(png: output.png, sidecar: renderer.sidecar(for: output), goldenPath: goldenPath, name: name)
                report += check.report
                failed = failed || check.failed
                var entry = try Self.reportEntry(check, png: output.png, spec: job.specPath, into: reportFolder)
                entry.variant = output.variant
                entry.seconds = renderShare + Self.seconds(clock.now - checkStarted)
                entries.append(entry)
            } catch {
                diagnostics.append(Diagnostic(.error, file: job.specPath, error.message).in(output.variant))
                failed = true
            }
        }
        var outcome =
            failed
            ? BatchRunner.failed(job, diagnostics, warnings: said.warningCount, report: report)
            : BatchRunner.Outcome(diagnostics: diagnostics, failed: false, warnings: said.warningCount, report: report)
        outcome.goldens = entries
        outcome.locales = LocaleSummary.of(outputs: outputs)
        outcome.locales.add(LocaleSummary.of(errors: failedLocales))
        outcome.variants = VariantTally.of(outputs: outputs)
        outcome.variants.add(VariantTally.of(errors: failedLocales))
        // A golden that differs or is missing fails its variant as a render error does, so
        // `axes.locale.de.failures` counts what `specs.failed` does.
        let goldenFailures = entries.filter(\.failed).map(\.variant)
        outcome.variants.add(VariantTally.of(failed: goldenFailures))
        outcome.locales.add(LocaleSummary.of(failed: goldenFailures))
        return outcome
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// `goldens/onboarding/home.ja.png` in `goldens` → `onboarding/home.ja`.
    static func name(of goldenPath: String, in folder: String) -> String {
        var name = goldenPath.hasSuffix(".png") ? String(goldenPath.dropLast(4)) : goldenPath
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if folder != ".", name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        return name
    }

    /// The golden's entry for the tally and the report. With a report folder, writes the
    /// actual image (always: the contact sheet shows every render) and, for anything but a
    /// match, the expected image and the difference picture.
    static func reportEntry(_ check: GoldenCheck, png: [UInt8], spec: String, into folder: String?) throws(RenderError) -> GoldenReportEntry {
        let base = "images/" + check.name
        var expectedImage: String?, diffImage: String?
        var crops: (expected: String, diff: String, actual: String, area: PixelArea)?
        if let folder { try AtomicFile.write(png, to: folder + "/" + base + ".actual.png") }
        if let folder, check.outcome != .matches, let expected = check.expected {
            expectedImage = base + ".expected.png"
            try AtomicFile.write(try expected.pngData(), to: folder + "/" + expectedImage!)
            if let comparison = check.comparison {
                diffImage = base + ".diff.png"
                let differences = DiffImage.differences(expected: expected, comparison: comparison)
                try AtomicFile.write(try differences.pngData(), to: folder + "/" + diffImage!)
                // The changed area, when it is less than half the picture: a 1179 × 2556
                // screen with one button changed is found at a glance.
                if let area = DiffImage.changedArea(of: comparison), area.width * area.height * 2 < expected.width * expected.height {
                    let names = (base + ".crop.expected.png", base + ".crop.diff.png", base + ".crop.actual.png")
                    for (image, name) in [(expected, names.0), (differences, names.1), (check.actual, names.2)] {
                        try AtomicFile.write(try DiffImage.crop(image, to: area).pngData(), to: folder + "/" + name)
                    }
                    crops = (names.0, names.1, names.2, area)
                }
            }
        }
        let report = check.report
        let first = report[0].dropFirst(check.name.count + 2)
        var severity = 0.0
        if let comparison = check.comparison {
            severity = comparison.sizesMatch ? comparison.differingFraction : 2
        } else if check.outcome == .missing || check.outcome == .differs {
            severity = 2
        }
        return GoldenReportEntry(
            name: check.name, spec: spec, outcome: check.outcome, summary: String(first),
            details: Array(report.dropFirst()).map { $0.trimmed }, severity: severity,
            actualImage: base + ".actual.png", expectedImage: expectedImage, diffImage: diffImage,
            width: check.actual.width, height: check.actual.height, crops: crops)
    }
}
