import FukidashiGeometry
import FukidashiStrings
import FukidashiTree

/// A tutorial coach mark's dimming: `color` over the whole canvas except the spotlights.
package struct Overlay: Hashable, Sendable {
    package let color: AppearanceKeyed<Color>
    package let spotlights: [Spotlight]

    package init(color: AppearanceKeyed<Color>, spotlights: [Spotlight]) {
        self.color = color
        self.spotlights = spotlights
    }
}
