import Foundation
import Testing

@testable import FukidashiCLI
@testable import FukidashiCommandLine
@testable import FukidashiModel
@testable import FukidashiSpec
@testable import FukidashiVariants

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
        let (order, prepared) = BatchRunner.claimOrder(batch, workers: 2)
        #expect(order == [3, 1, 0, 2])
        let costs = prepared.map { job in (try? job.decoded?.get()).map { BatchRunner.estimatedCost($0.document) } ?? 0 }
        #expect(costs[3] > costs[1] && costs[1] > costs[0] && costs[0] > 0)
        #expect(costs[2] == 0)  // unreadable: it fails at once, so it can wait
    }

    @Test("the estimate counts the variants the plan has, text sizes among them")
    func estimateCountsTextSizes() throws {
        let decoded = try SpecDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/bubble/label-no-tail.json"))))
        let plain = BatchRunner.estimatedCost(decoded.document)
        #expect(BatchRunner.estimatedCost(decoded.document, textSizes: ["large", "AX3", "fontScale2"]) == 3 * plain)
        // `large` is text as written: the same single variant.
        #expect(BatchRunner.estimatedCost(decoded.document, textSizes: ["large"]) == plain)
    }

    @Test("a small batch decodes each spec once: the workers render what the scheduler decoded")
    func decodedOnce() {
        let batch = jobs(["bubble/label-no-tail.json", "overlay/coach-mark-locales.json", "errors/wrong-type.json"])
        let (_, prepared) = BatchRunner.claimOrder(batch, workers: 2)
        #expect(prepared.map { $0.decoded != nil } == [true, true, true])
        guard case .failure(let error)? = prepared[2].decoded else {
            Issue.record("the broken spec decoded")
            return
        }
        #expect(!error.diagnostics.isEmpty)
    }

    @Test("one worker, or a batch too large to read twice, keeps input order")
    func inputOrder() {
        let batch = jobs(["bubble/label-no-tail.json", "cards/swipe-animated.json", "overlay/coach-mark-locales.json"])
        #expect(BatchRunner.claimOrder(batch, workers: 1).order == [0, 1, 2])
        let large = Array(repeating: batch, count: BatchRunner.scheduledBatchLimit / 3 + 1).flatMap { $0 }
        let (order, prepared) = BatchRunner.claimOrder(large, workers: 2)
        #expect(order == Array(large.indices))
        #expect(prepared.allSatisfy { $0.decoded == nil }, "a large batch reads each spec in its worker")
    }
}

@Suite("What a batch gathers, whatever order its workers finish in")
struct BatchStateOrderTests {
    /// A failed spec's outcome whose errors name `locales`.
    private func failed(_ locales: [String]) -> BatchRunner.Outcome {
        var outcome = BatchRunner.Outcome(diagnostics: [], failed: true, warnings: 0)
        outcome.locales = .of(errors: locales.map { Diagnostic(.error, at: nil, "broken").in(Variant(locale: $0)) })
        return outcome
    }

    @Test("the per-locale summary lists locales in the order the specs meet them, not the order workers finish")
    func localesInInputOrder() {
        // The costlier second spec is taken first and finishes first, as in a small batch.
        let state = BatchState(order: [1, 0])
        state.finish(1, failed(["ar", "ja"]), spec: "b.json")
        state.finish(0, failed(["de"]), spec: "a.json")
        #expect(state.result().summary.locales.order == ["de", "ar", "ja"])
    }
}
