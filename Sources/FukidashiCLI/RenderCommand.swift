import ArgumentParser
import Fukidashi
import FukidashiBackend
import FukidashiCommandLine
import FukidashiModel
import FukidashiOutputs
import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The folder to write PNGs into (default: the project's output path, else .).", valueName: "dir"))
    var out: String?

    @OptionGroup var project: ProjectOptions

    @OptionGroup var options: RenderOptions

    @Option(
        name: .customLong("png-compression"),
        help: ArgumentHelp(
            "One of \(PNGCompression.choiceList) (default: default; cairo is Cairo's own writer, for comparison). The pixels are the same; time and bytes differ.",
            valueName: "level"),
        transform: PNGCompression.parse)
    var pngCompression: PNGCompression = .default

    @Flag(help: "For animated specs, also write every frame as its own PNG: OUT/name/0000.png, 0001.png, …")
    var frames = false

    @OptionGroup var sharding: ShardOptions

    @Option(
        help: ArgumentHelp("Write one JSON line per output (spec, locale, output, bytes, sha256, warnings) to this file.", valueName: "file.jsonl"))
    var manifest: String?

    @OptionGroup var summaryOption: SummaryOption

    @Flag(
        help:
            "Skip a spec when nothing that decides its pixels changed since the last --incremental run into the same --out: its bytes, the images it read, the strings its keys have in its string tables, the fonts, the renderer and these options; and its outputs are still as written. The record is OUT/.fukidashi-incremental.jsonl."
    )
    var incremental = false

    @Argument(help: ArgumentHelp("Spec files or folders of specs (default: the project's specs).", valueName: "path"))
    var paths: [String] = []

    func validate() throws {
        try RenderOptions.validate(paths: paths)
    }

    func run() throws {
        let setup = try ProjectSetup.resolve(paths: paths, options: project)
        var adopted = self.options
        if let project = setup.project { adopted.adopt(project) }
        let out = self.out ?? setup.project?.outputPath ?? "."
        let placement = setup.project.map {
            OutputPlacement(layout: $0.layout, root: out, defaultLocale: $0.locales?.first, shipsPseudoLocales: $0.shipsPseudoLocales)
        }
        if let project = setup.project, let locales = adopted.locales {
            // Pseudo-locales the layout does not receive are left to verify and the preview.
            let refused = locales.compactMap { locale in
                project.layout.refusal(ofPseudoLocale: locale, whenAsked: project.shipsPseudoLocales).map { (locale, $0) }
            }
            if !refused.isEmpty {
                let kept = locales.filter { locale in !refused.contains { $0.0 == locale } }
                for (locale, why) in refused {
                    Console.say(Diagnostic(.note, file: nil, "\(locale) not rendered here: \(why); verify and preview render it"))
                }
                guard !kept.isEmpty else {
                    Console.error(Diagnostic(.error, file: nil, "every locale asked for is a pseudo-locale this output does not receive").line + "\n")
                    throw ExitCode.failure
                }
                adopted.locale = kept.joined(separator: ",")
            }
        }
        if let project = setup.project, case .cannot(let why) = project.layout.shipping(.textSize),
            let sizes = adopted.textSizes, sizes.contains(where: { !VariantAxis.textSize.isDefault($0) })
        {
            // Text sizes are for review: the app draws one image at every size.
            for size in sizes where !VariantAxis.textSize.isDefault(size) {
                Console.say(Diagnostic(.note, file: nil, "\(size) not rendered here: \(why); verify and preview render it"))
            }
            adopted.textSize = nil
        }
        var inputs = try SpecInputs.collectForCommand(paths: setup.paths, outputFolder: out, roots: setup.project?.specs ?? [])
        if let placement { inputs = placement.assign(inputs) }
        var selected = inputs
        if let part = sharding.part { selected = part.selecting(inputs) }
        HeapSettings.keepImageBuffersOnHeap()
        var renderJob = RenderJob(
            choice: .init(locales: adopted.locales, strict: adopted.strict, warningsAreErrors: adopted.warningsAreErrors),
            writesManifest: manifest != nil)
        (renderJob.project, renderJob.placement) = (setup.project, placement)
        // Each image's texts as its accessibility label, beside the catalog or in res/.
        let managed = setup.project.map { ManagedOutputs.load(root: out, projectFolder: $0.folder) }
        let labelPlan = setup.project.flatMap { project in
            project.labels.name(for: project.layout, outputPath: out).map {
                ManagedOutputs.LabelPlan(layout: project.layout, name: $0, sourceLanguage: project.locales?.first ?? "en")
            }
        }
        (renderJob.labelsWanted, renderJob.managed) = (labelPlan != nil, managed)
        // The layout's own files at its root (a catalog's Contents.json), where they are
        // missing; those the app keeps are left alone.
        for file in placement?.layout.images.rootFiles ?? [] {
            let path = PathText.joined(out, file.name)
            if !FileManager.default.fileExists(atPath: path) { try exitOnFailure { try AtomicFile.write(file.bytes, to: path) } }
        }
        let record = incremental ? IncrementalRecord.load(from: out, base: setup.project?.folder ?? out) : nil
        renderJob.incremental = record
        let compression = pngCompression
        let (options, writesFrames, project, digestsLocales) = (adopted, frames, setup.project, incremental)
        let (result, signal) = withInterruption { interruption in
            var runner = BatchRunner(jobs: options.workers)
            runner.interruption = interruption
            var settings = options.configuration(project: project)
            settings.pngCompression = compression
            settings.keepsFrames = writesFrames
            let configuration = settings
            return runner.run(
                selected,
                makeRenderer: { () throws(RenderError) in
                    let renderer = try Renderer(configuration)
                    renderer.digestsLocaleLookups = digestsLocales
                    return renderer
                },
                decoder: SpecDecoder(limits: configuration.limits, project: configuration.project),
                textSizes: configuration.textSizes, work: renderJob.run)
        }
        let (summary, manifestLines) = (result.summary, result.manifest)
        // An exit status of 0 means every PNG is on disk.
        try exitOnFailure { try result.flush.perform(in: out) }
        if let record { try exitOnFailure { try record.writing(result.records, to: out) } }
        var labelsRefused = false
        if setup.project != nil, signal == nil {
            // A project's output is managed: what it no longer makes is removed.
            // Only a run of every spec in every locale knows what the project no longer makes.
            let coverage: ManagedOutputs.Coverage =
                self.options.locale != nil ? .someLocales : (paths.isEmpty && sharding.part == nil ? .whole : .specs)
            let update = try exitOnFailure {
                try managed!.update(
                    files: result.files, labels: result.labels, failedSpecs: result.failedSpecs, coverage: coverage, plan: labelPlan)
            }
            for path in update.refused {
                Console.error(
                    Diagnostic(
                        .error, file: nil,
                        "\(path) is not a file this project wrote, so its labels are not written there; move it, or name another with the project's \"output\": {\"labels\": …}"
                    ).line + "\n")
            }
            labelsRefused = !update.refused.isEmpty
            let removed = update.removed
            if !removed.isEmpty {
                // Images, and the layout's own files (an image set's Contents.json) apart.
                let images = removed.filter { $0.hasSuffix(".png") }.count, others = removed.count - images
                let also = others == 0 ? "" : " and \(others) file\(others == 1 ? "" : "s") beside them"
                Console.error("fukidashi: removed \(images) image\(images == 1 ? "" : "s")\(also) the project no longer makes\n")
            }
        }
        if let manifest {
            let text = manifestLines.joined(separator: "\n") + (manifestLines.isEmpty ? "" : "\n")
            try exitOnFailure { try AtomicFile.write(Array(text.utf8), to: manifest) }
        }
        Annotations.print(summary.errors + summary.warningsSaid)
        if let sig = signal {
            Console.error("fukidashi: interrupted; \(summary.finished) of \(summary.total) specs were done, and every file written is complete\n")
            if summaryOption.format != nil { Console.output(result.summaryJSON(command: "render")) }
            throw ExitCode(128 + sig)
        }
        Console.error("fukidashi: \(summary)\(summary.localeLines)\n")
        if summaryOption.format != nil { Console.output(result.summaryJSON(command: "render")) }
        if summary.failed > 0 || labelsRefused { throw ExitCode.failure }
    }

    /// Runs `body`; a file that cannot be written is the command's error, and it exits 1.
    private func exitOnFailure<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as RenderError {
            Console.error(Diagnostic(.error, file: nil, "\(error.message)").line + "\n")
            throw ExitCode.failure
        }
    }
}
