#ifndef FUKIDASHI_MARKDOWN_H
#define FUKIDASHI_MARKDOWN_H

#include <stdint.h>

// Markdown's inline syntax read by cmark-gfm (the parser SwiftUI's own is built on), behind
// plain C types: the text it leaves to draw and its marked runs.

enum {
    FK_MD_STRONG = 1,
    FK_MD_EMPHASIS = 2,
    FK_MD_CODE = 4,
    FK_MD_STRIKETHROUGH = 8,
    FK_MD_LINK = 16,
};

// One run of the text: UTF-8 byte offsets, its FK_MD_ flags, and the link's index (or -1).
typedef struct {
    int32_t start;
    int32_t end;
    int32_t flags;
    int32_t link;
} fk_md_run;

typedef struct fk_md_result fk_md_result;

// Reads `length` bytes of UTF-8 as one inline paragraph (block syntax is not read; line
// breaks and spaces are kept). NULL, with the reason in `problem`, if cmark-gfm cannot be
// loaded.
fk_md_result *fk_md_parse(const char *text, int32_t length, char problem[200]);
const char *fk_md_text(const fk_md_result *result, int32_t *length);
int32_t fk_md_run_count(const fk_md_result *result);
fk_md_run fk_md_run_at(const fk_md_result *result, int32_t index);
const char *fk_md_link(const fk_md_result *result, int32_t index);
void fk_md_free(fk_md_result *result);

#endif
