import FukidashiJSON

/// An image as the resolved tree names it: the file chosen for the variant, or why none
/// stands for it, with the path as written for what is said about it.
package struct ResolvedImageFile: Hashable, Sendable {
    /// The path as written, placeholders kept: what a message about the file quotes.
    package let written: String
    /// Where the path was written (`elements[1].src.dark`).
    package let jsonPath: JSONPath
    package let choice: ImageFileChoice

    package init(written: String, jsonPath: JSONPath, choice: ImageFileChoice) {
        (self.written, self.jsonPath, self.choice) = (written, jsonPath, choice)
    }
}
