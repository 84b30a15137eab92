#include "fukidashi_icu.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>
#include <unicode/unorm2.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ulocdata.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>
#include <unicode/uchar.h>
#include <unicode/utrans.h>

int32_t fk_icu_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                           int32_t *breaks, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t b = ubrk_following(it, 0); b != UBRK_DONE; b = ubrk_next(it)) {
        if (count == capacity) { count = -1; break; }
        breaks[count++] = b;
    }
    ubrk_close(it);
    return count;
}

int32_t fk_icu_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    UBiDiLevel paragraph = direction < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)direction;
    ubidi_setPara(bidi, (const UChar *)text, length, paragraph, NULL, &status);
    int32_t result = -1;
    if (U_SUCCESS(status)) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status)) {
            if (length > 0) memcpy(levels, resolved, (size_t)length);
            result = ubidi_getParaLevel(bidi) & 1;
        }
    }
    ubidi_close(bidi);
    return result;
}

int32_t fk_icu_script(uint32_t codepoint, char code[5]) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codepoint, &status);
    if (U_FAILURE(status)) return -1;
    const char *name = uscript_getShortName(script);
    if (name == NULL || strlen(name) != 4) return -1;
    memcpy(code, name, 5);
    return 0;
}

int32_t fk_icu_vertical_orientation(uint32_t codepoint) {
    switch (u_getIntPropertyValue((UChar32)codepoint, UCHAR_VERTICAL_ORIENTATION)) {
    case U_VO_UPRIGHT: return 1;
    case U_VO_TRANSFORMED_UPRIGHT: return 2;
    case U_VO_TRANSFORMED_ROTATED: return 3;
    default: return 0;
    }
}

void fk_icu_version(char text[32]) {
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, text);
}

int32_t fk_icu_nfc(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&status);
    if (U_FAILURE(status)) return -1;
    int32_t written = unorm2_normalize(nfc, (const UChar *)text, length, (UChar *)out, capacity, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return written;
    return U_FAILURE(status) ? -1 : written;
}

// BCP 47 ("zh-Hans", "pt-BR") to ICU's locale ID; plain IDs pass through.
static void icu_locale(const char *tag, char id[ULOC_FULLNAME_CAPACITY]) {
    UErrorCode status = U_ZERO_ERROR;
    uloc_forLanguageTag(tag, id, ULOC_FULLNAME_CAPACITY, NULL, &status);
    if (U_FAILURE(status) || id[0] == 0) {
        strncpy(id, tag, ULOC_FULLNAME_CAPACITY - 1);
        id[ULOC_FULLNAME_CAPACITY - 1] = 0;
    }
}

// libicui18n (number formats and plural rules) is opened on first use rather than linked:
// loading and relocating it costs about 1.5 ms of every process's start, most of a one-image
// call's budget, and only string tables with plurals or number arguments need it. Its
// functions carry ICU's version suffix (unum_open is unum_open_72), so they are looked up by
// the names the headers' renaming macros give; the library by its major version.
#define FK_STRING(x) #x
#define FK_NAME(x) FK_STRING(x)

static struct {
    __typeof__(&unum_open) open_format;
    __typeof__(&unum_setAttribute) set_attribute;
    __typeof__(&unum_formatDouble) format_double;
    __typeof__(&unum_close) close_format;
    __typeof__(&uplrules_open) open_rules;
    __typeof__(&uplrules_selectWithFormat) select;
    __typeof__(&uplrules_close) close_rules;
    __typeof__(&ulocdata_open) open_locale_data;
    __typeof__(&ulocdata_getExemplarSet) exemplar_set;
    __typeof__(&ulocdata_close) close_locale_data;
    __typeof__(&utrans_openU) open_transform;
    __typeof__(&utrans_transUChars) transform;
    __typeof__(&utrans_close) close_transform;
    int loaded;
} i18n;

static void load_i18n(void) {
    void *library = dlopen("libicui18n.so." FK_NAME(U_ICU_VERSION_MAJOR_NUM), RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    i18n.open_format = (__typeof__(i18n.open_format))dlsym(library, FK_NAME(unum_open));
    i18n.set_attribute = (__typeof__(i18n.set_attribute))dlsym(library, FK_NAME(unum_setAttribute));
    i18n.format_double = (__typeof__(i18n.format_double))dlsym(library, FK_NAME(unum_formatDouble));
    i18n.close_format = (__typeof__(i18n.close_format))dlsym(library, FK_NAME(unum_close));
    i18n.open_rules = (__typeof__(i18n.open_rules))dlsym(library, FK_NAME(uplrules_open));
    i18n.select = (__typeof__(i18n.select))dlsym(library, FK_NAME(uplrules_selectWithFormat));
    i18n.close_rules = (__typeof__(i18n.close_rules))dlsym(library, FK_NAME(uplrules_close));
    i18n.open_locale_data = (__typeof__(i18n.open_locale_data))dlsym(library, FK_NAME(ulocdata_open));
    i18n.exemplar_set = (__typeof__(i18n.exemplar_set))dlsym(library, FK_NAME(ulocdata_getExemplarSet));
    i18n.close_locale_data = (__typeof__(i18n.close_locale_data))dlsym(library, FK_NAME(ulocdata_close));
    i18n.open_transform = (__typeof__(i18n.open_transform))dlsym(library, FK_NAME(utrans_openU));
    i18n.transform = (__typeof__(i18n.transform))dlsym(library, FK_NAME(utrans_transUChars));
    i18n.close_transform = (__typeof__(i18n.close_transform))dlsym(library, FK_NAME(utrans_close));
    i18n.loaded = i18n.open_format && i18n.set_attribute && i18n.format_double && i18n.close_format
        && i18n.open_rules && i18n.select && i18n.close_rules
        && i18n.open_locale_data && i18n.exemplar_set && i18n.close_locale_data
        && i18n.open_transform && i18n.transform && i18n.close_transform;
}

// 1 once libicui18n is open with every function found; 0 if it cannot be (the callers fail).
static int has_i18n(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, load_i18n);
    return i18n.loaded;
}

static UNumberFormat *number_format(const char *id, int32_t fraction_digits, UErrorCode *status) {
    UNumberFormat *format = i18n.open_format(UNUM_DECIMAL, NULL, 0, id, NULL, status);
    if (U_FAILURE(*status)) return NULL;
    i18n.set_attribute(format, UNUM_MIN_FRACTION_DIGITS, fraction_digits < 0 ? 0 : fraction_digits);
    i18n.set_attribute(format, UNUM_MAX_FRACTION_DIGITS, fraction_digits < 0 ? 6 : fraction_digits);
    return format;
}

// ICU's locale ID back to BCP 47 ("zh_Hant" -> "zh-Hant"); 0, or -1.
static int32_t to_tag(const char *id, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_toLanguageTag(id, out, capacity, 0, &status);
    return U_FAILURE(status) || length >= capacity ? -1 : 0;
}

int32_t fk_icu_maximize(const char *locale, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY], full[ULOC_FULLNAME_CAPACITY];
    icu_locale(locale, id);
    UErrorCode status = U_ZERO_ERROR;
    uloc_addLikelySubtags(id, full, ULOC_FULLNAME_CAPACITY, &status);
    if (U_FAILURE(status)) return -1;
    return to_tag(full, out, capacity);
}

// The script ICU's likely subtags give `id` ("Hant" for zh_HK), into `script` (8 bytes).
static void likely_script(const char *id, char script[8]) {
    char full[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    script[0] = 0;
    uloc_addLikelySubtags(id, full, ULOC_FULLNAME_CAPACITY, &status);
    if (U_SUCCESS(status)) uloc_getScript(full, script, 8, &status);
    if (U_FAILURE(status)) script[0] = 0;
}

int32_t fk_icu_parent_locale(const char *locale, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    icu_locale(locale, id);
    // CLDR's parentLocales, which ICU keeps in each locale's bundle as %%Parent. The bundle is
    // opened as formatters open it (ures_open), never with ures_openDirect: that caches the
    // bundle without its parent chain, and a number format opened after it in the same
    // process found none of nb's data (its parent no's), grouping 1234 as "1,234". A
    // %%Parent found in a parent bundle is not this locale's (a fallback warning).
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, id, &status);
    if (U_SUCCESS(status)) {
        int32_t length = 0;
        status = U_ZERO_ERROR;
        const UChar *parent = ures_getStringByKey(bundle, "%%Parent", &length, &status);
        if (status == U_ZERO_ERROR && length > 0 && length < ULOC_FULLNAME_CAPACITY) {
            char parent_id[ULOC_FULLNAME_CAPACITY];
            u_austrncpy(parent_id, parent, length);
            parent_id[length] = 0;
            ures_close(bundle);
            if (strcmp(parent_id, "root") == 0) return 1;
            return to_tag(parent_id, out, capacity);
        }
        ures_close(bundle);
    }
    char language[16], script[8], region[8];
    status = U_ZERO_ERROR;
    uloc_getLanguage(id, language, sizeof language, &status);
    uloc_getScript(id, script, sizeof script, &status);
    uloc_getCountry(id, region, sizeof region, &status);
    if (U_FAILURE(status) || language[0] == 0) return -1;
    char parent_id[ULOC_FULLNAME_CAPACITY];
    if (region[0] != 0) {
        // Without its region, a locale keeps a script that is not its language's own:
        // zh-HK is Traditional, so its parent is zh-Hant, not zh.
        char own[8], language_script[8];
        if (script[0] != 0) {
            memcpy(own, script, sizeof own);
        } else {
            likely_script(id, own);
        }
        likely_script(language, language_script);
        if (own[0] != 0 && strcmp(own, language_script) != 0) {
            snprintf(parent_id, sizeof parent_id, "%s_%s", language, own);
        } else {
            snprintf(parent_id, sizeof parent_id, "%s", language);
        }
    } else if (script[0] != 0) {
        snprintf(parent_id, sizeof parent_id, "%s", language);
    } else {
        return 1;
    }
    return to_tag(parent_id, out, capacity);
}

int32_t fk_icu_plural_category(const char *locale, double number, int32_t fraction_digits, char category[8]) {
    if (!has_i18n()) return -1;
    char id[ULOC_FULLNAME_CAPACITY];
    icu_locale(locale, id);
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = i18n.open_rules(id, &status);
    if (U_FAILURE(status)) return -1;
    UNumberFormat *format = number_format(id, fraction_digits, &status);
    UChar keyword[16];
    int32_t length = -1;
    if (format != NULL) length = i18n.select(rules, number, format, keyword, 16, &status);
    if (format != NULL) i18n.close_format(format);
    i18n.close_rules(rules);
    if (U_FAILURE(status) || length < 0 || length > 7) return -1;
    for (int32_t i = 0; i < length; i++) category[i] = (char)keyword[i];
    category[length] = 0;
    return 0;
}

int32_t fk_icu_format_number(const char *locale, double number, int32_t fraction_digits, int32_t grouping, int32_t half_up,
                             uint16_t *out, int32_t capacity) {
    if (!has_i18n()) return -1;
    char id[ULOC_FULLNAME_CAPACITY];
    icu_locale(locale, id);
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = number_format(id, fraction_digits, &status);
    if (format == NULL) return -1;
    if (!grouping) i18n.set_attribute(format, UNUM_GROUPING_USED, 0);
    if (half_up) i18n.set_attribute(format, UNUM_ROUNDING_MODE, UNUM_ROUND_HALFUP);
    int32_t length = i18n.format_double(format, number, (UChar *)out, capacity, NULL, &status);
    i18n.close_format(format);
    if (status == U_BUFFER_OVERFLOW_ERROR) return length;
    return U_FAILURE(status) ? -1 : length;
}

int32_t fk_icu_is_right_to_left(const char *locale) {
    char id[ULOC_FULLNAME_CAPACITY];
    icu_locale(locale, id);
    return uloc_isRightToLeft(id) ? 1 : 0;
}

int32_t fk_icu_exemplar_characters(const char *locale, uint16_t *out, int32_t capacity) {
    if (!has_i18n()) return -1;
    char id[ULOC_FULLNAME_CAPACITY];
    icu_locale(locale, id);
    UErrorCode status = U_ZERO_ERROR;
    ULocaleData *data = i18n.open_locale_data(id, &status);
    if (U_FAILURE(status)) return -1;
    USet *set = i18n.exemplar_set(data, NULL, USET_ADD_CASE_MAPPINGS, ULOCDATA_ES_STANDARD, &status);
    i18n.close_locale_data(data);
    if (U_FAILURE(status) || set == NULL) return -1;
    int32_t length = 0;
    int32_t items = uset_getItemCount(set);
    for (int32_t i = 0; i < items; i++) {
        UChar32 start, end;
        UChar string[64];
        UErrorCode item_status = U_ZERO_ERROR;
        int32_t string_length = uset_getItem(set, i, &start, &end, string, 64, &item_status);
        if (U_FAILURE(item_status)) continue;
        if (string_length == 0) {
            for (UChar32 c = start; c <= end; c++) {
                if (length + 2 <= capacity) {
                    if (c > 0xFFFF) {
                        out[length] = (uint16_t)(0xD7C0 + (c >> 10));
                        out[length + 1] = (uint16_t)(0xDC00 | (c & 0x3FF));
                    } else {
                        out[length] = (uint16_t)c;
                    }
                }
                length += c > 0xFFFF ? 2 : 1;
            }
        } else {
            for (int32_t k = 0; k < string_length; k++) {
                if (length < capacity) out[length] = string[k];
                length++;
            }
        }
    }
    uset_close(set);
    return length;
}

int32_t fk_icu_autonym(const char *locale, uint16_t *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    icu_locale(locale, id);
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getDisplayName(id, id, (UChar *)out, capacity, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return length;
    return U_FAILURE(status) ? -1 : length;
}

int32_t fk_icu_column_width(uint32_t codepoint) {
    UChar32 c = (UChar32)codepoint;
    int8_t type = u_charType(c);
    if (type == U_NON_SPACING_MARK || type == U_ENCLOSING_MARK || type == U_FORMAT_CHAR) return 0;
    int32_t width = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    return width == U_EA_WIDE || width == U_EA_FULLWIDTH ? 2 : 1;
}

int32_t fk_icu_transliterate(const char *id, const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity) {
    if (!has_i18n()) return -1;
    UChar name[64];
    u_uastrncpy(name, id, 63);
    name[63] = 0;
    UErrorCode status = U_ZERO_ERROR;
    UTransliterator *transform = i18n.open_transform(name, -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
    if (U_FAILURE(status)) return -1;
    // utrans_transUChars works in place: the text is copied into `out`, with room to grow.
    int32_t written = length < capacity ? length : capacity;
    memcpy(out, text, (size_t)written * sizeof(uint16_t));
    int32_t limit = written;
    status = U_ZERO_ERROR;
    i18n.transform(transform, (UChar *)out, &written, capacity, 0, &limit, &status);
    i18n.close_transform(transform);
    if (status == U_BUFFER_OVERFLOW_ERROR || length > capacity) return (length > written ? length : written) * 4 + 16;
    return U_FAILURE(status) ? -1 : written;
}
