#ifndef FUKIDASHI_LIBXML2_SHIM_H
#define FUKIDASHI_LIBXML2_SHIM_H

// libxml2, configured in one place so no caller can forget: string tables come from
// translators and vendors, so the parser never reaches the network, never loads a DTD, never
// substitutes entities, and stops at the first entity declaration. A "billion laughs" bomb or
// an external entity is an error, not a hang or a read of some other file.
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <string.h>

typedef struct {
    int line;
    int column;
    int refusedEntity;
    char message[256];
} fk_xml_problem;

static void fk_xml_refuse_entity(void *context, const xmlChar *name, int type, const xmlChar *publicId,
                                 const xmlChar *systemId, xmlChar *content) {
    (void)name; (void)type; (void)publicId; (void)systemId; (void)content;
    xmlParserCtxtPtr parser = (xmlParserCtxtPtr)context;
    parser->_private = (void *)1;
    xmlStopParser(parser);
}

static void fk_xml_refuse_unparsed_entity(void *context, const xmlChar *name, const xmlChar *publicId,
                                          const xmlChar *systemId, const xmlChar *notation) {
    (void)notation;
    fk_xml_refuse_entity(context, name, 0, publicId, systemId, NULL);
}

// An attribute's value as a new string (free it with fk_xml_free), or NULL.
static inline xmlChar *fk_xml_attribute_value(xmlNodePtr node, xmlAttrPtr attribute) {
    return xmlNodeListGetString(node->doc, attribute->children, 1);
}

// xmlFree is a global function pointer, which Swift cannot call safely from many threads.
static inline void fk_xml_free(void *pointer) { xmlFree(pointer); }

// Parses `length` bytes; on failure returns NULL and says where and why in `problem`.
// The caller frees the document with xmlFreeDoc.
static inline xmlDocPtr fk_xml_read(const char *bytes, int length, fk_xml_problem *problem) {
    memset(problem, 0, sizeof *problem);
    xmlParserCtxtPtr parser = xmlNewParserCtxt();
    if (parser == NULL) {
        strncpy(problem->message, "out of memory", sizeof problem->message - 1);
        return NULL;
    }
    parser->sax->entityDecl = fk_xml_refuse_entity;
    parser->sax->unparsedEntityDecl = fk_xml_refuse_unparsed_entity;
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
    return document;
}

#endif
