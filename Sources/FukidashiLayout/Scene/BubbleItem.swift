import FukidashiGeometry

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
        var lines = [
            "bubble body \(geometry.body) " + (geometry.shape.name ?? "radius \(geometry.cornerRadius.shortDescription)")
        ]
        if let tail = geometry.tail {
            let style = tail.style == .wedge ? "" : " \(tail.style.rawValue)"
            lines.append("  tail \(tail.edge.rawValue)\(style) base \(tail.baseStart)–\(tail.baseEnd) apex \(tail.apex)")
        }
        for line in text {
            lines.append("  line \(line.text.quotedForScene) at \(line.origin) width \(line.width.roundedForScene)")
        }
        for part in parts { lines.append("  " + part.description.replacing("\n", with: "\n  ")) }
        return lines.joined(separator: "\n")
    }
}
