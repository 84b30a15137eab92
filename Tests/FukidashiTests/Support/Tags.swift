import Foundation
import Testing

/// What a suite needs beyond the package (`aapt`, `compiledOracle`), and what it is for
/// (`stage`). A machine without a tool leaves its suites out with
/// `FUKIDASHI_LEAVE_OUT=aapt,compiledOracle` (this toolchain's `swift test` cannot filter by tag);
/// `scripts/test.sh --fast` runs the `stage` suites.
extension Tag {
    /// Runs Debian's `aapt` or `aapt2`.
    @Tag static var aapt: Self
    /// Compiles a C oracle against a system library (ICU's formatter) and runs it.
    @Tag static var compiledOracle: Self
    /// A unit test of one stage (decode, resolve, lay out, strings, compare, encode).
    @Tag static var stage: Self
}

/// `FUKIDASHI_LEAVE_OUT`, read once.
enum LeftOut {
    static let tags = Set((ProcessInfo.processInfo.environment["FUKIDASHI_LEAVE_OUT"] ?? "").split(separator: ",").map(String.init))

    /// Whether suites tagged `name` run here.
    static func runs(_ name: String) -> Bool { !tags.contains(name) }
}
