import Dispatch
import Fukidashi
import FukidashiPlatform

/// A fixed number of renderers, each on its own thread, as `render --jobs` has: rendering
/// blocks, so it never runs on the server's event loops or Swift's cooperative threads.
final class WorkerPool: @unchecked Sendable {
    private final class Worker: @unchecked Sendable {
        let queue: DispatchQueue
        let renderer: Renderer
        /// Files changed on disk since this worker last rendered: dropped from its caches first.
        let stale = Locked<[String]>([])

        init(index: Int, renderer: Renderer) {
            queue = DispatchQueue(label: "fukidashi-preview-worker-\(index)")
            self.renderer = renderer
        }
    }

    private let workers: [Worker]
    /// Each waiting render with how urgent it is now (asked when a worker frees up, so a
    /// filter chosen on the page moves work already queued).
    private typealias Waiter = (claim: CheckedContinuation<Int, Never>, priority: @Sendable () -> Int)
    private let free: Locked<(idle: [Int], waiting: [Waiter])>

    init(count: Int, configuration: Renderer.Configuration) throws(RenderError) {
        var made: [Worker] = []
        for index in 0..<max(1, count) { made.append(Worker(index: index, renderer: try Renderer(configuration))) }
        workers = made
        free = Locked((Array(workers.indices), []))
    }

    /// Tells every worker that `paths` changed, before its next render.
    func invalidate(_ paths: [String]) {
        for worker in workers { worker.stale.withLock { $0 += paths } }
    }

    /// Runs `body` with a free worker's renderer, on that worker's thread. Waiting work goes
    /// in order, the most urgent first (`priority`, higher first).
    func run<T: Sendable>(priority: @escaping @Sendable () -> Int = { 0 }, _ body: @escaping @Sendable (Renderer) -> T) async -> T {
        let index = await acquire(priority: priority)
        let worker = workers[index]
        let result = await withCheckedContinuation { (done: CheckedContinuation<T, Never>) in
            worker.queue.async {
                let stale = worker.stale.withLock { paths in
                    defer { paths = [] }
                    return paths
                }
                if !stale.isEmpty { worker.renderer.forgetFiles(at: stale) }
                done.resume(returning: body(worker.renderer))
            }
        }
        release(index)
        return result
    }

    private func acquire(priority: @escaping @Sendable () -> Int) async -> Int {
        await withCheckedContinuation { (claim: CheckedContinuation<Int, Never>) in
            let index: Int? = free.withLock { state in
                if let index = state.idle.popLast() { return index }
                state.waiting.append((claim, priority))
                return nil
            }
            if let index { claim.resume(returning: index) }
        }
    }

    private func release(_ index: Int) {
        let waiter: CheckedContinuation<Int, Never>? = free.withLock { state in
            if state.waiting.isEmpty {
                state.idle.append(index)
                return nil
            }
            // The first of the most urgent: the queue's order among equals.
            let priorities = state.waiting.map { $0.priority() }
            let best = priorities.indices.max { priorities[$0] < priorities[$1] || (priorities[$0] == priorities[$1] && $0 > $1) }!
            return state.waiting.remove(at: best).claim
        }
        waiter?.resume(returning: index)
    }
}
