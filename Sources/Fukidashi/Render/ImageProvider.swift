import FukidashiSpec

/// Gives layout the images a spec names, checked and decoded, as plain values.
protocol ImageProvider {
    func image(for source: ImageSource) throws(SpecDiagnostic) -> SceneImage
}

/// One output of a spec with locale maps: which locale, and whether a missing translation
/// is an error (`--strict`) rather than a fallback to English.
public struct LocaleVariant: Hashable, Sendable {
    public let locale: String
    public let strict: Bool

    public init(locale: String, strict: Bool) {
        self.locale = locale
        self.strict = strict
    }
}
