import FukidashiGeometry
import FukidashiJSON
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

/// A decoded, validated spec with every style resolved: what layout reads.
public struct Document: Hashable, Sendable {
    package var canvas: Canvas
    /// Dims the canvas after the background, except where its spotlights cut through: each
    /// appearance's where an appearance map varies it (or its spotlights), and `overlay` the
    /// variant's once the resolve stage has settled it.
    package var overlays: Varying<Overlay>?
    package var elements: [Element]
    /// The language of the spec's text (BCP 47), when the spec names one.
    package let locale: String?
    /// Present for animated specs (APNG output). It, and the effects, an appearance map may vary.
    package var animation: Varying<Animation>?
    /// Entry effects, by index into `elements`.
    package var enterEffects: [Int: Varying<EnterEffect>]
    /// Swipes, by index of a card stack in `elements`.
    package var swipes: [Int: Varying<SwipeEffect>]
    /// What the spec asks of localization: its locale maps, keys, string tables, direction.
    package let localization: LocalizationUse
    /// The values listed along each axis a spec declares (the spec's, else its project's): one
    /// output each.
    public let lists: AxisLists
    /// What follows an element of the background's hierarchy dump: stand-ins until the resolve
    /// stage puts each variant's rectangles in (`anchored`), and none after.
    package var anchors: [ElementAnchor]
    /// Points on circles' edges (`{"on": …}`): stand-ins until the resolve stage puts them in
    /// (`referencesResolved`), and none after.
    package var references: [CircleReference]

    package init(
        canvas: Canvas, overlay: Varying<Overlay>?, elements: [Element], locale: String?, animation: Varying<Animation>? = nil,
        enterEffects: [Int: Varying<EnterEffect>] = [:], swipes: [Int: Varying<SwipeEffect>] = [:],
        localization: LocalizationUse = LocalizationUse(),
        lists: AxisLists = AxisLists(), anchors: [ElementAnchor] = [], references: [CircleReference] = []
    ) {
        self.anchors = anchors
        self.references = references
        self.lists = lists
        self.localization = localization
        self.canvas = canvas
        self.overlays = overlay
        self.elements = elements
        self.locale = locale
        self.animation = animation
        self.enterEffects = enterEffects
        self.swipes = swipes
    }
}

extension Document {
    /// The overlay: the variant's once the resolve stage has settled it (before, the first
    /// appearance's).
    package var overlay: Overlay? {
        get { overlays?.value }
        set { overlays = newValue.map(Varying.plain) }
    }

    /// The appearances declared: one output each.
    public var appearances: [String] { lists.appearances }
    /// The scales declared: one output each, drawn from the same points.
    public var scales: [Double] { lists.scales }

    /// Every locale the spec's locale maps name, in order of first appearance: one output
    /// each. Its string tables may add more (`Renderer` reads them).
    public var localesNamed: [String] { localization.mapLocales }
}

package enum Background: Hashable, Sendable {
    case color(VariantKeyed<Color>)
    /// An image (a screenshot) under everything, fitted to the canvas.
    case image(ImageSource, fit: Varying<ImageFit>)
}

package struct Canvas: Hashable, Sendable {
    /// Size in points, and pixels per point (1…4), which an appearance map may vary: `size` and
    /// `scale` read the variant's once the resolve stage has settled them.
    package var sizes: Varying<Size>
    package var scales: Varying<Double>
    /// The background, and the screenshot's UI hierarchy dump (`background.hierarchy`,
    /// placeholders kept), each appearance's where a map varies them: `background` and
    /// `hierarchy` read the variant's once the resolve stage has settled them.
    package var backgrounds: Varying<Background>
    package var hierarchies: Varying<ImageSource>?

    package init(size: Varying<Size>, scale: Varying<Double>, background: Varying<Background>, hierarchy: Varying<ImageSource>? = nil) {
        self.sizes = size
        self.scales = scale
        self.backgrounds = background
        self.hierarchies = hierarchy
    }

    package var background: Background {
        get { backgrounds.value }
        set { backgrounds = .plain(newValue) }
    }

    package var hierarchy: ImageSource? {
        get { hierarchies?.value }
        set { hierarchies = newValue.map(Varying.plain) }
    }

    /// Size in points.
    package var size: Size { sizes.value }
    /// Pixels per point; a scale declared sets it for each output (`Document.drawn(atScale:)`).
    package var scale: Double {
        get { scales.value }
        set { scales = .plain(newValue) }
    }

    /// The canvas with the size and scale `variant` draws it at.
    package func sized(in variant: Variant?) -> Canvas {
        var canvas = self
        (canvas.sizes, canvas.scales) = (sizes.settled(variant), scales.settled(variant))
        return canvas
    }

    /// The image's size in pixels: points × scale, rounded up so nothing is cut off.
    package var pixelWidth: Int { Int((size.width * scale).rounded(.up)) }
    package var pixelHeight: Int { Int((size.height * scale).rounded(.up)) }
    package var bounds: Rect { Rect(origin: .zero, size: size) }

    /// What is wrong with drawing this canvas under `limits`, checked before anything is
    /// allocated for it; `nil` when it fits.
    package func sizeProblem(_ limits: SpecLimits) -> String? {
        let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
        let side = Double(limits.maxPixelsPerSide)
        if pixelWidth > side || pixelHeight > side {
            return
                "canvas is \(pixelWidth.specDescription) × \(pixelHeight.specDescription) px at scale \(scale.specDescription); the limit is \(limits.maxPixelsPerSide) px a side"
        }
        if pixelWidth * pixelHeight > Double(limits.maxPixelArea) {
            return
                "canvas is \(pixelWidth.specDescription) × \(pixelHeight.specDescription) px = \((pixelWidth * pixelHeight).specDescription) px; the limit is \(limits.maxPixelArea) px"
        }
        return nil
    }
}

package struct Bubble: Hashable, Sendable {
    package let id: String?
    /// Where the element sits in the spec (`elements[2]`), for diagnostics from later stages.
    package let path: JSONPath
    package var text: SpecText
    package let anchor: BubbleAnchorSpec
    /// A fixed body width, or `nil` to size the body from the text.
    package var width: Varying<Double>?
    /// The widest the body may grow before text wraps.
    package var maxWidth: Varying<Double>
    /// A fixed body height, or `nil` to size the body from the text.
    package var height: Varying<Double>? = nil
    /// In vertical text, the tallest the body may grow before a column wraps (`nil`: 280).
    package var maxHeight: Varying<Double>? = nil
    package var style: LayeredStyle
    /// Title, icon, progress, buttons and close: none, for a plain bubble.
    package var tour: TourStep

    package init(
        id: String?, path: JSONPath, text: SpecText, anchor: BubbleAnchorSpec, width: Varying<Double>?, maxWidth: Varying<Double>,
        style: LayeredStyle,
        tour: TourStep = TourStep()
    ) {
        self.tour = tour
        self.id = id
        self.path = path
        self.text = text
        self.anchor = anchor
        self.width = width
        self.maxWidth = maxWidth
        self.style = style
    }
}

extension Bubble {
    /// The same bubble placed otherwise (mirrored, or against an element of the hierarchy dump).
    package func with(anchor: BubbleAnchorSpec) -> Bubble {
        var bubble = Bubble(id: id, path: path, text: text, anchor: anchor, width: width, maxWidth: maxWidth, style: style, tour: tour)
        bubble.height = height
        bubble.maxHeight = maxHeight
        return bubble
    }
}
