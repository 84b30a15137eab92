import FukidashiGeometry

/// A decoded, validated spec with every style resolved: what layout reads.
public struct Document: Hashable, Sendable {
    public let canvas: Canvas
    /// Dims the canvas after the background, except where its spotlights cut through.
    public let overlay: Overlay?
    public let elements: [Element]
    /// The language of the spec's text (BCP 47), when the spec names one.
    public let locale: String?
    /// Present for animated specs (APNG output).
    public let animation: Animation?
    /// Entry effects, by index into `elements`.
    public let enterEffects: [Int: EnterEffect]
    /// Swipes, by index of a card stack in `elements`.
    public let swipes: [Int: SwipeEffect]

    public init(canvas: Canvas, overlay: Overlay?, elements: [Element], locale: String?, animation: Animation? = nil,
                enterEffects: [Int: EnterEffect] = [:], swipes: [Int: SwipeEffect] = [:]) {
        self.canvas = canvas
        self.overlay = overlay
        self.elements = elements
        self.locale = locale
        self.animation = animation
        self.enterEffects = enterEffects
        self.swipes = swipes
    }
}

extension Document {
    /// Every text an element carries, in document order: what locales are read from.
    public var texts: [LocalizedText] {
        elements.compactMap { element in
            switch element {
            case .bubble(let bubble): bubble.text
            case .circle(let circle): circle.text
            case .image, .cardStack: nil
            }
        }
    }

    /// Every locale the spec's texts name, in order of first appearance: one output each.
    public var localesNamed: [String] {
        var locales: [String] = []
        for text in texts {
            for locale in text.locales where !locales.contains(locale) { locales.append(locale) }
        }
        return locales
    }
}

public enum Background: Hashable, Sendable {
    case color(Color)
    /// An image (a screenshot) under everything, fitted to the canvas.
    case image(ImageSource, fit: ImageFit)
}

public struct Canvas: Hashable, Sendable {
    /// Size in points.
    public let size: Size
    /// Pixels per point (1…4).
    public let scale: Double
    public let background: Background

    public init(size: Size, scale: Double, background: Background) {
        self.size = size
        self.scale = scale
        self.background = background
    }

    /// The image's size in pixels: points × scale, rounded up so nothing is cut off.
    public var pixelWidth: Int { Int((size.width * scale).rounded(.up)) }
    public var pixelHeight: Int { Int((size.height * scale).rounded(.up)) }
    public var bounds: Rect { Rect(origin: .zero, size: size) }
}

public enum Element: Hashable, Sendable {
    case bubble(Bubble)
    case image(ImageElement)
    case circle(CircleElement)
    case cardStack(CardStack)
}

public struct Bubble: Hashable, Sendable {
    public let id: String?
    /// Where the element sits in the spec (`elements[2]`), for diagnostics from later stages.
    public let path: JSONPath
    public let text: LocalizedText
    public let anchor: BubbleAnchor
    /// A fixed body width, or `nil` to size the body from the text.
    public let width: Double?
    /// The widest the body may grow before text wraps.
    public let maxWidth: Double
    public let style: ResolvedStyle

    public init(id: String?, path: JSONPath, text: LocalizedText, anchor: BubbleAnchor, width: Double?, maxWidth: Double, style: ResolvedStyle) {
        self.id = id
        self.path = path
        self.text = text
        self.anchor = anchor
        self.width = width
        self.maxWidth = maxWidth
        self.style = style
    }
}

public enum BubbleAnchor: Hashable, Sendable {
    /// A tail whose apex touches `focus`.
    case tail(focus: Point, placement: Placement, tail: TailSpec)
    /// A tail-less label with its body's origin at `origin`.
    case label(origin: Point)
}
