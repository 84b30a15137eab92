#include "fukidashi_markdown.h"

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// cmark-gfm is opened on first use rather than linked, as libxml2 and libicui18n are: most
// texts have no Markdown, and loading a library is part of every process's start.
static struct {
    __typeof__(&cmark_gfm_core_extensions_ensure_registered) register_extensions;
    __typeof__(&cmark_find_syntax_extension) find_extension;
    __typeof__(&cmark_parser_new) new_parser;
    __typeof__(&cmark_parser_attach_syntax_extension) attach;
    __typeof__(&cmark_parser_feed) feed;
    __typeof__(&cmark_parser_finish) finish;
    __typeof__(&cmark_parser_free) free_parser;
    __typeof__(&cmark_iter_new) new_iter;
    __typeof__(&cmark_iter_next) next;
    __typeof__(&cmark_iter_get_node) node;
    __typeof__(&cmark_iter_free) free_iter;
    __typeof__(&cmark_node_get_type) type;
    __typeof__(&cmark_node_get_type_string) type_string;
    __typeof__(&cmark_node_get_literal) literal;
    __typeof__(&cmark_node_get_url) url;
    __typeof__(&cmark_node_free) free_node;
    int loaded;
    char problem[200];
} md;

static void load_markdown(void) {
    void *core = dlopen("libcmark-gfm.so.0.29.0.gfm.6", RTLD_NOW | RTLD_GLOBAL);
    void *extensions = core ? dlopen("libcmark-gfm-extensions.so.0.29.0.gfm.6", RTLD_NOW | RTLD_LOCAL) : NULL;
    if (core == NULL || extensions == NULL) {
        const char *reason = dlerror();
        snprintf(md.problem, sizeof md.problem, "cmark-gfm could not be loaded: %s", reason ? reason : "unknown reason");
        return;
    }
#define FIND(library, field, name) md.field = (__typeof__(md.field))dlsym(library, name)
    FIND(extensions, register_extensions, "cmark_gfm_core_extensions_ensure_registered");
    FIND(core, find_extension, "cmark_find_syntax_extension");
    FIND(core, new_parser, "cmark_parser_new");
    FIND(core, attach, "cmark_parser_attach_syntax_extension");
    FIND(core, feed, "cmark_parser_feed");
    FIND(core, finish, "cmark_parser_finish");
    FIND(core, free_parser, "cmark_parser_free");
    FIND(core, new_iter, "cmark_iter_new");
    FIND(core, next, "cmark_iter_next");
    FIND(core, node, "cmark_iter_get_node");
    FIND(core, free_iter, "cmark_iter_free");
    FIND(core, type, "cmark_node_get_type");
    FIND(core, type_string, "cmark_node_get_type_string");
    FIND(core, literal, "cmark_node_get_literal");
    FIND(core, url, "cmark_node_get_url");
    FIND(core, free_node, "cmark_node_free");
#undef FIND
    md.loaded = md.register_extensions && md.find_extension && md.new_parser && md.attach && md.feed && md.finish
        && md.free_parser && md.new_iter && md.next && md.node && md.free_iter && md.type && md.type_string
        && md.literal && md.url && md.free_node;
    if (!md.loaded) {
        snprintf(md.problem, sizeof md.problem, "cmark-gfm lacks a function Fukidashi calls");
        return;
    }
    md.register_extensions();
}

struct fk_md_result {
    char *text;
    int32_t length, capacity;
    fk_md_run *runs;
    int32_t count, runCapacity;
    char **links;
    int32_t linkCount, linkCapacity;
};

// A line that block syntax could claim (`# `, `- `, `> `, `1. `, fences, `===`, `<div>`), that
// starts with spaces (an indented code block, and spaces a paragraph would drop) or is blank (a
// paragraph break) is read after a marker: a space character (U+2000) that cmark-gfm's block
// parser does not take for indentation, and its inline parser takes for white space, so
// emphasis at the line start reads as at any line start. The marker is dropped from what
// cmark-gfm gives back. Other lines are given as they are, so code spans and links that span
// lines read exactly as cmark-gfm reads them.
static const char *markers[] = {"\xE2\x80\x80", "\xE2\x80\x81", "\xE2\x80\x82"};  // U+2000, U+2001, U+2002

// Whether block syntax could claim the line: the CommonMark block starts, read as loosely as
// is safe (a marker where none was needed changes nothing but a code span's trimming).
static int needs_marker(const char *line, int32_t length) {
    if (length == 0 || line[0] == ' ' || line[0] == '\t') return 1;
    char first = line[0];
    int32_t run = 0;
    while (run < length && line[run] == first) run++;
    int ends = run == length || line[run] == ' ' || line[run] == '\t';
    int only = 1;  // the line is this character (and spaces) alone
    for (int32_t i = 0; i < length; i++) only &= line[i] == first || line[i] == ' ' || line[i] == '\t';
    switch (first) {
    case '`': case '~': return run >= 3;                       // a fence
    case '#': return run <= 6 && ends;                         // a heading
    case '>': case '<': return 1;                              // a quote, an HTML block
    case '-': case '+': case '*': return (run == 1 && ends) || (only && (first == '-' || run >= 3));  // an item, a rule, an underline
    case '=': return only;                                     // an underline
    case '_': return only && run >= 3;                         // a rule
    default: break;
    }
    if (first < '0' || first > '9') return 0;
    int32_t digits = 0;
    while (digits < length && digits < 10 && line[digits] >= '0' && line[digits] <= '9') digits++;
    return digits <= 9 && digits < length && (line[digits] == '.' || line[digits] == ')')
        && (digits + 1 == length || line[digits + 1] == ' ' || line[digits + 1] == '\t');  // a numbered item
}

static void append(fk_md_result *result, const char *bytes, int32_t length, int32_t flags, int32_t link, const char *marker) {
    for (int32_t i = 0; i < length;) {
        if (i + 3 <= length && memcmp(bytes + i, marker, 3) == 0) { i += 3; continue; }
        if (result->length + 1 > result->capacity) {
            result->capacity = result->capacity * 2 + 64;
            result->text = realloc(result->text, (size_t)result->capacity);
        }
        int32_t at = result->length;
        result->text[result->length++] = bytes[i++];
        fk_md_run *last = result->count ? &result->runs[result->count - 1] : NULL;
        if (last && last->flags == flags && last->link == link && last->end == at) {
            last->end = at + 1;
        } else {
            if (result->count == result->runCapacity) {
                result->runCapacity = result->runCapacity * 2 + 8;
                result->runs = realloc(result->runs, sizeof(fk_md_run) * (size_t)result->runCapacity);
            }
            result->runs[result->count++] = (fk_md_run){at, at + 1, flags, link};
        }
    }
}

fk_md_result *fk_md_parse(const char *text, int32_t length, char problem[200]) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, load_markdown);
    if (!md.loaded) {
        snprintf(problem, 200, "%s", md.problem);
        return NULL;
    }
    const char *marker = markers[0];
    for (int m = 0; m < 3; m++) {
        marker = markers[m];
        int found = 0;
        for (int32_t i = 0; i + 3 <= length && !found; i++) found = memcmp(text + i, marker, 3) == 0;
        if (!found) break;
    }
    // The text with a marker at the start of each line block syntax could claim.
    size_t lines = 1;
    for (int32_t i = 0; i < length; i++) lines += text[i] == '\n';
    char *marked = malloc((size_t)length + lines * 3 + 1);
    size_t n = 0;
    // Inside an inline link's parentheses (`[link](   /uri` then `  "title"  )`), the white
    // space that starts a line is the link's syntax, not text: cmark-gfm skips it between the
    // destination and the title, and a marker there would end the link. Such a line gets none.
    int32_t link_depth = 0;
    for (int32_t start = 0; start <= length;) {
        int32_t end = start;
        while (end < length && text[end] != '\n') end++;
        int blank = 1;
        for (int32_t i = start; i < end; i++) blank &= text[i] == ' ' || text[i] == '\t';
        if (blank) link_depth = 0;  // a paragraph break ends any link
        int in_link = link_depth > 0 && !blank && (text[start] == ' ' || text[start] == '\t');
        if (!in_link && needs_marker(text + start, end - start)) memcpy(marked + n, marker, 3), n += 3;
        memcpy(marked + n, text + start, (size_t)(end - start)), n += (size_t)(end - start);
        for (int32_t i = start; i < end; i++) {
            if (text[i] == '\\') {
                i++;
            } else if (link_depth == 0) {
                if (text[i] == ']' && i + 1 < end && text[i + 1] == '(') link_depth = 1, i++;
            } else if (text[i] == '(') {
                link_depth++;
            } else if (text[i] == ')') {
                link_depth--;
            }
        }
        if (end < length) marked[n++] = '\n';
        start = end + 1;
    }
    // One parse at a time: cmark-gfm keeps the inline parser's table of special characters
    // in a global, and each parse with an extension adds `~` to it and removes it again at
    // its end, so two threads' parses would drop each other's strikethrough (github/cmark-gfm#221).
    static pthread_mutex_t parsing = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&parsing);
    cmark_parser *parser = md.new_parser(CMARK_OPT_DEFAULT);
    cmark_syntax_extension *strikethrough = md.find_extension("strikethrough");
    if (strikethrough) md.attach(parser, strikethrough);
    md.feed(parser, marked, n);
    cmark_node *document = md.finish(parser);
    md.free_parser(parser);
    pthread_mutex_unlock(&parsing);
    free(marked);

    fk_md_result *result = calloc(1, sizeof *result);
    int32_t flags = 0, link = -1, paragraphs = 0;
    int32_t stack[64][2];
    int depth = 0;
    cmark_iter *iter = md.new_iter(document);
    cmark_event_type event;
    while ((event = md.next(iter)) != CMARK_EVENT_DONE) {
        cmark_node *node = md.node(iter);
        cmark_node_type type = md.type(node);
        if (type == CMARK_NODE_PARAGRAPH) {
            if (event == CMARK_EVENT_ENTER && paragraphs++ > 0) append(result, "\n", 1, 0, -1, marker);
            continue;
        }
        int32_t add = 0;
        if (type == CMARK_NODE_STRONG) add = FK_MD_STRONG;
        else if (type == CMARK_NODE_EMPH) add = FK_MD_EMPHASIS;
        else if (type == CMARK_NODE_LINK) add = FK_MD_LINK;
        else if (strcmp(md.type_string(node), "strikethrough") == 0) add = FK_MD_STRIKETHROUGH;
        if (add) {
            if (event == CMARK_EVENT_ENTER && depth < 64) {
                stack[depth][0] = flags, stack[depth][1] = link, depth++;
                flags |= add;
                if (type == CMARK_NODE_LINK) {
                    const char *url = md.url(node);
                    if (result->linkCount == result->linkCapacity) {
                        result->linkCapacity = result->linkCapacity * 2 + 4;
                        result->links = realloc(result->links, sizeof(char *) * (size_t)result->linkCapacity);
                    }
                    result->links[result->linkCount] = strdup(url ? url : "");
                    link = result->linkCount++;
                }
            } else if (event == CMARK_EVENT_EXIT && depth > 0) {
                depth--, flags = stack[depth][0], link = stack[depth][1];
            }
            continue;
        }
        if (event != CMARK_EVENT_ENTER) continue;
        const char *literal = NULL;
        int32_t extra = 0;
        switch (type) {
        case CMARK_NODE_TEXT: case CMARK_NODE_HTML_INLINE: literal = md.literal(node); break;
        case CMARK_NODE_CODE: literal = md.literal(node); extra = FK_MD_CODE; break;
        case CMARK_NODE_SOFTBREAK: case CMARK_NODE_LINEBREAK: literal = "\n"; break;
        default: break;
        }
        if (literal) append(result, literal, (int32_t)strlen(literal), flags | extra, link, marker);
    }
    md.free_iter(iter);
    md.free_node(document);
    return result;
}

const char *fk_md_text(const fk_md_result *result, int32_t *length) {
    *length = result->length;
    return result->text ? result->text : "";
}

int32_t fk_md_run_count(const fk_md_result *result) { return result->count; }

fk_md_run fk_md_run_at(const fk_md_result *result, int32_t index) { return result->runs[index]; }

const char *fk_md_link(const fk_md_result *result, int32_t index) {
    return index >= 0 && index < result->linkCount ? result->links[index] : "";
}

void fk_md_free(fk_md_result *result) {
    for (int32_t i = 0; i < result->linkCount; i++) free(result->links[i]);
    free(result->links);
    free(result->runs);
    free(result->text);
    free(result);
}
