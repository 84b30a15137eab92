import CCairo
import FukidashiGeometry
import FukidashiLayout
import FukidashiPlatform

/// A HarfBuzz font for one face file, at a scale of its own units per em, so positions come
/// out in font units and are divided into ems here.
final class HarfBuzzFont {
    private let font: OpaquePointer
    private let unitsPerEm: Double

    init(path: String, index: Int) throws(RenderError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw RenderError.font(path: path, problem: "HarfBuzz cannot read \(path)")
        }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, UInt32(index))
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else { throw RenderError.noResult(call: "hb_font_create(\(path))") }
        let upem = hb_face_get_upem(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        self.font = font
        unitsPerEm = Double(upem)
    }

    deinit {
        hb_font_destroy(font)
    }

    /// The box of a glyph's ink in ems, y down from the baseline (`nil` for one with no ink:
    /// a space, a zero-width mark such as U+200F).
    func inkBox(of glyph: UInt32) -> Rect? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.width != 0, extents.height != 0 else { return nil }
        // HarfBuzz's y grows upwards and its height is negative from the top bearing down.
        let x = Double(min(extents.x_bearing, extents.x_bearing + extents.width)) / unitsPerEm
        let top = -Double(max(extents.y_bearing, extents.y_bearing + extents.height)) / unitsPerEm
        return Rect(x: x, y: top, width: Double(abs(extents.width)) / unitsPerEm, height: Double(abs(extents.height)) / unitsPerEm)
    }

    /// `halfWidth`: UTF-16 ranges (clusters) shaped with the font's half-width alternates.
    func shape(
        _ utf16: [UInt16], range: Range<Int>, rightToLeft: Bool, script: String, language: String,
        halfWidth: [Range<Int>] = [], direction: ShapingDirection = .horizontal
    ) -> [ShapedGlyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        utf16.withUnsafeBufferPointer { text in
            hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        let vertical = direction == .vertical
        hb_buffer_set_direction(buffer, vertical ? HB_DIRECTION_TTB : rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_string(script, -1))
        hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        // Half-width punctuation is `halt` across and `vhal` down a column.
        let half = vertical ? Self.tag("vhal") : Self.tag("halt")
        var features = halfWidth.map { hb_feature_t(tag: half, value: 1, start: UInt32($0.lowerBound), end: UInt32($0.upperBound)) }
        // HarfBuzz applies `vert` down a column by itself; `vrt2` (its superset, where a font
        // has it) must be asked for. Tate-chu-yoko digits take their half-width forms.
        if vertical { features.append(hb_feature_t(tag: Self.tag("vrt2"), value: 1, start: 0, end: UInt32.max)) }
        if direction == .combined { features.append(hb_feature_t(tag: Self.tag("hwid"), value: 1, start: 0, end: UInt32.max)) }
        features.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        // Down a column HarfBuzz's y advance is negative (its y grows upwards): Fukidashi's
        // advance is along the run, downwards there.
        return (0..<Int(count)).map { i in
            ShapedGlyph(
                id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                advance: Double(vertical ? -positions[i].y_advance : positions[i].x_advance) / unitsPerEm,
                offsetX: Double(positions[i].x_offset) / unitsPerEm,
                offsetY: -Double(positions[i].y_offset) / unitsPerEm)
        }
    }

    private static func tag(_ name: StaticString) -> hb_tag_t {
        name.withUTF8Buffer { bytes in bytes.reduce(0) { $0 << 8 | hb_tag_t($1) } }
    }
}
