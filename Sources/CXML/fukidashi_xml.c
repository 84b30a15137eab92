#include "fukidashi_xml.h"

#include <dlfcn.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// libxml2 is opened on first use rather than linked: loading it (and liblzma, which it
// brings) is part of every process's start, and only XML string tables need it. Each
// function is looked up by name into this table; the code below calls through it.
static struct {
    __typeof__(&xmlInitParser) init_parser;
    __typeof__(&xmlNewParserCtxt) new_parser;
    __typeof__(&xmlStopParser) stop_parser;
    __typeof__(&xmlCtxtReadMemory) read_memory;
    __typeof__(&xmlCtxtGetLastError) last_error;
    __typeof__(&xmlFreeParserCtxt) free_parser;
    __typeof__(&xmlFreeDoc) free_document;
    __typeof__(&xmlDocGetRootElement) root_element;
    __typeof__(&xmlGetLineNo) line_number;
    __typeof__(&xmlNodeListGetString) list_string;
    // xmlFree: a function returning the allocator's slot where the library keeps one per
    // thread (Debian's build), the slot itself otherwise.
#if defined(LIBXML_THREAD_ALLOC_ENABLED) && defined(LIBXML_THREAD_ENABLED)
    __typeof__(&__xmlFree) free_slot;
#else
    xmlFreeFunc *free_slot;
#endif
    int loaded;
    char problem[200];
} xml;

static void load_xml(void) {
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(xml.problem, sizeof xml.problem, "libxml2 could not be loaded: %s", reason ? reason : "unknown reason");
        return;
    }
#define FIND(field, name) xml.field = (__typeof__(xml.field))dlsym(library, name)
    FIND(init_parser, "xmlInitParser");
    FIND(new_parser, "xmlNewParserCtxt");
    FIND(stop_parser, "xmlStopParser");
    FIND(read_memory, "xmlCtxtReadMemory");
    FIND(last_error, "xmlCtxtGetLastError");
    FIND(free_parser, "xmlFreeParserCtxt");
    FIND(free_document, "xmlFreeDoc");
    FIND(root_element, "xmlDocGetRootElement");
    FIND(line_number, "xmlGetLineNo");
    FIND(list_string, "xmlNodeListGetString");
#if defined(LIBXML_THREAD_ALLOC_ENABLED) && defined(LIBXML_THREAD_ENABLED)
    FIND(free_slot, "__xmlFree");
#else
    FIND(free_slot, "xmlFree");
#endif
#undef FIND
    xml.loaded = xml.init_parser && xml.new_parser && xml.stop_parser && xml.read_memory && xml.last_error
        && xml.free_parser && xml.free_document && xml.root_element && xml.line_number && xml.list_string && xml.free_slot;
    if (!xml.loaded) {
        snprintf(xml.problem, sizeof xml.problem, "libxml2.so.2 lacks a function Fukidashi calls");
        return;
    }
    xml.init_parser();
}

static void release(void *pointer) {
#if defined(LIBXML_THREAD_ALLOC_ENABLED) && defined(LIBXML_THREAD_ENABLED)
    (*xml.free_slot())(pointer);
#else
    (*xml.free_slot)(pointer);
#endif
}

static void refuse_entity(void *context, const xmlChar *name, int type, const xmlChar *publicId,
                          const xmlChar *systemId, xmlChar *content) {
    (void)name; (void)type; (void)publicId; (void)systemId; (void)content;
    xmlParserCtxtPtr parser = (xmlParserCtxtPtr)context;
    parser->_private = (void *)1;
    xml.stop_parser(parser);
}

static void refuse_unparsed_entity(void *context, const xmlChar *name, const xmlChar *publicId,
                                   const xmlChar *systemId, const xmlChar *notation) {
    (void)notation;
    refuse_entity(context, name, 0, publicId, systemId, NULL);
}

void fk_xml_init(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, load_xml);
}

fk_xml_document *fk_xml_read(const char *bytes, int length, fk_xml_problem *problem) {
    memset(problem, 0, sizeof *problem);
    fk_xml_init();
    if (!xml.loaded) {
        strncpy(problem->message, xml.problem, sizeof problem->message - 1);
        return NULL;
    }
    xmlParserCtxtPtr parser = xml.new_parser();
    if (parser == NULL) {
        strncpy(problem->message, "out of memory", sizeof problem->message - 1);
        return NULL;
    }
    parser->sax->entityDecl = refuse_entity;
    parser->sax->unparsedEntityDecl = refuse_unparsed_entity;
    parser->_private = NULL;
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES;
    xmlDocPtr document = xml.read_memory(parser, bytes, length, NULL, NULL, options);
    if (parser->_private != NULL) {
        problem->refusedEntity = 1;
        problem->line = parser->input != NULL ? parser->input->line : 0;
        problem->column = parser->input != NULL ? parser->input->col : 0;
        if (document != NULL) xml.free_document(document);
        document = NULL;
    } else if (document == NULL || !parser->wellFormed) {
        const xmlError *error = xml.last_error(parser);
        if (error != NULL) {
            problem->line = error->line;
            problem->column = error->int2;
            if (error->message != NULL) strncpy(problem->message, error->message, sizeof problem->message - 1);
        } else {
            strncpy(problem->message, "not well-formed XML", sizeof problem->message - 1);
        }
        if (document != NULL) xml.free_document(document);
        document = NULL;
    }
    xml.free_parser(parser);
    return (fk_xml_document *)document;
}

void fk_xml_free_document(fk_xml_document *document) { xml.free_document((xmlDocPtr)document); }

const fk_xml_node *fk_xml_root(const fk_xml_document *document) {
    return (const fk_xml_node *)xml.root_element((const xmlDoc *)document);
}

const fk_xml_node *fk_xml_first_child(const fk_xml_node *node) { return (const fk_xml_node *)((const xmlNode *)node)->children; }
const fk_xml_node *fk_xml_next_sibling(const fk_xml_node *node) { return (const fk_xml_node *)((const xmlNode *)node)->next; }

int fk_xml_kind(const fk_xml_node *node) {
    switch (((const xmlNode *)node)->type) {
    case XML_ELEMENT_NODE: return 1;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE: return 2;
    default: return 0;
    }
}

const char *fk_xml_name(const fk_xml_node *node) { return (const char *)((const xmlNode *)node)->name; }
const char *fk_xml_text(const fk_xml_node *node) { return (const char *)((const xmlNode *)node)->content; }
long fk_xml_line(const fk_xml_node *node) { return xml.line_number((const xmlNode *)node); }

const fk_xml_attribute *fk_xml_first_attribute(const fk_xml_node *node) {
    return (const fk_xml_attribute *)((const xmlNode *)node)->properties;
}
const fk_xml_attribute *fk_xml_next_attribute(const fk_xml_attribute *attribute) {
    return (const fk_xml_attribute *)((const xmlAttr *)attribute)->next;
}
const char *fk_xml_attribute_name(const fk_xml_attribute *attribute) { return (const char *)((const xmlAttr *)attribute)->name; }

char *fk_xml_attribute_value(const fk_xml_node *node, const fk_xml_attribute *attribute) {
    return (char *)xml.list_string(((const xmlNode *)node)->doc, ((const xmlAttr *)attribute)->children, 1);
}

void fk_xml_free(void *pointer) { release(pointer); }
