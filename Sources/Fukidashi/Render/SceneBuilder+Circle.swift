import FukidashiGeometry
import FukidashiSpec

extension SceneBuilder {
    /// A circle's text is one centred line (no wrapping), in its own font and colour.
    func circleItem(_ element: CircleElement, locale: TextLocale, text: String?) throws(SpecDiagnostic) -> (CircleItem, [SpecDiagnostic]) {
        let circle = element.circle
        var image: ImageItem?
        if let source = element.image {
            let loaded = try images.image(for: source)
            image = imageItem(loaded, frame: circle.bounds, fit: .cover, cornerRadius: circle.radius, opacity: 1)
        }
        var lines: [PlacedLine] = []
        var warnings: [SpecDiagnostic] = []
        if let text, !text.isEmpty {
            let style = element.style
            let textStyle = TextStyle(family: try family(for: style, path: element.path), size: style.fontSize,
                                      weight: style.fontWeight, wrap: .none, locale: locale)
            let laidOut = engine.layout(text, style: textStyle, availableWidth: nil)
            warnings = missingGlyphWarnings(laidOut, path: element.text.map { textPath(element.path, $0) } ?? element.path / "text")
            let top = circle.center.y - laidOut.height / 2
            lines = laidOut.lines.map { line in
                let origin = Point(x: circle.center.x - line.width / 2, y: top + line.baseline)
                return PlacedLine(text: line.text, origin: origin, width: line.width,
                                  runs: runs(line, origin: origin, size: style.fontSize, color: style.textColor))
            }
        }
        let item = CircleItem(circle: circle, fill: element.fill, borderColor: element.borderColor,
                              borderWidth: min(element.borderWidth, circle.radius), image: image, text: lines, opacity: element.opacity)
        return (item, warnings)
    }
}
