import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

/// Puts one appearance's entry in place of every appearance map in a parsed spec, before the
/// decoder reads it: so any value can be an appearance map (a colour, a text, a point, a
/// screenshot's path, a whole style key), as locale maps are, without each reader knowing.
///
/// A colour or an image path that is an appearance map is read whole, all its entries at once
/// (`AppearanceSites`), so that decode serves every appearance; any other map makes the decode
/// one appearance's, and each other appearance reads the part that holds it again
/// (`DocumentDecoding.appearanceReadings`).
///
/// What never is: the document's own meta keys, the `styles` object itself (its keys are
/// style names, and a team may well have named styles `light` and `dark`), what every
/// appearance shares (`rootKeysKept`), an element's
/// `type`, and array items. The schema says the same (`SpecSchema`).
struct AppearanceMaps {
    /// What the spec or its project declares: every map must have an entry for each.
    let declared: [String]
    /// The appearance this pass decodes.
    let chosen: String?
    let log: DiagnosticLog
    /// Where each map was, for a reader that takes all its entries (a colour).
    var sites: AppearanceSites? = nil

    /// Keys of the document that are never appearance maps: its meta keys, the named styles'
    /// object, and what every appearance shares (its language, string tables, layout direction,
    /// and its list of elements, whose keys may each be a map).
    static let rootKeysKept: Set<String> = [
        "$schema", "version", "appearances", "scales", "styles", "locale", "strings", "layoutDirection", "elements"
    ]
    /// Of those, the ones a team might think to vary by appearance: said so where one is a map.
    static let sharedByEveryAppearance: Set<String> = ["locale", "strings", "layoutDirection", "elements"]

    func resolve(_ object: JSONObject) -> JSONObject {
        var members: [(key: String, value: JSONValue)] = []
        for (key, value) in object.members {
            let path = JSONPath.root / key
            if key == "styles", case .object(let styles) = value {
                // Each named style is resolved, the object of names is not.
                members.append((key, .object(JSONObject(members: styles.members.map { ($0.key, resolved($0.value, at: path / $0.key)) }))))
            } else if key == "elements", case .array = value {
                // The list is every appearance's; each element's keys may be maps.
                members.append((key, resolved(value, at: path)))
            } else if Self.sharedByEveryAppearance.contains(key), case .object(let map) = value, Appearance.isMap(map) {
                let advice = key == "elements" ? "; make the keys of its elements appearance maps instead" : ""
                log.error(path, "is the same in every appearance, so it cannot be an appearance map\(advice)")
                // Read on from the first entry, said at its own path, so no error follows from this one.
                log.noteEntry(at: path, key: map.members[0].key)
                members.append((key, resolved(map.members[0].value, at: path)))
            } else if Self.rootKeysKept.contains(key) {
                members.append((key, value))
            } else {
                members.append((key, member(value, at: path)))
            }
        }
        return JSONObject(members: members)
    }

    /// An object member's value: an appearance map is replaced by its entry.
    private func member(_ value: JSONValue, at path: JSONPath) -> JSONValue {
        if case .object(let object) = value, let misspelled = Appearance.misspelledKeys(object) {
            for (key, meant) in misspelled {
                log.error(path / key, "unknown appearance \(key.quotedForDiagnostic), did you mean \(meant.quotedForDiagnostic)?")
            }
            let entry = object[chosen ?? declared.first ?? ""] ?? object.members[0].value
            return resolved(entry, at: path)
        }
        guard case .object(let object) = value, Appearance.isMap(object) else { return resolved(value, at: path) }
        guard !declared.isEmpty else {
            log.error(
                path,
                "an appearance map (\(object.keys.joined(separator: ", "))), but no appearances are declared; add \"appearances\": [\"light\", \"dark\"] to the spec or its project"
            )
            return resolved(object.members[0].value, at: path)
        }
        let missing = declared.filter { object[$0] == nil }
        if !missing.isEmpty {
            log.error(
                path,
                "no \(missing.map(\.quotedForDiagnostic).joined(separator: " or ")) entry; every appearance declared (\(declared.joined(separator: ", "))) needs one"
            )
            return resolved(object.members[0].value, at: path)
        }
        for key in object.keys where !declared.contains(key) {
            log.warning(path / key, "is never drawn: the appearances declared are \(declared.joined(separator: ", "))")
        }
        let name = chosen ?? declared[0]
        log.noteEntry(at: path, key: name)
        sites?.record(object, at: path, declared: declared, chosen: name)
        return resolved(object[name]!, at: path)
    }

    /// Looks inside a value for appearance maps in its members.
    private func resolved(_ value: JSONValue, at path: JSONPath) -> JSONValue {
        switch value {
        case .object(let object):
            return .object(
                JSONObject(
                    members: object.members.map { key, value in
                        key == "type" ? (key, value) : (key, member(value, at: path / key))
                    }))
        case .array(let items):
            return .array(items.enumerated().map { resolved($0.element, at: path / $0.offset) })
        default:
            return value
        }
    }
}

/// The appearance maps one decoding pass replaced by an entry, and which of them a reader took
/// whole (`SpecReader.appearanceKeyed`: a colour, an image path): when every map was, the
/// decoded document holds each appearance's values and does not depend on the appearance the
/// pass chose.
final class AppearanceSites {
    /// Each map replaced, by its path, with its entries.
    private(set) var maps: [JSONPath: JSONObject] = [:]
    private(set) var declared: [String] = []
    /// The entry the pass put in each map's place.
    private(set) var chosen: String?
    /// The maps a reader took whole.
    var readWhole: Set<JSONPath> = []
    /// The maps of values a locale map may hold, read whole (`DocumentDecoding.localeValue`).
    var values: [AppearanceValueMap] = []
    /// What is wrong with an entry of another appearance than the pass's: it fails only that
    /// appearance's variants, as its own reading would.
    var errors: [String: [Diagnostic]] = [:]

    func record(_ map: JSONObject, at path: JSONPath, declared: [String], chosen: String) {
        maps[path] = map
        (self.declared, self.chosen) = (declared, chosen)
    }

    /// `body`'s result, and the errors it added of other appearances' entries, taken back out:
    /// for a locale map's entry, whose appearance map fails only the locales that take it.
    func capturingErrors<T>(_ body: () -> T) -> (T, [String: [Diagnostic]]) {
        let before = errors
        let result = body()
        var added: [String: [Diagnostic]] = [:]
        for (name, list) in errors where list.count > before[name, default: []].count {
            added[name] = Array(list.dropFirst(before[name, default: []].count))
        }
        errors = before
        return (result, added)
    }
}
