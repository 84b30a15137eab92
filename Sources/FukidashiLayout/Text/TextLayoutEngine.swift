/// Turns a string into measured lines. One interface, so the line breaker and shaper
/// behind it can be replaced without touching bubble layout or drawing.
package protocol TextLayoutEngine {
    func layout(_ text: String, style: TextStyle, availableWidth: Double?) -> TextLayout
    /// The text measured once, for trying many line widths cheaply.
    func measured(_ text: String, style: TextStyle) -> MeasuredText
}
