import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// A document with its locale's entries put in (`Document.inLocale`), and what they say.
struct LocatedDocument: Sendable {
    let document: Document
    let warnings: [Diagnostic]
    /// A missing or broken entry: the variant fails with these alone.
    let errors: [Diagnostic]
}

extension Document {
    /// The document as `variant` draws it, its locale looked up along `lookup`: each value's
    /// locale map gives its entry for the locale, with its records and what its decode said; a
    /// missing or broken entry is an error of this locale alone (in this appearance alone, for
    /// an entry's own appearance map's). A resolve step, the first: appearances, mirroring,
    /// references and anchors act on the values it puts in.
    func inLocale(of variant: Variant, lookup: LocaleLookup) -> LocatedDocument {
        let choice = VariantChoice(variant: variant, chain: variant.locale.map { lookup.chain($0, source: localization.sourceLanguage) })
        var document = settling(choice)
        for (standIn, chosen) in choice.swaps { document.swapRecords(standIn, for: chosen) }
        // What an entry swapped in records may vary in turn (a spotlight's element): settled as
        // the rest was; the records settled already are plain, and say nothing again.
        document.anchors = document.anchors.map { $0.settling(choice) }
        document.references = document.references.map { $0.settling(choice) }
        return LocatedDocument(document: document, warnings: choice.warnings, errors: choice.errors)
    }

    /// Every value a locale or appearance map may vary settled by `settle`, in the order the
    /// spec is read: the canvas, the elements (with their effects), the animation, then the
    /// spotlights (each with its element's selector).
    func settling(_ settle: some VaryingSettler) -> Document {
        var document = self
        document.canvas = canvas.settling(settle)
        document.elements = elements.map { element in element.resolving { $0 = $0.settling(settle) } }
        document.settleEffects(settle)
        if let overlays {
            let overlay = settle(overlays).value
            var spotlights = overlay.spotlights
            for index in spotlights.indices {
                spotlights[index] = spotlights[index].settling(settle)
                for anchor in document.anchors.indices where document.anchors[anchor].isSpotlight(index) {
                    document.anchors[anchor] = document.anchors[anchor].settling(settle)
                }
            }
            document.overlay = Overlay(color: overlay.color, spotlights: spotlights)
        }
        return document
    }
}

/// The locale step's choice of each value's entry for one variant, and what the entries chosen
/// say: a locale map's along the locale's chain, and an appearance map's for its appearance,
/// in whichever order they nest, each swapping in what its entry records.
final class VariantChoice: VaryingSettler {
    let variant: Variant
    /// The locale's lookup chain; `nil`: no locale, the first entry.
    let chain: [String]?
    private(set) var warnings: [Diagnostic] = []
    private(set) var errors: [Diagnostic] = []
    /// For each entry chosen that is not the first, the first's records and its own, to swap.
    private(set) var swaps: [(standIn: PlacementRecords, chosen: PlacementRecords)] = []

    init(variant: Variant, chain: [String]?) { (self.variant, self.chain) = (variant, chain) }

    func callAsFunction<Value>(_ value: Varying<Value>) -> Varying<Value> {
        switch value {
        case .plain: return value
        case .byLocale(let map): return self(choose(map) ?? map.standIn)
        case .byAppearance(let entries, let records):
            if let swap = records?.swap(for: variant) { swaps.append(swap) }
            return self(entries.value(in: variant))
        }
    }

    func callAsFunction(_ source: ImageSource) -> ImageSource {
        guard let map = source.locales else { return source }
        var chosen = choose(map) ?? map.standIn
        chosen.locales = nil
        return chosen
    }

    /// The entry's value the variant takes, with what it says; `nil` where it is wrong or
    /// missing, which is said.
    private func choose<Value>(_ map: LocaleValueMap<Value>) -> Value? {
        switch map.entry(along: chain, locale: variant.locale) {
        case .success(let entry):
            warnings += entry.diagnostics.filter { $0.severity != .error }
            errors += entry.diagnostics.filter { $0.severity == .error }
            errors += entry.variantErrors.for(variant)
            if entry.tag != map.entries[0].tag { swaps.append((map.entries[0].records, entry.records)) }
            return entry.value
        case .failure(let error):
            errors.append(error)
            return nil
        }
    }
}

extension Document {
    /// Its entry effects, swipes and animation settled by `settle`.
    mutating func settleEffects(_ settle: some VaryingSettler) {
        (enterEffects, swipes) = (enterEffects.mapValues { settle($0) }, swipes.mapValues { settle($0) })
        animation = animation.map { settle($0) }
    }
}

extension Canvas {
    /// Its size and scale, its screenshot and how it fits, then its dump, settled by `settle`.
    func settling(_ settle: some VaryingSettler) -> Canvas {
        var canvas = self
        (canvas.sizes, canvas.scales) = (settle(sizes), settle(scales))
        canvas.backgrounds = settle(backgrounds).map { background in
            guard case .image(let source, let fit) = background else { return background }
            return .image(settle(source), fit: settle(fit))
        }
        canvas.hierarchies = hierarchies.map { settle($0).map { settle($0) } }
        return canvas
    }
}

extension ElementAnchor {
    /// Whether it places the overlay's spotlight `index`.
    fileprivate func isSpotlight(_ index: Int) -> Bool {
        if case .spotlight(index, _, _, _) = use { true } else { false }
    }
}

extension Document {
    /// The stand-in entry's anchors and references taken out, and `chosen`'s put in their
    /// place: in document order, elements' anchors before spotlights', as the decoder records.
    fileprivate mutating func swapRecords(_ standIn: PlacementRecords, for chosen: PlacementRecords) {
        anchors.removeAll(where: standIn.anchors.contains)
        for anchor in chosen.anchors {
            let element = anchor.element ?? .max
            anchors.insert(anchor, at: anchors.firstIndex { ($0.element ?? .max) > element } ?? anchors.endIndex)
        }
        references.removeAll(where: standIn.references.contains)
        for reference in chosen.references {
            references.insert(reference, at: references.firstIndex { $0.element > reference.element } ?? references.endIndex)
        }
    }
}
