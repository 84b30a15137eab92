#ifndef FUKIDASHI_XML_H
#define FUKIDASHI_XML_H

// libxml2 behind plain C types. libxml2's own headers include the system's ICU headers,
// which clash with the ICU Foundation carries when both reach one Swift module, so this
// header names no libxml2 type at all (as CICU does for ICU).
//
// The parser is configured here, once, so no caller can forget: string tables come from
// translators and vendors, so it never reaches the network, never loads a DTD, never
// substitutes entities, and stops at the first entity declaration. A "billion laughs" bomb
// or an external entity is an error, not a hang or a read of some other file.

typedef struct {
    int line;
    int column;
    int refusedEntity;
    char message[256];
} fk_xml_problem;

// An opaque parsed document and its nodes.
typedef struct fk_xml_document fk_xml_document;
typedef struct fk_xml_node fk_xml_node;
typedef struct fk_xml_attribute fk_xml_attribute;

// Sets libxml2 up; call once before any thread parses.
void fk_xml_init(void);

// Parses `length` bytes; on failure returns NULL and says where and why in `problem`.
fk_xml_document *fk_xml_read(const char *bytes, int length, fk_xml_problem *problem);
void fk_xml_free_document(fk_xml_document *document);

const fk_xml_node *fk_xml_root(const fk_xml_document *document);
const fk_xml_node *fk_xml_first_child(const fk_xml_node *node);
const fk_xml_node *fk_xml_next_sibling(const fk_xml_node *node);
// 1 for an element, 2 for text (CDATA included), 0 for anything else.
int fk_xml_kind(const fk_xml_node *node);
// An element's local name.
const char *fk_xml_name(const fk_xml_node *node);
// A text node's text.
const char *fk_xml_text(const fk_xml_node *node);
long fk_xml_line(const fk_xml_node *node);

const fk_xml_attribute *fk_xml_first_attribute(const fk_xml_node *node);
const fk_xml_attribute *fk_xml_next_attribute(const fk_xml_attribute *attribute);
const char *fk_xml_attribute_name(const fk_xml_attribute *attribute);
// The attribute's value as a new string: free it with fk_xml_free. NULL if empty.
char *fk_xml_attribute_value(const fk_xml_node *node, const fk_xml_attribute *attribute);
void fk_xml_free(void *pointer);

#endif
