/* The plain-C baseline for scripts/bench.sh: the reference picture (Fixtures/bench/reference.json)
 * drawn with Cairo and FreeType calls alone and written with cairo_surface_write_to_png, as a C
 * programmer would with Cairo's own writer. It does no shaping, bidi or line-breaking rules
 * (words are split at spaces and measured with cairo_text_extents), so it is a floor, not a peer.
 *
 * Usage: cairo-floor N OUTDIR [FONT]   (FONT defaults to Fonts/NotoSans-Bold.ttf, the bundled face)
 * Prints the full time per image; with N > 1 also drawing alone and PNG writing alone. */
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CANVAS_W 400
#define CANVAS_H 300
#define MAX_LINES 16

/* The reference spec's values. */
static const char *const text = "Hello! This is a tutorial tip that wraps onto several lines inside the bubble.";
static const double focus_x = 97.5, focus_y = 172, body_w = 300, padding = 15, corner = 15;
static const double tail_offset = 35, tail_w = 25, tail_len = 20, border_w = 5, font_size = 16;

static cairo_font_face_t *face;

static double milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static void set_hex(cairo_t *cr, unsigned rgb) {
    cairo_set_source_rgb(cr, ((rgb >> 16) & 0xFF) / 255.0, ((rgb >> 8) & 0xFF) / 255.0, (rgb & 0xFF) / 255.0);
}

/* Fills lines[] (each at most 255 bytes) by adding words while the line fits `width`. */
static int break_lines(cairo_t *cr, double width, char lines[][256]) {
    int count = 0;
    char line[256] = "";
    const char *word = text;
    while (*word) {
        size_t length = strcspn(word, " ");
        char candidate[256];
        snprintf(candidate, sizeof candidate, "%s%s%.*s", line, line[0] ? " " : "", (int)length, word);
        cairo_text_extents_t extents;
        cairo_text_extents(cr, candidate, &extents);
        if (line[0] && extents.x_advance > width && count < MAX_LINES - 1) {
            strcpy(lines[count++], line);
            snprintf(line, sizeof line, "%.*s", (int)length, word);
        } else {
            strcpy(line, candidate);
        }
        word += length;
        while (*word == ' ') word++;
    }
    if (line[0]) strcpy(lines[count++], line);
    return count;
}

/* Body and tail as one closed outline; the tail's apex is the focus, below the body. */
static void outline(cairo_t *cr, double left, double top, double right, double bottom) {
    double base = left + tail_offset;
    cairo_new_path(cr);
    cairo_arc(cr, left + corner, top + corner, corner, M_PI, 1.5 * M_PI);
    cairo_arc(cr, right - corner, top + corner, corner, 1.5 * M_PI, 2 * M_PI);
    cairo_arc(cr, right - corner, bottom - corner, corner, 0, 0.5 * M_PI);
    cairo_line_to(cr, base + tail_w, bottom);
    cairo_line_to(cr, focus_x, focus_y);
    cairo_line_to(cr, base, bottom);
    cairo_arc(cr, left + corner, bottom - corner, corner, 0.5 * M_PI, M_PI);
    cairo_close_path(cr);
}

static cairo_surface_t *draw(void) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, CANVAS_W, CANVAS_H);
    cairo_t *cr = cairo_create(surface);
    set_hex(cr, 0xF2F2F7);
    cairo_paint(cr);

    cairo_set_font_face(cr, face);
    cairo_set_font_size(cr, font_size);
    char lines[MAX_LINES][256];
    int count = break_lines(cr, body_w - 2 * padding, lines);
    cairo_font_extents_t font;
    cairo_font_extents(cr, &font);
    double bottom = focus_y - tail_len, top = bottom - 2 * padding - count * font.height;
    double left = focus_x - tail_offset - tail_w / 2, right = left + body_w;

    /* An inside border: stroke twice the width, clipped to the outline. */
    outline(cr, left, top, right, bottom);
    set_hex(cr, 0xFEFFE3);
    cairo_fill_preserve(cr);
    cairo_save(cr);
    cairo_clip_preserve(cr);
    cairo_set_line_width(cr, 2 * border_w);
    set_hex(cr, 0xEA8B00);
    cairo_stroke(cr);
    cairo_restore(cr);

    set_hex(cr, 0x1C1C1E);
    for (int i = 0; i < count; i++) {
        cairo_move_to(cr, left + padding, top + padding + font.ascent + i * font.height);
        cairo_show_text(cr, lines[i]);
    }
    cairo_destroy(cr);
    return surface;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 100;
    const char *folder = argc > 2 ? argv[2] : ".";
    const char *font_path = argc > 3 ? argv[3] : "Fonts/NotoSans-Bold.ttf";
    FT_Library library;
    FT_Face ft_face;
    if (n < 1 || FT_Init_FreeType(&library) || FT_New_Face(library, font_path, 0, &ft_face)) {
        fprintf(stderr, "cairo-floor: usage: cairo-floor N OUTDIR [FONT]; cannot open the font %s\n", font_path);
        return 1;
    }
    face = cairo_ft_font_face_create_for_ft_face(ft_face, 0);
    char path[1024];

    double start = milliseconds();
    for (int i = 0; i < n; i++) {
        cairo_surface_t *surface = draw();
        snprintf(path, sizeof path, "%s/img_%04d.png", folder, i);
        if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "cairo-floor: cannot write %s\n", path);
            return 1;
        }
        cairo_surface_destroy(surface);
    }
    printf("cairo-floor: %d images, %.3f ms/image\n", n, (milliseconds() - start) / n);
    if (n == 1) return 0;  /* a one-image run measures the cost of a process */

    start = milliseconds();
    for (int i = 0; i < n; i++) cairo_surface_destroy(draw());
    double drawing = (milliseconds() - start) / n;

    cairo_surface_t *surface = draw();
    start = milliseconds();
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/img_%04d.png", folder, i);
        cairo_surface_write_to_png(surface, path);
    }
    double writing = (milliseconds() - start) / n;
    cairo_surface_destroy(surface);
    printf("cairo-floor draw only: %d images, %.3f ms/image\n", n, drawing);
    printf("cairo-floor png write only: %d images, %.3f ms/image\n", n, writing);
    return 0;
}
