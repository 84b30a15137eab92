import Fukidashi
import FukidashiBackend
import FukidashiCommandLine
import FukidashiPlatform
import FukidashiSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why an output has no place in a layout.
struct PlacementProblem: Error {
    let message: String
}

/// Where each image of a spec goes in a project's output layout: beside each other
/// (`folder`), in an asset catalog's image set, or in Android's `drawable-<qualifiers>` folders.
struct OutputPlacement: Sendable {
    let layout: OutputLayout
    /// The catalog, the `res` folder, or the output folder.
    let root: String
    /// `android-res`: the locale written without a language qualifier, as the app's default
    /// resources (the project's first locale; without project locales, each spec's source
    /// language): a device in any other language still finds it.
    var defaultLocale: String?

    /// The jobs with each spec's base path in the layout (`root/step1.imageset/step1.png`,
    /// `root/drawable/step_1.png`); two specs whose names map to one asset or resource fail,
    /// the second naming the first.
    func assign(_ inputs: SpecInputs) -> SpecInputs {
        guard layout != .folder else { return inputs }
        var owners: [String: String] = [:]
        var jobs: [SpecInputs.Job] = []
        for job in inputs.jobs {
            let name = String(PathText.lastComponent(job.outputPath).dropLast(4))
            let base =
                layout == .xcassets
                ? PathText.joined(root, "\(name).imageset/\(name).png") : PathText.joined(root, "drawable/\(Self.resourceName(name)).png")
            var placed = SpecInputs.Job(specPath: job.specPath, outputPath: base, collidesWith: job.collidesWith ?? owners[base])
            placed.collisionName = collisionNoun(base)
            jobs.append(placed)
            if owners[base] == nil { owners[base] = job.specPath }
        }
        return SpecInputs(jobs: jobs, warnings: inputs.warnings)
    }

    /// What a collision is called in this layout, for the error naming both specs.
    func collisionNoun(_ base: String) -> String {
        switch layout {
        case .folder: "its output \(base) is also written"
        case .xcassets: "its image set \(PathText.lastComponent(PathText.parent(base))) is also made"
        case .androidRes: "its resource name \(String(PathText.lastComponent(base).dropLast(4)).quotedForDiagnostic) is also used"
        }
    }

    /// `android-res`: which of a spec's locales goes unqualified, as the default resources
    /// every device without a folder of its own falls back to (Android throws
    /// `Resources.NotFoundException` when there are none). The project's first locale; else
    /// the source language however the tables spell it (`en` for tables of `en-US`: the same
    /// tag once likely subtags are added, else the same language); else the first locale.
    func unqualifiedLocale(among locales: [String], source: String?) -> String? {
        if let defaultLocale, locales.contains(defaultLocale) { return defaultLocale }
        guard let source = defaultLocale ?? source, !locales.isEmpty else { return defaultLocale ?? source }
        if locales.contains(source) { return source }
        let rules = ICULocaleRules()
        let full = rules.maximized(source)
        if let same = locales.first(where: { rules.maximized($0) == full }) { return same }
        func language(_ tag: String) -> Substring { tag.prefix { $0 != "-" }.lowercased()[...] }
        return locales.first { language($0) == language(source) } ?? locales[0]
    }

    /// The file one output goes to, or why the layout cannot hold it (a scale it has no name for).
    /// `unqualified`: the spec's locale that `android-res` writes unqualified
    /// (`unqualifiedLocale(among:source:)`).
    func path(base: String, output: RenderOutput, unqualified: String?) -> Result<String, PlacementProblem> {
        let variant = output.variant
        switch layout {
        case .folder, .xcassets:
            if layout == .xcassets, layout.scaleName(output.scale) == nil {
                return .failure(PlacementProblem(message: unnamedScale(output.scale)))
            }
            return .success(variant.path(for: base))
        case .androidRes:
            guard let density = layout.scaleName(output.scale) else { return .failure(PlacementProblem(message: unnamedScale(output.scale))) }
            var qualifiers: [String] = []
            if let locale = variant.locale, locale != unqualified { qualifiers.append(Self.androidLocale(locale)) }
            if variant.appearance == "dark" { qualifiers.append("night") }
            qualifiers.append(density)
            let folder = PathText.joined(root, "drawable-" + qualifiers.joined(separator: "-"))
            return .success(PathText.joined(folder, PathText.lastComponent(base)))
        }
    }

    private func unnamedScale(_ scale: Double) -> String {
        "a \(OutputVariant.scaleText(scale))× image has no place in the \(layout.rawValue) layout; it takes "
            + layout.scaleNames.map { OutputVariant.scaleText($0.scale) + "× (\($0.name))" }.joined(separator: ", ")
            + "; give the spec or project \"scales\" it can hold"
    }

    /// A valid Android resource name: lower case letters, digits and `_`, starting with a
    /// letter, and no Java keyword (`R.drawable.new` would not compile).
    static func resourceName(_ name: String) -> String {
        var result = String(
            name.lowercased().unicodeScalars.map { scalar -> Character in
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

    /// A BCP 47 tag as Android's resource qualifier: `ja`, `zh-rTW` for a two-letter language
    /// and region, and the `b+` form for anything else (`b+sr+Latn`, `b+es+419`, `b+fil`).
    static func androidLocale(_ tag: String) -> String {
        let parts = tag.split(separator: "-").map(String.init)
        let letters = { (s: String) in s.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII } }
        if parts.count == 1, parts[0].count == 2, letters(parts[0]) { return parts[0].lowercased() }
        if parts.count == 2, parts[0].count == 2, parts[1].count == 2, letters(parts[0]), letters(parts[1]) {
            return parts[0].lowercased() + "-r" + parts[1].uppercased()
        }
        return "b+" + parts.joined(separator: "+")
    }

    /// An image set's `Contents.json` for the files written into it, as Apple's Asset Catalog
    /// Format Reference lays it out: every image `universal`, with its `scale`; a dark one with
    /// the `luminosity` appearance (a light one is the set's "Any" image, which iOS 12 and any
    /// unspecified trait also get); a localized one with its `locale`, and then the set marked
    /// `localizable`. Keys in Xcode's order (sorted).
    static func imageSetContents(_ images: [ImageSetImage]) -> [UInt8] {
        let entries: [JSONValue] = images.map { image in
            var members: [(key: String, value: JSONValue)] = []
            if image.variant.appearance == "dark" {
                members.append(
                    ("appearances", .array([.object(JSONObject(members: [("appearance", .string("luminosity")), ("value", .string("dark"))]))])))
            }
            members.append(("filename", .string(image.file)))
            members.append(("idiom", .string("universal")))
            if let locale = image.variant.locale { members.append(("locale", .string(locale))) }
            members.append(("scale", .string(OutputVariant.scaleText(image.scale) + "x")))
            return .object(JSONObject(members: members))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("images", .array(entries)), ("info", .object(JSONObject(members: [("author", .string("fukidashi")), ("version", .number(1))])))
        ]
        if images.contains(where: { $0.variant.locale != nil }) {
            members.append(("properties", .object(JSONObject(members: [("localizable", .bool(true))]))))
        }
        return Array((JSONValue.object(JSONObject(members: members)).serialized() + "\n").utf8)
    }

    /// The catalog's own `Contents.json`, written when the catalog has none.
    static let catalogContents = Array("{\n  \"info\": {\"author\": \"fukidashi\", \"version\": 1}\n}\n".utf8)
}

/// One image of an image set, as its `Contents.json` lists it.
struct ImageSetImage: Equatable {
    let file: String
    let variant: OutputVariant
    /// Pixels per point (`"scale": "3x"`).
    let scale: Double

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
            return ImageSetImage(file: file, variant: OutputVariant(locale: locale, appearance: appearance), scale: scale)
        }
    }
}
