import FukidashiGeometry
import FukidashiJSON
import FukidashiLanguage
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// An image file named by a spec: the path as written (relative to the spec's folder), its
/// placeholders (`{locale}`, `{appearance}`, `{scale}`) kept, and where it was written, so a
/// file problem is reported at its JSON path.
package struct ImageSource: Hashable, Sendable {
    /// The path; where it was written as an appearance map (`{"light": "home.png", "dark":
    /// "home-dark.png"}`), each appearance's.
    let written: VariantKeyed<String>
    package let jsonPath: JSONPath
    /// The file the resolve stage chose for the variant drawn; `nil` before it.
    package var chosen: ImageFileChoice?
    /// Where the path was written as a locale map (`{"en": "home.png", "ja": "home-ja.png"}`):
    /// every entry, this being the first's until the resolve stage takes the variant's
    /// (`inLocale`).
    package var locales: LocaleValueMap<ImageSource>?

    package init(path: String, jsonPath: JSONPath) {
        (written, self.jsonPath) = (VariantKeyed(path), jsonPath)
    }

    package init(_ written: VariantKeyed<String>, jsonPath: JSONPath) {
        (self.written, self.jsonPath) = (written, jsonPath)
    }

    /// The path as written; for an appearance map, the first appearance's until the resolve
    /// stage takes the variant's (`settled`).
    package var path: String { written.first }

    /// The file `variant` draws: its part's entry of a map, said at the entry's JSON path
    /// (`canvas.background.image.dark`); a path written once is itself.
    package func settled(_ variant: Variant?) -> ImageSource {
        guard let variant, let (part, entry) = written.parts?.first(where: { $0.key.isPart(of: variant) }) else { return self }
        return ImageSource(path: entry, jsonPath: part.axes.reduce(jsonPath) { $0 / part[$1]! })
    }

    /// The paths to try for one variant, in order: the path with its placeholders filled, or
    /// for a path with `{locale}`, one per locale of the variant's chain.
    package func candidates(_ placeholders: ImagePlaceholders) -> [(path: String, locale: String?)] {
        let filled = placeholders.variant.filling(path, keeping: [.locale])
        guard filled.contains(VariantAxis.locale.placeholder) else { return [(filled, nil)] }
        return placeholders.locales.map { (filled.replacing(VariantAxis.locale.placeholder, with: $0), $0) }
    }
}

/// What an image path's placeholders are for one variant, worked out by the resolve stage.
package struct ImagePlaceholders: Hashable, Sendable {
    /// Each axis's value: the locale, the appearance, the scale drawn (the canvas's own where
    /// the spec declares no scales).
    package let variant: Variant
    /// For `{locale}`: the locales to put in, in order, until a file exists (the locale
    /// rendered, then along its tag to the spec's language).
    package let locales: [String]
    /// Whether the chain was cut to the locale rendered because its project allows no
    /// fallback (not `--strict`): the error says how to allow one.
    package let fallbackRefused: Bool
    /// Where only screens laid out in the variant's direction may stand in (a pseudo-locale,
    /// or a locale of a mirrored spec whose chain held another direction's): which direction.
    /// A screen of the other direction would put the mirrored bubbles over the wrong elements.
    package var direction: LayoutDirection?
    /// A pseudo-locale shows its own screens (`home.ar-XB.png`, taken with the app in it), else
    /// one of the same direction: the source language's, or a right-to-left locale's. That is
    /// expected, so it is a note naming the file, not a fallback warning.
    package var pseudoLocale: PseudoLocale?

    package init(variant: Variant, locales: [String], fallbackRefused: Bool = false) {
        (self.variant, self.locales, self.fallbackRefused) = (variant, locales, fallbackRefused)
    }
}

/// Which way a screen is laid out, for choosing a `{locale}` screen that stands in for another.
package enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft

    /// How the app is laid out in `locale`: a pseudo-locale as its platform lays it out
    /// (`ar-XB` and `x-rtl` right to left), any other by its script; without locale data, left
    /// to right.
    package init(of locale: String, rules: LocaleRules?) {
        let rightToLeft = PseudoLocale(tag: locale)?.isRightToLeft ?? rules?.isRightToLeft(locale) ?? false
        self = rightToLeft ? .rightToLeft : .leftToRight
    }

    /// "left to right", as a message says it.
    package var words: String { self == .leftToRight ? "left to right" : "right to left" }
}

/// `{"type": "image", "src": …, "frame": [x, y, w, h], "fit": …, "cornerRadius": …}`.
package struct ImageElement: Hashable, Sendable {
    package let id: String?
    package let path: JSONPath
    package var source: ImageSource
    package var frame: Varying<Rect>
    /// How it fills its frame, its corners and its opacity, which an appearance map may vary.
    package var fit: Varying<ImageFit>
    package var cornerRadius: Varying<Double>
    package var opacity: Varying<Double>

    /// The same image in another frame (mirrored, or on an element of the hierarchy dump).
    package func with(frame: Varying<Rect>) -> ImageElement {
        var image = self
        image.frame = frame
        return image
    }

    package init(
        id: String?, path: JSONPath, source: ImageSource, frame: Varying<Rect>, fit: Varying<ImageFit>, cornerRadius: Varying<Double>,
        opacity: Varying<Double>
    ) {
        self.id = id
        self.path = path
        self.source = source
        self.frame = frame
        self.fit = fit
        self.cornerRadius = cornerRadius
        self.opacity = opacity
    }
}
