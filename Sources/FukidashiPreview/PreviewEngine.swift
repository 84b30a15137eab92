import Dispatch
import Fukidashi
import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps every spec's images current: renders all at start, then, for each batch of saved
/// files the watcher reports, finds the specs anew and re-renders only those the saves
/// affect, through the cache, on the bounded workers.
final class PreviewEngine: Sendable {
    let store = PreviewStore()
    /// What renders: the options and the workers made from them, replaced together when the
    /// project file is saved, and what is wrong with the project file as last saved.
    private struct Setup {
        var configuration: PreviewConfiguration
        var pool: WorkerPool
        var projectProblems: [String] = []
    }
    private let setup: Locked<Setup>
    /// Results in memory: records only (their pictures are in `images`), so it is small.
    private let cache = RenderCache(limitBytes: 64 << 20)
    /// The pictures, on disk in the cache folder, the most recent in memory.
    let images: ImageStore
    /// Results on disk, for a start on the same project.
    private let archive: ResultArchive
    /// How each spec's last result came: drawn, from memory, or from the cache folder (the
    /// state reports it, so a restart that draws nothing can be seen).
    let counts = Locked<RenderCounts>(RenderCounts())
    /// What the gallery shows now (`/api/focus`): the spec and locale its filters name. Work
    /// for them is drawn first, so a designer who filters on "de" sees German first.
    let focus = Locked<(spec: String?, locale: String?)>((nil, nil))

    /// How urgent drawing `spec` in `locale` is: 2 for the spec the page filters on, 1 for its
    /// locale.
    private func priority(of spec: PreviewSpec, locale: String?) -> Int {
        let now = focus.withLock { $0 }
        return (now.spec == spec.name ? 2 : 0) + (locale != nil && now.locale == locale ? 1 : 0)
    }

    init(configuration: PreviewConfiguration) throws {
        setup = Locked(Setup(configuration: configuration, pool: try WorkerPool(count: configuration.workers, configuration: configuration.renderer)))
        images = ImageStore(
            folder: PathText.joined(configuration.cacheFolder, "blobs"), diskLimit: configuration.cacheLimitBytes,
            memoryLimit: configuration.memoryImageBytes)
        archive = ResultArchive(folder: PathText.joined(configuration.cacheFolder, "results"))
    }

    /// The options in force.
    var configuration: PreviewConfiguration { setup.withLock { $0.configuration } }

    private var current: Setup { setup.withLock { $0 } }

    /// The specs as the configuration finds them, with the project file's problems.
    private func discover() -> PreviewDiscovery {
        let now = current
        var discovery = now.configuration.discover()
        discovery.problems = now.projectProblems + discovery.problems
        return discovery
    }

    /// Finds and renders every spec.
    func start() async {
        _ = await store.setSpecs(discover())
        await render(await store.allSpecs)
    }

    /// Follows the watcher until it stops.
    func follow(_ watcher: FileWatcher) async {
        for await changed in watcher.changes {
            let watched = current.configuration.watchPaths
            await apply(changed)
            // A reloaded project may name new string tables, fonts and folders: watched now.
            let added = current.configuration.watchPaths.filter { !watched.contains($0) }
            if !added.isEmpty { watcher.watch(added) }
        }
    }

    /// One batch of saved, created or deleted paths.
    func apply(_ changed: [String]) async {
        if reloadProject(ifIn: changed) || reloadFonts(ifIn: changed) {
            // Styles, strings, locales, appearances or scales may have changed: every spec is
            // looked up again under the new project's key (`renderKey`), and only those whose
            // key moved render (a broken project: the old renders stay, from the cache).
            _ = await store.setSpecs(discover())
            await render(await store.allSpecs)
            return
        }
        current.pool.invalidate(changed + changed.map(PathText.real))
        let added = await store.setSpecs(discover())
        let affected = await store.affected(by: changed)
        var seen = Set<String>()
        let specs = (added + affected).filter { seen.insert($0.path).inserted }
        await render(specs)
    }

    /// Starts new workers when a font file in a font folder was saved, added or removed: a
    /// renderer reads its fonts once. Whether it did.
    private func reloadFonts(ifIn changed: [String]) -> Bool {
        let now = current
        let folders = now.configuration.renderer.userFonts.map { PathText.real($0) + "/" }
        guard changed.contains(where: { path in folders.contains { (PathText.real(PathText.parent(path)) + "/").hasPrefix($0) } })
        else { return false }
        do {
            let pool = try WorkerPool(count: now.configuration.workers, configuration: now.configuration.renderer)
            setup.withLock {
                $0.pool = pool
                $0.projectProblems = []
            }
        } catch {
            // The last good workers stay; the page says what is wrong with the fonts.
            setup.withLock { $0.projectProblems = [Diagnostic(.error, file: nil, error.message).line] }
        }
        return true
    }

    /// Reads the project file again when `changed` names it. Whether it changed what renders.
    private func reloadProject(ifIn changed: [String]) -> Bool {
        let now = current
        guard let file = now.configuration.projectFile, let reload = now.configuration.reloadProject else { return false }
        let real = PathText.real(file)
        guard changed.contains(where: { $0 == file || PathText.real($0) == real }) else { return false }
        switch reload() {
        case .success(let configuration):
            do {
                let pool = try WorkerPool(count: configuration.workers, configuration: configuration.renderer)
                setup.withLock { $0 = Setup(configuration: configuration, pool: pool) }
            } catch {
                // A project whose renderer cannot start (a font folder with no font): the last
                // good project stays, and the page says why.
                setup.withLock { $0.projectProblems = [Diagnostic(.error, file: file, error.message).line] }
            }
            return true
        case .failure(let problems):
            // The last good project stays; the page says what to fix.
            setup.withLock { $0.projectProblems = problems.diagnostics.map(\.line) }
            return true
        }
    }

    /// What a spec's render is cached by, as `render --incremental` keys it: its bytes, the
    /// renderer's settings (fonts, options), the locales asked for, the project's settings and
    /// the project styles the spec names. A saved project file whose change a spec does not
    /// see (a style only other specs use) leaves that spec's key, so it is not rendered again.
    static func renderKey(specBytes bytes: [UInt8], settings: String, configuration: PreviewConfiguration) -> UInt64 {
        let choice = VariantChoice(locales: configuration.locales, strict: configuration.strict)
        return PixelKey.key(specBytes: bytes, pixelSettings: settings, choice: choice, project: configuration.project)
    }

    /// Renders `spec` again, not from the cache, in the background: a picture of its result
    /// is no longer in the store.
    func renderAgain(_ spec: PreviewSpec) async {
        cache.forget(spec: spec.path)
        Task { await self.render(spec) }
    }

    /// Renders `specs`, as many at once as there are workers; each result is stored (and
    /// announced) as soon as it is ready.
    func render(_ specs: [PreviewSpec]) async {
        await withTaskGroup(of: Void.self) { group in
            for spec in specs {
                group.addTask { await self.render(spec) }
            }
        }
    }

    private func render(_ spec: PreviewSpec) async {
        let now = current
        let (configuration, pool) = (now.configuration, now.pool)
        guard let data = FileManager.default.contents(atPath: spec.path) else {
            // Deleted between the walk and now: the next batch of changes removes it.
            await store.store(
                SpecResult(images: [], errors: [Diagnostic(.error, file: spec.displayPath, "cannot read the file").line], inputs: []), for: spec)
            return
        }
        let bytes = [UInt8](data)
        let base = configuration.project?.folder ?? "."
        let settings = await pool.run { renderer in renderer.pixelSettings(relativeTo: base) }
        let digest = Self.renderKey(specBytes: bytes, settings: settings, configuration: configuration)
        let usageNow = {
            await pool.run { renderer in renderer.stringsUsage(ofSpec: bytes, specFolder: SpecRendering.folder(of: spec))?.usageDigest }
        }
        if let cached = await cache.lookup(spec: spec.path, specDigest: digest, usageNow: usageNow) {
            counts.withLock { $0.fromMemory += 1 }
            await store.store(cached, for: spec)
            return
        }
        // Started again on the same project: the result on disk, if what it read is unchanged.
        if let kept = archive.load(spec: spec.path, key: digest, store: images) {
            let check = kept.read.check()
            let usage = check.needsUsage ? await usageNow() : nil
            if let read = kept.read.current(after: check, usage: usage) {
                counts.withLock { $0.fromDisk += 1 }
                cache.insert(kept.result, spec: spec.path, specDigest: digest, read: read)
                await store.store(kept.result, for: spec)
                return
            }
        }
        counts.withLock { $0.drawn += 1 }
        let specFirst: @Sendable () -> Int = { self.priority(of: spec, locale: nil) }
        let plan = await pool.run(priority: specFirst) { renderer in
            (SpecRendering.plan(spec, bytes: bytes, with: renderer, configuration: configuration), renderer.lastInputs)
        }
        let locales: [String?]
        let decoded: DecodedSpec
        switch plan.0 {
        case .failure(let error):
            let result = SpecRendering.failure(error, spec: spec, inputs: plan.1)
            cache.insert(result, spec: spec.path, specDigest: digest)
            await store.store(result, for: spec)
            return
        case .success(let planned):
            decoded = planned.decoded
            locales = planned.locales.map { $0.map(Optional.some) } ?? [nil]
        }
        // Each locale on its own worker, so a spec in three languages is on screen sooner. A
        // locale's pictures go to the store (and its goldens are compared) on the worker that
        // drew them, and its outputs are dropped there: a spec of 120 images never holds them
        // all in memory. The first locale done is shown at once; the rest when all are done.
        let images = self.images
        let parts = await withTaskGroup(of: (Int, SpecResult).self) { group in
            for (index, locale) in locales.enumerated() {
                let urgency: @Sendable () -> Int = { self.priority(of: spec, locale: locale) }
                group.addTask {
                    let result = await pool.run(priority: urgency) { renderer in
                        let (result, outputs) = SpecRendering.render(
                            spec, decoded: decoded, locales: locale.map { [$0] }, with: renderer, configuration: configuration, store: images)
                        guard spec.goldenPath != nil, !result.images.isEmpty else { return result }
                        return SpecRendering.compareGoldens(
                            result, outputs: outputs, spec: spec, with: renderer, tolerance: configuration.tolerance, store: images)
                    }
                    return (index, result)
                }
            }
            var parts: [(Int, SpecResult)] = []
            for await part in group {
                parts.append(part)
                if parts.count == 1, locales.count > 1 { await store.store(part.1, for: spec, partial: true) }
            }
            return parts.sorted { $0.0 < $1.0 }
        }
        let result = SpecRendering.combine(parts.map(\.1))
        await store.store(result, for: spec)
        // What it read, digested once for the cache in memory and the one on disk.
        let read = RenderInputs(paths: result.inputs, strings: result.strings)
        cache.insert(result, spec: spec.path, specDigest: digest, read: read)
        archive.save(result, read: read, spec: spec.path, key: digest)
    }
}

/// How the specs' results came, since the server started.
struct RenderCounts: Sendable {
    var drawn = 0
    var fromMemory = 0
    var fromDisk = 0
}
