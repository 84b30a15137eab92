import Foundation
import Fukidashi
import Testing

/// Golden-image assertions: compare with an explicit tolerance; on failure write the
/// actual image and a three-panel diff under `.build/golden-failures/` and say where.
/// `FUKIDASHI_RECORD=missing|failed|all` (set by scripts/record-goldens.sh) records goldens
/// on purpose; the default never writes one, so CI cannot pass by recording.
enum GoldenImage {
    enum RecordMode: String {
        case never, missing, failed, all
    }

    static var recordMode: RecordMode {
        ProcessInfo.processInfo.environment["FUKIDASHI_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .never
    }

    static let failuresFolder = Fixtures.packageRoot.appendingPathComponent(".build/golden-failures")

    static func assertMatches(_ png: [UInt8], golden name: String, tolerance: ImageTolerance,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let goldenURL = Fixtures.url(name, "png")
        let mode = recordMode
        guard let goldenData = try? Data(contentsOf: goldenURL) else {
            if mode != .never {
                try Data(png).write(to: goldenURL)
                Issue.record("recorded \(Fixtures.displayPath(name, "png")); look at it, then re-run", sourceLocation: sourceLocation)
            } else {
                Issue.record("no golden \(Fixtures.displayPath(name, "png")); record it with scripts/record-goldens.sh missing, look at it, and commit it", sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try RasterImage(png: [UInt8](goldenData))
        let actual = try RasterImage(png: png)
        let comparison = ImageComparison(expected: expected, actual: actual, tolerance: tolerance)
        if comparison.passes {
            if mode == .all, [UInt8](goldenData) != png {
                try Data(png).write(to: goldenURL)
                Issue.record("re-recorded \(Fixtures.displayPath(name, "png")) (it matched within tolerance); look at it, then re-run", sourceLocation: sourceLocation)
            }
            return
        }
        if mode == .failed || mode == .all {
            try Data(png).write(to: goldenURL)
            Issue.record("recorded \(Fixtures.displayPath(name, "png")) over a failing golden (\(comparison)); look at it, then re-run", sourceLocation: sourceLocation)
            return
        }
        let folder = failuresFolder.appendingPathComponent(name).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let base = (name as NSString).lastPathComponent
        let actualURL = folder.appendingPathComponent("\(base).actual.png")
        let diffURL = folder.appendingPathComponent("\(base).diff.png")
        try Data(png).write(to: actualURL)
        try Data(DiffImage.threePanel(expected: expected, actual: actual, comparison: comparison).pngData()).write(to: diffURL)
        Issue.record("""
            \(Fixtures.displayPath(name, "png")) does not match: \(comparison)
              actual: \(actualURL.path)
              diff (expected | differences | actual): \(diffURL.path)
              If the change is intended, run scripts/record-goldens.sh failed and look at the new golden.
            """, sourceLocation: sourceLocation)
    }
}
