import FukidashiGeometry

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

extension SceneItem {
    /// Every line of text this item draws, in drawing order.
    package var placedLines: [PlacedLine] {
        switch self {
        case .bubble(let b): b.text + b.parts.flatMap(\.placedLines)
        case .circle(let c): c.text
        case .text(let lines): lines
        case .group(let g): g.items.flatMap(\.placedLines).map { $0.inGroup(g.transform) }
        case .image, .overlay, .shape: []
        }
    }
}
