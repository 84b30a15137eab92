import Dispatch
import Fukidashi
import FukidashiPlatform

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
    let configuration: PreviewConfiguration
    private let pool: WorkerPool
    private let cache = RenderCache(limitBytes: 512 << 20)

    init(configuration: PreviewConfiguration) throws {
        self.configuration = configuration
        pool = try WorkerPool(count: configuration.workers, configuration: configuration.renderer)
    }

    /// Finds and renders every spec.
    func start() async {
        let discovery = configuration.discover()
        _ = await store.setSpecs(discovery)
        await render(await store.allSpecs)
    }

    /// Follows the watcher until it stops.
    func follow(_ watcher: FileWatcher) async {
        for await changed in watcher.changes {
            await apply(changed)
        }
    }

    /// One batch of saved, created or deleted paths.
    func apply(_ changed: [String]) async {
        pool.invalidate(changed + changed.map(PathText.real))
        let added = await store.setSpecs(configuration.discover())
        let affected = await store.affected(by: changed)
        var seen = Set<String>()
        let specs = (added + affected).filter { seen.insert($0.path).inserted }
        await render(specs)
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
        let configuration = configuration
        guard let data = FileManager.default.contents(atPath: spec.path) else {
            // Deleted between the walk and now: the next batch of changes removes it.
            await store.store(SpecResult(images: [], errors: ["\(spec.displayPath): error: cannot read the file"], inputs: []), for: spec)
            return
        }
        let bytes = [UInt8](data)
        let digest = ContentDigest.of(bytes: bytes)
        let usageNow = { await self.pool.run { renderer in renderer.stringsUsage(ofSpec: bytes, specFolder: SpecRendering.folder(of: spec)) } }
        if let cached = await cache.lookup(spec: spec.path, specDigest: digest, usageNow: usageNow) {
            await store.store(cached, for: spec)
            return
        }
        let plan = await pool.run { renderer in
            (SpecRendering.plan(spec, bytes: bytes, with: renderer, configuration: configuration), renderer.lastInputs)
        }
        let locales: [String?]
        switch plan.0 {
        case .failure(let error):
            let result = SpecRendering.failure(error, spec: spec, inputs: plan.1)
            cache.insert(result, spec: spec.path, specDigest: digest)
            await store.store(result, for: spec)
            return
        case .success(let list):
            locales = list.map { $0.map(Optional.some) } ?? [nil]
        }
        // Each locale on its own worker, so a spec in three languages is on screen sooner.
        let parts = await withTaskGroup(of: (Int, SpecResult, [RenderOutput]).self) { group in
            for (index, locale) in locales.enumerated() {
                group.addTask {
                    let (result, outputs) = await self.pool.run { renderer in
                        SpecRendering.render(spec, bytes: bytes, locales: locale.map { [$0] }, with: renderer, configuration: configuration)
                    }
                    return (index, result, outputs)
                }
            }
            var parts: [(Int, SpecResult, [RenderOutput])] = []
            for await part in group { parts.append(part) }
            return parts.sorted { $0.0 < $1.0 }
        }
        let first = SpecRendering.combine(parts.map(\.1))
        let outputs = parts.flatMap(\.2)
        var result = first
        // The new images first; the comparison with goldens (slower) follows.
        await store.store(result, for: spec)
        if spec.goldenPath != nil, !result.images.isEmpty {
            result = await pool.run { renderer in
                SpecRendering.compareGoldens(first, outputs: outputs, spec: spec, with: renderer, tolerance: configuration.tolerance)
            }
            await store.store(result, for: spec)
        }
        cache.insert(result, spec: spec.path, specDigest: digest)
    }
}
