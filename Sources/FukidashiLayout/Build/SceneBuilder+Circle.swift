import FukidashiGeometry
import FukidashiTree
import FukidashiVariants

extension SceneBuilder {
    /// A circle's text is one centred line (no wrapping), in its own font and colour.
    func circleItem(_ element: ResolvedCircle, locale: TextLocale, text: ResolvedText?) throws(Diagnostic) -> (CircleItem, [Diagnostic]) {
        let circle = element.circle
        var image: ImageItem?
        if let file = element.image {
            let loaded = try images.image(for: file)
            image = imageItem(loaded, frame: circle.bounds, fit: .cover, cornerRadius: circle.radius, opacity: 1)
        }
        var lines: [PlacedLine] = []
        var warnings: [Diagnostic] = []
        if let text, !text.string.isEmpty {
            let style = element.style
            var textStyle = TextStyle(
                family: family(for: style), size: scaledFont(style[.fontSize], style[.textStyle]),
                weight: style[.fontWeight], wrap: .none, locale: locale)
            let rich = try richText(text, style: style, path: element.path)
            textStyle.spans = rich.spans
            let block = textBlock(rich.text, style: textStyle, width: nil)
            warnings = block.warnings(at: text.path, box: "circle")
            // A zero-width area centred on the circle: each line's centre lands exactly on it.
            let area = Rect(x: circle.center.x, y: circle.center.y - block.size.height / 2, width: 0, height: block.size.height)
            lines = block.lines(in: area, align: .center, paints: rich.paints)
        }
        let item = CircleItem(
            circle: circle, fill: SceneColor(element.fill), borderColor: SceneColor(element.borderColor),
            borderWidth: min(element.borderWidth, circle.radius), image: image, text: lines, opacity: element.opacity)
        return (item, warnings)
    }
}
