/// A width and a height in points.
///
/// Guarantees: both are finite and >= 0 (enforced by the initialiser).
package struct Size: Hashable, Sendable, CustomStringConvertible {
    package let width: Double
    package let height: Double

    package init(width: Double, height: Double) {
        precondition(
            width.isFinite && height.isFinite && width >= 0 && height >= 0,
            "Size needs finite, non-negative sides, got \(width) × \(height)")
        self.width = width
        self.height = height
    }

    package static let zero = Size(width: 0, height: 0)

    package var description: String { "\(width.shortDescription)×\(height.shortDescription)" }
}
