#!/usr/bin/python3
"""Makes the Chromium reference for vertical Japanese: how headless Chromium (Debian's) sets
a corpus of Japanese interface strings in `writing-mode: vertical-rl` with Noto Sans CJK JP
(the bundled subset, with the bundled Noto Sans for Latin, which the subset leaves out, as
Fukidashi's fallback does) at 16 px, columns 24 px apart, at three column heights, with
`text-spacing-trim: normal`, `line-break: strict` and `text-orientation: mixed`. Each run of
one or two digits that Fukidashi sets upright in one cell (`text-combine-upright: digits 2`,
which Chromium does not have) is wrapped in a span with `text-combine-upright: all`, which
sets the same cell. For each string and height it records the columns, each character's
offset down its column, and each column's centre from the block's right edge. The test
`VerticalReferenceTests` sets the same strings with Fukidashi and compares.

The corpus is public text with its source on every string: the Japanese translations in
Debian's own gettext catalogues (GTK 3, GLib, PackageKit, AppStream, APT, dpkg, coreutils,
GnuPG, findutils, grep, diffutils, Linux-PAM) of messages 12 to 70 characters long, with no
markup or format directives. They are installed with Debian's packages, so the script reads
them from /usr/share/locale. Run it once after a Chromium upgrade, then look at the diff:

    /usr/bin/python3 scripts/make-vertical-reference.py

Writes Tests/FukidashiTests/Reference/vertical-japanese.json.
"""
import gettext
import json
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(root, "scripts"))
from chromium_lines import ChromiumPage, package_version  # noqa: E402

CATALOGUES = [  # (catalogue, the Debian package that installs it)
    ("gtk30", "libgtk-3-common"), ("glib20", "libglib2.0-data"), ("PackageKit", "packagekit"), ("appstream", "appstream"),
    ("apt", "apt"), ("dpkg", "dpkg"), ("coreutils", "coreutils"), ("gnupg2", "gpg"), ("findutils", "findutils"), ("grep", "grep"),
    ("diffutils", "diffutils"), ("Linux-PAM", "libpam0g"),
]
STRINGS = 240
HEIGHTS = [96, 160, 240]  # 6, 10 and 15 em columns
SIZE = 16
LINE = 24
# Markup, format directives, mnemonics, paths, code, odd spacing: not what a balloon shows.
UNSUITABLE = re.compile(r"[%_<>&{}\\\n\t|/`\"“”„«»=*#@\[\]$~^]|  |::|https?:|\.\.\.|…|--")
# As Fukidashi's `ParagraphAnalyzer.columnOrientations`: one or two ASCII digits, not beside a
# Latin letter, another digit or a number's punctuation.
COMBINED = re.compile(r"(?<![A-Za-z0-9.,:/\-])[0-9]{1,2}(?![A-Za-z0-9.,:/\-])")


def corpus():
    """Japanese messages, spread over the catalogues, each with its source and msgid."""
    per_catalogue = []
    for name, package in CATALOGUES:
        path = f"/usr/share/locale/ja/LC_MESSAGES/{name}.mo"
        if not os.path.exists(path):
            continue
        with open(path, "rb") as f:
            catalogue = gettext.GNUTranslations(f)._catalog
        version = package_version(package)
        chosen = []
        for key in sorted(k for k in catalogue if isinstance(k, str) and k):
            text = catalogue[key]
            if not isinstance(text, str):
                continue
            text = text.strip()
            japanese = sum(1 for c in text if "\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff")
            if not (12 <= len(text) <= 70) or japanese < len(text) * 0.5 or UNSUITABLE.search(text) or text == key:
                continue
            chosen.append({"text": text, "source": f"{name}.mo ({package} {version})", "msgid": key.split("\x04")[-1]})
        per_catalogue.append(chosen)
    # Every k-th of each catalogue, in turn, so no one catalogue's style dominates; strings
    # with digits first where a catalogue has them, so tate-chu-yoko is well covered.
    made, seen = [], set()
    share = STRINGS // max(1, len(per_catalogue)) + 1
    for chosen in per_catalogue:
        with_digits = [c for c in chosen if COMBINED.search(c["text"])]
        rest = [c for c in chosen if not COMBINED.search(c["text"])]
        step = max(1, len(rest) // share)
        picked = with_digits[: share // 4] + rest[::step]
        for item in picked[:share]:
            if item["text"] not in seen:
                seen.add(item["text"])
                made.append(item)
    return made[:STRINGS]


def marked(text):
    """The text as HTML, each combined digit run in its span."""
    def escape(s):
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    out, last = [], 0
    for m in COMBINED.finditer(text):
        out.append(escape(text[last:m.start()]))
        out.append('<span class="tcy">' + m.group(0) + "</span>")
        last = m.end()
    out.append(escape(text[last:]))
    return "".join(out)


PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: ref; src: url("%s"); }
@font-face { font-family: latin; src: url("%s"); }
body { margin: 0; }
.t { writing-mode: vertical-rl; text-orientation: mixed; font: %dpx/%dpx ref, latin; text-spacing-trim: normal; line-break: strict;
     word-break: normal; overflow-wrap: break-word; font-kerning: normal; letter-spacing: 0; white-space: normal; width: max-content; }
.tcy { text-combine-upright: all; }
</style></head><body><div id="box"></div></body></html>"""

# Each character's box, through every text node in order (a combined run's span is one):
# a column starts where a character's box moves left; its offset down the column is its
# box's top from the block's; a column's centre is its boxes' middle, from the block's right.
MEASURE = """(async () => {
  await document.fonts.load('16px ref', '資');
  await document.fonts.load('16px latin', 'a');
  const box = document.getElementById('box');
  const out = [];
  for (const item of %s) {
    const results = [];
    for (const h of item.heights) {
      const div = document.createElement('div'); div.className = 't'; div.lang = 'ja'; div.style.height = h + 'px';
      div.innerHTML = item.html; box.replaceChildren(div);
      const block = div.getBoundingClientRect();
      const columns = [], offsets = [], centres = [];
      let current = null, key = null;
      const walker = document.createTreeWalker(div, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let offset = 0;
        for (const c of Array.from(node.data)) {
          const range = document.createRange(); range.setStart(node, offset); range.setEnd(node, offset + c.length);
          // A combined run's digits share its one cell.
          const rects = node.parentElement.classList.contains('tcy') ? [node.parentElement.getBoundingClientRect()] : range.getClientRects();
          const r = rects[rects.length - 1];
          offset += c.length;
          if (!r) { if (current !== null) current.text += c; offsets.push(null); continue; }
          const k = Math.round(r.left + r.width / 2);
          if (key === null || Math.abs(k - key) > 4) {
            current = {text: ''}; columns.push(current); key = k;
            centres.push(block.right - (r.left + r.right) / 2);
          }
          current.text += c;
          offsets.push(r.top - block.top);
        }
      }
      results.push({height: h, columns: columns.map(c => c.text), offsets, centres});
    }
    out.push(results);
  }
  return JSON.stringify(out);
})()"""


def main():
    strings = corpus()
    if len(strings) < 200:
        sys.exit(f"only {len(strings)} Japanese messages found; install the catalogues' packages")
    font = os.path.join(root, "Fonts/NotoSansCJKjp-Regular-Subset.otf")
    latin = os.path.join(root, "Fonts/NotoSans-Regular.ttf")
    items = [{"html": marked(s["text"]), "heights": HEIGHTS} for s in strings]
    with ChromiumPage(PAGE % ("file://" + font, "file://" + latin, SIZE, LINE)) as page:
        measured = page.measure(MEASURE % json.dumps(items))
        version = page.version
    out = os.path.join(root, "Tests/FukidashiTests/Reference/vertical-japanese.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"chromium": version, "font": "NotoSansCJKjp-Regular-Subset.otf", "size": SIZE, "lineHeight": LINE, "heights": HEIGHTS,
                   "css": "writing-mode: vertical-rl; text-orientation: mixed; text-spacing-trim: normal; line-break: strict; "
                          "font-kerning: normal; digit runs in spans with text-combine-upright: all",
                   "corpus": "Debian's gettext catalogues: Japanese translations (msgstr), with their source and msgid",
                   "strings": [dict(s, results=m) for s, m in zip(strings, measured)]}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(strings)} strings at {len(HEIGHTS)} heights measured with {version}: {out}")


if __name__ == "__main__":
    main()
