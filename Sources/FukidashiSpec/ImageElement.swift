import FukidashiGeometry

/// How an image fills its frame.
package enum ImageFit: String, CaseIterable, Hashable, Sendable {
    /// Stretched to the frame exactly (aspect ratio not kept).
    case fill
    /// Scaled to cover the frame, centred; what overflows is cut off.
    case cover
    /// Scaled to fit inside the frame, centred; the rest stays clear.
    case contain
}

/// An image file named by a spec: the path as written (relative to the spec's folder) and
/// where it was written, so a file problem is reported at its JSON path.
package struct ImageSource: Hashable, Sendable {
    package let path: String
    package let jsonPath: JSONPath

    package init(path: String, jsonPath: JSONPath) {
        self.path = path
        self.jsonPath = jsonPath
    }
}

/// `{"type": "image", "src": …, "frame": [x, y, w, h], "fit": …, "cornerRadius": …}`.
package struct ImageElement: Hashable, Sendable {
    package let id: String?
    package let path: JSONPath
    package let source: ImageSource
    package let frame: Rect
    package let fit: ImageFit
    package let cornerRadius: Double
    package let opacity: Double
}
