import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

/// Where a spec's values may be maps along an axis written by name (`VariantAxis.mapNames`:
/// an appearance map, `{"light": …, "dark": …}`): any value may (a colour, a text, a point, a
/// screenshot's path, a whole style key), as locale maps are, without each reader knowing. The
/// reader meets a map where it reads the member that holds it (`SpecReader.entry`, which
/// `SpecReader.object` calls for each member): nothing rewrites the spec before it is read.
/// A map's entry may be a map along another such axis, in either order.
///
/// Each reader that meets one reads it whole, all its entries at once (`SpecReader.inEveryVariant`,
/// `MapSites`), so one decode serves every variant; a map inside an entry of another map,
/// which is that entry's variants' already, is an error (`DocumentDecoding.checkEveryMapReadWhole`),
/// but for one directly in the entry along another axis.
///
/// What never is: the document's own meta keys, the `styles` object itself (its keys are
/// style names, and a team may well have named styles `light` and `dark`), what every
/// variant shares (`rootKeysKept`), an element's `type` and `id`, a spotlight's `shape`, and
/// array items. The schema says the same (`SpecSchema`).
package enum AxisMaps {
    /// Keys of the document that are never maps: its meta keys and lists of axes, the named
    /// styles' object, and what every variant shares (its language, string tables, layout
    /// direction, and its list of elements, whose keys may each be a map).
    package static let rootKeysKept: Set<String> = Set(
        ["$schema", "version", "styles"] + VariantAxis.allCases.compactMap(\.specKey) + sharedByEveryVariant)
    /// Of those, the ones a team might think to vary: said so where one is a map.
    static let sharedByEveryVariant = ["locale", "strings", "layoutDirection", "elements"]
}

extension SpecReader {
    /// The document's own members as the pass reads them: a member that may be a map gives its
    /// entry, and one that every variant shares is said to be no map.
    func documentMembers(_ object: JSONObject) -> JSONObject {
        var members: [(key: String, value: JSONValue)] = []
        for (key, value) in object.members {
            let path = JSONPath.root / key
            if AxisMaps.sharedByEveryVariant.contains(key), case .object(let map) = value, let names = VariantAxis.mapNames(of: map) {
                let advice = key == "elements" ? "; make the keys of its elements \(names.noun) maps instead" : ""
                log.error(path, "is the same in every \(names.noun), so it cannot be \(names.withArticle) map\(advice)")
                // Read on from the first entry, so no error follows from this one.
                members.append((key, map.members[0].value))
            } else {
                members.append((key, AxisMaps.rootKeysKept.contains(key) ? value : entry(value, at: path)))
            }
        }
        return JSONObject(members: members)
    }

    /// A locale map's entries as the pass reads them, each a map's entry where it is one.
    func entries(of map: JSONObject, at path: JSONPath) -> JSONObject {
        JSONObject(members: map.members.map { tag, value in (tag, entry(value, at: path / tag)) })
    }

    /// `value`, the member at `path`, as this pass reads it: where it is a map along an axis
    /// (or along several, one in another's entries), the pass's entry, which its reader reads
    /// at the entry's path (`entryPath`); what is wrong with the map is said once, however
    /// often it is met.
    func entry(_ value: JSONValue, at path: JSONPath) -> JSONValue {
        guard sites.resolving, case .object(let object) = value, let (axis, misspelled) = VariantAxis.namedMap(object) else {
            return value
        }
        if let met = sites.met[path] { return met.written == value ? met.read : value }
        let read = entry(ofMap: object, along: axis, misspelled: misspelled, at: path)
        sites.met[path] = (value, read)
        return read
    }

    private func entry(ofMap object: JSONObject, along axis: VariantAxis, misspelled: [(key: String, meant: String)], at path: JSONPath)
        -> JSONValue
    {
        let names = axis.mapNames!
        let declared = sites.values(along: axis)
        let chosen = sites.chosen?[axis]
        if !misspelled.isEmpty {
            for (key, meant) in misspelled {
                log.error(path / key, "unknown \(names.noun) \(key.quotedForDiagnostic), did you mean \(meant.quotedForDiagnostic)?")
            }
            return object[chosen ?? ""] ?? object.members[0].value
        }
        guard !declared.isEmpty, let chosen else {
            log.error(
                path,
                "\(names.withArticle) map (\(object.keys.joined(separator: ", "))), but no \(names.plural) are declared; add \(axis.specKey.map { "\"\($0)\": \(names.example)" } ?? "") to the spec or its project"
            )
            return object.members[0].value
        }
        let missing = declared.filter { object[$0] == nil }
        if !missing.isEmpty {
            log.error(
                path,
                "no \(missing.map(\.quotedForDiagnostic).joined(separator: " or ")) entry; every \(names.noun) declared (\(declared.joined(separator: ", "))) needs one"
            )
            return object.members[0].value
        }
        for key in object.keys where !declared.contains(key) {
            log.warning(path / key, "is never drawn: the \(names.plural) declared are \(declared.joined(separator: ", "))")
        }
        sites.maps[path] = (axis, object)
        // An entry that is a map along another axis, not walked on the way here, is this map's
        // too, in every entry: its entries are read with this one's (`MapSites.walk`).
        let walked = sites.axes(walkedTo: path)
        var read = object[chosen]!
        for value in declared {
            guard case .object(let inner)? = object[value], let (innerAxis, _) = VariantAxis.namedMap(inner), !walked.contains(innerAxis) else {
                continue
            }
            sites.chained.insert(path / value)
            let entryRead = entry(.object(inner), at: path / value)
            if value == chosen { read = entryRead }
        }
        return read
    }
}
