import FukidashiGeometry
import FukidashiModel
import FukidashiTree
import FukidashiVariants

/// A circle (an avatar or a badge), as the resolve steps see it: a centre that may sit on
/// another circle or on an element, a label and an image.
extension CircleElement: ResolvableElement {
    var element: Element { .circle(self) }
    var textStyle: LayeredStyle? { style }

    mutating func mapTexts(_ transform: (SpecText) -> SpecText) { text = text.map(transform) }

    mutating func mapImageSources(_ transform: (ImageSource) -> ImageSource) { image = image.map(transform) }

    /// Its colours and text style.
    func settled(_ variant: Variant?) -> CircleElement {
        var circle = self
        (circle.fill, circle.borderColor) = (fill.settled(variant), borderColor.settled(variant))
        circle.style = style.settled(variant)
        return circle
    }

    func mirrored(_ mirror: CanvasMirror) -> CircleElement { with(center: mirror.point(circle.center)) }

    func labelTexts(swiped: Bool) -> [(text: SpecText?, style: LayeredStyle?)] { [(text, style)] }

    /// Its centre, radius and border width, its image, then its opacity.
    func settling(_ settle: some VaryingSettler) -> CircleElement {
        var circle = self
        circle.center = settle(center)
        (circle.radius, circle.borderWidth) = (settle(radius), settle(borderWidth))
        circle.image = image.map { settle($0) }
        circle.opacity = settle(opacity)
        return circle
    }

    /// A badge on `circle`: a badge without a radius takes a tenth of it.
    mutating func place(_ use: CircleReference.Use, at point: Point, on circle: Circle) {
        guard use == .circleCenter else { return }
        self = with(center: point).sized(on: circle)
    }

    func resolvedElement(_ leaves: TreeLeaves) -> ResolvedElement {
        .circle(
            ResolvedCircle(
                path: path, circle: circle, fill: leaves.plain(fill), borderColor: leaves.plain(borderColor), borderWidth: borderWidth.value,
                image: image.map(leaves.file),
                text: text.map(leaves.text), style: leaves.style(style), opacity: opacity.value))
    }

    mutating func anchor(_ use: ElementAnchor.Use, to rect: Rect) {
        guard use == .circleCenter else { return }
        self = with(center: rect.center)
    }
}

extension ResolvableKinds {
    func circle(_ circle: CircleElement) -> any ResolvableElement { circle }
}
