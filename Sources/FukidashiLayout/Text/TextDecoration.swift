/// A line drawn with text: under a link, or through struck-out text; in the line's
/// coordinates (x from its left end, y down from its baseline), in points.
package struct TextDecoration: Hashable, Sendable {
    package let minX: Double
    package let maxX: Double
    package let y: Double
    let thickness: Double
    let paint: Int
}
