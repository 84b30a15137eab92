import FukidashiJSON
import FukidashiPlatform
import FukidashiSpec
import FukidashiStrings

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
    package var defaultLocale: String?
    /// `android-res`: whether the project asks for Android's pseudo-locales.
    package var shipsPseudoLocales = false

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
        // Even a spec with no scales has one in a catalog or `res/`: the canvas's.
        guard layout == .folder || layout.scaleName(scale) != nil else {
            return .failure(Diagnostic(.error, at: nil, unnamedScale(scale)).in(variant))
        }
        guard layout == .androidRes else { return .success(variant.path(for: base)) }
        // Android's qualifiers go in its documented order: locale, night mode, density.
        var qualifiers: [String] = []
        for axis in VariantAxis.allCases {
            switch axis {
            case .locale:
                if let locale = variant.locale, locale != unqualified { qualifiers.append(AndroidQualifier.locale(locale)) }
            case .appearance:
                if variant.appearance == "dark" { qualifiers.append("night") }
            case .textSize:
                continue  // refused above: res/ has no such qualifier
            case .scale:
                qualifiers.append(layout.scaleName(scale)!)
            }
        }
        let folder = PathText.joined(root, "drawable-" + qualifiers.joined(separator: "-"))
        return .success(PathText.joined(folder, PathText.lastComponent(base)))
    }

    private func unnamedScale(_ scale: Double) -> String {
        "a \(Variant.scaleText(scale))× image has no place in the \(layout.rawValue) layout; it takes "
            + layout.scaleNames.map { Variant.scaleText($0.scale) + "× (\($0.name))" }.joined(separator: ", ")
            + "; give the spec or project \"scales\" it can hold"
    }

    /// A valid Android resource name: lower case letters, digits and `_`, starting with a
    /// letter, and no Java keyword (`R.drawable.new` would not compile). A name in another
    /// script is first spelled in Latin letters by `transliterate` (ICU's `Any-Latin;
    /// Latin-ASCII`: `ログイン` → `roguin`), as a developer would name the resource; what is
    /// left that is no letter or digit becomes `_`.
    package static func resourceName(_ name: String, transliterate: (String) -> String? = { _ in nil }) -> String {
        let spelled = name.unicodeScalars.allSatisfy(\.isASCII) ? name : transliterate(name) ?? name
        var result = String(
            spelled.lowercased().unicodeScalars.map { scalar -> Character in
                (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_") ? Character(scalar) : "_"
            })
        if let first = result.unicodeScalars.first, !("a"..."z").contains(first) { result = "img_" + result }
        if result.isEmpty { result = "img" }
        if javaKeywords.contains(result) { result += "_" }
        return result
    }

    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default", "do", "double",
        "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
        "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
        "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false",
        "null"
    ]
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
    package static func listed(in path: String) -> [ImageSetImage] {
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
