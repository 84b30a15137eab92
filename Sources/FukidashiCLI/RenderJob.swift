import Fukidashi
import FukidashiCommandLine
import FukidashiModel
import FukidashiOutputs
import FukidashiPlatform
import FukidashiStrings
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `fukidashi render`'s work for one spec: render it and write its PNGs (and frames).
struct RenderJob: Sendable {
    var choice: VariantChoice
    /// Hashing every PNG costs time: only when a manifest was asked for.
    var writesManifest = false
    /// `--incremental`: the record of the last run into this output folder.
    var incremental: IncrementalRecord?
    /// The batch's file digests, shared by its workers: a string table or image that many specs
    /// read is hashed once.
    let digests = FileDigests()
    /// The project the specs belong to, if any: its settings and the styles a spec uses join
    /// the spec's `--incremental` key.
    var project: Project?
    /// Where each image goes: the project's layout (`nil`: beside each other, as always).
    var placement: OutputPlacement?
    /// Whether each image's accessibility label is recorded (`output.labels`), and the record
    /// that says which specs have theirs.
    var labelsWanted = false
    var managed: ManagedOutputs?

    func run(_ job: SpecInputs.Job, with renderer: Renderer) -> BatchRunner.Outcome {
        let file = job.specPath
        var key: String?
        var partial: (entry: IncrementalRecord.Entry, locales: [String], usage: StringsRead)?
        if let incremental, job.collidesWith == nil, let data = FileManager.default.contents(atPath: file) {
            let bytes = [UInt8](data)
            key = ContentDigest.hex(
                PixelKey.key(specBytes: bytes, pixelSettings: renderer.pixelSettings(relativeTo: incremental.base), choice: choice, project: project))
            let folder = PathText.parent(file)
            let standing = incremental.standing(
                spec: file, key: key!, memo: digests,
                usageNow: {
                    renderer.stringsUsage(ofSpec: bytes, specFolder: folder.isEmpty ? "." : folder, locales: choice.locales)
                })
            switch standing {
            case .current where labelsWanted && managed?.hasLabels(ofSpec: file) == false:
                break  // unchanged, but rendered once more so that its labels are on record
            case .current(let entry)?:
                var outcome = BatchRunner.Outcome(diagnostics: [], failed: false, warnings: 0)
                outcome.unchanged = true
                outcome.record = (incremental.key(of: file), entry.line(base: incremental.base))
                outcome.files = entry.outputs.map(\.path)
                return outcome
            case .localesChanged(let entry, let locales, let usage)?:
                partial = (entry, locales, usage)
            case nil:
                break
            }
        }
        let outputs: [RenderOutput]
        let failedLocales: [Diagnostic]
        switch BatchRunner.renderAll(
            job, with: renderer, locales: partial?.locales ?? choice.locales, strict: choice.strict, warningsAreErrors: choice.warningsAreErrors)
        {
        case .rendered(let rendered): (outputs, failedLocales) = (rendered.outputs, rendered.failed?.diagnostics ?? [])
        case .failed(let outcome): return outcome
        }
        let files: [(path: String, output: RenderOutput)]
        let unqualified: String?
        // Every locale the spec has, rendered now or kept from before, for Android's default.
        let specLocales = Set(outputs.compactMap(\.locale) + failedLocales.compactMap(\.locale) + (partial?.entry.outputs.compactMap(\.locale) ?? []))
        switch place(outputs, for: job, locales: specLocales) {
        case .success(let placed): (files, unqualified) = placed
        case .failure(let problem): return BatchRunner.failed(job, [problem.in(file: file)])
        }
        let labels = labelsWanted ? fileLabels(files, unqualified: unqualified) : []
        // A variant whose translation is broken fails alone: its errors are reported, and the
        // other variants' images are still written. What several variants say alike is said once.
        let said = SaidOfVariants(outputs: outputs, failures: failedLocales, file: file)
        let errors = said.errors
        let lines = said.diagnostics
        let writesManifest = writesManifest
        // Rendering is done; writing happens off this worker (BatchRunner), then reports. Files
        // are renamed into place complete; the command flushes them to disk at the end
        // (OutputFlush).
        var summary = LocaleSummary.of(outputs: outputs)
        summary.add(.of(errors: failedLocales))
        let locales = summary
        var tally = VariantTally.of(outputs: outputs)
        tally.add(.of(errors: failedLocales))
        let variants = tally
        var outcome = BatchRunner.Outcome(diagnostics: lines, failed: !failedLocales.isEmpty, warnings: said.warningCount)
        let recordKey = failedLocales.isEmpty ? key : nil, digests = digests, record = incremental
        // Re-rendering some locales keeps the image set's variants, so its Contents.json stands.
        let extras = partial == nil ? extraFiles(files, for: job, failedLocales: Set(failedLocales.compactMap(\.locale))) : []
        let kept = partial.map { (entry: $0.entry, rendered: Set($0.locales), usage: $0.usage) }
        outcome.write = {
            var written = Self.write(files, extras: extras, for: job, lines: lines, warnings: said.warningCount, writesManifest: writesManifest)
            written.locales = locales
            let wroteEveryFile = !written.failed
            if !errors.isEmpty {
                written = BatchRunner.Outcome(
                    diagnostics: written.diagnostics, failed: true, warnings: written.warnings,
                    manifest: written.manifest + [Manifest.failure(spec: file, errors: errors)],
                    locales: written.locales, flush: written.flush, files: written.files)
            }
            written.variants = variants
            written.inPart = kept != nil
            if wroteEveryFile { written.labels = labels }
            if let key = recordKey, let record, !written.failed {
                // Frames are outputs too: an edited or missing frame is rendered again.
                var recorded: [(path: String, png: [UInt8], locale: String?)] = []
                for (path, output) in files {
                    recorded.append((path, output.png, output.variant.locale))
                    for (number, frame) in output.frames.enumerated() {
                        recorded.append((Self.framePath(path, number), frame, output.variant.locale))
                    }
                }
                recorded += extras.map { ($0.path, $0.png, nil) }
                let entry = IncrementalRecord.entry(spec: file, key: key, read: outputs.first, outputs: recorded, memo: digests, kept: kept)
                written.record = (record.key(of: file), entry.line(base: record.base))
                // The locales not rendered again keep their files: the entry lists them all.
                if kept != nil { written.files = entry.outputs.map(\.path) }
            }
            return written
        }
        return outcome
    }

    /// Each output's file in the layout, and the locale `android-res` writes unqualified; an
    /// output the layout cannot hold fails the spec.
    private func place(_ outputs: [RenderOutput], for job: SpecInputs.Job, locales: Set<String>) -> Result<
        ([(path: String, output: RenderOutput)], unqualified: String?), Diagnostic
    > {
        var placed: [(path: String, output: RenderOutput)] = []
        let ordered = outputs.compactMap(\.locale).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let unqualified = placement?.unqualifiedLocale(
            among: ordered + locales.subtracting(ordered).sorted(), source: outputs.first?.sourceLanguage, rules: ICULocaleRules())
        for output in outputs {
            guard let placement else {
                placed.append((output.variant.path(for: job.outputPath), output))
                continue
            }
            switch placement.path(base: job.outputPath, variant: output.variant, scale: output.scale, unqualified: unqualified) {
            case .success(let path): placed.append((path, output))
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success((placed, unqualified))
    }

    /// Each image file, the first of each locale with its label: the image set's name and the
    /// locale in an asset catalog, `<image>_description` in the locale's values folder in `res/`.
    /// Android's pseudo-locales have none of their own: aapt2 makes them from `values/`, as it
    /// does every string.
    private func fileLabels(_ files: [(path: String, output: RenderOutput)], unqualified: String?) -> [FileLabel] {
        guard let images = placement?.layout.images else { return [] }
        var labelled = Set<String?>()
        return files.map { path, output in
            let locale = output.variant.locale
            guard labelled.insert(locale).inserted else { return FileLabel(file: path, label: nil) }
            let text = ImageLabel.text(of: output.labelTexts)
            return FileLabel(file: path, label: images.label(ofFile: path, locale: locale, unqualified: unqualified, text: text))
        }
    }

    /// Files the layout needs besides the images: an image set's `Contents.json`. A locale that
    /// failed keeps its last good images, so they stay listed (Xcode warns of a file in a set
    /// that its `Contents.json` does not name).
    private func extraFiles(_ files: [(path: String, output: RenderOutput)], for job: SpecInputs.Job, failedLocales: Set<String>)
        -> [(path: String, png: [UInt8])]
    {
        guard let images = placement?.layout.images else { return [] }
        let written = files.map { ImageSetImage(file: PathText.lastComponent($0.path), variant: $0.output.variant, scale: $0.output.scale) }
        return images.extraFiles(written, base: job.outputPath, failedLocales: failedLocales).map { ($0.path, $0.bytes) }
    }

    private static func write(
        _ placed: [(path: String, output: RenderOutput)], extras: [(path: String, png: [UInt8])] = [], for job: SpecInputs.Job,
        lines: [Diagnostic], warnings: Int, writesManifest: Bool
    ) -> BatchRunner.Outcome {
        let file = job.specPath
        var manifest: [String] = []
        var flush = OutputFlush()
        var owned: [String] = []
        for (index, (path, output)) in placed.enumerated() {
            do {
                // An output whose bytes are already there is left as it is. Frames go in a
                // folder named like the PNG: out/home.png → out/home/0000.png. The layout's
                // own files follow the last image.
                var files = [(path, output.png)] + output.frames.enumerated().map { (framePath(path, $0.offset), $0.element) }
                if index == placed.count - 1 { files += extras }
                for (target, png) in files {
                    owned.append(target)
                    if AtomicFile.holds(png, at: target) {
                        flush.noteKept(target)
                    } else {
                        try AtomicFile.write(png, to: target, durable: false)
                        flush.noteWritten()
                    }
                }
            } catch {
                var failed = BatchRunner.failed(job, lines + [Diagnostic(.error, file: file, error.message)], warnings: warnings)
                failed.flush = flush
                failed.files = owned
                return failed
            }
            if writesManifest {
                manifest.append(
                    Manifest.line(
                        spec: file, variant: output.variant, output: path, bytes: output.png.count, sha256: SHA256.hex(output.png),
                        warnings: output.warnings.filter { $0.severity == .warning }, strings: output.strings))
            }
        }
        var outcome = BatchRunner.Outcome(diagnostics: lines, failed: false, warnings: warnings, manifest: manifest, flush: flush)
        outcome.files = owned
        return outcome
    }

    /// `out/home.png`'s frame 3: `out/home/0003.png`.
    static func framePath(_ path: String, _ number: Int) -> String {
        let name = String(repeating: "0", count: max(0, 4 - String(number).count)) + String(number)
        return String(path.dropLast(4)) + "/\(name).png"
    }
}
