import FukidashiSpec

/// Gives layout the images a spec names, checked and decoded, as plain values.
protocol ImageProvider {
    func image(for source: ImageSource) throws(SpecDiagnostic) -> SceneImage
}

/// One output of a spec with locale maps: which locale, and whether a missing translation
/// is an error (`--strict`) rather than a fallback to English.
package struct LocaleVariant: Hashable, Sendable {
    package let locale: String
    package let strict: Bool

    package init(locale: String, strict: Bool) {
        self.locale = locale
        self.strict = strict
    }
}
