// The hyphenation oracle: LibreOffice's way of asking libhyphen, in a process of its own.
// Usage: hyphen-oracle DICTIONARY < words (UTF-8, one a line). For each word it prints
// libhyphen's own hyphenated form (its `hyphword`, "=" at each point), back in UTF-8: the word
// lower-cased by the C library, in the dictionary's encoding (converted with iconv), no point
// closer than 2 letters to the start or 3 to the end. A word the encoding cannot hold is
// printed as it came. (Words whose hyphenation changes letters are not asked.)
#include <hyphen.h>
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>
#include <locale.h>

static size_t convert(iconv_t cd, const char *in, size_t inlen, char *out, size_t outlen) {
    char *ip = (char *)in, *op = out;
    size_t il = inlen, ol = outlen;
    iconv(cd, NULL, NULL, NULL, NULL);
    if (iconv(cd, &ip, &il, &op, &ol) == (size_t)-1 || il != 0) return (size_t)-1;
    return outlen - ol;
}

int main(int argc, char **argv) {
    if (argc != 2) return 64;
    setlocale(LC_ALL, "C.UTF-8");
    HyphenDict *dict = hnj_hyphen_load(argv[1]);
    if (!dict) return 66;
    iconv_t to = iconv_open(dict->cset, "UTF-8"), from = iconv_open("UTF-8", dict->cset);
    char line[1024];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        // Lower case, as wide characters, back to UTF-8.
        wchar_t wide[512];
        size_t n = mbstowcs(wide, line, 511);
        if (n == (size_t)-1) { printf("%s\n", line); continue; }
        for (size_t i = 0; i < n; i++) wide[i] = towlower(wide[i]);
        wide[n] = 0;
        char lower[1024];
        wcstombs(lower, wide, sizeof lower);
        char word[1024];
        size_t length = strcmp(dict->cset, "UTF-8") == 0 ? strlen(strcpy(word, lower)) : convert(to, lower, strlen(lower), word, sizeof word);
        if (length == (size_t)-1) { printf("%s\n", line); continue; }
        char *marks = calloc(length + 5, 1);
        char **rep = NULL; int *pos = NULL, *cut = NULL;
        // libhyphen's own rendering, "=" at each point, back in UTF-8.
        char hyphword[2048], out[4096];
        memset(hyphword, 0, sizeof hyphword);
        hnj_hyphen_hyphenate3(dict, word, (int)length, marks, hyphword, &rep, &pos, &cut, 2, 3, 2, 3);
        size_t o = strcmp(dict->cset, "UTF-8") == 0 ? strlen(strcpy(out, hyphword)) : convert(from, hyphword, strlen(hyphword), out, sizeof out - 1);
        if (o == (size_t)-1) o = 0;
        out[o] = 0;
        printf("%s\n", out);
        if (rep) { for (size_t i = 0; i < length; i++) free(rep[i]); free(rep); }
        free(pos); free(cut); free(marks);
    }
    return 0;
}
