import FukidashiJSON

/// The maps along axes written by name (`AxisMaps`) that one decoding pass read an entry of,
/// and which of them a reader took whole (`SpecReader.inEveryVariant`: a colour, an image
/// path): where every map in a part was, the decoded document holds each variant's values of
/// that part. A pass reads one point of those axes (`chosen`: light, or light and high
/// contrast), and a reader that takes a map whole reads every point's entry.
package final class MapSites {
    /// Whether the pass reads maps at all: a spec's does, once it knows the lists declared
    /// (`start`); a project file's own keys are never maps.
    package private(set) var resolving = false
    /// Each map the pass read an entry of, by its path: its axis and its entries.
    package var maps: [JSONPath: (axis: VariantAxis, entries: JSONObject)] = [:]
    /// Of those, each one that is another's entry directly (`{"light": {"normal": …}}`): read
    /// with that map, as one along both axes.
    package var chained: Set<JSONPath> = []
    /// Each map (or misspelt one) met, as written and as read, so meeting it again says nothing.
    package var met: [JSONPath: (written: JSONValue, read: JSONValue)] = [:]
    /// The values each axis written by name declares, by axis.
    private var lists: [VariantAxis: [String]] = [:]
    /// Every point of those axes, in order: the product of their lists (`light`, `dark`).
    package private(set) var declared: [Variant] = []
    /// The point whose entries the pass reads: what a value it reads is keyed by.
    package private(set) var chosen: Variant?
    /// Every point, or none (`nil`) where none is declared: what a check across keys runs in.
    package var partsOrNone: [Variant?] { declared.isEmpty ? [nil] : declared }
    /// The maps a reader took whole.
    package var readWhole: Set<JSONPath> = []
    /// What is wrong with an entry of another point than the pass's: it fails only that
    /// entry's variants, as its own reading would.
    package var errors = DiagnosticsByVariant()
    /// What only another point's values warn of (a border that has no width in dark alone):
    /// said with that entry's variants.
    package var warnings = DiagnosticsByVariant()

    package init() {}

    /// From here on, members that are maps are read as `chosen`'s entries (`nil`: the first
    /// point's), along each axis `lists` declares that is written by name.
    package func start(lists all: AxisLists, chosen: Variant? = nil) {
        lists = Self.named(all)
        declared = Self.points(all)
        (resolving, self.chosen) = (true, chosen ?? declared.first)
    }

    /// Every point of the axes written by name that `lists` declares (`light`, `dark`), in
    /// order; none where it declares none.
    package static func points(_ lists: AxisLists) -> [Variant] {
        let named = named(lists)
        return named.isEmpty ? [] : Variant.product(named)
    }

    /// The lists of the axes written by name, of those that have values.
    private static func named(_ lists: AxisLists) -> [VariantAxis: [String]] {
        lists.all.filter { $0.key.mapNames != nil && !$0.value.isEmpty }
    }

    /// The values declared along `axis`, or none.
    package func values(along axis: VariantAxis) -> [String] { lists[axis] ?? [] }

    /// Whether `path` is inside a map's entry, which is that entry's variants' already (one
    /// directly in an entry along another axis is read with its map, as its map is).
    package func isInsideMap(_ path: JSONPath) -> Bool {
        var root = path
        while chained.contains(root) { root = Self.parent(of: root) }
        return enclosingMap(of: root) != nil
    }

    /// The nearest map `path` is inside an entry of.
    package func enclosingMap(of path: JSONPath) -> VariantAxis? {
        let components = path.components
        return (1..<max(components.count, 1)).reversed().lazy.compactMap { self.maps[JSONPath(Array(components.prefix($0)))]?.axis }.first
    }

    /// The axes of the map at `path` and of the maps it is an entry of directly.
    package func axes(walkedTo path: JSONPath) -> Set<VariantAxis> {
        var axes: Set<VariantAxis> = []
        var here = path
        while let map = maps[here] {
            axes.insert(map.axis)
            guard chained.contains(here) else { break }
            here = Self.parent(of: here)
        }
        return axes
    }

    /// The path of the object or map that holds the value at `path`.
    private static func parent(of path: JSONPath) -> JSONPath { JSONPath(Array(path.components.dropLast())) }

    /// `point`'s entry of the map at `path`: through each map on the way (one directly in
    /// another's entry, along another axis), the entry of the point's value along its axis;
    /// with its path (`fill.dark`), the part of a variant it is read for (`dark`), and every
    /// map walked. `nil` where there is no map at `path`.
    package func walk(_ path: JSONPath, to point: Variant) -> (entry: JSONValue, path: JSONPath, part: Variant, maps: [JSONPath])? {
        var (here, part, walked) = (path, Variant.plain, [JSONPath]())
        var entry: JSONValue?
        while let map = maps[here], here == path || chained.contains(here), let value = point[map.axis], let next = map.entries[value] {
            var values = part.values
            values[map.axis] = value
            (part, entry) = (Variant(values), next)
            walked.append(here)
            here = here / value
        }
        // A map directly in the entry that is wrong (misspelt, or missing an entry), said once
        // already: read as the pass read it, so it says nothing more.
        if chained.contains(here), maps[here] == nil, let met = met[here] { entry = met.read }
        return entry.map { ($0, here, part, walked) }
    }

    /// The entries of the map at `path`, each once, with every point that reads it, in the
    /// order of the points (a map along one axis of two has as many entries as that axis has
    /// values).
    package func entries(at path: JSONPath) -> [(entry: JSONValue, path: JSONPath, part: Variant, points: [Variant], maps: [JSONPath])] {
        var entries: [(entry: JSONValue, path: JSONPath, part: Variant, points: [Variant], maps: [JSONPath])] = []
        for point in declared {
            guard let walked = walk(path, to: point) else { continue }
            if let index = entries.firstIndex(where: { $0.path == walked.path }) {
                entries[index].points.append(point)
            } else {
                entries.append((walked.entry, walked.path, walked.part, [point], walked.maps))
            }
        }
        return entries
    }

    /// `path`, of a value made from keys read whole, as `part`'s entries name it: each map on
    /// the way with that entry's key (`elements[0].progress.current.dark`).
    package func path(_ path: JSONPath, in part: Variant?) -> JSONPath {
        guard let part, !maps.isEmpty else { return path }
        var components: [JSONPath.Component] = []
        var rest = path.components[...]
        while let component = rest.popFirst() {
            components.append(component)
            // The map here, then each one directly in its entry along another axis.
            while let map = maps[JSONPath(components)], let value = part[map.axis] {
                if case .key(let key)? = rest.first, map.entries[key] != nil { break }
                components.append(.key(value))
                guard chained.contains(JSONPath(components)) else { break }
            }
        }
        return JSONPath(components)
    }

    /// `body`'s result, and the errors it added of other points' entries, taken back out: for
    /// a locale map's entry, whose maps fail only the locales that take it.
    package func capturingErrors<T>(_ body: () -> T) -> (T, DiagnosticsByVariant) {
        let before = errors
        let result = body()
        let added = errors.mapLists { part, list in Array(list.dropFirst(before[part].count)) }
        errors = before
        return (result, added)
    }
}
