import FukidashiGeometry
import FukidashiJSON
import FukidashiStrings

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
    /// For a path with `{locale}`: the locales to put in, in order, until a file exists (the
    /// locale rendered, then along its tag to the spec's language).
    package let localeChain: [String]
    /// Whether the chain was cut to the locale rendered because its project allows no
    /// fallback (not `--strict`): the error says how to allow one.
    package var fallbackRefused = false

    /// Stands for the locale rendered in an image path: `screens/home.{locale}.png`.
    package static let localePlaceholder = "{locale}"
    /// Stands for the appearance rendered: `screens/home.{appearance}.png`.
    package static let appearancePlaceholder = "{appearance}"
    /// Stands for the scale rendered, as `2` or `1.5`: `screens/home@{scale}x.png`.
    package static let scalePlaceholder = "{scale}"

    package init(path: String, jsonPath: JSONPath, localeChain: [String] = []) {
        self.path = path
        self.jsonPath = jsonPath
        self.localeChain = localeChain
    }

    /// The paths to try, in order: the path itself, or one per locale of the chain.
    package var candidates: [(path: String, locale: String?)] {
        guard !localeChain.isEmpty else { return [(path, nil)] }
        return localeChain.map { (path.replacing(Self.localePlaceholder, with: $0), $0) }
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
