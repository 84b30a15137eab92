import Fukidashi
import FukidashiJSON
import FukidashiModel
import FukidashiPlatform

/// Every spec's latest render, what the pages read, and the open pages to tell of changes.
actor PreviewStore {
    struct SpecEntry: Sendable {
        let spec: PreviewSpec
        var result: SpecResult?
        /// Bumped on each result that shows something new; pages key their cards by it.
        var version = 0
        /// Whether `result` is the whole render (not its first locale's, shown early).
        var isComplete = false
        /// Every image id the spec has had (its locales'), and its own: a detail view of any
        /// of them shows the spec's errors while it fails.
        var knownIDs: Set<String>

        init(spec: PreviewSpec) {
            self.spec = spec
            knownIDs = [SpecRendering.imageID(spec: spec.path)]
        }

        /// The id a card or page names the spec by while it has no image.
        var id: String { SpecRendering.imageID(spec: spec.path) }
    }

    /// What an image id names now.
    enum Lookup: Sendable {
        case image(PreviewImage, SpecEntry)
        /// A spec that has had this image (or is named by it) and now fails.
        case failed(SpecEntry)
        case gone
    }

    private var order: [String] = []
    private var entries: [String: SpecEntry] = [:]
    private var problems: [String] = []
    private var generation = 0
    /// Whether the folders have been walked once: before that, no specs means none found yet.
    private var discovered = false
    private var listeners: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextListener = 0

    /// Replaces the list of specs; returns those new to it.
    func setSpecs(_ discovery: PreviewDiscovery) -> [PreviewSpec] {
        let paths = discovery.specs.map(\.path)
        let added = discovery.specs.filter { entries[$0.path] == nil }
        let removed = order.filter { !paths.contains($0) }
        for spec in discovery.specs where entries[spec.path] == nil { entries[spec.path] = SpecEntry(spec: spec) }
        let removedNames = removed.compactMap { entries[$0]?.spec.displayPath }
        for path in removed { entries[path] = nil }
        order = paths
        discovered = true
        if !removed.isEmpty || problems != discovery.problems {
            problems = discovery.problems
            announce(specs: removedNames)
        }
        return added
    }

    /// The specs a change to `paths` may alter: the spec itself, a spec that read one of them
    /// (or a folder holding one), and a failed spec whose folder holds one (a missing image
    /// may just have arrived).
    func affected(by paths: [String]) -> [PreviewSpec] {
        order.compactMap { entries[$0] }.filter { entry in
            let spec = entry.spec.path
            if paths.contains(where: { Self.same($0, spec) }) { return true }
            guard let result = entry.result else { return true }
            if result.errors.isEmpty {
                return paths.contains { changed in result.inputs.contains { Self.same(changed, $0) || changed.hasPrefix($0 + "/") } }
            }
            let folder = PathText.parent(spec)
            return paths.contains { changed in folder.isEmpty || changed.hasPrefix(folder + "/") || result.inputs.contains { Self.same(changed, $0) }
            }
        }.map(\.spec)
    }

    /// Paths as the watcher and the renderer spell them (`./a` and `a`, real and not).
    private static func same(_ a: String, _ b: String) -> Bool {
        a == b || PathText.real(a) == PathText.real(b) || a.trimmingPrefix("./") == b.trimmingPrefix("./")
    }

    /// Keeps `result`; tells the pages only when it shows something new (an image's bytes, a
    /// warning, an error), so a save that changes nothing on screen refetches nothing.
    /// `partial`: the first locale's images, shown while the others render.
    func store(_ result: SpecResult, for spec: PreviewSpec, partial: Bool = false) {
        guard var entry = entries[spec.path] else { return }
        let changed = entry.result?.shown != result.shown || entry.isComplete == partial
        entry.result = result
        entry.isComplete = !partial
        entry.knownIDs.formUnion(result.images.map(\.id))
        if changed { entry.version += 1 }
        entries[spec.path] = entry
        if changed { announce(specs: [spec.displayPath]) }
    }

    func lookup(_ id: String) -> Lookup {
        if let (image, entry) = image(id) { return .image(image, entry) }
        for path in order {
            guard let entry = entries[path], entry.knownIDs.contains(id), !(entry.result?.errors.isEmpty ?? true) else { continue }
            return .failed(entry)
        }
        return .gone
    }

    var allSpecs: [PreviewSpec] { order.compactMap { entries[$0]?.spec } }

    /// Every spec in order, with its latest result.
    func snapshot() -> PreviewSnapshot {
        PreviewSnapshot(generation: generation, discovered: discovered, problems: problems, entries: order.compactMap { entries[$0] })
    }

    /// The image with this id and the spec that drew it.
    func image(_ id: String) -> (image: PreviewImage, entry: SpecEntry)? {
        for path in order {
            guard let entry = entries[path], let image = entry.result?.images.first(where: { $0.id == id }) else { continue }
            return (image, entry)
        }
        return nil
    }

    /// How many event streams may be open at once. Streams are held open, so they are
    /// bounded apart from other requests: past this a stream is refused (503), and pages,
    /// state and images are still served. A browser's tabs share one stream (the pages'
    /// SharedWorker), so this is room for many browsers.
    static let maxListeners = 32

    /// Messages for one open page: one each time something changed (the specs' paths); `nil`
    /// when `maxListeners` are open already.
    func listen() -> (id: Int, messages: AsyncStream<String>)? {
        guard listeners.count < Self.maxListeners else { return nil }
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(8))
        nextListener += 1
        listeners[nextListener] = continuation
        return (nextListener, stream)
    }

    /// A keep-alive for one page (an empty message): writing it fails once the page is gone.
    func ping(_ id: Int) {
        listeners[id]?.yield("")
    }

    func stopListening(_ id: Int) {
        listeners[id]?.finish()
        listeners[id] = nil
    }

    func finishAll() {
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    /// `specs` as the page names them (`displayPath`).
    private func announce(specs: [String]) {
        generation += 1
        let message = JSONValue.object(
            JSONObject([
                "generation": .number(Double(generation)),
                "specs": .array(specs.map { .string($0) })
            ])
        ).serialized(pretty: false)
        for continuation in listeners.values { continuation.yield(message) }
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> Substring {
        hasPrefix(prefix) ? dropFirst(prefix.count) : Substring(self)
    }
}
