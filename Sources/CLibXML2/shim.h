#ifndef FUKIDASHI_LIBXML2_SHIM_H
#define FUKIDASHI_LIBXML2_SHIM_H
// libxml2 for the CXML target's C file only (pkg-config gives its include path); Swift never
// imports this module: see fukidashi_xml.h for why.
#include <libxml/parser.h>
#endif
