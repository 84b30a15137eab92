"""The JavaScript the Chromium reference scripts share: `linesOf(node)` reads back the lines
headless Chromium set a text node in, character by character, with `Range.getClientRects()`
(a line starts where a character's last box moves down). Used by make-japanese-reference.py
and make-line-breaking-reference.py."""

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
