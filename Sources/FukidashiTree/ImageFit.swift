import FukidashiGeometry

/// How an image fills its frame.
package enum ImageFit: String, CaseIterable, Hashable, Sendable {
    /// Stretched to the frame exactly (aspect ratio not kept).
    case fill
    /// Scaled to cover the frame, centred; what overflows is cut off.
    case cover
    /// Scaled to fit inside the frame, centred; the rest stays clear.
    case contain

    /// The same rule as UIKit's content modes.
    package var contentMode: ContentMode {
        switch self {
        case .fill: .scaleToFill
        case .cover: .aspectFill
        case .contain: .aspectFit
        }
    }
}
