import Dispatch
import Fukidashi
import FukidashiBackend
import FukidashiCommandLine
import FukidashiModel
import FukidashiOutputs
import FukidashiPlatform
import FukidashiResolve
import FukidashiVariants
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a batch went, printed as its last line.
struct BatchSummary: CustomStringConvertible {
    var total = 0
    var failed = 0
    /// `--incremental`: skipped, nothing having changed.
    var unchanged = 0
    /// `--incremental`: rendered again only in the locales whose files changed.
    var inPart = 0
    var warnings = 0
    /// Specs that finished, rendered or failed (fewer than `total` after an interrupt).
    var finished = 0
    var locales = LocaleSummary()
    /// Images, warnings and failures per value of every axis (`--summary json`).
    var variants = VariantTally()
    /// Every error said, in input order, each with its spec and variant (`--summary json`).
    var errors: [Diagnostic] = []
    /// Every warning and note said, in input order (GitHub's annotations).
    var warningsSaid: [Diagnostic] = []
    /// Decodes and planned variants of every spec rendered (`--summary json`'s `stats`).
    var stats = RenderStats()

    /// `rendered 2 of 3 specs (36 of 48 images); 1 failed`: specs rendered whole, and the
    /// images (variants) drawn of those tried, since a spec fails when one of its 16 variants
    /// does; `--incremental` adds the specs drawn again only in the locales that changed, and
    /// those it left as they were.
    var description: String {
        let whole = total - failed - unchanged - inPart
        var text = "rendered \(whole) of \(total) spec\(total == 1 ? "" : "s")"
        if inPart > 0 { text += " whole and \(inPart) in part" }
        let (images, tried) = (variants.total.images, variants.total.images + variants.total.failures)
        if tried > 0 { text += " (" + (tried == images ? "\(images)" : "\(images) of \(tried)") + " image\(tried == 1 ? "" : "s"))" }
        if unchanged > 0 { text += "; \(unchanged) unchanged" }
        if failed > 0 { text += "; \(failed) failed" }
        if warnings > 0 { text += "; \(warnings) warning\(warnings == 1 ? "" : "s")" }
        return text
    }

    /// The per-locale lines that follow the summary in a batch over several locales.
    var localeLines: String { locales.isWorthPrinting ? "\n" + locales.description : "" }
}

/// Set from a signal handler: workers finish the spec in hand (its PNG is written whole)
/// and take no new one. Only `withInterruption`'s watches the process's signals.
struct Interruption: Sendable {
    var watchesSignals = false

    var received: Int32? {
        guard watchesSignals else { return nil }
        let pending = receivedSignal.load(ordering: .relaxed)
        return pending == 0 ? nil : pending
    }
}

/// Runs one job per spec on `jobs` workers, each with its own renderer (its own FreeType and
/// Cairo state) and one library of decoded images among them. What a job does is the
/// command's: render to files, or verify goldens.
struct BatchRunner {
    let jobs: Int
    var interruption = Interruption()

    /// What came of a whole batch, in input order.
    struct Result {
        var summary: BatchSummary
        var manifest: [String]
        var goldens: [GoldenReportEntry]
        /// `--incremental`: each spec's record line, by spec.
        var records: [String: String]
        /// `render`: what the batch must flush before it reports success.
        var flush: OutputFlush
        /// `render`: each spec's files on disk, and the specs that failed (whose old files stay).
        var files: [String: [String]]
        var failedSpecs: Set<String>
        /// `render`: each image file rendered, with its accessibility label where it has one.
        var labels: [FileLabel] = []
    }

    func run(
        _ inputs: SpecInputs, makeRenderer: @escaping @Sendable () throws(RenderError) -> Renderer,
        decoder: SpecDecoder = SpecDecoder(), textSizes: [String] = [], work: @Sendable (SpecInputs.Job, Renderer) -> Outcome
    ) -> Result {
        let workers = max(1, min(jobs, inputs.jobs.count))
        let (order, prepared) = Self.claimOrder(inputs.jobs, workers: workers, decoder: decoder, textSizes: textSizes)
        let state = BatchState(order: order)
        // Writing waits on the file system: workers hand it off and render on, so `--jobs`
        // counts CPUs busy rendering. A few writes per worker may wait at a time,
        // which keeps memory flat however long the batch. A lone spec has nothing to render
        // meanwhile: it writes in place, and the call starts no writer thread.
        let writesInPlace = inputs.jobs.count == 1
        let writes = DispatchQueue(label: "fukidashi.writes", attributes: .concurrent)
        let pendingWrites = DispatchGroup()
        let writeSlots = DispatchSemaphore(value: 2 * workers)
        // An animated spec's frames are shared with renderers nobody else is using: workers
        // `--jobs` allows beyond the specs there are, and workers that have run out of specs.
        let helpers = FrameHelpers(unmade: jobs - workers, make: makeRenderer)
        let images = ImageLibrary(workers: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var renderer: Renderer?
            var setupError = ""
            do throws(RenderError) { renderer = try makeRenderer() } catch { setupError = error.message }
            renderer?.frameHelpers = helpers
            renderer?.shareImages(images)
            // Its tally is taken before it is retired: a retired renderer may draw another's frames.
            defer {
                if let renderer { state.add(renderer.statsSoFar) }
                renderer.map(helpers.retire)
            }
            while interruption.received == nil, let index = state.claim() {
                let job = prepared[index]
                let outcome: Outcome
                if let renderer {
                    outcome = work(job, renderer)
                } else {
                    outcome = Self.failed(job, [Diagnostic(.error, file: job.specPath, setupError)])
                }
                guard let write = outcome.write else {
                    state.finish(index, outcome, spec: job.specPath)
                    continue
                }
                if writesInPlace {
                    state.finish(index, write(), spec: job.specPath)
                    continue
                }
                writeSlots.wait()
                writes.async(group: pendingWrites) {
                    state.finish(index, write(), spec: job.specPath)
                    writeSlots.signal()
                }
            }
        }
        pendingWrites.wait()
        return state.result()
    }

    struct Outcome {
        /// What is said of the spec, each with its file, grouped across its variants.
        var diagnostics: [Diagnostic]
        let failed: Bool
        /// Its warnings, one per variant they were said of: what the summaries count.
        let warnings: Int
        /// `verify`: each golden's verdict, after the diagnostics.
        var report: [String] = []
        /// Manifest lines: one per output written, or one for the failure.
        var manifest: [String] = []
        /// `verify`: one entry per golden checked, for the report.
        var goldens: [GoldenReportEntry] = []
        /// What each locale of the spec came to, for the batch's per-locale summary.
        var locales = LocaleSummary()
        /// What each value of each axis came to, for `--summary json`.
        var variants = VariantTally()
        /// Files still to write, off the rendering worker; it returns the final outcome.
        var write: (@Sendable () -> Outcome)?
        /// `--incremental`: skipped, nothing having changed since the last run.
        var unchanged = false
        /// `--incremental`: rendered again only in the locales whose files changed.
        var inPart = false
        /// `--incremental`: the spec's line in the record.
        var record: (spec: String, line: String)?
        /// `render`: the outputs it wrote and kept, for the batch's last flush.
        var flush = OutputFlush()
        /// `render`: every file of the spec's now on disk (written, kept, or unchanged), for
        /// the project's record of the files it manages.
        var files: [String] = []
        /// `render`: each image file it rendered and wrote, the first of each locale with its label.
        var labels: [FileLabel] = []
        /// A decode that failed before any renderer took the spec (its renderer counts the rest).
        var stats = RenderStats()
    }

    static func failed(_ job: SpecInputs.Job, _ diagnostics: [Diagnostic], warnings: Int = 0, report: [String] = []) -> Outcome {
        Outcome(
            diagnostics: diagnostics, failed: true, warnings: warnings, report: report,
            manifest: [Manifest.failure(spec: job.specPath, errors: diagnostics.filter { $0.severity == .error })])
    }

    /// Renders every locale of `job`'s spec; the locales that fail are given beside those
    /// that rendered, so the batch still writes the others.
    static func renderAll(_ job: SpecInputs.Job, with renderer: Renderer, locales: [String]?, strict: Bool, warningsAreErrors: Bool = false)
        -> SpecRendered
    {
        let file = job.specPath
        if let other = job.collidesWith {
            return .failed(
                Self.failed(
                    job,
                    [
                        Diagnostic(
                            .error, file: file,
                            "\(job.collisionName ?? "its output \(job.outputPath) is also written") by \(other); rename one of them")
                    ]))
        }
        let folder = PathText.parent(file)
        // A spec whose decode fails never reaches the renderer, whose tally counts the others.
        var undecoded = RenderStats()
        do throws(RenderFailure) {
            let decoded: DecodedSpec
            switch job.decoded {
            case .success(let spec)?:
                decoded = spec
            case .failure(let error)?:
                undecoded.decodes = 1
                throw RenderFailure.spec(error)
            case nil:
                guard let data = FileManager.default.contents(atPath: file) else {
                    return .failed(Self.failed(job, [Diagnostic(.error, file: file, "cannot read the file")]))
                }
                do { decoded = try renderer.decoder.decode([UInt8](data)) } catch {
                    undecoded.decodes = 1
                    throw .spec(error)
                }
            }
            let rendered = try renderer.renderEachVariant(decoded, specFolder: folder.isEmpty ? "." : folder, locales: locales, strict: strict)
            return .rendered(warningsAreErrors ? rendered.failingWarnedOutputs() : rendered)
        } catch {
            switch error {
            case .spec(let specError):
                let variants = specError.diagnostics.map(\.variant)
                var outcome = Self.failed(job, specError.diagnostics.grouped(among: variants).map { $0.in(file: file) })
                outcome.locales = .of(errors: specError.diagnostics)
                outcome.variants = .of(errors: specError.diagnostics)
                outcome.stats = undecoded
                return .failed(outcome)
            case .backend(let renderError):
                return .failed(Self.failed(job, [Diagnostic(.error, file: file, renderError.message)]))
            }
        }
    }

    /// A spec's renders, or the outcome of a spec that rendered nothing.
    enum SpecRendered {
        case rendered(LocaleRenders)
        case failed(Outcome)
    }
}

extension BatchRunner {
    /// Batches up to this many specs are ordered by estimated cost before they start.
    static let scheduledBatchLimit = 256

    /// The order workers take specs in, and the jobs as they will run. A worker renders a
    /// spec alone, so one long spec taken last keeps the other cores idle at the end of the
    /// batch. In a small batch, where that shows, each spec is read and decoded once, up front,
    /// and the costliest (pixels × frames × variants) go first; the workers then render what
    /// was decoded. A large batch starts at once, in input order, and each worker reads its
    /// own specs. Messages and the manifest keep input order either way.
    static func claimOrder(_ jobs: [SpecInputs.Job], workers: Int, decoder: SpecDecoder = SpecDecoder(), textSizes: [String] = []) -> (
        order: [Int], jobs: [SpecInputs.Job]
    ) {
        let indices = Array(jobs.indices)
        guard workers > 1, jobs.count > workers, jobs.count <= scheduledBatchLimit else { return (indices, jobs) }
        var prepared = jobs
        var costs: [Double] = []
        for index in indices {
            guard jobs[index].collidesWith == nil, let data = FileManager.default.contents(atPath: jobs[index].specPath) else {
                costs.append(0)  // fails fast, in the worker, with its own message
                continue
            }
            let decoded: Swift.Result<DecodedSpec, SpecError>
            do { decoded = .success(try decoder.decode([UInt8](data))) } catch { decoded = .failure(error) }
            prepared[index].decoded = decoded
            costs.append((try? decoded.get()).map { estimatedCost($0.document, textSizes: textSizes) } ?? 0)
        }
        return (indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }, prepared)
    }

    /// Canvas pixels × frames × the variants its plan has (the locales its maps name: its
    /// string tables are read by the worker that renders it).
    static func estimatedCost(_ document: Document, textSizes: [String] = []) -> Double {
        let frames = (document.animation?.value.frameTimes.count ?? 0) + 1
        let variants = VariantPlan(document, locales: document.localesNamed, textSizes: textSizes).variants.count
        return Double(document.canvas.pixelWidth) * Double(document.canvas.pixelHeight) * Double(frames * variants)
    }

}

/// The queue of job indices and the in-order printer, shared by the workers: messages come
/// out in input order, whatever order the workers finish in, so logs are the same for every
/// `--jobs`. Every field lives inside the lock, so no access can bypass it.
final class BatchState: Sendable {
    private struct State {
        /// Job indices in the order workers take them.
        let order: [Int]
        var next = 0
        var outcomes: [BatchRunner.Outcome?]
        var printed = 0
        var summary = BatchSummary()
        var manifest: [String] = []
        var goldens: [GoldenReportEntry] = []
        var records: [String: String] = [:]
        var flush = OutputFlush()
        var files: [String: [String]] = [:]
        var failedSpecs = Set<String>()
        var labels: [FileLabel] = []

        /// Takes `outcome`, then prints every outcome that is next in input order.
        mutating func record(_ index: Int, _ outcome: BatchRunner.Outcome, spec: String) {
            outcomes[index] = outcome
            summary.finished += 1
            if outcome.failed { summary.failed += 1 }
            if outcome.unchanged { summary.unchanged += 1 }
            if outcome.inPart, !outcome.failed { summary.inPart += 1 }
            summary.stats = summary.stats + outcome.stats
            if let record = outcome.record { records[record.spec] = record.line }
            files[spec, default: []] += outcome.files
            labels += outcome.labels
            if outcome.failed { failedSpecs.insert(spec) }
            flush.add(outcome.flush)
            summary.warnings += outcome.warnings
            while printed < outcomes.count, let ready = outcomes[printed] {
                let lines = ready.diagnostics.map(\.line) + ready.report
                if !lines.isEmpty {
                    Console.error(lines.joined(separator: "\n") + "\n")
                }
                manifest += ready.manifest
                goldens += ready.goldens
                // In input order, as the lines above: the summary lists locales in the order the
                // specs meet them, whichever worker finished first.
                summary.locales.add(ready.locales)
                summary.variants.add(ready.variants)
                summary.errors += ready.diagnostics.filter { $0.severity == .error }
                summary.warningsSaid += ready.diagnostics.filter { $0.severity != .error }
                outcomes[printed] = BatchRunner.Outcome(diagnostics: [], failed: ready.failed, warnings: ready.warnings)
                printed += 1
            }
        }
    }

    private let state: Locked<State>

    init(order: [Int]) {
        var summary = BatchSummary()
        summary.total = order.count
        state = Locked(State(order: order, outcomes: Array(repeating: nil, count: order.count), summary: summary))
    }

    func claim() -> Int? {
        state.withLock { state in
            guard state.next < state.order.count else { return nil }
            state.next += 1
            return state.order[state.next - 1]
        }
    }

    func finish(_ index: Int, _ outcome: BatchRunner.Outcome, spec: String) {
        state.withLock { $0.record(index, outcome, spec: spec) }
    }

    /// A worker's renderer's decodes and variants, added when the worker is done.
    func add(_ stats: RenderStats) {
        state.withLock { $0.summary.stats = $0.summary.stats + stats }
    }

    /// What the batch gathered, once every worker and write is done.
    func result() -> BatchRunner.Result {
        state.withLock { state in
            BatchRunner.Result(
                summary: state.summary, manifest: state.manifest, goldens: state.goldens, records: state.records, flush: state.flush,
                files: state.files, failedSpecs: state.failedSpecs, labels: state.labels)
        }
    }
}

/// The first SIGINT or SIGTERM, stored by the handler: an atomic store is all a signal handler
/// may safely do. A plain handler rather than a dispatch signal source, which would start
/// libdispatch's manager thread in every call, one image or a thousand.
private let receivedSignal = Atomic<Int32>(0)

/// Runs `body` with SIGINT and SIGTERM turned into a flag the batch checks between specs, so
/// everything written is complete; returns the signal received, if any. The handler stays, so
/// a signal after the batch is ignored, as before, and the last flush still completes.
func withInterruption<T>(_ body: (Interruption) -> T) -> (T, Int32?) {
    _ = receivedSignal.load(ordering: .relaxed)  // initialised here, never first in the handler
    for sig in [SIGINT, SIGTERM] {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { sig in
            _ = receivedSignal.compareExchange(expected: 0, desired: sig, ordering: .relaxed)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(sig, &action, nil)
    }
    let interruption = Interruption(watchesSignals: true)
    let result = body(interruption)
    return (result, interruption.received)
}
