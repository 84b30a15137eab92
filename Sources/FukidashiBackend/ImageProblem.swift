/// Why an image file named by a spec cannot be drawn. The renderer says it at the JSON path
/// that named the file (`LibraryImageProvider.diagnostic`).
package enum ImageProblem: Error, Equatable {
    case unreadable
    case notAnImage
    /// `format` is PNG or JPEG; `reason` is the decoder's, where it gave one.
    case truncated(format: String, reason: String?)
    /// The header says the image has no pixels.
    case empty(width: Int, height: Int)
    /// Past `ImageLibrary.maxPixelsPerSide` or `maxPixelArea`, refused before decoding.
    case tooLarge(width: Int, height: Int)
}
