import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// A document with its locale's entries put in (`Document.inLocale`), and what they say.
package struct LocatedDocument: Sendable {
    package let document: Document
    package let warnings: [Diagnostic]
    /// A missing or broken entry: the variant fails with these alone.
    package let errors: [Diagnostic]
}

extension Document {
    /// The document as `variant` draws it, its locale looked up along `lookup`: each value's
    /// locale map gives its entry for the locale, put in its place with its records, and what
    /// its decode said; a missing or broken entry is an error of this locale alone (in this
    /// appearance alone, for an entry's own appearance map's). A resolve step, the first:
    /// appearances, mirroring, references and anchors act on the values it puts in.
    func inLocale(of variant: Variant, lookup: LocaleLookup) -> LocatedDocument {
        guard !localeValues.isEmpty else { return LocatedDocument(document: self, warnings: [], errors: []) }
        let chain = variant.locale.map { lookup.chain($0, source: localization.sourceLanguage) }
        var document = self
        var warnings: [Diagnostic] = [], errors: [Diagnostic] = []
        var images: [JSONPath: ImageSource] = [:]
        for map in localeValues {
            switch map.entry(along: chain, locale: variant.locale) {
            case .success(let entry):
                warnings += entry.diagnostics.filter { $0.severity != .error }
                errors += entry.diagnostics.filter { $0.severity == .error }
                errors += variant.appearance.flatMap { entry.appearanceErrors[$0] } ?? []
                switch (entry.value, map.entries[0].value) {
                case (.image(let source)?, .image(let standIn)?): images[standIn.jsonPath] = source
                case (let value?, _): document.put(value, at: map.place)
                case (nil, _): break
                }
                if entry.tag != map.entries[0].tag { document.swapRecords(of: map.entries[0], for: entry) }
            case .failure(let error):
                errors.append(error)
            }
        }
        if !images.isEmpty { document = document.imageSourcesMapped { images[$0.jsonPath] ?? $0 } }
        document.localeValues = []
        return LocatedDocument(document: document, warnings: warnings, errors: errors)
    }

    /// `value` in the place of the stand-in at `place`.
    mutating func put(_ value: LocaleValueMap.Value, at place: LocaleValueMap.Place) {
        switch place {
        case .spotlightCenter(let index), .spotlightRadius(let index), .spotlightRect(let index):
            guard let overlay else { return }
            var spotlights = overlay.spotlights
            spotlights[index] = spotlights[index].with(value, at: place)
            self.overlay = Overlay(color: overlay.color, spotlights: spotlights)
        case .bubbleWidth(let index), .bubbleMaxWidth(let index), .bubbleFocus(let index), .labelOrigin(let index), .placement(let index),
            .frame(let index), .circleCenter(let index):
            elements[index] = elements[index].resolving { $0.put(value, at: place) }
        case .spotlightElement(let spotlight):
            guard case .selector(let selector) = value,
                let index = anchors.firstIndex(where: { if case .spotlight(spotlight, _, _, _) = $0.use { true } else { false } })
            else { return }
            anchors[index] = ElementAnchor(element: anchors[index].element, use: anchors[index].use, selector: selector)
        case .image:
            break  // all at once, by `imageSourcesMapped`
        }
    }
}

extension Document {
    /// The stand-in entry's anchors and references taken out, and `entry`'s put in their
    /// place: in document order, elements' anchors before spotlights', as the decoder records.
    fileprivate mutating func swapRecords(of standIn: LocaleValueMap.Entry, for entry: LocaleValueMap.Entry) {
        anchors.removeAll(where: standIn.anchors.contains)
        for anchor in entry.anchors {
            let element = anchor.element ?? .max
            anchors.insert(anchor, at: anchors.firstIndex { ($0.element ?? .max) > element } ?? anchors.endIndex)
        }
        references.removeAll(where: standIn.references.contains)
        for reference in entry.references {
            references.insert(reference, at: references.firstIndex { $0.element > reference.element } ?? references.endIndex)
        }
    }
}

extension Spotlight {
    /// The spotlight with the stand-in at `place` replaced by `value`.
    fileprivate func with(_ value: LocaleValueMap.Value, at place: LocaleValueMap.Place) -> Spotlight {
        switch (self, place, value) {
        case (.circle(_, let radius), .spotlightCenter, .point(let center)): return .circle(center: center, radius: radius)
        case (.circle(let center, _), .spotlightRadius, .number(let radius)): return .circle(center: center, radius: radius)
        case (.rect(_, let cornerRadius), .spotlightRect, .rect(let rect)): return .rect(rect, cornerRadius: cornerRadius)
        default: return self
        }
    }
}
