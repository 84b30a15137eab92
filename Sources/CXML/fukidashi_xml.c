#include "fukidashi_xml.h"

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <string.h>

static void refuse_entity(void *context, const xmlChar *name, int type, const xmlChar *publicId,
                          const xmlChar *systemId, xmlChar *content) {
    (void)name; (void)type; (void)publicId; (void)systemId; (void)content;
    xmlParserCtxtPtr parser = (xmlParserCtxtPtr)context;
    parser->_private = (void *)1;
    xmlStopParser(parser);
}

static void refuse_unparsed_entity(void *context, const xmlChar *name, const xmlChar *publicId,
                                   const xmlChar *systemId, const xmlChar *notation) {
    (void)notation;
    refuse_entity(context, name, 0, publicId, systemId, NULL);
}

void fk_xml_init(void) { xmlInitParser(); }

fk_xml_document *fk_xml_read(const char *bytes, int length, fk_xml_problem *problem) {
    memset(problem, 0, sizeof *problem);
    xmlParserCtxtPtr parser = xmlNewParserCtxt();
    if (parser == NULL) {
        strncpy(problem->message, "out of memory", sizeof problem->message - 1);
        return NULL;
    }
    parser->sax->entityDecl = refuse_entity;
    parser->sax->unparsedEntityDecl = refuse_unparsed_entity;
    parser->_private = NULL;
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES;
    xmlDocPtr document = xmlCtxtReadMemory(parser, bytes, length, NULL, NULL, options);
    if (parser->_private != NULL) {
        problem->refusedEntity = 1;
        problem->line = parser->input != NULL ? parser->input->line : 0;
        problem->column = parser->input != NULL ? parser->input->col : 0;
        if (document != NULL) xmlFreeDoc(document);
        document = NULL;
    } else if (document == NULL || !parser->wellFormed) {
        const xmlError *error = xmlCtxtGetLastError(parser);
        if (error != NULL) {
            problem->line = error->line;
            problem->column = error->int2;
            if (error->message != NULL) strncpy(problem->message, error->message, sizeof problem->message - 1);
        } else {
            strncpy(problem->message, "not well-formed XML", sizeof problem->message - 1);
        }
        if (document != NULL) xmlFreeDoc(document);
        document = NULL;
    }
    xmlFreeParserCtxt(parser);
    return (fk_xml_document *)document;
}

void fk_xml_free_document(fk_xml_document *document) { xmlFreeDoc((xmlDocPtr)document); }

const fk_xml_node *fk_xml_root(const fk_xml_document *document) {
    return (const fk_xml_node *)xmlDocGetRootElement((const xmlDoc *)document);
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
long fk_xml_line(const fk_xml_node *node) { return xmlGetLineNo((const xmlNode *)node); }

const fk_xml_attribute *fk_xml_first_attribute(const fk_xml_node *node) {
    return (const fk_xml_attribute *)((const xmlNode *)node)->properties;
}
const fk_xml_attribute *fk_xml_next_attribute(const fk_xml_attribute *attribute) {
    return (const fk_xml_attribute *)((const xmlAttr *)attribute)->next;
}
const char *fk_xml_attribute_name(const fk_xml_attribute *attribute) { return (const char *)((const xmlAttr *)attribute)->name; }

char *fk_xml_attribute_value(const fk_xml_node *node, const fk_xml_attribute *attribute) {
    return (char *)xmlNodeListGetString(((const xmlNode *)node)->doc, ((const xmlAttr *)attribute)->children, 1);
}

void fk_xml_free(void *pointer) { xmlFree(pointer); }
