import Foundation
import Testing

/// The tools a test needs beyond the package: a machine without one leaves its tests out with
/// `FUKIDASHI_LEAVE_OUT=aapt,chromium` (this toolchain's `swift test` cannot filter by tag).
extension Tag {
    /// Runs Debian's `aapt`.
    @Tag static var aapt: Self
    /// Drives headless Chromium.
    @Tag static var chromium: Self
}

/// `FUKIDASHI_LEAVE_OUT`: the tags whose tests this machine leaves out.
enum LeftOut {
    static func runs(_ tag: String) -> Bool {
        !(ProcessInfo.processInfo.environment["FUKIDASHI_LEAVE_OUT"] ?? "").split(separator: ",").contains { $0 == tag }
    }
}
