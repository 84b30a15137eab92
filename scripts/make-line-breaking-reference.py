#!/usr/bin/python3
"""Makes the Chromium reference for line breaking: how headless Chromium (Debian's) sets a
corpus of real interface strings in English, German, French, Japanese and Korean at two
widths, 16 px, with the bundled Noto fonts loaded by @font-face, under each `text-wrap-style`
(wrap, pretty, balance) and `word-break: keep-all`. Lines are read back per character with
`Range.getClientRects()`. The test `LineBreakingReferenceTests` sets the same strings with
Fukidashi's `textWrap` and `wordBreak` and compares.

The corpus is public text with its source on every string: the messages of Debian's own
gettext catalogues (GTK 3, GLib, PackageKit, AppStream, APT, GStreamer, gdk-pixbuf, AT-SPI,
Linux-PAM) that have a translation in all four languages, each message in English and in
its four translations. They are installed with Debian's packages, so the script reads them
from /usr/share/locale. Run it once after a Chromium upgrade, then look at the diff:

    /usr/bin/python3 scripts/make-line-breaking-reference.py

Writes Tests/FukidashiTests/Reference/line-breaking.json.
"""
import gettext
import json
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(root, "scripts"))
from chromium_lines import LINES_OF, ChromiumPage, package_version  # noqa: E402

CATALOGUES = [  # (catalogue, the Debian package that installs it)
    ("gtk30", "libgtk-3-common"), ("glib20", "libglib2.0-data"), ("PackageKit", "packagekit"),
    ("appstream", "appstream"), ("apt", "apt"), ("gdk-pixbuf", "libgdk-pixbuf2.0-common"),
    ("gstreamer-1.0", "libgstreamer1.0-0"), ("at-spi2-core", "at-spi2-common"), ("Linux-PAM", "libpam0g"),
]
LANGUAGES = ["en", "de", "fr", "ja", "ko"]
MESSAGES = 64  # × 5 languages = 320 strings
WIDTHS = [170, 250]  # a 200 pt and a 280 pt bubble with 15 pt padding
SIZE = 16
FONTS = {"en": "NotoSans-Regular.ttf", "de": "NotoSans-Regular.ttf", "fr": "NotoSans-Regular.ttf",
         "ja": "NotoSansCJKjp-Regular-Subset.otf", "ko": "NotoSansCJKkr-Regular-Subset.otf"}
FAMILIES = {"en": "Noto Sans", "de": "Noto Sans", "fr": "Noto Sans", "ja": "Noto Sans CJK JP", "ko": "Noto Sans CJK KR"}
# As a bubble's default style sets text: Noto Sans first, the language's CJK face after it.
STACKS = {lang: '"Noto Sans"' + ("" if family == "Noto Sans" else f', "{family}"') for lang, family in FAMILIES.items()}
# What each mode is in CSS; `pretty-phrase` is Chromium's Japanese phrase breaking (BudouX), for the note.
MODES = {
    "wrap": "text-wrap-style: wrap; word-break: normal",
    "pretty": "text-wrap-style: pretty; word-break: normal",
    "balance": "text-wrap-style: balance; word-break: normal",
    "keep-all": "text-wrap-style: wrap; word-break: keep-all",
    "pretty-phrase": "text-wrap-style: pretty; word-break: auto-phrase",
}
# Markup, format directives, mnemonics, paths, code, odd spacing: not what a bubble shows.
UNSUITABLE = re.compile(r"[%_<>&{}\\\n\t|/`\"“”„«»=*#@\[\]]|\$|  |::|https?:|[a-z][A-Z]|\.\.\.|…")


def corpus():
    """Messages with a translation in every language, sentence-like, 45 to 150 characters in English."""
    chosen = []
    for name, package in CATALOGUES:
        catalogues = {}
        for language in LANGUAGES[1:]:
            path = f"/usr/share/locale/{language}/LC_MESSAGES/{name}.mo"
            if not os.path.exists(path):
                break
            with open(path, "rb") as f:
                catalogues[language] = gettext.GNUTranslations(f)._catalog
        if len(catalogues) != 4:
            continue
        version = package_version(package)
        for key in sorted(k for k in catalogues["de"] if isinstance(k, str)):
            english = key.split("\x04")[-1]  # drop a msgctxt
            if not (45 <= len(english) <= 150) or english.count(" ") < 6 or not english[0].isupper() or UNSUITABLE.search(english):
                continue
            texts = {"en": english}
            for language, catalogue in catalogues.items():
                text = catalogue.get(key)
                if not isinstance(text, str) or not text.strip() or UNSUITABLE.search(text) or text == english:
                    break
                texts[language] = text.strip()
            if len(texts) == 5:
                chosen.append((f"{name}.mo ({package} {version})", english, texts))
    # Spread over the catalogues: every k-th, so no one catalogue's style dominates.
    step = max(1, len(chosen) // MESSAGES)
    return chosen[::step][:MESSAGES]


PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
%s
body { margin: 0; }
.t { font-size: %dpx; line-height: 1.5; white-space: normal; overflow-wrap: break-word; line-break: auto;
     font-kerning: normal; letter-spacing: 0; hyphens: manual; text-spacing-trim: normal; }
.t:lang(ja) { line-break: strict; }
</style></head><body><div id="box"></div></body></html>"""

MEASURE = "(async () => {" + LINES_OF + """
  for (const family of %s) await document.fonts.load('16px "' + family + '"', 'a');
  const box = document.getElementById('box');
  const out = [];
  for (const item of %s) {
    const results = {};
    for (const [mode, css] of Object.entries(item.modes)) {
      results[mode] = [];
      for (const w of item.widths) {
        const div = document.createElement('div'); div.className = 't'; div.lang = item.lang;
        div.style.cssText = css + '; width: ' + w + 'px; font-family: ' + item.stack;
        div.textContent = item.text; box.replaceChildren(div);
        results[mode].push({width: w, lines: linesOf(div.firstChild)});
      }
    }
    out.push(results);
  }
  return JSON.stringify(out);
})()"""


def main():
    messages = corpus()
    if len(messages) < MESSAGES:
        sys.exit(f"only {len(messages)} messages are translated into every language; install the catalogues' packages")
    faces = "\n".join(f'@font-face {{ font-family: "{family}"; src: url("file://{os.path.join(root, "Fonts", FONTS[lang])}"); }}'
                      for lang, family in FAMILIES.items() if lang in ("en", "ja", "ko"))
    items = []
    for source, key, texts in messages:
        for language in LANGUAGES:
            modes = {m: css for m, css in MODES.items() if m != "pretty-phrase" or language == "ja"}
            items.append({"lang": language, "text": texts[language], "family": "Noto Sans", "stack": STACKS[language], "source": source,
                          "msgid": key, "modes": modes, "widths": WIDTHS})
    with ChromiumPage(PAGE % (faces, SIZE)) as page:
        measured = page.measure(MEASURE % (json.dumps(sorted(set(FAMILIES.values()))), json.dumps(items)))
        version = page.version
    strings = [{"lang": i["lang"], "text": i["text"], "family": i["family"], "css": "font-family: " + i["stack"], "source": i["source"], "msgid": i["msgid"],
                "lines": m} for i, m in zip(items, measured)]
    out = os.path.join(root, "Tests/FukidashiTests/Reference/line-breaking.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"chromium": version, "size": SIZE, "widths": WIDTHS, "modes": MODES,
                   "corpus": "Debian's gettext catalogues: each message in English (its msgid) and its de, fr, ja and ko translations",
                   "strings": strings}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(strings)} strings at {len(WIDTHS)} widths in {len(MODES)} modes measured with {version}: {out}")


if __name__ == "__main__":
    main()
