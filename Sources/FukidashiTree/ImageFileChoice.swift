import FukidashiJSON
import FukidashiVariants

/// The file an image path names in one variant, chosen by the resolve stage: its placeholders
/// filled and, for `{locale}`, the first file along the locale's chain that exists; or why
/// there is none. What the choice says is said when the picture draws the image, not before:
/// a card under the fourth of a stack is never drawn, and its file never asked for.
package struct ImageFileChoice: Hashable, Sendable {
    /// The path as written with its placeholders filled, or why no file stands for it.
    package let file: Result<String, Diagnostic>
    /// What taking another locale's file says: a fallback warning, or a pseudo-locale's note.
    package let said: Diagnostic?
    /// The files looked for and missing on the way, in full: their arrival changes the picture.
    package let lookedFor: [String]

    package init(file: Result<String, Diagnostic>, said: Diagnostic? = nil, lookedFor: [String] = []) {
        (self.file, self.said, self.lookedFor) = (file, said, lookedFor)
    }
}
