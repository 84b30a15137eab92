import FukidashiPlatform

/// Renderers lent to an animated spec, so that its frames are drawn on every core a batch
/// has: one spec alone with `--jobs 2`, or the last long spec of a batch once the other
/// workers have run out of specs. Each renderer serves one thread at a time; the lock hands
/// it over.
package final class FrameHelpers: Sendable {
    private struct State {
        var idle: [Renderer] = []
        /// Renderers that may still be made (workers the batch did not start).
        var unmade: Int
    }

    private let state: Locked<State>
    private let makeRenderer: @Sendable () throws(RenderError) -> Renderer

    /// `unmade`: how many renderers may be made on demand, besides the workers' own.
    package init(unmade: Int, make: @escaping @Sendable () throws(RenderError) -> Renderer) {
        state = Locked(State(unmade: max(0, unmade)))
        makeRenderer = make
    }

    /// A worker with no spec left lends its renderer from now on.
    package func retire(_ renderer: Renderer) {
        state.withLock { $0.idle.append(renderer) }
    }

    /// Up to `count` helpers: idle renderers first, then `nil`s for renderers that may be made
    /// (by the thread that will use one, with `make()`, so loading fonts overlaps the work).
    func borrow(upTo count: Int) -> [Renderer?] {
        guard count > 0 else { return [] }
        return state.withLock { state in
            var lent: [Renderer?] = []
            while lent.count < count, let renderer = state.idle.popLast() { lent.append(renderer) }
            let made = min(count - lent.count, state.unmade)
            state.unmade -= made
            return lent + Array(repeating: nil, count: made)
        }
    }

    func make() throws(RenderError) -> Renderer { try makeRenderer() }

    func giveBack(_ renderers: [Renderer]) {
        guard !renderers.isEmpty else { return }
        state.withLock { $0.idle += renderers }
    }
}
