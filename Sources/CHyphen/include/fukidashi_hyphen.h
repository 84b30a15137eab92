#ifndef FUKIDASHI_HYPHEN_H
#define FUKIDASHI_HYPHEN_H

// Hyphenation points from libhyphen (the library and patterns LibreOffice uses), behind plain
// C types. libhyphen is opened the first time a text asks for hyphens, not linked: most specs
// never do, and every library linked is loaded at the start of every call. Dictionaries are
// loaded once each and kept; libhyphen's calls are made under one lock (fukidashi_hyphen.c).
#include <stdint.h>

// Marks in `points` (`length` bytes, zeroed by the caller) each character of `word` after
// which a hyphen may go, by the character's index (a UTF-8 dictionary's marks count
// characters, not bytes), with the dictionary at `path`: `word` is `length` bytes in the dictionary's
// own encoding, in lower case; no point is closer than `left` characters to the start or
// `right` to the end (or the dictionary's own minimums, where larger). Points where the
// dictionary would change letters (German "ck" → "k-k" in old spelling) are left out.
// Returns 0, or -1 with the reason in `problem`.
int32_t fk_hyphen_points(const char *path, const char *word, int32_t length, char *points, int32_t left, int32_t right,
                         char problem[256]);

// The dictionary's encoding as its first line names it ("UTF-8", "ISO8859-1"), into
// `charset`. Returns 0, or -1 with the reason in `problem`.
int32_t fk_hyphen_charset(const char *path, char charset[64], char problem[256]);

#endif
