// The oracle for NumberFormatOracleTests: ICU's own decimal formatter, each tag in a fresh
// process of its own state, nothing of Fukidashi's loaded. For each tag given, prints
//   tag <TAB> 1234567 with no decimals <TAB> 1234.5 with two decimals
// as UTF-8; with --regional LANG…, first prints every ICU locale of those languages that has
// a region ("nb-NO", "de-AT"), one a line, and exits.
#include <stdio.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>

static void print_number(const char *id, double number, int decimals) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, id, NULL, &status);
    unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, decimals);
    unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, decimals);
    UChar units[64];
    int32_t length = unum_formatDouble(format, number, units, 64, NULL, &status);
    char utf8[256];
    u_strToUTF8(utf8, sizeof utf8, NULL, units, length, &status);
    printf("%s", U_SUCCESS(status) ? utf8 : "?");
    unum_close(format);
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--regional") == 0) {
        for (int32_t i = 0; i < uloc_countAvailable(); i++) {
            const char *id = uloc_getAvailable(i);
            char language[16], region[8], tag[64];
            UErrorCode status = U_ZERO_ERROR;
            uloc_getLanguage(id, language, sizeof language, &status);
            uloc_getCountry(id, region, sizeof region, &status);
            uloc_toLanguageTag(id, tag, sizeof tag, 0, &status);
            if (U_FAILURE(status) || region[0] == 0) continue;
            for (int a = 2; a < argc; a++) {
                if (strcmp(argv[a], language) == 0) printf("%s\n", tag);
            }
        }
        return 0;
    }
    for (int a = 1; a < argc; a++) {
        char id[ULOC_FULLNAME_CAPACITY];
        UErrorCode status = U_ZERO_ERROR;
        uloc_forLanguageTag(argv[a], id, sizeof id, NULL, &status);
        printf("%s\t", argv[a]);
        print_number(id, 1234567, 0);
        printf("\t");
        print_number(id, 1234.5, 2);
        printf("\n");
    }
    return 0;
}
