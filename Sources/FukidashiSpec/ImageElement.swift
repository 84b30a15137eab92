import FukidashiGeometry

/// How an image fills its frame.
public enum ImageFit: String, CaseIterable, Hashable, Sendable {
    /// Stretched to the frame exactly (aspect ratio not kept).
    case fill
    /// Scaled to cover the frame, centred; what overflows is cut off.
    case cover
    /// Scaled to fit inside the frame, centred; the rest stays clear.
    case contain
}

/// An image file named by a spec: the path as written (relative to the spec's folder) and
/// where it was written, so a file problem is reported at its JSON path.
public struct ImageSource: Hashable, Sendable {
    public let path: String
    public let jsonPath: JSONPath

    public init(path: String, jsonPath: JSONPath) {
        self.path = path
        self.jsonPath = jsonPath
    }
}

/// `{"type": "image", "src": …, "frame": [x, y, w, h], "fit": …, "cornerRadius": …}`.
public struct ImageElement: Hashable, Sendable {
    public let id: String?
    public let path: JSONPath
    public let source: ImageSource
    public let frame: Rect
    public let fit: ImageFit
    public let cornerRadius: Double
    public let opacity: Double
}
