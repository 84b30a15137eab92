import FukidashiJSON
import FukidashiLanguage
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

extension Document {
    /// The style properties that name a font family: the text's, its Markdown runs', and a
    /// tour step's parts'.
    static let familyProperties: [StyleProperty<String?>] = [
        .fontFamily, .strongFamily, .emphasisFamily, .codeFamily, .linkFamily, .titleFontFamily, .progressFontFamily,
        .buttonsFontFamily
    ]

    /// Every family an element's style names that is not among `known` (the fonts the renderer
    /// has), reported where it was written with a did-you-mean: once a path, in document
    /// order. A resolve step: which fonts there are is the renderer's input, not the format's.
    /// A family is checked whether or not the text uses it (a `code` family with no code in
    /// the text), as a compiler checks a name where it is written.
    func unknownFontFamilies(known: [String]) -> [Diagnostic] {
        let knownSet = Set(known)
        var reported: Set<JSONPath> = []
        var errors: [Diagnostic] = []
        for (style, elementPath) in elementStyles {
            for property in Self.familyProperties {
                guard let family = style[property], !knownSet.contains(family) else { continue }
                let path = style[property.writtenAt] ?? elementPath / "style"
                guard reported.insert(path).inserted else { continue }
                errors.append(Diagnostic(.error, at: path, Self.unknownFamily(family, among: known)))
            }
        }
        return errors
    }

    /// The styles elements are drawn with, and where each element is.
    private var elementStyles: [(LayeredStyle, JSONPath)] {
        elements.compactMap { element in
            let node = element.resolvable
            return node.textStyle.map { ($0, node.path) }
        }
    }

    private static func unknownFamily(_ family: String, among known: [String]) -> String {
        let list = known.map { "\"\($0)\"" }.joined(separator: ", ")
        if let suggestion = Suggestion.closest(to: family, among: known) {
            return "unknown font family \"\(family)\", did you mean \"\(suggestion)\"? (bundled: \(list))"
        }
        return "unknown font family \"\(family)\"; bundled families are \(list)"
    }
}
