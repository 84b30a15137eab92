import Foundation
import Testing

@testable import Fukidashi
@testable import FukidashiPlatform
@testable import FukidashiPreview

/// The preview's workers take waiting work most urgent first: the spec and locale the
/// gallery's filters name (`/api/focus`) are drawn before the rest, even when queued last.
@Suite("preview workers")
struct WorkerPoolTests {
    @Test("waiting work runs most urgent first, in queue order among equals; urgency is asked when a worker frees up")
    func urgentFirst() async throws {
        let pool = try WorkerPool(count: 1, configuration: Renderer.Configuration())
        let order = Locked<[String]>([])
        let gate = DispatchSemaphore(value: 0)
        let focus = Locked("")
        // The one worker is busy until the gate opens; meanwhile four renders queue.
        let busy = Task { await pool.run { _ in gate.wait() } }
        try await Task.sleep(for: .milliseconds(100))
        await withTaskGroup(of: Void.self) { group in
            for name in ["a", "b", "c", "d"] {
                let urgency: @Sendable () -> Int = { focus.withLock { $0 } == name ? 1 : 0 }
                group.addTask {
                    await pool.run(priority: urgency) { _ in order.withLock { $0.append(name) } }
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
            // The page filters on "c" after everything is queued.
            focus.withLock { $0 = "c" }
            gate.signal()
        }
        await busy.value
        #expect(order.withLock { $0 } == ["c", "a", "b", "d"])
    }
}
