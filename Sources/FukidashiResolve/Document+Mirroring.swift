import FukidashiGeometry
import FukidashiJSON
import FukidashiSpec
import FukidashiStrings

extension Document {
    /// The layout seen in a mirror about the canvas's vertical centre line, as UIKit lays out
    /// a right-to-left locale: every x position mirrors (points, frames, circle centres,
    /// spotlights; a reference's point mirrors with its circle, so its angle does too), left
    /// and right placements swap, a tail's position counts from the other end, and a label's
    /// `at` places its top-right corner. A tour step's parts follow its text's direction, so
    /// they need nothing here. Images and text are not flipped: a right-to-left
    /// screenshot is mirrored already, and text runs in its own direction. A card stack's
    /// drag and swipe are gestures, not positions, and keep their direction.
    package func mirrored() -> Document {
        let width = canvas.size.width
        func x(_ p: Point) -> Point { Point(x: width - p.x, y: p.y) }
        func frame(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
        var mirrored = self
        mirrored.elements = elements.map { element -> Element in
            switch element {
            case .bubble(let b):
                let anchor: BubbleAnchor
                switch b.anchor {
                case .tail(let focus, let placement, let tail): anchor = .tail(focus: x(focus), placement: placement.mirrored, tail: tail.mirrored)
                case .label(let origin, let fromRight): anchor = .label(origin: x(origin), fromRight: !fromRight)
                case .element(let target, let placement, let tail):
                    anchor = .element(target: frame(target), placement: placement.mirrored, tail: tail.mirrored)
                }
                return .bubble(b.with(anchor: anchor))
            case .circle(let c):
                return .circle(c.with(center: x(c.circle.center)))
            case .image(let i):
                return .image(i.with(frame: frame(i.frame)))
            case .cardStack(let s):
                return .cardStack(s.with(frame: frame(s.frame)))
            }
        }
        mirrored.overlay = overlay.map { overlay in
            Overlay(
                color: overlay.color,
                spotlights: overlay.spotlights.map { spotlight in
                    switch spotlight {
                    case .circle(let center, let radius): .circle(center: x(center), radius: radius)
                    case .rect(let r, let cornerRadius): .rect(frame(r), cornerRadius: cornerRadius)
                    }
                })
        }
        return mirrored
    }
}
