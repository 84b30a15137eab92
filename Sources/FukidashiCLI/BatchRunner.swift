import Dispatch
import Foundation
import Fukidashi
import FukidashiSpec

/// How a batch went, printed as its last line.
struct BatchSummary: CustomStringConvertible {
    var total = 0
    var failed = 0
    var warnings = 0

    var description: String {
        var text = "rendered \(total - failed) of \(total) spec\(total == 1 ? "" : "s")"
        if failed > 0 { text += "; \(failed) failed" }
        if warnings > 0 { text += "; \(warnings) warning\(warnings == 1 ? "" : "s")" }
        return text
    }
}

/// Renders jobs on `jobs` workers, each with its own renderer (its own FreeType and Cairo
/// state). Messages are printed in input order, whatever order the workers finish in, so
/// logs are the same for every `--jobs`.
struct BatchRunner {
    /// What every worker's renderer is made with.
    struct Settings: Sendable {
        var userFonts: [String] = []
        /// `--locale`: the variants to render; the first is the language of plain specs.
        var locales: [String]?
        var strict = false
        var allowedImageFolders: [String] = []
    }

    let jobs: Int
    var settings = Settings()

    func run(_ inputs: SpecInputs) -> BatchSummary {
        let state = BatchState(count: inputs.jobs.count)
        let workers = max(1, min(jobs, inputs.jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var renderer: Renderer?
            var setupError: String?
            do {
                renderer = try Renderer(userFonts: settings.userFonts, defaultLocale: settings.locales?.first.map(TextLocale.init))
                renderer?.allowedImageFolders = settings.allowedImageFolders
            } catch let error as RenderError { setupError = "error: \(error.message)" } catch { setupError = "error: \(error)" }
            while let index = state.claim() {
                let job = inputs.jobs[index]
                let outcome: Outcome
                if let renderer {
                    outcome = Self.render(job, with: renderer, settings: settings)
                } else {
                    outcome = Outcome(lines: ["\(job.specPath): \(setupError!)"], failed: true, warnings: 0)
                }
                state.finish(index, outcome)
            }
        }
        return state.summary
    }

    struct Outcome {
        let lines: [String]
        let failed: Bool
        let warnings: Int
    }

    static func render(_ job: SpecInputs.Job, with renderer: Renderer, settings: Settings) -> Outcome {
        let file = job.specPath
        if let other = job.collidesWith {
            return Outcome(lines: ["\(file): error: its output \(job.outputPath) is also written by \(other); rename one of them"], failed: true, warnings: 0)
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return Outcome(lines: ["\(file): error: cannot read the file"], failed: true, warnings: 0)
        }
        let folder = (file as NSString).deletingLastPathComponent
        do {
            let outputs = try renderer.renderAll(specBytes: [UInt8](data), specFolder: folder.isEmpty ? "." : folder,
                                                 locales: settings.locales, strict: settings.strict)
            let warnings = outputs.flatMap(\.warnings)
            var lines = warnings.map { $0.formatted(file: file) }
            for output in outputs {
                do {
                    try AtomicFile.write(output.png, to: Self.outputPath(job.outputPath, locale: output.locale))
                } catch {
                    lines.append("\(file): error: \(error.message)")
                    return Outcome(lines: lines, failed: true, warnings: warnings.count)
                }
            }
            return Outcome(lines: lines, failed: false, warnings: warnings.count)
        } catch {
            switch error {
            case .spec(let specError):
                return Outcome(lines: specError.diagnostics.map { $0.formatted(file: file) }, failed: true, warnings: 0)
            case .backend(let renderError):
                return Outcome(lines: ["\(file): error: \(renderError.message)"], failed: true, warnings: 0)
            }
        }
    }
}

extension BatchRunner {
    /// `out/home.png` → `out/home.ja.png` for a locale variant.
    static func outputPath(_ path: String, locale: String?) -> String {
        guard let locale, path.hasSuffix(".png") else { return path }
        return String(path.dropLast(4)) + ".\(locale).png"
    }
}

/// The queue of job indices and the in-order printer, shared by the workers under one lock.
private final class BatchState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var outcomes: [BatchRunner.Outcome?]
    private var printed = 0
    private(set) var summary = BatchSummary()

    init(count: Int) {
        outcomes = Array(repeating: nil, count: count)
        summary.total = count
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < outcomes.count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ index: Int, _ outcome: BatchRunner.Outcome) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
        if outcome.failed { summary.failed += 1 }
        summary.warnings += outcome.warnings
        while printed < outcomes.count, let ready = outcomes[printed] {
            if !ready.lines.isEmpty {
                FileHandle.standardError.write(Data((ready.lines.joined(separator: "\n") + "\n").utf8))
            }
            outcomes[printed] = BatchRunner.Outcome(lines: [], failed: ready.failed, warnings: ready.warnings)
            printed += 1
        }
    }
}
