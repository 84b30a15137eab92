#!/usr/bin/python3
"""Makes the Chromium reference for Japanese punctuation: how headless Chromium (Debian's)
sets 200 strings dense in 「」『』（）、。・：！？ with Noto Sans CJK JP (the bundled subset) at
20 px, `text-spacing-trim: normal`, `line-break: strict` and kerning on (as Fukidashi draws):
each string's width on one line,
and where it breaks at five widths. The test `JapaneseReferenceTests` lays the same strings
out with Fukidashi and compares. Run it once after a Chromium upgrade, then look at the diff:

    /usr/bin/python3 scripts/make-japanese-reference.py

Writes Tests/FukidashiTests/Reference/japanese-punctuation.json.
"""
import json
import os
import random
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(root, "scripts"))
from chromium_lines import LINES_OF, ChromiumPage  # noqa: E402

KANA_KANJI = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん資料重要完了確認設定画面写真共有保存削除編集通知表示"
OPENING = "「『（"
CLOSING = "」』）"
MIDDLE = "、。・：！？"


def strings(count=200, seed=20261125):
    """Short Japanese strings where punctuation meets punctuation often, as in UI copy."""
    rng = random.Random(seed)
    made = []
    while len(made) < count:
        parts = []
        for _ in range(rng.randint(3, 7)):
            choice = rng.random()
            if choice < 0.3:
                inner = "".join(rng.choice(KANA_KANJI) for _ in range(rng.randint(1, 4)))
                pair = rng.randrange(3)
                parts.append(OPENING[pair] + inner + CLOSING[pair])
            elif choice < 0.55:
                parts.append(rng.choice(MIDDLE))
            else:
                parts.append("".join(rng.choice(KANA_KANJI) for _ in range(rng.randint(1, 5))))
        text = "".join(parts)
        if 6 <= len(text) <= 28 and text not in made:
            made.append(text)
    return made


PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: ref; src: url("%s"); }
body { margin: 0; }
.t { font: 20px/30px ref; text-spacing-trim: normal; line-break: strict; word-break: normal; overflow-wrap: normal;
     font-kerning: normal; letter-spacing: 0; white-space: normal; }
.one { white-space: nowrap; display: inline-block; }
</style></head><body><div id="box"></div></body></html>"""

MEASURE = "(async () => {" + LINES_OF + """
  await document.fonts.load('20px ref', '資');
  const box = document.getElementById('box');
  const out = [];
  for (const item of %s) {
    const one = document.createElement('span'); one.className = 't one'; one.textContent = item.text; box.replaceChildren(one);
    const width = one.getBoundingClientRect().width;
    const breaks = [];
    for (const w of item.widths) {
      const div = document.createElement('div'); div.className = 't'; div.style.width = w + 'px'; div.textContent = item.text;
      box.replaceChildren(div);
      breaks.push({width: w, lines: linesOf(div.firstChild)});
    }
    out.push({text: item.text, width, breaks});
  }
  return JSON.stringify(out);
})()"""


def main():
    font = os.path.join(root, "Fonts/NotoSansCJKjp-Regular-Subset.otf")
    texts = strings()
    with ChromiumPage(PAGE % ("file://" + font)) as page:
        # Each string's width on one line first, then five widths that make it break.
        single = page.measure(MEASURE % json.dumps([{"text": t, "widths": []} for t in texts]))
        items = [{"text": s["text"], "widths": [max(40, round(s["width"] * f / 10) * 10) for f in (0.3, 0.45, 0.6, 0.75, 0.9)]}
                 for s in single]
        measured = page.measure(MEASURE % json.dumps(items))
        version = page.version
    out = os.path.join(root, "Tests/FukidashiTests/Reference/japanese-punctuation.json")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"chromium": version, "font": "NotoSansCJKjp-Regular-Subset.otf", "size": 20,
                   "css": "text-spacing-trim: normal; line-break: strict; font-kerning: normal", "strings": measured}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(measured)} strings measured with {version}: {out}")


if __name__ == "__main__":
    main()
