import ArgumentParser
import Foundation
import Fukidashi
import FukidashiSpec

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render specs to PNG files.",
        discussion: """
        Each PATH is a spec file or a folder; a folder renders every *.json below it, in sorted \
        order, and the output mirrors its structure (specs/x/b.json → OUT/x/b.png). Files are \
        written atomically: an existing PNG is only ever replaced by a complete new one. A spec \
        that fails is reported and the rest still render.

        Exit status: 0 when every spec rendered, 1 when any failed, 64 on a usage error.
        """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write PNGs into.", valueName: "dir"))
    var out: String = "."

    @Option(name: .shortAndLong, help: ArgumentHelp("How many specs to render at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .customLong("fonts"), help: ArgumentHelp("A folder of extra fonts whose families specs may name (repeatable).", valueName: "dir"))
    var fontFolders: [String] = []

    @Option(help: ArgumentHelp("Locales to render, comma-separated (ja,ko). Specs with locale maps write one PNG per locale (home.ja.png); the first locale is also the language of specs that name none (default: every locale a spec names; the language is guessed from the text).", valueName: "tags"))
    var locale: String?

    @Flag(help: "A locale missing from a bubble's text is an error instead of falling back to en.")
    var strict = false

    @Option(name: .customLong("png-compression"), help: ArgumentHelp("fast, default or small (cairo: Cairo's own writer, for comparison). The pixels are the same; time and bytes differ.", valueName: "level"))
    var pngCompression: String = "default"

    @Option(name: .customLong("time-budget"), help: ArgumentHelp("Seconds one spec may take before it fails (default 20): pathological text cannot stall a batch.", valueName: "seconds"))
    var timeBudget: Double = 20

    @Flag(help: "For animated specs, also write every frame as its own PNG: OUT/name/0000.png, 0001.png, …")
    var frames = false

    @Option(name: .customLong("allow-path"), help: ArgumentHelp("A folder images may also come from, besides each spec's own (repeatable).", valueName: "dir"))
    var allowedPaths: [String] = []

    /// `--locale` as a list of tags.
    var locales: [String]? {
        locale.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    @Option(help: ArgumentHelp("Render only share K of N (K from 1), dealt out in sorted order: for splitting a batch over machines.", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Split into N shards and render the one $JOB_COMPLETION_INDEX names (0-based), as a Kubernetes Indexed Job sets it.", valueName: "N"))
    var shards: Int?

    @Option(help: ArgumentHelp("Write one JSON line per output (spec, locale, output, bytes, sha256, warnings) to this file.", valueName: "file.jsonl"))
    var manifest: String?

    @Argument(help: ArgumentHelp("Spec files or folders of specs.", valueName: "path"))
    var paths: [String]

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be from 1 to 256, got \(jobs)")
        }
        if paths.isEmpty { throw ValidationError("give at least one spec file or folder") }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
        for folder in fontFolders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--fonts needs a folder, got \(folder)")
            }
        }
        if !(timeBudget > 0) { throw ValidationError("--time-budget needs a number of seconds > 0, got \(timeBudget)") }
        if shard != nil, shards != nil { throw ValidationError("give --shard K/N or --shards N, not both") }
        if let shard, Shard.parse(shard) == nil { throw ValidationError("--shard needs K/N with 1 <= K <= N, got \"\(shard)\"") }
        if let shards {
            guard shards >= 1 else { throw ValidationError("--shards needs a count >= 1, got \(shards)") }
            guard let index = ProcessInfo.processInfo.environment["JOB_COMPLETION_INDEX"].flatMap(Int.init), (0..<shards).contains(index) else {
                throw ValidationError("--shards needs JOB_COMPLETION_INDEX set to 0...\(shards - 1)")
            }
        }
        if PNGCompression(rawValue: pngCompression) == nil {
            throw ValidationError("--png-compression must be fast, default, small or cairo, got \"\(pngCompression)\"")
        }
        for tag in locales ?? [] where !LanguageTag.isWellFormed(tag) {
            throw ValidationError("--locale needs language tags such as ja, zh-Hans or ko, got \"\(tag)\"")
        }
        for folder in allowedPaths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--allow-path needs a folder, got \(folder)")
            }
        }
    }

    func run() throws {
        let inputs: SpecInputs
        do {
            inputs = try SpecInputs.collect(paths: paths, outputFolder: out)
        } catch {
            throw ValidationError(error.message)
        }
        var selected = inputs
        if let part = shard.flatMap(Shard.parse) ?? shards.map({ Shard(index: Int(ProcessInfo.processInfo.environment["JOB_COMPLETION_INDEX"]!)!, count: $0) }) {
            selected = SpecInputs(jobs: inputs.jobs.enumerated().filter { part.contains(position: $0.offset) }.map(\.element))
        }
        // Every image allocates a few large buffers. Above glibc's mmap threshold each one is
        // mapped, zeroed and unmapped anew, and each unmap interrupts the other workers' CPUs:
        // keep them on the heap instead, where they are reused.
        #if canImport(Glibc)
        _ = glibcMallopt(-3 /* M_MMAP_THRESHOLD */, 256 << 20)
        _ = glibcMallopt(-1 /* M_TRIM_THRESHOLD */, 512 << 20)
        #endif
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let settings = BatchRunner.Settings(userFonts: fontFolders, locales: locales, strict: strict, allowedImageFolders: allowedPaths,
                                            pngCompression: PNGCompression(rawValue: pngCompression) ?? .default,
                                            writesManifest: manifest != nil, writesFrames: frames, timeBudget: timeBudget)
        // SIGINT and SIGTERM stop the batch between specs: what was written is complete.
        let interruption = Interruption()
        var sources: [DispatchSourceSignal] = []
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { interruption.interrupt(sig) }
            source.resume()
            sources.append(source)
        }
        var runner = BatchRunner(jobs: workers, settings: settings)
        runner.interruption = interruption
        let (summary, manifestLines) = runner.run(selected)
        sources.forEach { $0.cancel() }
        if let manifest {
            do {
                try AtomicFile.write(Array((manifestLines.joined(separator: "\n") + (manifestLines.isEmpty ? "" : "\n")).utf8), to: manifest)
            } catch {
                FileHandle.standardError.write(Data("fukidashi: error: \(error.message)\n".utf8))
                throw ExitCode.failure
            }
        }
        if let sig = interruption.received {
            FileHandle.standardError.write(Data("fukidashi: interrupted; \(summary.finished) of \(summary.total) specs were done, and every file written is complete\n".utf8))
            throw ExitCode(128 + sig)
        }
        FileHandle.standardError.write(Data("fukidashi: \(summary)\n".utf8))
        if summary.failed > 0 { throw ExitCode.failure }
    }
}

#if canImport(Glibc)
/// glibc's mallopt(3), which Swift's Glibc module does not export (it lives in <malloc.h>).
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
