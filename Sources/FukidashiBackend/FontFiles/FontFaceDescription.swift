/// What the font registry needs to know of a face to list and choose it, before anything opens
/// it: read from the file's own tables by `SFNTReader`, or from FreeType for other files.
package struct FontFaceDescription: Hashable, Sendable {
    package let path: String
    /// The face's number in a collection (`.ttc`); 0 in a single-face file.
    package let index: Int
    let family: String
    /// The OS/2 weight class (400 regular, 700 bold).
    package let weight: Int
    let isItalic: Bool
    /// A bitmap colour font (CBDT or sbix emoji) without outlines.
    let isColorBitmap: Bool

    /// "Noto Sans" weight 700, for messages.
    var summary: String {
        "\"\(family)\" weight \(weight)" + (isItalic ? " italic" : "") + (isColorBitmap ? " colour bitmap" : "")
    }
}
