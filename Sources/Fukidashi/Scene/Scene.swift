#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FukidashiGeometry

/// Everything to draw, as plain values in points: the output of layout and the only input of
/// the backend. It prints as text, so layout is testable without pixels.
public struct Scene: Hashable, Sendable, CustomStringConvertible {
    public let size: Size
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let background: SceneColor
    public let items: [SceneItem]
    /// Each element's text lines, named by the element's JSON path: what golden sidecars
    /// record so a reflow can be reported in words.
    public var textBlocks: [SceneTextBlock] = []

    public var description: String {
        var lines = ["scene \(size) pt at \(scale.shortDescription)x = \(pixelWidth)×\(pixelHeight) px, background \(background)"]
        for item in items { lines.append(item.description) }
        return lines.joined(separator: "\n")
    }
}

public enum SceneItem: Hashable, Sendable, CustomStringConvertible {
    case bubble(BubbleItem)
    case image(ImageItem)
    case overlay(OverlayItem)
    case circle(CircleItem)
    case group(GroupItem)
    /// Text on its own, with nothing behind it: a card's title or text.
    case text([PlacedLine])

    public var description: String {
        switch self {
        case .bubble(let b): b.description
        case .image(let i): "image \(i.image.key) \(i.image.pixelWidth)×\(i.image.pixelHeight) px drawn at \(i.destination) clipped to \(i.frame) radius \(i.cornerRadius.shortDescription)"
        case .overlay(let o): "overlay \(o.color) with \(o.spotlightCount) spotlight(s)"
        case .circle(let c): "circle at \(c.circle.center) radius \(c.circle.radius.shortDescription)"
        case .text(let lines): "text " + lines.map { "\"\($0.text)\" at \($0.origin)" }.joined(separator: ", ")
        case .group(let g):
            (["group \(g.transform) alpha \(g.opacity.shortDescription)"] + g.items.map { "  " + $0.description.replacing("\n", with: "\n  ") })
                .joined(separator: "\n")
        }
    }
}

/// The lines one element drew (a bubble's, a circle's label, a card stack's titles).
public struct SceneTextBlock: Hashable, Sendable {
    public let element: String
    public let lines: [PlacedLine]
}

extension SceneItem {
    /// Every line of text this item draws, in drawing order.
    var placedLines: [PlacedLine] {
        switch self {
        case .bubble(let b): b.text
        case .circle(let c): c.text
        case .text(let lines): lines
        case .group(let g): g.items.flatMap(\.placedLines)
        case .image, .overlay: []
        }
    }
}

/// An avatar or badge: fill, an image clipped to it, an inside border, centred text.
public struct CircleItem: Hashable, Sendable {
    public let circle: Circle
    public let fill: SceneColor
    public let borderColor: SceneColor
    public let borderWidth: Double
    public let image: ImageItem?
    public let text: [PlacedLine]
    public let opacity: Double
}

/// Items drawn under a transform (a card's scale, offset and turn), faded together, and
/// optionally clipped.
public struct GroupItem: Hashable, Sendable {
    public let transform: Transform2D
    public let opacity: Double
    public let clip: Path?
    public let items: [SceneItem]
}

/// A decoded image the backend holds; the scene names it by key, never by pointer.
public struct SceneImage: Hashable, Sendable {
    public let key: String
    public let pixelWidth: Int
    public let pixelHeight: Int
}

/// An image drawn into `destination` (where the whole image lands) and clipped to `frame`.
public struct ImageItem: Hashable, Sendable {
    public let image: SceneImage
    public let destination: Rect
    public let frame: Rect
    public let cornerRadius: Double
    public let opacity: Double
}

/// Dimming with cut-outs, all spotlights as one path so overlaps open once.
public struct OverlayItem: Hashable, Sendable {
    public let color: SceneColor
    public let spotlights: Path
    public let spotlightCount: Int
}

/// A bubble ready to draw: one outline for fill and border, and its text as glyphs.
public struct BubbleItem: Hashable, Sendable, CustomStringConvertible {
    public let geometry: BubbleGeometry
    public let fill: SceneColor
    public let borderColor: SceneColor
    /// Drawn inside the outline, so the outer edge is where the geometry says.
    public let borderWidth: Double
    public let opacity: Double
    public let shadow: SceneShadow?
    public let text: [PlacedLine]

    public var description: String {
        var lines = ["bubble body \(geometry.body) radius \(geometry.cornerRadius.shortDescription)"]
        if let tail = geometry.tail {
            lines.append("  tail \(tail.edge.rawValue) base \(tail.baseStart)–\(tail.baseEnd) apex \(tail.apex)")
        }
        for line in text {
            lines.append("  line \(line.text.quotedForScene) at \(line.origin) width \(line.width.roundedForScene)")
        }
        return lines.joined(separator: "\n")
    }
}

/// One line of text at its place on the canvas: `origin` is the left end of its baseline.
public struct PlacedLine: Hashable, Sendable {
    public let text: String
    public let origin: Point
    public let width: Double
    public let runs: [GlyphRun]
}

/// Consecutive glyphs of one face, size and colour, positioned in points on the canvas.
public struct GlyphRun: Hashable, Sendable {
    public let face: FontFaceID
    public let size: Double
    public let color: SceneColor
    public let glyphs: [PositionedGlyph]
}

public struct PositionedGlyph: Hashable, Sendable {
    public let id: UInt32
    /// The glyph's origin on the baseline, in points.
    public let position: Point
}

extension String {
    var quotedForScene: String { "\"" + self + "\"" }
}

extension Double {
    var roundedForScene: String { ((self * 100).rounded() / 100).shortDescription }
}
