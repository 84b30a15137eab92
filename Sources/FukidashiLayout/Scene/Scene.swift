import FukidashiGeometry

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

extension String {
    var quotedForScene: String { "\"" + self + "\"" }
}

extension Double {
    var roundedForScene: String { ((self * 100).rounded() / 100).shortDescription }
}
