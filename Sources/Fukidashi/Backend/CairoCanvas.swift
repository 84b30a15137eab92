import CCairo
import FukidashiGeometry
import FukidashiSpec

/// Draws a `Scene` onto a `CairoSurface`. Owns one Cairo context.
final class CairoCanvas {
    private let cr: OpaquePointer
    private let surface: CairoSurface

    init(surface: CairoSurface, scale: Double) throws(RenderError) {
        guard let cr = cairo_create(surface.handle) else { throw RenderError("cairo_create returned nothing") }
        self.cr = cr
        self.surface = surface
        try check(cairo_status(cr), "cairo_create")
        cairo_scale(cr, scale, scale)
        // Fixed font options: no hinting, greyscale antialiasing, unhinted metrics, so
        // glyphs look the same on every machine whatever its fontconfig says.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        cairo_destroy(cr)
    }

    func draw(_ scene: Scene, fonts: FontRegistry) throws(RenderError) {
        if !scene.background.isInvisible {
            setSource(scene.background)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        for item in scene.items {
            switch item {
            case .bubble(let bubble): drawBubble(bubble, fonts: fonts)
            }
        }
        try check(cairo_status(cr), "drawing the scene")
    }

    private func drawBubble(_ bubble: BubbleItem, fonts: FontRegistry) {
        let translucent = bubble.opacity < 1
        cairo_save(cr)
        // Every group below is only as large as the bubble.
        let b = bubble.geometry.bounds
        cairo_rectangle(cr, b.minX - 1, b.minY - 1, b.width + 2, b.height + 2)
        cairo_clip(cr)
        if translucent { cairo_push_group(cr) }

        // Fill and border are composed in a group that is then masked by the outline once:
        // pixel = outline coverage × (border coverage × border + rest × fill). So a
        // translucent fill never shows through the border, and no edge is drawn twice.
        cairo_push_group(cr)
        setSource(bubble.fill)
        cairo_paint(cr)
        if bubble.borderWidth > 0 {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            appendPath(bubble.geometry.outline)
            cairo_set_line_width(cr, 2 * bubble.borderWidth)  // half of it falls outside, masked off
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, 10)
            setSource(bubble.borderColor)
            cairo_stroke(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_pop_group_to_source(cr)
        appendPath(bubble.geometry.outline)
        cairo_fill(cr)

        for line in bubble.text {
            for run in line.runs { drawGlyphs(run, fonts: fonts) }
        }
        if translucent {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, bubble.opacity)
        }
        cairo_restore(cr)
    }

    private func drawGlyphs(_ run: GlyphRun, fonts: FontRegistry) {
        guard !run.glyphs.isEmpty else { return }
        if fonts.face(run.face).isColorBitmap {
            drawColorGlyphs(run, fonts: fonts)
            return
        }
        cairo_set_font_face(cr, fonts.face(run.face).cairoFace)
        cairo_set_font_size(cr, run.size)
        setSource(run.color)
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.position.x, y: $0.position.y) }
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }

    /// Colour emoji: each glyph's bitmap from the font's one strike, scaled to the text size
    /// with a smooth filter, in its own colours (the text colour does not apply).
    private func drawColorGlyphs(_ run: GlyphRun, fonts: FontRegistry) {
        let scale = run.size / fonts.face(run.face).strikePixelsPerEm
        for glyph in run.glyphs {
            guard let bitmap = fonts.colorBitmap(glyph.id, in: run.face),
                  let image = try? colorSurface(bitmap) else { continue }
            cairo_save(cr)
            cairo_translate(cr, glyph.position.x, glyph.position.y)
            cairo_scale(cr, scale, scale)
            cairo_set_source_surface(cr, image.handle, Double(bitmap.left), Double(-bitmap.top))
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// FreeType's BGRA is premultiplied and laid out as Cairo's ARGB32 on little-endian machines.
    private func colorSurface(_ bitmap: ColorBitmap) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(width: bitmap.width, height: bitmap.height)
        cairo_surface_flush(surface.handle)
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        let data = cairo_image_surface_get_data(surface.handle)!
        bitmap.pixels.withUnsafeBufferPointer { source in
            for row in 0..<bitmap.height {
                (data + row * stride).update(from: source.baseAddress! + row * bitmap.pitch, count: min(stride, bitmap.width * 4))
            }
        }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255,
                              Double(color.blue) / 255, Double(color.alpha) / 255)
    }

    /// The one place a geometry `Path` becomes Cairo calls.
    private func appendPath(_ path: Path) {
        cairo_new_path(cr)
        for segment in path.segments {
            switch segment {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                // Cairo has only cubics: raise the degree (control points at 2/3).
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let c, let r, let a0, let a1):
                if a1 >= a0 { cairo_arc(cr, c.x, c.y, r, a0, a1) } else { cairo_arc_negative(cr, c.x, c.y, r, a0, a1) }
            case .close: cairo_close_path(cr)
            }
        }
    }
}
