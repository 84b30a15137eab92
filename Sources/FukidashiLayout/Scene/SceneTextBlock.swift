/// The lines one element drew (a bubble's, a circle's label, a card stack's titles).
package struct SceneTextBlock: Hashable, Sendable {
    package let element: String
    package let lines: [PlacedLine]
}
