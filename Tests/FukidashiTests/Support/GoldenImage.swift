import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiCompare

/// Golden-image assertions through the same `GoldenStore` as `fukidashi verify`: compare
/// with an explicit tolerance; on failure write the actual image and a three-panel diff under
/// `.build/golden-failures/` and say where. `FUKIDASHI_RECORD=missing|failed|all` (set by
/// scripts/record-goldens.sh) records goldens on purpose; the default never writes one, so
/// CI cannot pass by recording.
enum GoldenImage {
    static var recordMode: GoldenRecordMode? {
        ProcessInfo.processInfo.environment["FUKIDASHI_RECORD"].flatMap(GoldenRecordMode.init(rawValue:))
    }

    static let failuresFolder = Fixtures.packageRoot.appendingPathComponent(".build/golden-failures")

    /// `name` is a case under `Fixtures/` (`bubble/opacity`, `bubble/text.ja`).
    static func assertMatches(
        _ png: [UInt8], sidecar: @autoclosure () -> GoldenSidecar, golden name: String, tolerance: ImageTolerance,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try assertMatches(
            png, sidecar: sidecar(), goldenURL: Fixtures.url(name, "png"), displayPath: Fixtures.displayPath(name, "png"),
            failureName: name, tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// Any golden in the package, such as a picture in `docs/images/`; failures go to
    /// `.build/golden-failures/<failureName>`.
    static func assertMatches(
        _ png: [UInt8], sidecar: @autoclosure () -> GoldenSidecar, goldenURL: URL, displayPath: String,
        failureName name: String, tolerance: ImageTolerance,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let store = GoldenStore(tolerance: tolerance, record: recordMode)
        let check = try store.check(png: png, sidecar: sidecar(), goldenPath: goldenURL.path, name: displayPath)
        switch check.outcome {
        case .matches:
            return
        case .missing:
            Issue.record(
                "no golden \(displayPath); record it with scripts/record-goldens.sh missing, look at it, and commit it",
                sourceLocation: sourceLocation)
        case .recordedNew, .recordedOverFailure, .rerecorded:
            Issue.record(Comment(rawValue: check.report.joined(separator: "\n") + "\nthen re-run"), sourceLocation: sourceLocation)
        case .differs:
            let folder = failuresFolder.appendingPathComponent(name).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let base = (name as NSString).lastPathComponent
            let actualURL = folder.appendingPathComponent("\(base).actual.png")
            let diffURL = folder.appendingPathComponent("\(base).diff.png")
            try Data(png).write(to: actualURL)
            if let expected = check.expected, let comparison = check.comparison {
                try Data(DiffImage.threePanel(expected: expected, actual: check.actual, comparison: comparison).pngData()).write(to: diffURL)
            }
            Issue.record(
                Comment(
                    rawValue: """
                        \(check.report.joined(separator: "\n"))
                          tolerance: \(tolerance)
                          actual: \(actualURL.path)
                          diff (expected | differences | actual): \(diffURL.path)
                          If the change is intended, run scripts/record-goldens.sh failed and look at the new golden.
                        """), sourceLocation: sourceLocation)
        }
    }
}
