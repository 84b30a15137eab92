import CCairo
import FukidashiGeometry
import FukidashiLayout
import FukidashiPlatform

/// Draws a `Scene` onto a `CairoSurface`. Owns one Cairo context.
package final class CairoCanvas {
    private let cr: OpaquePointer
    private let surface: CairoSurface
    /// `false` draws everything but text: what lies behind it, for the contrast check.
    package var drawsText = true
    /// `false` leaves shadows out: under an opaque fill they are not seen, and blurring them
    /// is most of a bubble's cost.
    package var drawsShadows = true
    /// `true` samples images at their nearest pixel instead of filtering them: a pass that
    /// reads pixels, not one that is seen, and each pixel read is one the image has.
    package var samplesImages = false
    /// Where a shadow's blurred mask is kept for the next shape like it (a spec's other
    /// appearances); `nil` blurs every shadow.
    package var shadowMasks: ShadowMasks?

    package init(surface: CairoSurface, scale: Double) throws(RenderError) {
        guard let cr = cairo_create(surface.handle) else { throw RenderError.noResult(call: "cairo_create") }
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

    package func draw(_ scene: Scene, fonts: FontRegistry, images: ImageSession) throws(RenderError) {
        try draw(scene, items: scene.items.indices, fonts: fonts, images: images)
    }

    /// The background (when `items` starts at the first) and the scene's `items`, over what
    /// is drawn already.
    package func draw(_ scene: Scene, items: Range<Int>, fonts: FontRegistry, images: ImageSession) throws(RenderError) {
        if items.lowerBound == 0, !scene.background.isInvisible {
            setSource(scene.background)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        drawItems(Array(scene.items[items]), fonts: fonts, images: images)
        try check(cairo_status(cr), "drawing the scene")
    }

    private func drawItems(_ items: [SceneItem], fonts: FontRegistry, images: ImageSession) {
        for item in items {
            switch item {
            case .bubble(let bubble): drawBubble(bubble, fonts: fonts, images: images)
            case .image(let image): drawImage(image, images: images)
            case .overlay(let overlay): drawOverlay(overlay)
            case .circle(let circle): drawCircle(circle, fonts: fonts, images: images)
            case .group(let group): drawGroup(group, fonts: fonts, images: images)
            case .text(let lines): drawText(lines, fonts: fonts)
            case .shape(let shape): drawShape(shape)
            }
        }
    }

    /// Items under a transform, faded together (one group, so overlaps inside do not show
    /// through each other), optionally clipped.
    private func drawGroup(_ group: GroupItem, fonts: FontRegistry, images: ImageSession) {
        cairo_save(cr)
        var matrix = cairo_matrix_t(
            xx: group.transform.a, yx: group.transform.b, xy: group.transform.c,
            yy: group.transform.d, x0: group.transform.tx, y0: group.transform.ty)
        cairo_transform(cr, &matrix)
        if let clip = group.clip {
            appendPath(clip)
            cairo_clip(cr)
        }
        faded(group.opacity) { drawItems(group.items, fonts: fonts, images: images) }
        cairo_restore(cr)
    }

    /// Fill and inside border, then the image within the border's inner edge, then the text.
    private func drawCircle(_ item: CircleItem, fonts: FontRegistry, images: ImageSession) {
        var builder = PathBuilder()
        builder.addCircle(item.circle)
        let outline = builder.build()
        faded(item.opacity) {
            guard item.borderWidth > 0 else {
                appendPath(outline)
                setSource(item.fill)
                cairo_fill(cr)
                if let image = item.image { drawImage(image, images: images) }
                return drawText(item.text, fonts: fonts)
            }
            drawInsideBorder(
                outline: outline, bounds: item.circle.bounds, fill: item.fill,
                borderColor: item.borderColor, borderWidth: item.borderWidth, join: CAIRO_LINE_JOIN_ROUND)
            if let image = item.image {
                // The photo stops at the border's inner edge, where it blends with the border
                // beneath it: neither it nor the fill can show outside the border.
                var inner = PathBuilder()
                inner.addCircle(Circle(center: item.circle.center, radius: max(0, item.circle.radius - item.borderWidth)))
                cairo_save(cr)
                appendPath(inner.build())
                cairo_clip(cr)
                drawImage(image, images: images)
                cairo_restore(cr)
            }
            drawText(item.text, fonts: fonts)
        }
    }

    /// Fill and an inside-aligned border, composed in a group that is then masked by the
    /// outline once: pixel = outline coverage × (border coverage × border + rest × fill). So
    /// a translucent fill never shows through the border, no edge is drawn twice, and the
    /// fill cannot leave a faint ring outside the border (Cairo's coverage conflation when
    /// the fill is drawn to the outer edge and the border over it).
    private func drawInsideBorder(
        outline: Path, bounds b: Rect, fill: SceneColor, borderColor: SceneColor, borderWidth: Double,
        join: cairo_line_join_t
    ) {
        cairo_save(cr)
        cairo_rectangle(cr, b.minX - 1, b.minY - 1, b.width + 2, b.height + 2)  // the group is only as large as the shape
        cairo_clip(cr)
        cairo_push_group(cr)
        setSource(fill)
        cairo_paint(cr)
        if borderWidth > 0 {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            appendPath(outline)
            cairo_set_line_width(cr, 2 * borderWidth)  // half of it falls outside, masked off
            cairo_set_line_join(cr, join)
            cairo_set_miter_limit(cr, 10)
            setSource(borderColor)
            cairo_stroke(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_pop_group_to_source(cr)
        appendPath(outline)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws with `opacity` applied once to the whole result, as a layer's opacity is: parts
    /// that overlap inside do not show through each other.
    private func faded(_ opacity: Double, _ draw: () -> Void) {
        guard opacity < 1 else { return draw() }
        cairo_save(cr)
        cairo_push_group(cr)
        draw()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    private func drawText(_ lines: [PlacedLine], fonts: FontRegistry) {
        guard drawsText else { return }
        for line in lines {
            for run in line.runs { drawGlyphs(run, fonts: fonts) }
            for decoration in line.decorations {
                setSource(decoration.color)
                let r = decoration.rect
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                cairo_fill(cr)
            }
        }
    }

    /// The current user-to-device matrix: scale, and any turn from a card.
    private var currentMatrix: cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix
    }

    private func drawBubble(_ bubble: BubbleItem, fonts: FontRegistry, images: ImageSession) {
        faded(bubble.opacity) {
            if drawsShadows, let shadow = bubble.shadow, !shadow.color.isInvisible { drawShadow(shadow, of: bubble.geometry) }

            drawInsideBorder(
                outline: bubble.geometry.outline, bounds: bubble.geometry.bounds, fill: bubble.fill,
                borderColor: bubble.borderColor, borderWidth: bubble.borderWidth, join: CAIRO_LINE_JOIN_MITER)

            drawText(bubble.text, fonts: fonts)
            drawItems(bubble.parts, fonts: fonts, images: images)
        }
    }

    /// Fill first, then the stroke over it, with round caps and joins (a close mark's ends).
    private func drawShape(_ shape: ShapeItem) {
        if let fill = shape.fill, !fill.isInvisible {
            appendPath(shape.path)
            setSource(fill)
            cairo_fill(cr)
        }
        if let stroke = shape.stroke, !stroke.color.isInvisible, stroke.width > 0 {
            cairo_save(cr)
            appendPath(shape.path)
            cairo_set_line_width(cr, stroke.width)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            setSource(stroke.color)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
    }

    /// The outline's alpha, blurred with a Gaussian (σ = the radius, as CALayer's
    /// shadowRadius): a true one, or three boxes from σ 16 px (`BoxBlur`), then tinted and
    /// offset. Blurred in device pixels, so scale 3 is as smooth.
    private func drawShadow(_ shadow: SceneShadow, of geometry: BubbleGeometry) {
        var matrix = currentMatrix
        // The blur is done in device pixels; under a turn or a card's scale the outline is
        // drawn into the mask with the same matrix, so the shadow turns with its shape.
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let sigma = shadow.radius * scale
        let margin = (3 * sigma).rounded(.up) + 2
        let bounds = geometry.bounds
        let corners = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
            Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)
        ].map { p in
            (x: matrix.xx * p.x + matrix.xy * p.y + matrix.x0, y: matrix.yx * p.x + matrix.yy * p.y + matrix.y0)
        }
        let x0 = (corners.map(\.x).min()! - margin).rounded(.down), y0 = (corners.map(\.y).min()! - margin).rounded(.down)
        let width = Int((corners.map(\.x).max()! + margin).rounded(.up) - x0), height = Int((corners.map(\.y).max()! + margin).rounded(.up) - y0)
        guard width > 0, height > 0, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        let stride = Int(cairo_image_surface_get_stride(mask))
        let data = cairo_image_surface_get_data(mask)!
        let key = ShadowMasks.Key(
            outline: geometry.outline, matrix: [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0],
            origin: Point(x: x0, y: y0), width: width, height: height, sigma: sigma)
        /// Draws the outline into the mask and blurs it there.
        func drawAndBlur() -> Bool {
            guard let maskContext = cairo_create(mask) else { return false }
            cairo_translate(maskContext, -x0, -y0)
            cairo_transform(maskContext, &matrix)
            Self.appendPath(geometry.outline, to: maskContext)
            cairo_fill(maskContext)
            cairo_destroy(maskContext)
            cairo_surface_flush(mask)
            if sigma >= BoxBlur.fromSigma {
                BoxBlur.blur(data, width: width, height: height, stride: stride, sigma: sigma)
            } else {
                GaussianBlur.blur(data, width: width, height: height, stride: stride, sigma: sigma)
            }
            return true
        }
        if let kept = shadowMasks?[key], kept.count == stride * height {
            cairo_surface_flush(mask)
            kept.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: $0.count) }
        } else {
            guard drawAndBlur() else { return }
            shadowMasks?.keep(Array(UnsafeBufferPointer(start: data, count: stride * height)), for: key)
        }
        cairo_surface_mark_dirty(mask)
        drawShadowMask(mask, shadow: shadow, matrix: matrix, x0: x0, y0: y0)
    }

    /// The shadow's colour through its blurred `mask`, placed at (`x0`, `y0`) and moved by its offset.
    private func drawShadowMask(_ mask: OpaquePointer, shadow: SceneShadow, matrix: cairo_matrix_t, x0: Double, y0: Double) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(shadow.color)
        let dx = matrix.xx * shadow.offsetX + matrix.xy * shadow.offsetY, dy = matrix.yx * shadow.offsetX + matrix.yy * shadow.offsetY
        cairo_mask_surface(cr, mask, x0 + dx, y0 + dy)
        cairo_restore(cr)
    }

    /// An image into its destination, clipped to its (rounded) frame. Filtering is smooth,
    /// except where image pixels land exactly on canvas pixels: then they are copied as is.
    private func drawImage(_ item: ImageItem, images: ImageSession) {
        guard let surface = images.surface(item.image.key), item.destination.width > 0, item.destination.height > 0 else { return }
        let matrix = currentMatrix
        let sx = item.destination.width / Double(surface.width), sy = item.destination.height / Double(surface.height)
        let isInteger = { (v: Double) in abs(v - v.rounded()) < 1e-9 }
        let pixelExact =
            matrix.xy == 0 && matrix.yx == 0 && abs(sx * matrix.xx - 1) < 1e-9 && abs(sy * matrix.yy - 1) < 1e-9
            && isInteger(item.destination.minX * matrix.xx + matrix.x0) && isInteger(item.destination.minY * matrix.yy + matrix.y0)
        cairo_save(cr)
        appendPath(PathBuilder.roundedRect(item.frame, cornerRadius: item.cornerRadius))
        cairo_clip(cr)
        // Padding the edges keeps them from fading, so clip to where the image lands, too:
        // `contain` leaves the rest of the frame clear.
        cairo_rectangle(cr, item.destination.minX, item.destination.minY, item.destination.width, item.destination.height)
        cairo_clip(cr)
        cairo_translate(cr, item.destination.minX, item.destination.minY)
        cairo_scale(cr, sx, sy)
        cairo_set_source_surface(cr, surface.handle, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, pixelExact || samplesImages ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)  // no fade to transparent at the edges
        if item.opacity < 1 { cairo_paint_with_alpha(cr, item.opacity) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }

    /// The overlay colour everywhere, then every spotlight cut out at once (one path, one
    /// fill), so overlapping spotlights open the same hole and never darken each other.
    private func drawOverlay(_ overlay: OverlayItem) {
        cairo_push_group(cr)
        setSource(overlay.color)
        cairo_paint(cr)
        if !overlay.spotlights.isEmpty {
            appendPath(overlay.spotlights)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    private func drawGlyphs(_ run: GlyphRun, fonts: FontRegistry) {
        // Layout opened every face it placed glyphs of, or failed the spec.
        guard !run.glyphs.isEmpty, let face = fonts.face(run.face) else { return }
        if face.isColorBitmap {
            drawColorGlyphs(run, face: face, fonts: fonts)
            return
        }
        cairo_set_font_face(cr, face.cairoFace)
        if run.sideways {
            // A quarter clockwise, y growing downwards: (x, y) goes to (-y, x), after the slant.
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, 0, run.size, -run.size, -run.size * run.shear, 0, 0)
            cairo_set_font_matrix(cr, &matrix)
        } else if run.shear != 0 {
            // y grows downwards: a glyph's top (negative y) leans right.
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, run.size, 0, -run.size * run.shear, run.size, 0, 0)
            cairo_set_font_matrix(cr, &matrix)
        } else {
            cairo_set_font_size(cr, run.size)
        }
        setSource(run.color)
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.position.x, y: $0.position.y) }
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }

    /// Colour emoji: each glyph's bitmap from the font's one strike, scaled to the text size
    /// with a smooth filter, in its own colours (the text colour does not apply).
    private func drawColorGlyphs(_ run: GlyphRun, face: FreeTypeFace, fonts: FontRegistry) {
        let scale = run.size / face.strikePixelsPerEm
        for glyph in run.glyphs {
            guard let bitmap = fonts.colorBitmap(glyph.id, in: run.face),
                let image = try? colorSurface(bitmap)
            else { continue }
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

    private func setSource(_ color: SceneColor) {
        cairo_set_source_rgba(
            cr, Double(color.red) / 255, Double(color.green) / 255,
            Double(color.blue) / 255, Double(color.alpha) / 255)
    }

    private func appendPath(_ path: Path) { Self.appendPath(path, to: cr) }

    /// The one place a geometry `Path` becomes Cairo calls.
    private static func appendPath(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        for segment in path.segments {
            switch segment {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                // Cairo has only cubics: raise the degree (control points at 2/3).
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let c, let r, let a0, let a1):
                if a1 >= a0 { cairo_arc(cr, c.x, c.y, r, a0, a1) } else { cairo_arc_negative(cr, c.x, c.y, r, a0, a1) }
            case .close: cairo_close_path(cr)
            }
        }
    }
}
