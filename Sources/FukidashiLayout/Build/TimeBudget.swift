/// How long a spec may take, as layout sees it: the seconds (for the message) and a question
/// the renderer answers. Layout asks it between elements and never reads a clock itself, so
/// its output depends on its inputs alone, and a test can make a budget run out on cue.
package struct TimeBudget: Sendable {
    let seconds: Double
    let hasRunOut: @Sendable () -> Bool

    package init(seconds: Double, hasRunOut: @escaping @Sendable () -> Bool) {
        self.seconds = seconds
        self.hasRunOut = hasRunOut
    }
}
