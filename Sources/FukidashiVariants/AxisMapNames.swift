import FukidashiJSON
import FukidashiLanguage

/// How a spec writes a value that differs along an axis by name: an object whose keys are the
/// axis's values (`{"light": "#FFFFFF", "dark": "#1C1C1E"}`), and the words a message or the
/// reference names such a map with. One reader reads every such axis's maps from this
/// (`SpecReader.entry`); an axis whose values may be maps declares them (`VariantAxis.mapNames`).
package struct AxisMapNames: Sendable {
    /// The names a map's keys are, which are no language subtag, so such a map is never
    /// mistaken for a locale map.
    package let names: [String]
    /// One value, in a message: `appearance`.
    package let noun: String
    /// The same with its article: `an appearance`.
    package let withArticle: String
    /// A list a spec writes to declare them: `["light", "dark"]`.
    package let example: String

    /// More than one value: `appearances`.
    package var plural: String { noun + "s" }

    /// An object whose every key is one of the names: `{"light": …, "dark": …}`.
    package func isMap(_ object: JSONObject) -> Bool {
        !object.members.isEmpty && object.keys.allSatisfy(names.contains)
    }

    /// For an object meant as such a map but with a misspelt key (`"drak"`, `"Dark"`): each
    /// such key with the name it is closest to. Only when every key is a name or near one, and
    /// one is a name exactly or but for case, so `{"right": 4}` is left alone.
    func misspelledKeys(_ object: JSONObject) -> [(key: String, meant: String)]? {
        guard !isMap(object), !object.members.isEmpty else { return nil }
        var misspelled: [(key: String, meant: String)] = []
        var anchored = false
        for key in object.keys {
            if names.contains(key) {
                anchored = true
                continue
            }
            guard let meant = Suggestion.closest(to: key, among: names) else { return nil }
            if meant == key.lowercased() { anchored = true }
            misspelled.append((key, meant))
        }
        return anchored ? misspelled : nil
    }
}

extension VariantAxis {
    /// The axes whose maps a spec writes by name, in order.
    package static let named: [VariantAxis] = allCases.filter { $0.mapNames != nil }

    /// The names and words of the axis `object` is a map along as written, with no misspelt
    /// key: what a key that can be no map (an element's `id`) is said to be in.
    package static func mapNames(of object: JSONObject) -> AxisMapNames? {
        named.lazy.compactMap(\.mapNames).first { $0.isMap(object) }
    }

    /// The axis `object` is a map along (`{"light": …, "dark": …}`), or is meant as one with
    /// misspelt keys (`misspelled`, each with the name meant).
    package static func namedMap(_ object: JSONObject) -> (axis: VariantAxis, misspelled: [(key: String, meant: String)])? {
        // Any axis's map as written first, so one axis's near miss never takes another's map.
        if let axis = named.first(where: { $0.mapNames!.isMap(object) }) { return (axis, []) }
        for axis in named {
            if let misspelled = axis.mapNames!.misspelledKeys(object) { return (axis, misspelled) }
        }
        return nil
    }
}
