/// A width and a height in points.
///
/// Guarantees: both are finite and >= 0 (enforced by the initialiser).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public let width: Double
    public let height: Double

    public init(width: Double, height: Double) {
        precondition(width.isFinite && height.isFinite && width >= 0 && height >= 0,
                     "Size needs finite, non-negative sides, got \(width) × \(height)")
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width.shortDescription)×\(height.shortDescription)" }
}
