import FukidashiLayout
import FukidashiPlatform

/// When a golden run may write goldens. Nothing is ever written without one of these.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
    /// Write goldens (and sidecars) that do not exist yet.
    case missing
    /// Also overwrite goldens that fail.
    case failed
    /// Rewrite every golden whose bytes or sidecar would change.
    case all
}

/// What checking one output against its golden found (and what was written, if recording).
public struct GoldenCheck: Sendable {
    /// What the check found, or what it wrote.
    public enum Outcome: Sendable, Equatable {
        /// Within the tolerance.
        case matches
        /// Beyond the tolerance, or a different size.
        case differs
        /// No golden to compare with, and nothing recorded.
        case missing
        /// Written because it did not exist.
        case recordedNew
        /// Written over a golden that failed.
        case recordedOverFailure
        /// Rewritten by `--record all` although it matched.
        case rerecorded
    }

    /// The golden's name as reports show it: its path below the goldens folder, without
    /// `.png` ("onboarding/home.ja").
    public let name: String
    /// Where the golden is (or was written).
    public let goldenPath: String
    /// What the check found.
    public let outcome: Outcome
    package let comparison: ImageComparison?
    /// Reflows and text edits since the golden, in words (from the sidecars).
    package let textChanges: [String]
    /// Which renderer, library or font differs from what made the golden.
    package let fingerprintChanges: [String]
    /// The translations that read otherwise than when the golden was recorded.
    package var stringChanges: [String] = []
    /// Element anchors whose element the dump puts elsewhere than the golden's did.
    var anchorChanges: [String] = []
    /// Anything else worth saying: a missing or unreadable sidecar, a sidecar written.
    package let notes: [String]
    /// The golden's pixels, when there was a readable golden.
    public let expected: RasterImage?
    /// The output's pixels.
    public let actual: RasterImage
    /// For animations whose settled image matches: the frame that does not, in words.
    let frameDifference: String?
    let hasSidecar: Bool

    init(
        name: String, goldenPath: String, outcome: Outcome, actual: RasterImage, expected: RasterImage? = nil,
        comparison: ImageComparison? = nil, textChanges: [String] = [], fingerprintChanges: [String] = [],
        notes: [String] = [], frameDifference: String? = nil, hasSidecar: Bool = false
    ) {
        self.name = name
        self.goldenPath = goldenPath
        self.outcome = outcome
        self.actual = actual
        self.expected = expected
        self.comparison = comparison
        self.textChanges = textChanges
        self.fingerprintChanges = fingerprintChanges
        self.notes = notes
        self.frameDifference = frameDifference
        self.hasSidecar = hasSidecar
    }

    /// Expected | differences in red | actual, side by side, as a PNG: what to look at when a
    /// check fails. `nil` when there was no golden to compare with, or the sizes differ.
    public func threePanelPNG() throws(RenderError) -> [UInt8]? {
        guard let expected, let comparison, comparison.sizesMatch else { return nil }
        return try DiffImage.threePanel(expected: expected, actual: actual, comparison: comparison).pngData()
    }

    /// Whether this output fails the run.
    public var failed: Bool { outcome == .differs || outcome == .missing }

    /// One line for the log: "home.ja: 0.8% pixels differ (max ΔE 23.1) > tolerance 0.1%",
    /// then indented details.
    public var report: [String] {
        var lines: [String]
        switch outcome {
        case .matches:
            lines = ["\(name): ok, \(comparison?.summary ?? "matches")"]
        case .differs:
            if let frameDifference, comparison?.passes == true {
                lines = ["\(name): \(frameDifference) (the settled image matches)"]
            } else {
                lines = ["\(name): \(comparison?.summary ?? "differs")"]
            }
        case .missing:
            lines = ["\(name): no golden at \(goldenPath); record it with --record missing and look at it"]
        case .recordedNew:
            lines = ["\(name): recorded \(goldenPath) (new); look at it before committing it"]
        case .recordedOverFailure:
            let why = comparison?.passes == true ? frameDifference ?? "" : comparison?.summary ?? "unreadable"
            lines = ["\(name): re-recorded \(goldenPath) over a failing golden (\(why)); look at it before committing it"]
        case .rerecorded:
            lines = ["\(name): re-recorded \(goldenPath) (--record all)"]
        }
        lines += textChanges.map { "  text: \($0)" }
        if outcome == .differs || outcome == .recordedOverFailure {
            if !fingerprintChanges.isEmpty {
                lines.append(
                    "  made differently: \(fingerprintChanges.joined(separator: "; ")). If the new image is right, the golden is stale: re-record it with --record failed"
                )
            } else if !stringChanges.isEmpty || !anchorChanges.isEmpty {
                lines += stringChanges.map { "  strings: \($0)" } + anchorChanges.map { "  anchors: \($0)" }
                let source = [
                    stringChanges.isEmpty ? nil : "the string table", anchorChanges.isEmpty ? nil : "the hierarchy dump (the app's layout moved)"
                ]
                lines.append(
                    "  same renderer, libraries and fonts as the golden: the change comes from \(source.compactMap { $0 }.joined(separator: " and "))"
                )
            } else if comparison != nil, hasSidecar {
                lines.append("  same renderer, libraries and fonts as the golden: the change comes from the spec or the code")
            }
        }
        lines += notes.map { "  note: \($0)" }
        return lines
    }
}
