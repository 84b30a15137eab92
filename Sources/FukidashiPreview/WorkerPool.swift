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
    private let free: Locked<(idle: [Int], waiting: [CheckedContinuation<Int, Never>])>

    init(count: Int, configuration: Renderer.Configuration) throws {
        workers = try (0..<max(1, count)).map { Worker(index: $0, renderer: try Renderer(configuration)) }
        free = Locked((Array(workers.indices), []))
    }

    /// Tells every worker that `paths` changed, before its next render.
    func invalidate(_ paths: [String]) {
        for worker in workers { worker.stale.withLock { $0 += paths } }
    }

    /// Runs `body` with a free worker's renderer, on that worker's thread.
    func run<T: Sendable>(_ body: @escaping @Sendable (Renderer) -> T) async -> T {
        let index = await acquire()
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

    private func acquire() async -> Int {
        await withCheckedContinuation { (claim: CheckedContinuation<Int, Never>) in
            let index: Int? = free.withLock { state in
                if let index = state.idle.popLast() { return index }
                state.waiting.append(claim)
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
            return state.waiting.removeFirst()
        }
        waiter?.resume(returning: index)
    }
}
