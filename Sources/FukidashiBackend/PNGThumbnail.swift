import CCairo
import FukidashiPlatform

/// A smaller copy of a PNG for a gallery slot, scaled by Cairo with its good filter (a box
/// filter when shrinking), so a page of 300 images does not load 300 full screenshots.
package enum PNGThumbnail {
    /// `png` scaled to `width` pixels wide (never enlarged), aspect kept, as PNG bytes. An
    /// animated PNG gives its default (settled) image.
    package static func make(png: [UInt8], width: Int) throws(RenderError) -> [UInt8] {
        let source = try CairoSurface.decodePNG(png)
        guard source.width > width, width > 0 else { return try source.pngData() }
        let scale = Double(width) / Double(source.width)
        let height = max(1, Int((Double(source.height) * scale).rounded()))
        let target = try CairoSurface(width: width, height: height)
        guard let cr = cairo_create(target.handle) else { throw RenderError.noResult(call: "cairo_create") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, source.handle, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        try check(cairo_status(cr), "scaling a thumbnail")
        return try target.pngData()
    }
}
