import Fukidashi
import FukidashiSpec

/// Every spec's latest render, what the pages read, and the open pages to tell of changes.
actor PreviewStore {
    struct SpecEntry: Sendable {
        let spec: PreviewSpec
        var result: SpecResult?
        /// Bumped on each new result: pages ask for `?v=` so a browser never shows a stale image.
        var version = 0
    }

    private var order: [String] = []
    private var entries: [String: SpecEntry] = [:]
    private var problems: [String] = []
    private var generation = 0
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
            return paths.contains { changed in folder.isEmpty || changed.hasPrefix(folder + "/") || result.inputs.contains { Self.same(changed, $0) } }
        }.map(\.spec)
    }

    /// Paths as the watcher and the renderer spell them (`./a` and `a`, real and not).
    private static func same(_ a: String, _ b: String) -> Bool {
        a == b || PathText.real(a) == PathText.real(b) || a.trimmingPrefix("./") == b.trimmingPrefix("./")
    }

    func store(_ result: SpecResult, for spec: PreviewSpec) {
        guard var entry = entries[spec.path] else { return }
        entry.result = result
        entry.version += 1
        entries[spec.path] = entry
        announce(specs: [spec.displayPath])
    }

    var allSpecs: [PreviewSpec] { order.compactMap { entries[$0]?.spec } }

    /// Every spec in order, with its latest result.
    func snapshot() -> (generation: Int, problems: [String], entries: [SpecEntry]) {
        (generation, problems, order.compactMap { entries[$0] })
    }

    /// The image with this id and the spec that drew it.
    func image(_ id: String) -> (image: PreviewImage, entry: SpecEntry)? {
        for path in order {
            guard let entry = entries[path], let image = entry.result?.images.first(where: { $0.id == id }) else { continue }
            return (image, entry)
        }
        return nil
    }

    /// Messages for one open page: one each time something changed (the specs' paths).
    func listen() -> (id: Int, messages: AsyncStream<String>) {
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
        let message = JSONValue.object(JSONObject([
            "generation": .number(Double(generation)),
            "specs": .array(specs.map { .string($0) }),
        ])).serialized(pretty: false)
        for continuation in listeners.values { continuation.yield(message) }
    }
}

private extension String {
    func trimmingPrefix(_ prefix: String) -> Substring {
        hasPrefix(prefix) ? dropFirst(prefix.count) : Substring(self)
    }
}
