import FukidashiGeometry

/// One variant of a spec, resolved: the tree layout reads, and nothing else. It holds no maps,
/// stand-ins, references or placeholders: every text is its string, every point a number,
/// every style flattened in the variant's appearance, and every image the file chosen.
package struct ResolvedTree: Hashable, Sendable {
    package let canvas: ResolvedCanvas
    /// Dims the canvas after the background, except where its spotlights cut through.
    package let overlay: ResolvedOverlay?
    package let elements: [ResolvedElement]
    /// How the variant's text is broken and shaped: its locale's rules, with none the spec's
    /// language, else guessed from the text.
    package let textLanguage: TextLanguage
    /// For an animated spec, each element's entry by index into `elements`; none for a still.
    package let enterEffects: [Int: EnterEffect]
    /// For an animated spec, each card stack's swipe by index into `elements`.
    package let swipes: [Int: SwipeEffect]

    package init(
        canvas: ResolvedCanvas, overlay: ResolvedOverlay?, elements: [ResolvedElement], textLanguage: TextLanguage,
        enterEffects: [Int: EnterEffect], swipes: [Int: SwipeEffect]
    ) {
        (self.canvas, self.overlay, self.elements, self.textLanguage) = (canvas, overlay, elements, textLanguage)
        (self.enterEffects, self.swipes) = (enterEffects, swipes)
    }

    /// The language a variant's text is set in, as the resolve stage knows it.
    package struct TextLanguage: Hashable, Sendable {
        /// The variant's locale, where it has one.
        package let variantLocale: String?
        /// The language the spec's texts are written in (its localization's source).
        package let sourceLanguage: String
        /// The language the spec names (`"locale"`), where it names one.
        package let specLocale: String?

        package init(variantLocale: String?, sourceLanguage: String, specLocale: String?) {
            (self.variantLocale, self.sourceLanguage, self.specLocale) = (variantLocale, sourceLanguage, specLocale)
        }
    }
}

/// The canvas at the scale drawn.
package struct ResolvedCanvas: Hashable, Sendable {
    /// Size in points.
    package let size: Size
    /// Pixels per point.
    package let scale: Double
    package let background: Background

    package enum Background: Hashable, Sendable {
        case color(Color)
        /// An image (a screenshot) under everything, fitted to the canvas.
        case image(ResolvedImageFile, fit: ImageFit)
    }

    package init(size: Size, scale: Double, background: Background) {
        (self.size, self.scale, self.background) = (size, scale, background)
    }

    /// The image's size in pixels: points × scale, rounded up so nothing is cut off.
    package var pixelWidth: Int { Int((size.width * scale).rounded(.up)) }
    package var pixelHeight: Int { Int((size.height * scale).rounded(.up)) }
    package var bounds: Rect { Rect(origin: .zero, size: size) }
}

/// A coach mark's dimming: `color` over the whole canvas except the spotlights.
package struct ResolvedOverlay: Hashable, Sendable {
    package let color: Color
    package let spotlights: [Spotlight]

    package init(color: Color, spotlights: [Spotlight]) { (self.color, self.spotlights) = (color, spotlights) }
}
