import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

/// Where a spec's values may be appearance maps: any value may (a colour, a text, a point, a
/// screenshot's path, a whole style key), as locale maps are, without each reader knowing. The
/// reader meets a map where it reads the member that holds it (`SpecReader.entry`, which
/// `SpecReader.object` calls for each member): nothing rewrites the spec before it is read.
///
/// Each reader that meets one reads it whole, all its entries at once (`SpecReader.eachAppearance`,
/// `AppearanceSites`), so one decode serves every appearance; a map inside another appearance
/// map's entry, which is one appearance's already, is an error
/// (`DocumentDecoding.checkEveryMapReadWhole`).
///
/// What never is: the document's own meta keys, the `styles` object itself (its keys are
/// style names, and a team may well have named styles `light` and `dark`), what every
/// appearance shares (`rootKeysKept`), an element's `type` and `id`, a spotlight's `shape`, and
/// array items. The schema says the same (`SpecSchema`).
package enum AppearanceMaps {
    /// Keys of the document that are never appearance maps: its meta keys, the named styles'
    /// object, and what every appearance shares (its language, string tables, layout direction,
    /// and its list of elements, whose keys may each be a map).
    package static let rootKeysKept: Set<String> = [
        "$schema", "version", "appearances", "scales", "styles", "locale", "strings", "layoutDirection", "elements"
    ]
    /// Of those, the ones a team might think to vary by appearance: said so where one is a map.
    static let sharedByEveryAppearance: Set<String> = ["locale", "strings", "layoutDirection", "elements"]
}

extension SpecReader {
    /// The document's own members as the pass reads them: a member that may be an appearance
    /// map gives its entry, and one that every appearance shares is said to be no map.
    func documentMembers(_ object: JSONObject) -> JSONObject {
        var members: [(key: String, value: JSONValue)] = []
        for (key, value) in object.members {
            let path = JSONPath.root / key
            if AppearanceMaps.sharedByEveryAppearance.contains(key), case .object(let map) = value, Appearance.isMap(map) {
                let advice = key == "elements" ? "; make the keys of its elements appearance maps instead" : ""
                log.error(path, "is the same in every appearance, so it cannot be an appearance map\(advice)")
                // Read on from the first entry, so no error follows from this one.
                members.append((key, map.members[0].value))
            } else {
                members.append((key, AppearanceMaps.rootKeysKept.contains(key) ? value : entry(value, at: path)))
            }
        }
        return JSONObject(members: members)
    }

    /// A locale map's entries as the pass reads them, each an appearance map's entry where it
    /// is one.
    func entries(of map: JSONObject, at path: JSONPath) -> JSONObject {
        JSONObject(members: map.members.map { tag, value in (tag, entry(value, at: path / tag)) })
    }

    /// `value`, the member at `path`, as this pass reads it: where it is an appearance map, the
    /// pass's entry, which its reader reads at the entry's path (`entryPath`); what is wrong
    /// with the map is said once, however often it is met.
    func entry(_ value: JSONValue, at path: JSONPath) -> JSONValue {
        guard sites.resolving, case .object(let object) = value, Appearance.isMap(object) || Appearance.misspelledKeys(object) != nil else {
            return value
        }
        if let met = sites.met[path] { return met.written == value ? met.read : value }
        let read = entry(ofMap: object, at: path)
        sites.met[path] = (value, read)
        return read
    }

    private func entry(ofMap object: JSONObject, at path: JSONPath) -> JSONValue {
        let declared = sites.declared
        if let misspelled = Appearance.misspelledKeys(object) {
            for (key, meant) in misspelled {
                log.error(path / key, "unknown appearance \(key.quotedForDiagnostic), did you mean \(meant.quotedForDiagnostic)?")
            }
            return object[sites.chosenName ?? declared.first ?? ""] ?? object.members[0].value
        }
        guard !declared.isEmpty else {
            log.error(
                path,
                "an appearance map (\(object.keys.joined(separator: ", "))), but no appearances are declared; add \"appearances\": [\"light\", \"dark\"] to the spec or its project"
            )
            return object.members[0].value
        }
        let missing = declared.filter { object[$0] == nil }
        if !missing.isEmpty {
            log.error(
                path,
                "no \(missing.map(\.quotedForDiagnostic).joined(separator: " or ")) entry; every appearance declared (\(declared.joined(separator: ", "))) needs one"
            )
            return object.members[0].value
        }
        for key in object.keys where !declared.contains(key) {
            log.warning(path / key, "is never drawn: the appearances declared are \(declared.joined(separator: ", "))")
        }
        let name = sites.chosenName ?? declared[0]
        sites.maps[path] = object
        return object[name]!
    }
}

/// The appearance maps one decoding pass read an entry of, and which of them a reader took
/// whole (`SpecReader.appearanceKeyed`: a colour, an image path): where every map in a part
/// was, the decoded document holds each appearance's values of that part.
final class AppearanceSites {
    /// Whether the pass reads appearance maps at all: a spec's does, once it knows the
    /// appearances declared (`start`); a project file's own keys are never maps.
    private(set) var resolving = false
    /// Each map the pass read an entry of, by its path, with its entries.
    var maps: [JSONPath: JSONObject] = [:]
    /// Each map (or misspelt one) met, as written and as read, so meeting it again says nothing.
    var met: [JSONPath: (written: JSONValue, read: JSONValue)] = [:]
    private(set) var declared: [String] = []
    /// The appearance whose entries the pass reads.
    private(set) var chosenName: String?
    /// The same, as the part of a variant it is: what a value the pass reads is keyed by.
    var chosen: Variant? { chosenName.map(Self.part) }
    /// The part of a variant each appearance declared is, in order.
    var declaredParts: [Variant] { declared.map(Self.part) }
    /// The same, or none (`nil`) where none is declared: what a check across keys runs in.
    var partsOrNone: [Variant?] { declared.isEmpty ? [nil] : declaredParts }
    /// The maps a reader took whole.
    var readWhole: Set<JSONPath> = []
    /// What is wrong with an entry of another appearance than the pass's: it fails only that
    /// appearance's variants, as its own reading would.
    var errors = DiagnosticsByVariant()
    /// What only another appearance's values warn of (a border that has no width in dark
    /// alone): said with that appearance's variants.
    var warnings = DiagnosticsByVariant()

    /// From here on, members that are appearance maps are read as `chosen`'s entries
    /// (`nil`: the first declared's).
    func start(declared: [String], chosen: String? = nil) {
        (resolving, self.declared, self.chosenName) = (true, declared, chosen ?? declared.first)
    }

    /// Whether `path` is inside an appearance map's entry, which is one appearance's already.
    func isInsideMap(_ path: JSONPath) -> Bool {
        let components = path.components
        return (1..<max(components.count, 1)).contains { maps[JSONPath(Array(components.prefix($0)))] != nil }
    }

    /// `path`, of a value made from keys read whole, as `part`'s entries name it: each
    /// appearance map on the way with that entry's key (`elements[0].progress.current.dark`).
    func path(_ path: JSONPath, in part: Variant?) -> JSONPath {
        guard let appearance = part?.appearance, !maps.isEmpty else { return path }
        var components: [JSONPath.Component] = []
        for (index, component) in path.components.enumerated() {
            components.append(component)
            guard let map = maps[JSONPath(components)] else { continue }
            let next = index + 1 < path.components.count ? path.components[index + 1] : nil
            if case .key(let key)? = next, map[key] != nil { continue }
            components.append(.key(appearance))
        }
        return JSONPath(components)
    }

    /// The variants an entry of `appearance` is read for: that appearance's.
    static func part(_ appearance: String) -> Variant { Variant(appearance: appearance) }

    /// `body`'s result, and the errors it added of other appearances' entries, taken back out:
    /// for a locale map's entry, whose appearance map fails only the locales that take it.
    func capturingErrors<T>(_ body: () -> T) -> (T, DiagnosticsByVariant) {
        let before = errors
        let result = body()
        let added = errors.mapLists { part, list in Array(list.dropFirst(before[part].count)) }
        errors = before
        return (result, added)
    }
}
