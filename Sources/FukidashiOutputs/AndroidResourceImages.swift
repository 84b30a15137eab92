import FukidashiLanguage
import FukidashiPlatform
import FukidashiStrings
import FukidashiVariants

/// The `android-res` layout: `drawable-<qualifiers>/<resource name>.png`, with the locale,
/// night mode and density qualifiers in Android's documented order, and labels as
/// `<image>_description` strings in each locale's `values` folder.
struct AndroidResourceImages: ImageLayout {
    func base(ofImageNamed name: String, root: String, transliterate: (String) -> String?) -> String? {
        PathText.joined(root, "drawable/\(Self.resourceName(name, transliterate: transliterate)).png")
    }

    func collision(at base: String) -> String {
        "its resource name \(String(PathText.lastComponent(base).dropLast(4)).quotedForDiagnostic) is also used"
    }

    func file(base: String, variant: Variant, scale: Double, unqualified: String?, root: String) -> String {
        var qualifiers: [String] = []
        for axis in VariantAxis.allCases {
            switch axis {
            case .locale:
                if let locale = variant.locale, locale != unqualified { qualifiers.append(AndroidQualifier.locale(locale)) }
            case .appearance:
                if variant.appearance == "dark" { qualifiers.append("night") }
            case .textSize:
                continue  // refused by the placement: res/ has no such qualifier
            case .scale:
                qualifiers.append(OutputLayout.androidRes.scaleName(scale)!)
            }
        }
        let folder = PathText.joined(root, "drawable-" + qualifiers.joined(separator: "-"))
        return PathText.joined(folder, PathText.lastComponent(base))
    }

    /// `<image>_description` in the locale's values folder. Android's pseudo-locales have none
    /// of their own: aapt2 makes them from `values/`, as it does every string.
    func label(ofFile path: String, locale: String?, unqualified: String?, text: String) -> ImageLabel? {
        guard locale.flatMap(PseudoLocale.init(tag:)) == nil else { return nil }
        let qualifier = locale.map { $0 == unqualified ? "" : AndroidQualifier.locale($0) } ?? ""
        let name = String(PathText.lastComponent(path).dropLast(".png".count)) + "_description"
        return ImageLabel(name: name, locale: locale, qualifier: qualifier, text: text)
    }

    /// `values[-<qualifier>]/<name>.xml`, one per qualifier whose labels say something.
    func labelFiles(_ labels: [ImageLabel], name: String, sourceLanguage: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for (qualifier, group) in Dictionary(grouping: labels.filter { !$0.text.isEmpty }, by: { $0.qualifier ?? "" }) {
            let folder = qualifier.isEmpty ? "values" : "values-" + qualifier
            files["\(folder)/\(name).xml"] = ImageLabelFiles.androidValues(group)
        }
        return files
    }

    func extraFiles(_ files: [ImageSetImage], base: String, failedLocales: Set<String>) -> [(path: String, bytes: [UInt8])] { [] }

    var rootFiles: [(name: String, bytes: [UInt8])] { [] }

    /// A valid Android resource name: lower case letters, digits and `_`, starting with a
    /// letter, and no Java keyword (`R.drawable.new` would not compile). A name in another
    /// script is first spelled in Latin letters by `transliterate` (ICU's `Any-Latin;
    /// Latin-ASCII`: `ログイン` → `roguin`), as a developer would name the resource; what is
    /// left that is no letter or digit becomes `_`.
    static func resourceName(_ name: String, transliterate: (String) -> String? = { _ in nil }) -> String {
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
