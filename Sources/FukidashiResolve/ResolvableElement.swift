import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiTree
import FukidashiVariants

/// What the resolve steps ask of an element, answered once by each kind in its own file
/// (`Bubble+Resolving.swift` and its siblings). The steps reach an element only through
/// `Element.resolvable` and never switch on its kind, so a new kind is its conformance and its
/// line of `ResolvableKinds`, both in its own file; a step it forgets is a compile error, not a
/// silent pass.
protocol ResolvableElement: Sendable {
    /// The element back in the document's list, as its kind.
    var element: Element { get }
    /// Where the element sits in the spec, for diagnostics.
    var path: JSONPath { get }
    /// The style its own text is drawn with (whose font families are checked), if it has one.
    var textStyle: LayeredStyle? { get }

    /// `transform` applied to every text it carries, in the order a reader meets them in the spec.
    mutating func mapTexts(_ transform: (SpecText) -> SpecText)
    /// `transform` applied to every image path it names.
    mutating func mapImageSources(_ transform: (ImageSource) -> ImageSource)
    /// Its colours and styles in `appearance`, with the styles' dark defaults (its image paths
    /// are the appearance step's, through `mapImageSources`).
    func settled(_ variant: Variant?) -> Self
    /// The element seen in `mirror`.
    func mirrored(_ mirror: CanvasMirror) -> Self
    /// Its texts in the order a reader of the picture meets them, each with the style that
    /// says whether its Markdown is read; `swiped`: an animation swipes its top away.
    func labelTexts(swiped: Bool) -> [(text: SpecText?, style: LayeredStyle?)]

    /// Each value it holds that a locale or appearance map may vary (a width, a focus, a
    /// frame, a centre, an image path) settled by `settle`, in the order the spec is read.
    func settling(_ settle: some VaryingSettler) -> Self
    /// The stand-in of a point on a circle's edge (`{"on": …}`) replaced by `point`, on
    /// `circle` (where the variant has it).
    mutating func place(_ use: CircleReference.Use, at point: Point, on circle: Circle)
    /// The stand-in of an element anchor replaced by the element's rectangle on the screen.
    mutating func anchor(_ use: ElementAnchor.Use, to rect: Rect)

    /// The element as the resolved tree holds it, once every step has run: its texts and image
    /// files through `leaves`, its styles flattened.
    func resolvedElement(_ leaves: TreeLeaves) -> ResolvedElement
}

/// A kind placed by its frame alone (an image, a card stack): its mirror image, a locale
/// map's frame and an element anchor's rectangle are each a frame, and no point on a circle
/// places it.
protocol FramedElement: ResolvableElement {
    var frame: Varying<Rect> { get }
    func with(frame: Varying<Rect>) -> Self
}

extension FramedElement {
    func mirrored(_ mirror: CanvasMirror) -> Self { with(frame: .plain(mirror.frame(frame.value))) }

    mutating func place(_ use: CircleReference.Use, at point: Point, on circle: Circle) {}

    mutating func anchor(_ use: ElementAnchor.Use, to rect: Rect) {
        guard use == .elementFrame else { return }
        self = with(frame: .plain(rect))
    }
}

/// The mirror about a canvas's vertical centre line, as UIKit lays out a right-to-left locale.
struct CanvasMirror {
    let width: Double

    func point(_ p: Point) -> Point { Point(x: width - p.x, y: p.y) }
    func frame(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
}

// The traversal: the steps reach an element's kind only through `Element.visit`, with the
// visitor below, which each kind answers in its `+Resolving` file.
extension Element {
    /// The element as its kind answers the resolve steps.
    var resolvable: any ResolvableElement { visit(ResolvableKinds()) }

    /// The element after `step`.
    func resolving(_ step: (inout any ResolvableElement) -> Void) -> Element {
        var node = resolvable
        step(&node)
        return node.element
    }
}

/// Each kind as it answers the resolve steps: one line in each kind's `+Resolving` file.
struct ResolvableKinds: ElementVisitor {}
