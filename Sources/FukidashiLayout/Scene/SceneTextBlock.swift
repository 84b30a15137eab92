import FukidashiJSON

/// The lines one element drew (a bubble's, a circle's label, a card stack's titles).
package struct SceneTextBlock: Hashable, Sendable {
    package let element: String
    package let lines: [PlacedLine]
    /// The element's JSON path, for what is said about its text.
    package var path: JSONPath? = nil
    /// How many of the scene's items are drawn once this element is: what lies behind its
    /// text, and nothing drawn over it.
    package var drawnThrough = 0
}
