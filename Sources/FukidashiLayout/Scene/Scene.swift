import FukidashiGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything to draw, as plain values in points: the output of layout and the only input of
/// the backend. It prints as text, so layout is testable without pixels.
package struct Scene: Hashable, Sendable, CustomStringConvertible {
    package let size: Size
    package let scale: Double
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let background: SceneColor
    package let items: [SceneItem]
    /// Each element's text lines, named by the element's JSON path: what golden sidecars
    /// record so a reflow can be reported in words.
    package var textBlocks: [SceneTextBlock] = []

    package var description: String {
        var lines = ["scene \(size) pt at \(scale.shortDescription)x = \(pixelWidth)×\(pixelHeight) px, background \(background)"]
        for item in items { lines.append(item.description) }
        return lines.joined(separator: "\n")
    }
}

package enum SceneItem: Hashable, Sendable, CustomStringConvertible {
    case bubble(BubbleItem)
    case image(ImageItem)
    case overlay(OverlayItem)
    case circle(CircleItem)
    case group(GroupItem)
    /// Text on its own, with nothing behind it: a card's title or text.
    case text([PlacedLine])
    /// A filled or stroked path: a button, a progress dot or bar, a close mark.
    case shape(ShapeItem)

    package var description: String {
        switch self {
        case .bubble(let b): b.description
        case .image(let i):
            "image \(i.image.key) \(i.image.pixelWidth)×\(i.image.pixelHeight) px drawn at \(i.destination) clipped to \(i.frame) radius \(i.cornerRadius.shortDescription)"
        case .overlay(let o): "overlay \(o.color) with \(o.spotlightCount) spotlight(s)"
        case .circle(let c): "circle at \(c.circle.center) radius \(c.circle.radius.shortDescription)"
        case .text(let lines): "text " + lines.map { "\"\($0.text)\" at \($0.origin)" }.joined(separator: ", ")
        case .shape(let shape):
            "shape \(shape.bounds)" + (shape.fill.map { " fill \($0)" } ?? "")
                + (shape.stroke.map { " stroke \($0.color) width \($0.width.shortDescription)" } ?? "")
        case .group(let g):
            (["group \(g.transform) alpha \(g.opacity.shortDescription)"] + g.items.map { "  " + $0.description.replacing("\n", with: "\n  ") })
                .joined(separator: "\n")
        }
    }
}

/// The lines one element drew (a bubble's, a circle's label, a card stack's titles).
package struct SceneTextBlock: Hashable, Sendable {
    package let element: String
    package let lines: [PlacedLine]
}

extension SceneItem {
    /// Every line of text this item draws, in drawing order.
    package var placedLines: [PlacedLine] {
        switch self {
        case .bubble(let b): b.text + b.parts.flatMap(\.placedLines)
        case .circle(let c): c.text
        case .text(let lines): lines
        case .group(let g): g.items.flatMap(\.placedLines)
        case .image, .overlay, .shape: []
        }
    }
}

/// An avatar or badge: fill, an image clipped to it, an inside border, centred text.
package struct CircleItem: Hashable, Sendable {
    package let circle: Circle
    package let fill: SceneColor
    package let borderColor: SceneColor
    package let borderWidth: Double
    package let image: ImageItem?
    package let text: [PlacedLine]
    package let opacity: Double
}

/// Items drawn under a transform (a card's scale, offset and turn), faded together, and
/// optionally clipped.
package struct GroupItem: Hashable, Sendable {
    package let transform: Transform2D
    package let opacity: Double
    package let clip: Path?
    package let items: [SceneItem]
}

/// A decoded image the backend holds; the scene names it by key, never by pointer.
package struct SceneImage: Hashable, Sendable {
    package let key: String
    package let pixelWidth: Int
    package let pixelHeight: Int

    package init(key: String, pixelWidth: Int, pixelHeight: Int) {
        self.key = key
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// An image drawn into `destination` (where the whole image lands) and clipped to `frame`.
package struct ImageItem: Hashable, Sendable {
    package let image: SceneImage
    package let destination: Rect
    package let frame: Rect
    package let cornerRadius: Double
    package let opacity: Double
}

/// Dimming with cut-outs, all spotlights as one path so overlaps open once.
package struct OverlayItem: Hashable, Sendable {
    package let color: SceneColor
    package let spotlights: Path
    package let spotlightCount: Int
}

/// A path filled, stroked with round caps and joins, or both: `bounds` is for its description.
package struct ShapeItem: Hashable, Sendable {
    package let path: Path
    package let bounds: Rect
    package var fill: SceneColor?
    package var stroke: SceneStroke?
}

package struct SceneStroke: Hashable, Sendable {
    package let color: SceneColor
    package let width: Double
}

/// A bubble ready to draw: one outline for fill and border, and its text as glyphs.
package struct BubbleItem: Hashable, Sendable, CustomStringConvertible {
    package let geometry: BubbleGeometry
    package let fill: SceneColor
    package let borderColor: SceneColor
    /// Drawn inside the outline, so the outer edge is where the geometry says.
    package let borderWidth: Double
    package let opacity: Double
    package let shadow: SceneShadow?
    package let text: [PlacedLine]
    /// A tour step's parts, drawn over the body and text in the same layer (so `opacity`
    /// fades them together): icon, progress, buttons, close mark.
    package var parts: [SceneItem] = []

    package var description: String {
        var lines = ["bubble body \(geometry.body) radius \(geometry.cornerRadius.shortDescription)"]
        if let tail = geometry.tail {
            lines.append("  tail \(tail.edge.rawValue) base \(tail.baseStart)–\(tail.baseEnd) apex \(tail.apex)")
        }
        for line in text {
            lines.append("  line \(line.text.quotedForScene) at \(line.origin) width \(line.width.roundedForScene)")
        }
        for part in parts { lines.append("  " + part.description.replacing("\n", with: "\n  ")) }
        return lines.joined(separator: "\n")
    }
}

/// One line of text at its place on the canvas: `origin` is the left end of its baseline.
package struct PlacedLine: Hashable, Sendable {
    package let text: String
    package let origin: Point
    package let width: Double
    package let runs: [GlyphRun]
    /// Underlines and strikethroughs, drawn over the glyphs.
    package var decorations: [SceneDecoration] = []
}

/// A line drawn with text (an underline, a strikethrough): a filled rectangle on the canvas.
package struct SceneDecoration: Hashable, Sendable {
    package let rect: Rect
    package let color: SceneColor
}

/// Consecutive glyphs of one face, size and colour, positioned in points on the canvas.
package struct GlyphRun: Hashable, Sendable {
    package let face: FontFaceID
    package let size: Double
    package let color: SceneColor
    package let glyphs: [PositionedGlyph]
    /// A synthesized oblique: x moves right by this much per unit of height (0: upright).
    package var shear = 0.0
}

package struct PositionedGlyph: Hashable, Sendable {
    package let id: UInt32
    /// The glyph's origin on the baseline, in points.
    package let position: Point
}

extension String {
    var quotedForScene: String { "\"" + self + "\"" }
}

extension Double {
    var roundedForScene: String { ((self * 100).rounded() / 100).shortDescription }
}
