#ifndef FUKIDASHI_ICU_H
#define FUKIDASHI_ICU_H

// ICU behind plain stdint types. Swift cannot import the system's ICU headers next to
// Foundation (which carries its own ICU), so this header names no ICU type at all.
#include <stdint.h>

// Line-break opportunities (UAX #14, ICU's rules for `locale`, e.g. "ja@lb=strict") in UTF-16
// `text`: writes the offsets where a line may start, ascending, never 0, always ending with
// `length`. Returns how many were written, or -1 if ICU failed or `capacity` was too small.
int32_t fk_icu_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                           int32_t *breaks, int32_t capacity);

// Bidi embedding levels (UAX #9), one per UTF-16 unit. `direction`: -1 takes the paragraph
// direction from the first strong character (left-to-right if none), 0 forces LTR, 1 RTL.
// Returns the paragraph level (0 or 1), or -1 if ICU failed.
int32_t fk_icu_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *levels);

// The ISO 15924 code of a code point's script ("Latn", "Arab", "Hani", "Zyyy" for common,
// "Zinh" for inherited), written with a terminating NUL into `code` (5 bytes). Returns 0, or -1.
int32_t fk_icu_script(uint32_t codepoint, char code[5]);

// A code point's Vertical_Orientation (UAX #50): 0 R (turned sideways in vertical text),
// 1 U (upright), 2 Tu and 3 Tr (upright with a vertical form where the font has one).
int32_t fk_icu_vertical_orientation(uint32_t codepoint);

// `text` in Unicode Normalization Form C, written to `out`. Returns its length in UTF-16
// units (more than `capacity` means: call again with that much room), or -1 if ICU failed.
int32_t fk_icu_nfc(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity);

// CLDR's cardinal plural category ("zero", "one", "two", "few", "many", "other") of `number`
// shown with `fraction_digits` decimals, for the BCP 47 tag `locale`, written with a NUL into
// `category` (8 bytes). Returns 0, or -1 if ICU failed.
int32_t fk_icu_plural_category(const char *locale, double number, int32_t fraction_digits, char category[8]);

// `number` as `locale` writes it (its digits, grouping and decimal sign) with exactly
// `fraction_digits` decimals, or 0 to 6 as needed when it is -1, in UTF-16 into `out`; its digits
// grouped unless `grouping` is 0, a tie rounded up (as Java does) when `half_up` is 1, else to
// even. Returns its length (more than `capacity` means: call again with that much room), or -1.
int32_t fk_icu_format_number(const char *locale, double number, int32_t fraction_digits, int32_t grouping, int32_t half_up,
                             uint16_t *out, int32_t capacity);

// `locale` with its likely script and region ("zh-TW" -> "zh-Hant-TW"), as BCP 47 into `out`.
// Returns 0, or -1.
int32_t fk_icu_maximize(const char *locale, char *out, int32_t capacity);

// CLDR's parent of the BCP 47 tag `locale` ("en-AU" -> "en-001", "zh-HK" -> "zh-Hant",
// "pt-BR" -> "pt"), as BCP 47 into `out`. Returns 0, 1 when the parent is the root, or -1.
int32_t fk_icu_parent_locale(const char *locale, char *out, int32_t capacity);

// 1 if the BCP 47 tag's language is written right to left (by its likely script), else 0.
int32_t fk_icu_is_right_to_left(const char *locale);

// Every character of CLDR's standard exemplar set of `locale` (the letters its language is
// written with), upper and lower case, in UTF-16 into `out`. Returns the length (more than
// `capacity` means: call again with that much room), or -1.
int32_t fk_icu_exemplar_characters(const char *locale, uint16_t *out, int32_t capacity);

// The locale's name in its own language ("中文（香港）", "தமிழ்"), in UTF-16 into `out`. Returns the
// length (more than `capacity` means: call again with that much room), or -1.
int32_t fk_icu_autonym(const char *locale, uint16_t *out, int32_t capacity);

// How many terminal columns a code point takes: 2 for East Asian Wide and Fullwidth (UAX #11,
// as terminals draw them), 0 for combining marks and format characters, else 1.
int32_t fk_icu_column_width(uint32_t codepoint);

// `text` through the ICU transform `id` ("Any-Latin; Latin-ASCII": "ログイン" -> "roguin"), in
// UTF-16 into `out`. Returns its length (more than `capacity` means: call again with that much
// room), or -1 if ICU failed or has no such transform.
int32_t fk_icu_transliterate(const char *id, const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity);

// ICU's version ("72.1"), written with a terminating NUL into `text` (32 bytes).
void fk_icu_version(char text[32]);

#endif
