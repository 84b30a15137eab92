import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiTree
import FukidashiVariants

/// An anchor as one variant resolved it: what `verify` keeps beside a golden, so a moved
/// button is named when the picture changes.
package struct ResolvedAnchor: Hashable, Sendable {
    /// `share`, `label:Share`, `share#1`: the selector in short.
    package let name: String
    /// Where the element is on the canvas, in points.
    package let rect: Rect
}

extension Document {
    /// The document with every element anchor's stand-in replaced by what `screen` says of
    /// its element, elements in order, then spotlights; the anchors' errors and warnings. A
    /// mirrored document is anchored after mirroring: a right-to-left screenshot's dump is
    /// mirrored already.
    package func anchored(on screen: AnchorScreen) -> (Document, [ResolvedAnchor], warnings: [Diagnostic], errors: [Diagnostic]) {
        var elements = elements
        var spotlights = overlay?.spotlights ?? []
        var resolved: [ResolvedAnchor] = [], warnings: [Diagnostic] = [], errors: [Diagnostic] = []
        for anchor in anchors {
            let rect: Rect
            switch screen.rect(for: anchor.selector) {
            case .success(let (found, warning)):
                rect = found
                if let warning { warnings.append(warning) }
            case .failure(let error):
                errors.append(error)
                continue
            }
            resolved.append(ResolvedAnchor(name: anchor.selector.shortName, rect: rect))
            switch anchor.use {
            case .spotlight(let index, let circle, let padding, let cornerRadius):
                spotlights[index] = SpotlightSpec(
                    circle
                        ? .circle(center: rect.center, radius: max(rect.width, rect.height) / 2 + padding.value)
                        : .rect(rect.grown(by: padding.value), cornerRadius: cornerRadius.value))
            default:
                guard let index = anchor.element else { continue }
                elements[index] = elements[index].resolving { $0.anchor(anchor.use, to: rect) }
            }
        }
        var document = self
        (document.overlay, document.elements, document.anchors) = (overlay.map { Overlay(color: $0.color, spotlights: spotlights) }, elements, [])
        return (document, resolved, warnings, errors)
    }
}

extension ElementSelector {
    /// `share`, `label:Share`, `share#1`.
    var shortName: String {
        let base: String
        switch key {
        case .id(let id): base = id
        case .label(let label): base = "label:" + label
        }
        return index.map { base + "#\($0)" } ?? base
    }
}
