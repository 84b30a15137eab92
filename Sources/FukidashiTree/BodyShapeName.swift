/// A style's `shape`: the body's outline around its text.
package enum BodyShapeName: String, CaseIterable, Hashable, Sendable {
    case roundedRect, ellipse, cloud, burst
}

extension BodyShapeName: StyleWord {}
