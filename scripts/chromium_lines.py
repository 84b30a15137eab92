"""What the Chromium reference scripts (make-japanese-reference.py,
make-line-breaking-reference.py, make-vertical-reference.py) share: a page in Debian's
headless Chromium to measure in (`ChromiumPage`), the version of the Debian package a corpus
came from, and `linesOf(node)`, JavaScript that reads back the lines headless Chromium set a
text node in, character by character, with `Range.getClientRects()` (a line starts where a
character's last box moves down)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests/FukidashiPreviewTests/Browser"))
from preview_live import Browser  # noqa: E402


def package_version(package):
    """The installed version of a Debian package, or "" where dpkg cannot say."""
    try:
        return subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True, text=True).stdout.strip()
    except OSError:
        return ""


class ChromiumPage:
    """`html` open in headless Chromium: `measure(expression)` evaluates a script that returns
    JSON and gives back its value; `version` is Chromium's. Use it in a `with` block."""

    def __init__(self, html):
        page = tempfile.NamedTemporaryFile("w", suffix=".html", delete=False, encoding="utf-8")
        page.write(html)
        page.close()
        self.path = page.name
        self.browser = Browser()
        self.browser.navigate("file://" + self.path)
        self.version = self.browser.command("Browser.getVersion")["product"]

    def measure(self, expression):
        return json.loads(self.browser.evaluate(expression))

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.browser.close()
        os.unlink(self.path)

LINES_OF = """
function linesOf(node) {
  const text = node.data, chars = Array.from(text), lines = [];
  let top = null, start = 0, offset = 0;
  chars.forEach((c, i) => {
    const range = document.createRange(); range.setStart(node, offset); range.setEnd(node, offset + c.length);
    const rects = range.getClientRects(); const y = rects.length ? Math.round(rects[rects.length - 1].top) : top;
    if (top !== null && y !== top) { lines.push(chars.slice(start, i).join('')); start = i; }
    top = y; offset += c.length;
  });
  lines.push(chars.slice(start).join(''));
  return lines;
}
"""
