import FukidashiModel
import FukidashiTree
import FukidashiVariants

/// The variants a spec renders: the product of its axes, each axis's values from where that
/// axis is declared (the spec's appearances and scales, the locales it renders in, the run's
/// text sizes). The one place variants are planned: the renderer renders the plan, and a
/// batch's cost estimate counts it.
public struct VariantPlan: Sendable, Equatable {
    /// Every variant, in the order their files are written: locales outermost.
    public let variants: [Variant]

    /// The plan for `document` rendered in `locales` at `textSizes` (empty: text as written).
    public init(_ document: Document, locales: [String], textSizes: [String]) {
        variants = Variant.product(document.lists.all.merging([.locale: locales, .textSize: textSizes]) { _, run in run })
    }

    /// One variant with no axis set: the spec renders one image.
    public var isPlain: Bool { variants == [.plain] }
}
