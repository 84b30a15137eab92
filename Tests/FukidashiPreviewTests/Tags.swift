import Foundation
import Testing

/// Tests that drive headless Chromium (`Browser/`): left out with `FUKIDASHI_LEAVE_OUT=chromium`
/// on a machine without it (this toolchain's `swift test` cannot filter by tag).
extension Tag {
    @Tag static var chromium: Self
}

/// Whether `FUKIDASHI_LEAVE_OUT` keeps Chromium's tests.
let runsChromium = !(ProcessInfo.processInfo.environment["FUKIDASHI_LEAVE_OUT"] ?? "").split(separator: ",").contains("chromium")
