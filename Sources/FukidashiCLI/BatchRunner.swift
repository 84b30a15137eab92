import Dispatch
import Foundation
import Fukidashi
import FukidashiSpec

/// How a batch went, printed as its last line.
struct BatchSummary: CustomStringConvertible {
    var total = 0
    var failed = 0
    var warnings = 0
    /// Specs that finished, rendered or failed (fewer than `total` after an interrupt).
    var finished = 0

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
/// Set from a signal handler: workers finish the spec in hand (its PNG is written whole)
/// and take no new one.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var signal: Int32?

    func interrupt(_ signal: Int32) {
        lock.lock(); defer { lock.unlock() }
        if self.signal == nil { self.signal = signal }
    }

    var received: Int32? {
        lock.lock(); defer { lock.unlock() }
        return signal
    }
}

struct BatchRunner {
    /// What every worker's renderer is made with.
    struct Settings: Sendable {
        var userFonts: [String] = []
        /// `--locale`: the variants to render; the first is the language of plain specs.
        var locales: [String]?
        var strict = false
        var allowedImageFolders: [String] = []
        var pngCompression: PNGCompression = .default
        /// Hashing every PNG costs time: only when a manifest was asked for.
        var writesManifest = false
        var writesFrames = false
        var timeBudget = 20.0
    }

    let jobs: Int
    var settings = Settings()
    var interruption = Interruption()

    /// Renders every job; returns the summary and the manifest lines, in input order.
    func run(_ inputs: SpecInputs) -> (BatchSummary, [String]) {
        let state = BatchState(count: inputs.jobs.count)
        let workers = max(1, min(jobs, inputs.jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var renderer: Renderer?
            var setupError: String?
            do {
                renderer = try Renderer(userFonts: settings.userFonts, defaultLocale: settings.locales?.first.map(TextLocale.init))
                renderer?.allowedImageFolders = settings.allowedImageFolders
                renderer?.pngCompression = settings.pngCompression
                renderer?.keepsFrames = settings.writesFrames
                renderer?.timeBudget = settings.timeBudget
            } catch let error as RenderError { setupError = "error: \(error.message)" } catch { setupError = "error: \(error)" }
            while interruption.received == nil, let index = state.claim() {
                let job = inputs.jobs[index]
                let outcome: Outcome
                if let renderer {
                    outcome = Self.render(job, with: renderer, settings: settings)
                } else {
                    outcome = Outcome(lines: ["\(job.specPath): \(setupError!)"], failed: true, warnings: 0,
                                      manifest: [Manifest.failure(spec: job.specPath, errors: [setupError!])])
                }
                state.finish(index, outcome)
            }
        }
        return (state.summary, state.manifest)
    }

    struct Outcome {
        let lines: [String]
        let failed: Bool
        let warnings: Int
        /// Manifest lines: one per output written, or one for the failure.
        var manifest: [String] = []
    }

    private static func failed(_ job: SpecInputs.Job, _ lines: [String], warnings: Int = 0) -> Outcome {
        Outcome(lines: lines, failed: true, warnings: warnings, manifest: [Manifest.failure(spec: job.specPath, errors: lines.filter { $0.contains(": error: ") })])
    }

    static func render(_ job: SpecInputs.Job, with renderer: Renderer, settings: Settings) -> Outcome {
        let file = job.specPath
        if let other = job.collidesWith {
            return Self.failed(job, ["\(file): error: its output \(job.outputPath) is also written by \(other); rename one of them"])
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return Self.failed(job, ["\(file): error: cannot read the file"])
        }
        let folder = (file as NSString).deletingLastPathComponent
        do {
            let outputs = try renderer.renderAll(specBytes: [UInt8](data), specFolder: folder.isEmpty ? "." : folder,
                                                 locales: settings.locales, strict: settings.strict)
            let warnings = outputs.flatMap(\.warnings)
            var lines = warnings.map { $0.formatted(file: file) }
            var manifest: [String] = []
            for output in outputs {
                let path = Self.outputPath(job.outputPath, locale: output.locale)
                do {
                    try AtomicFile.write(output.png, to: path)
                } catch {
                    lines.append("\(file): error: \(error.message)")
                    return Self.failed(job, lines, warnings: warnings.count)
                }
                // Frames go in a folder named like the PNG: out/home.png → out/home/0000.png.
                for (number, frame) in output.frames.enumerated() {
                    let name = String(repeating: "0", count: max(0, 4 - String(number).count)) + String(number)
                    do {
                        try AtomicFile.write(frame, to: String(path.dropLast(4)) + "/\(name).png")
                    } catch {
                        lines.append("\(file): error: \(error.message)")
                        return Self.failed(job, lines, warnings: warnings.count)
                    }
                }
                if settings.writesManifest {
                    manifest.append(Manifest.line(spec: file, locale: output.locale, output: path, png: output.png,
                                                  warnings: output.warnings.map { $0.formatted(file: file) }))
                }
            }
            return Outcome(lines: lines, failed: false, warnings: warnings.count, manifest: manifest)
        } catch {
            switch error {
            case .spec(let specError):
                return Self.failed(job, specError.diagnostics.map { $0.formatted(file: file) })
            case .backend(let renderError):
                return Self.failed(job, ["\(file): error: \(renderError.message)"])
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
    private(set) var manifest: [String] = []

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
        summary.finished += 1
        if outcome.failed { summary.failed += 1 }
        summary.warnings += outcome.warnings
        while printed < outcomes.count, let ready = outcomes[printed] {
            if !ready.lines.isEmpty {
                FileHandle.standardError.write(Data((ready.lines.joined(separator: "\n") + "\n").utf8))
            }
            manifest += ready.manifest
            outcomes[printed] = BatchRunner.Outcome(lines: [], failed: ready.failed, warnings: ready.warnings)
            printed += 1
        }
    }
}
