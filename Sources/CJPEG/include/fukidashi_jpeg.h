#ifndef FUKIDASHI_JPEG_H
#define FUKIDASHI_JPEG_H

// JPEG screenshots through TurboJPEG, behind plain C types. TurboJPEG is opened the first time
// a JPEG is read, not linked: most specs use PNG screenshots or none, and every library linked
// is loaded at the start of every call (fukidashi_jpeg.c).
#include <stdint.h>

// A JPEG's size in pixels. Returns 0, or -1 with the reason in `problem`.
int32_t fk_jpeg_size(const uint8_t *bytes, unsigned long length, int32_t *width, int32_t *height, char problem[256]);

// Decodes into `pixels`, `height` rows of `stride` bytes, as BGRA: Cairo's ARGB32 on a
// little-endian machine, opaque. Returns 0, or -1 with the reason in `problem`; a warning
// (a truncated scan, say) is a failure too.
int32_t fk_jpeg_decode_bgra(const uint8_t *bytes, unsigned long length, uint8_t *pixels,
                            int32_t width, int32_t stride, int32_t height, char problem[256]);

#endif
