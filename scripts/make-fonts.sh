#!/usr/bin/env bash
# Rebuilds the committed fonts in Fonts/ from Debian's fonts-noto-core and fonts-noto-cjk.
# Not part of set-up: the results are committed so every machine renders with the same bytes.
# Needs: apt-get install fonts-noto-core fonts-noto-mono fonts-noto-cjk fonts-noto-color-emoji libicu-dev pkg-config; pip install fonttools==4.68.0
set -euo pipefail
cd "$(dirname "$0")/../Fonts"

noto=/usr/share/fonts/truetype/noto
cjk=/usr/share/fonts/opentype/noto

# Latin, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai: as Debian ships them (already small).
for family in NotoSans NotoSansArabic NotoSansHebrew NotoSansDevanagari NotoSansThai; do
  cp "$noto/$family-Regular.ttf" "$noto/$family-Bold.ttf" .
done
# The other scripts of the languages iOS and Android offer as system languages: Armenian,
# Georgian, the Indic scripts, Sinhala, Myanmar, Khmer, Lao and Ethiopic (Amharic), as Debian
# ships them.
for script in Armenian Georgian Bengali Gujarati Gurmukhi Kannada Malayalam Oriya Tamil Telugu Sinhala Myanmar Khmer Lao Ethiopic; do
  cp "$noto/NotoSans$script-Regular.ttf" "$noto/NotoSans$script-Bold.ttf" .
done
# Symbols and dingbats (✎ ★ ✓ ➜): regular only, Debian ships no bold.
cp "$noto/NotoSansSymbols2-Regular.ttf" .
# Italics for *emphasis*, and the monospaced family for `code` (fonts-noto-mono).
cp "$noto/NotoSans-Italic.ttf" "$noto/NotoSans-BoldItalic.ttf" "$noto/NotoSansMono-Regular.ttf" "$noto/NotoSansMono-Bold.ttf" .
# Colour emoji: one CBDT bitmap strike (109 ppem), copied whole so every sequence is there.
cp "$noto/NotoColorEmoji.ttf" .

# Japanese: kana, CJK punctuation, fullwidth forms, every kanji of JIS X 0208 + CP932, and
# the supplementary-plane kanji of JIS X 0213, plus 𠮷 (U+20BB7) and 𩸽 (U+29E3D), which are in
# no JIS set but common in names and menus.
jis_kanji=$(python3 - <<'PY'
cps = []
for cp in list(range(0x3400, 0xA000)) + list(range(0x20000, 0x2FFFF)):
    for codec in ("cp932", "euc_jis_2004") if cp >= 0x20000 else ("cp932",):
        try:
            chr(cp).encode(codec)
            cps.append(cp)
            break
        except UnicodeEncodeError:
            pass
cps += [0x20BB7, 0x29E3D]
print(",".join("U+%04X" % cp for cp in cps))
PY
)
gb_hanzi=$(python3 - <<'PY'
cps = []
for cp in range(0x4E00, 0xA000):
    try:
        chr(cp).encode("gb2312")
        cps.append(cp)
    except UnicodeEncodeError:
        pass
print(",".join("U+%04X" % cp for cp in cps))
PY
)
# Traditional Chinese: every hanzi of Big5 and of HKSCS (Hong Kong's additions, which
# Cantonese text needs: 嘅 咗 佢), every hanzi CLDR lists for zh-Hant and zh-Hant-HK (ICU's
# exemplar characters, through a few lines of C), and Bopomofo. The glyphs of Hong Kong's
# forms stay reachable through the font's `locl` feature, which HarfBuzz applies for zh-HK.
helper=$(mktemp -d)
cat > "$helper/exemplars.c" <<'C'
#include <stdio.h>
#include <unicode/ulocdata.h>
#include <unicode/uset.h>
int main(int argc, char **argv) {
    for (int a = 1; a < argc; a++) {
        UErrorCode status = U_ZERO_ERROR;
        ULocaleData *data = ulocdata_open(argv[a], &status);
        USet *set = ulocdata_getExemplarSet(data, NULL, 0, ULOCDATA_ES_STANDARD, &status);
        ulocdata_close(data);
        if (U_FAILURE(status)) return 1;
        for (int32_t i = 0; i < uset_getItemCount(set); i++) {
            UChar32 start, end;
            UErrorCode item = U_ZERO_ERROR;
            if (uset_getItem(set, i, &start, &end, NULL, 0, &item) == 0)
                for (UChar32 c = start; c <= end; c++) if (c >= 0x3400) printf("%X\n", c);
        }
        uset_close(set);
    }
    return 0;
}
C
cc "$helper/exemplars.c" -o "$helper/exemplars" $(pkg-config --cflags --libs icu-uc icu-i18n)
"$helper/exemplars" zh_Hant zh_Hant_HK > "$helper/exemplars.txt"
big5_hanzi=$(python3 - "$helper/exemplars.txt" <<'PY'
import sys
cps = [int(line, 16) for line in open(sys.argv[1]) if line.strip()]
for cp in list(range(0x3400, 0xA000)) + list(range(0x20000, 0x2FFFF)):
    for codec in ("big5", "big5hkscs"):
        try:
            chr(cp).encode(codec)
            cps.append(cp)
            break
        except UnicodeEncodeError:
            pass
print(",".join("U+%04X" % cp for cp in sorted(set(cps))))
PY
)
rm -rf "$helper"
common="U+2000-206F,U+2190-21FF,U+2460-24FF,U+2500-257F,U+25A0-25FF,U+2600-26FF,U+3000-303F,U+FF00-FFEF"
for weight in Regular Bold; do
  pyftsubset "$cjk/NotoSansCJK-$weight.ttc" --font-number=0 \
    --unicodes="$common,U+3040-30FF,U+31F0-31FF,U+3200-32FF,U+3300-33FF,$jis_kanji" \
    --layout-features='*' --no-hinting --name-IDs='*' --name-languages='*' \
    --output-file="NotoSansCJKjp-$weight-Subset.otf"
  # Simplified Chinese: every hanzi of GB 2312, in the Chinese font's glyph forms.
  pyftsubset "$cjk/NotoSansCJK-$weight.ttc" --font-number=2 \
    --unicodes="$common,$gb_hanzi" \
    --layout-features='*' --no-hinting --name-IDs='*' --name-languages='*' \
    --output-file="NotoSansCJKsc-$weight-Subset.otf"
  pyftsubset "$cjk/NotoSansCJK-$weight.ttc" --font-number=3 \
    --unicodes="$common,U+3100-312F,U+31A0-31BF,$big5_hanzi" \
    --layout-features='*' --no-hinting --name-IDs='*' --name-languages='*' \
    --output-file="NotoSansCJKtc-$weight-Subset.otf"
  # Korean: every precomposed Hangul syllable and the jamo blocks.
  pyftsubset "$cjk/NotoSansCJK-$weight.ttc" --font-number=1 \
    --unicodes="$common,U+1100-11FF,U+3130-318F,U+A960-A97F,U+AC00-D7A3,U+D7B0-D7FF" \
    --layout-features='*' --no-hinting --name-IDs='*' --name-languages='*' \
    --output-file="NotoSansCJKkr-$weight-Subset.otf"
done

# The user font of the CLI tests (--fonts): an ASCII subset of Noto Sans renamed "Fukidashi
# Test Sans" with advances widened by half, so a test can see that it was used.
test_font=../Tests/FukidashiCLITests/Fonts/FukidashiTestSans-Regular.ttf
pyftsubset NotoSans-Regular.ttf --unicodes="U+0020-007E" --no-hinting --output-file="$test_font"
python3 - "$test_font" <<'PY'
import sys
from fontTools.ttLib import TTFont
path = sys.argv[1]
font = TTFont(path)
names = {1: "Fukidashi Test Sans", 4: "Fukidashi Test Sans Regular", 6: "FukidashiTestSans-Regular",
         3: "FukidashiTestSans-Regular;test", 16: "Fukidashi Test Sans"}
for record in font["name"].names:
    if record.nameID in names:
        record.string = names[record.nameID]
for glyph, (advance, lsb) in list(font["hmtx"].metrics.items()):
    font["hmtx"].metrics[glyph] = (int(advance * 1.5), lsb)
font.save(path)
PY
ls -la
