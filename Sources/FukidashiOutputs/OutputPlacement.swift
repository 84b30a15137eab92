import FukidashiJSON
import FukidashiJSONParser
import FukidashiPlatform
import FukidashiStrings
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where each image of a spec goes in a project's output layout: beside each other
/// (`folder`), in an asset catalog's image set, or in Android's `drawable-<qualifiers>` folders.
package struct OutputPlacement: Sendable {
    package let layout: OutputLayout
    /// The catalog, the `res` folder, or the output folder.
    package let root: String
    /// `android-res`: the locale written without a language qualifier, as the app's default
    /// resources (the project's first locale; without project locales, each spec's source
    /// language): a device in any other language still finds it.
    var defaultLocale: String?
    /// `android-res`: whether the project asks for Android's pseudo-locales.
    var shipsPseudoLocales = false

    package init(layout: OutputLayout, root: String, defaultLocale: String? = nil, shipsPseudoLocales: Bool = false) {
        (self.layout, self.root, self.defaultLocale, self.shipsPseudoLocales) = (layout, root, defaultLocale, shipsPseudoLocales)
    }

    /// `android-res`: which of a spec's locales goes unqualified, as the default resources
    /// every device without a folder of its own falls back to (Android throws
    /// `Resources.NotFoundException` when there are none). The project's first locale; else
    /// the source language however the tables spell it (`en` for tables of `en-US`: the same
    /// tag once likely subtags are added, else the same language); else the first locale.
    package func unqualifiedLocale(among locales: [String], source: String?, rules: LocaleRules) -> String? {
        if let defaultLocale, locales.contains(defaultLocale) { return defaultLocale }
        guard let source = defaultLocale ?? source, !locales.isEmpty else { return defaultLocale ?? source }
        if locales.contains(source) { return source }
        let full = rules.maximized(source)
        if let same = locales.first(where: { rules.maximized($0) == full }) { return same }
        func language(_ tag: String) -> Substring { tag.prefix { $0 != "-" }.lowercased()[...] }
        return locales.first { language($0) == language(source) } ?? locales[0]
    }

    /// The file one variant goes to, drawn at `scale`, or why the layout cannot hold it (an axis
    /// it cannot ship, a scale it has no name for). `unqualified`: the spec's locale that
    /// `android-res` writes unqualified (`unqualifiedLocale(among:source:rules:)`).
    package func path(base: String, variant: Variant, scale: Double, unqualified: String?) -> Result<String, Diagnostic> {
        for axis in variant.axes {
            if case .cannot(let why) = layout.shipping(axis) { return .failure(Diagnostic(.error, at: nil, why).in(variant)) }
        }
        if let locale = variant.locale, let why = layout.refusal(ofPseudoLocale: locale, whenAsked: shipsPseudoLocales) {
            return .failure(Diagnostic(.error, at: nil, why).in(variant))
        }
        // Even a spec with no scales has one in a catalog or `res/`: the canvas's. A folder names any.
        guard layout.scaleName(scale) != nil else {
            return .failure(Diagnostic(.error, at: nil, unnamedScale(scale)).in(variant))
        }
        return .success(layout.images.file(base: base, variant: variant, scale: scale, unqualified: unqualified, root: root))
    }

    private func unnamedScale(_ scale: Double) -> String {
        "a \(Variant.scaleText(scale))× image has no place in the \(layout.rawValue) layout; it takes "
            + layout.scaleNames.map { Variant.scaleText($0.scale) + "× (\($0.name))" }.joined(separator: ", ")
            + "; give the spec or project \"scales\" it can hold"
    }
}

/// One image of an image set, as its `Contents.json` lists it.
package struct ImageSetImage: Equatable {
    package let file: String
    package let variant: Variant
    /// Pixels per point (`"scale": "3x"`).
    package let scale: Double

    package init(file: String, variant: Variant, scale: Double) {
        (self.file, self.variant, self.scale) = (file, variant, scale)
    }

    /// The images an existing `Contents.json` lists (none when it is missing or unreadable).
    static func listed(in path: String) -> [ImageSetImage] {
        guard let data = FileManager.default.contents(atPath: path), case .object(let root)? = try? JSONParser.parse([UInt8](data)),
            case .array(let images)? = root["images"]
        else { return [] }
        return images.compactMap { value in
            guard case .object(let image) = value, case .string(let file)? = image["filename"], case .string(let scaleText)? = image["scale"],
                let scale = Double(scaleText.dropLast())
            else { return nil }
            var locale: String?
            if case .string(let tag)? = image["locale"] { locale = tag }
            var appearance: String?
            if case .array(let appearances)? = image["appearances"],
                appearances.contains(where: { entry in
                    if case .object(let o) = entry, case .string("dark")? = o["value"] { true } else { false }
                })
            {
                appearance = "dark"
            }
            return ImageSetImage(file: file, variant: Variant(locale: locale, appearance: appearance), scale: scale)
        }
    }
}
