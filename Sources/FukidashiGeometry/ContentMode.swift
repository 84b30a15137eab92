/// How content of one aspect ratio fills a frame of another, as UIKit's `contentMode`.
package enum ContentMode: Hashable, Sendable {
    /// `.scaleToFill`: stretched to the frame.
    case scaleToFill
    /// `.scaleAspectFill`: covers the frame, centred; the overflow is clipped.
    case aspectFill
    /// `.scaleAspectFit`: fits inside the frame, centred.
    case aspectFit

    /// Where content of `size` is drawn for `frame`. For `aspectFill` the result is larger
    /// than the frame: clip to the frame when drawing. Empty content fills nothing.
    package func placement(of size: Size, in frame: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return Rect(origin: frame.origin, size: .zero) }
        let sx = frame.width / size.width, sy = frame.height / size.height
        let scale: Double
        switch self {
        case .scaleToFill: return frame
        case .aspectFill: scale = max(sx, sy)
        case .aspectFit: scale = min(sx, sy)
        }
        let width = size.width * scale, height = size.height * scale
        return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }
}
