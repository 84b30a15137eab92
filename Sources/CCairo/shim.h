#ifndef FUKIDASHI_CCAIRO_SHIM_H
#define FUKIDASHI_CCAIRO_SHIM_H

// The only C that Fukidashi sees. Only the FukidashiBackend target depends on this module.
#include <cairo.h>
#include <cairo-ft.h>
// Only for its version, recorded in golden fingerprints: Cairo rasterizes through pixman.
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_ADVANCES_H
// HarfBuzz's own headers include each other by plain name, so no extra include path is needed.
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
// Our own PNG path: libdeflate compresses faster than zlib at the same ratio.
#include <libdeflate.h>
// Filtered (photo-like) images: zlib, whose run-length strategy suits noisy rows and which can
// change strategy within one stream (BandedDeflate.swift).
#include <zlib.h>

// deflateInit2 is a macro; Swift sees this function instead. A raw stream (window 2^15,
// memLevel 9): the zlib wrapper is written around it, with libdeflate's faster Adler-32.
static inline int fukidashi_deflate_init(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 9, strategy);
}

// FT_LOAD_* and FT_FACE_FLAG_* are macros built from casts, which Swift does not import.
static inline int32_t ccairo_ft_load_no_scale(void) { return FT_LOAD_NO_SCALE; }
static inline int32_t ccairo_ft_load_no_hinting(void) { return FT_LOAD_NO_HINTING; }
static inline int ccairo_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline int ccairo_ft_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }
static inline int32_t ccairo_ft_load_color(void) { return FT_LOAD_COLOR; }

#endif
