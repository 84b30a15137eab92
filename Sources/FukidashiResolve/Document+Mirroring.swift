import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree

extension Document {
    /// The layout seen in a mirror about the canvas's vertical centre line, as UIKit lays out
    /// a right-to-left locale: every x position mirrors (each element as its kind says, in
    /// `mirrored(_:)`, and the spotlights; a reference's point mirrors with its circle, so its
    /// angle does too). Images and text are not flipped: a right-to-left screenshot is
    /// mirrored already, and text runs in its own direction.
    package func mirrored() -> Document {
        let mirror = CanvasMirror(width: canvas.size.width)
        var mirrored = self
        mirrored.elements = elements.map { element in element.resolving { $0 = $0.mirrored(mirror) } }
        mirrored.overlay = overlay.map { overlay in
            Overlay(
                color: overlay.color,
                spotlights: overlay.spotlights.map { spotlight in
                    switch spotlight.settled {
                    case .circle(let center, let radius): SpotlightSpec(.circle(center: mirror.point(center), radius: radius))
                    case .rect(let r, let cornerRadius): SpotlightSpec(.rect(mirror.frame(r), cornerRadius: cornerRadius))
                    }
                })
        }
        return mirrored
    }
}
