import FukidashiJSON
import FukidashiLanguage

/// The appearances a spec or project may declare. They are the two both platforms name: an
/// asset catalog's `luminosity` and Android's `night` qualifier. Neither word is a language
/// subtag, so an appearance map is never mistaken for a locale map.
package enum Appearance {
    package static let names = ["light", "dark"]

    /// An object whose every key is an appearance: `{"light": "#FFFFFF", "dark": "#1C1C1E"}`.
    package static func isMap(_ object: JSONObject) -> Bool {
        !object.members.isEmpty && object.keys.allSatisfy(names.contains)
    }

    /// For an object meant as an appearance map but with a misspelt key (`"drak"`, `"Dark"`):
    /// each such key with the name it is closest to. Only when every key is a name or near one,
    /// and one names an appearance exactly or but for case, so `{"right": 4}` is left alone.
    package static func misspelledKeys(_ object: JSONObject) -> [(key: String, meant: String)]? {
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
