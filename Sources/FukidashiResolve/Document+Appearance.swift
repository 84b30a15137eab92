import FukidashiJSON
import FukidashiModel
import FukidashiTree
import FukidashiVariants

extension Document {
    /// The document as `appearance` draws it (`nil`: the first declared, or none): every colour
    /// with a value per appearance (from an appearance map, or a default from
    /// `AppearanceColor`) takes that appearance's, every image path written as an appearance
    /// map names that appearance's file, every text and value (a focus, a frame) written as an
    /// appearance map is that appearance's, and styles take their dark defaults in `dark`. A
    /// resolve step: one decoded document serves every appearance, as iOS resolves a dynamic
    /// colour against the trait collection when it draws.
    package func settled(_ variant: Variant?) -> Document {
        let chosen = variant
        // Values written as appearance maps (a focus, a frame, a spotlight's element): the
        // appearance's, settled where each part is taken in the appearance.
        let settle = InVariant(chosen)
        var document = self
        document.canvas = canvas.settled(chosen)
        document.elements = elements.map { element in
            element.resolving { node in
                node.mapImageSources { $0.settled(chosen) }
                node = node.settled(chosen).settling(settle)
            }
        }
        document.settleEffects(settle)
        document.overlay = overlays.map { settle($0).value }.map {
            Overlay(color: $0.color.settled(chosen), spotlights: $0.spotlights.map { $0.settling(settle) })
        }
        document.anchors = anchors.map { $0.settling(settle) }
        document.references = references.map { $0.settling(settle) }
        return document.textsMapped { $0.settled(chosen) }
    }
}

extension Canvas {
    /// The size and scale, the background's colour, and the screenshot's and dump's files and
    /// fit in `appearance`.
    package func settled(_ variant: Variant?) -> Canvas {
        var canvas = imageSourcesMapped { $0.settled(variant) }.settling(InVariant(variant))
        if case .color(let color) = background { canvas.background = .color(color.settled(variant)) }
        return canvas
    }
}
