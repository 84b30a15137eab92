/// The appearances a spec or project may declare. They are the two both platforms name: an
/// asset catalog's `luminosity` and Android's `night` qualifier. Neither word is a language
/// subtag, so an appearance map is never mistaken for a locale map.
package enum Appearance {
    package static let names = ["light", "dark"]
}
