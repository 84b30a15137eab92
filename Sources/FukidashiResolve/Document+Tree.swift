import FukidashiJSON
import FukidashiModel
import FukidashiTree
import FukidashiVariants

/// What turns the decoded document's last leaves into the tree's: a text into the string the
/// text step put in, an image path into the file step 9 chose, a colour or a shadow keyed by
/// appearance into the variant's (which step 3 already took). A leaf the steps left
/// unsettled is said at its path, and the tree is not made: only a variant whose resolve steps
/// already failed has one, so it is never drawn blank.
final class TreeLeaves {
    private(set) var unsettled: [Diagnostic] = []
    /// The variant, whose part a keyed leaf takes.
    let variant: Variant?
    /// Where a locale map is looked in for the variant's locale (`nil`: no locale).
    let localeChain: [String]?

    init(variant: Variant?, localeChain: [String]? = nil) { (self.variant, self.localeChain) = (variant, localeChain) }

    func plain<Value>(_ keyed: VariantKeyed<Value>) -> Value { keyed.value(in: variant) }

    func text(_ text: SpecText) -> ResolvedText {
        if let resolved = text.resolved { return resolved }
        unsettled.append(Diagnostic(.error, at: text.path, "this text has no string in this variant"))
        return ResolvedText(string: "", path: text.path)
    }

    /// A style flattened for the variant: its `writingMode` by locale taken.
    func style(_ style: LayeredStyle) -> ResolvedStyle {
        switch style.flattened(along: localeChain) {
        case .success(let flat): return flat
        case .failure(let problem):
            unsettled.append(problem)
            return ResolvedStyle(set: [:], appearanceDefaults: [:])
        }
    }

    func file(_ source: ImageSource) -> ResolvedImageFile {
        let choice =
            source.chosen
            ?? ImageFileChoice(file: .failure(Diagnostic(.error, at: source.jsonPath, "no file was chosen for \(source.path.quotedForDiagnostic)")))
        return ResolvedImageFile(written: source.path, jsonPath: source.jsonPath, choice: choice)
    }
}

extension Document {
    /// The last step: the document, resolved for `variant`, as a tree of its own types. Only an
    /// animated spec keeps its entries and swipes.
    func tree(variant: Variant, localeChain: [String]? = nil) -> Result<ResolvedTree, SpecError> {
        let leaves = TreeLeaves(variant: variant, localeChain: localeChain)
        let background: ResolvedCanvas.Background
        switch canvas.background {
        case .color(let color): background = .color(leaves.plain(color))
        case .image(let source, let fit): background = .image(leaves.file(source), fit: fit.value)
        }
        let tree = ResolvedTree(
            canvas: ResolvedCanvas(size: canvas.size, scale: canvas.scale, background: background),
            overlay: overlay.map { ResolvedOverlay(color: leaves.plain($0.color), spotlights: $0.spotlights.map(\.settled)) },
            elements: elements.map { $0.resolvable.resolvedElement(leaves) },
            textLanguage: ResolvedTree.TextLanguage(
                variantLocale: variant.locale, sourceLanguage: localization.sourceLanguage, specLocale: locale),
            enterEffects: animation == nil ? [:] : enterEffects.mapValues(\.value), swipes: animation == nil ? [:] : swipes.mapValues(\.value))
        guard leaves.unsettled.isEmpty else { return .failure(SpecError(leaves.unsettled)) }
        return .success(tree)
    }
}
