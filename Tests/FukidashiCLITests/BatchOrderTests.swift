import Foundation
@testable import FukidashiCLI
import Testing

@Suite("The order workers take specs in")
struct BatchOrderTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    private func jobs(_ names: [String]) -> [SpecInputs.Job] {
        names.map { SpecInputs.Job(specPath: Self.fixtures + "/" + $0, outputPath: "/dev/null", collidesWith: nil) }
    }

    @Test("in a small batch the costliest spec goes first: animations, then big canvases and locale maps")
    func costliestFirst() {
        let batch = jobs(["bubble/label-no-tail.json", "overlay/coach-mark-locales.json", "no/such/spec.json", "cards/swipe-animated.json"])
        #expect(BatchRunner.claimOrder(batch, workers: 2) == [3, 1, 0, 2])
        let costs = batch.map(BatchRunner.estimatedCost)
        #expect(costs[3] > costs[1] && costs[1] > costs[0] && costs[0] > 0)
        #expect(costs[2] == 0)  // unreadable: it fails at once, so it can wait
    }

    @Test("one worker, or a batch too large to read twice, keeps input order")
    func inputOrder() {
        let batch = jobs(["bubble/label-no-tail.json", "cards/swipe-animated.json", "overlay/coach-mark-locales.json"])
        #expect(BatchRunner.claimOrder(batch, workers: 1) == [0, 1, 2])
        let large = Array(repeating: batch, count: BatchRunner.scheduledBatchLimit / 3 + 1).flatMap { $0 }
        #expect(BatchRunner.claimOrder(large, workers: 2) == Array(large.indices))
    }
}
