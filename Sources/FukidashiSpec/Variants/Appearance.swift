/// The appearances a spec or project may declare. They are the two both platforms name: an
/// asset catalog's `luminosity` and Android's `night` qualifier. Neither word is a language
/// subtag, so an appearance map is never mistaken for a locale map.
package enum Appearance {
    package static let names = ["light", "dark"]

    /// An object whose every key is an appearance: `{"light": "#FFFFFF", "dark": "#1C1C1E"}`.
    static func isMap(_ object: JSONObject) -> Bool {
        !object.members.isEmpty && object.keys.allSatisfy(names.contains)
    }
}
