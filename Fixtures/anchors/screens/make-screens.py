#!/usr/bin/python3
"""Draws the anchor fixtures' Android screenshot (720 x 1600 px, an HD+ phone) and writes its
hierarchy in the shape each tool documents, so every dump describes the same screen:

- android.uiautomator.xml   `adb shell uiautomator dump`: one line, <hierarchy rotation>, <node>s
  with AOSP AccessibilityNodeInfoDumper's attributes in its order; only the app's window.
- android.windows.xml       androidx UiDevice.dumpWindowHierarchy, pretty-printed by an editor:
  the status bar's window first, then the app's; visible-to-user, drawing-order, hint.
- android.appium.xml        Appium UiAutomator2 page source: class-name tags, a root whose
  width/height is the display's app area (1504 of 1600), with the edge-to-edge app's bottom
  navigation below it.
- android.appium-old.xml    an older UiAutomator2 server: <hierarchy rotation>, `instance`,
  resource-id last.
- android.appium-gbk.xml    the same page source of a Chinese build, in GBK under a prolog
  that says UTF-8.
- android.maestro.json      `maestro hierarchy` on Android: a "Running on" line, then Jackson's
  pretty JSON; a vendor's edge panel window first; an off-screen node as [0,0][0,0].

The rows repeat the id "row", one row nests a "row" in itself, and a row below the fold keeps
its raw off-screen bounds, as uiautomator writes them. Run once; the outputs are committed.
"""
import json, os
from PIL import Image, ImageDraw

here = os.path.dirname(os.path.abspath(__file__))
W, H = 720, 1600
PKG = "com.example.tips"
PURPLE, WHITE, GREY, BG, INK = (63, 81, 181), (255, 255, 255), (200, 200, 206), (245, 245, 248), (90, 90, 100)

# (id, class, text, content-desc, bounds [l, t, r, b], children)
def node(id, cls, bounds, text="", desc="", clickable=False, children=()):
    return {"id": id, "class": cls, "bounds": bounds, "text": text, "desc": desc, "clickable": clickable, "children": list(children)}

rows = [
    node("row", "android.widget.LinearLayout", [0, 560 + 144 * i, 720, 704 + 144 * i], clickable=True, children=[
        node("avatar", "android.widget.ImageView", [32, 592 + 144 * i, 112, 672 + 144 * i], desc=f"Friend {i + 1}"),
        node("name", "android.widget.TextView", [144, 608 + 144 * i, 520, 656 + 144 * i], text=["Aiko", "Ben", "Chidi"][i]),
    ] + ([node("row", "android.view.View", [560, 600 + 144 * i, 688, 664 + 144 * i], desc="Nested row action")] if i == 1 else []))
    for i in range(3)
]
offscreen = node("row", "android.widget.LinearLayout", [0, 1640, 720, 1784], clickable=True, children=[
    node("name", "android.widget.TextView", [144, 1688, 520, 1736], text="Dara")])
app = node("", "android.widget.FrameLayout", [0, 0, 720, 1600], children=[
    node("", "android.widget.LinearLayout", [0, 48, 720, 1504], children=[
        node("toolbar", "android.view.ViewGroup", [0, 48, 720, 160], children=[
            node("title", "android.widget.TextView", [32, 80, 320, 128], text="Tips"),
            node("share", "android.widget.ImageButton", [600, 56, 688, 152], desc="Share", clickable=True),
        ]),
        node("promo", "android.widget.FrameLayout", [32, 200, 688, 520], children=[
            node("promo_title", "android.widget.TextView", [64, 232, 560, 296], text="Learn the basics"),
            node("get_started", "android.widget.Button", [64, 424, 352, 496], text="GET STARTED", clickable=True),
        ]),
        node("list", "androidx.recyclerview.widget.RecyclerView", [0, 560, 720, 1504], children=rows + [offscreen]),
        node("fab", "com.google.android.material.floatingactionbutton.FloatingActionButton", [576, 1376, 688, 1488], desc="New tip", clickable=True),
    ]),
    node("", "android.view.View", [0, 1504, 720, 1600], children=[
        node("nav_home", "android.widget.FrameLayout", [0, 1504, 240, 1600], desc="Home", clickable=True),
        node("nav_search", "android.widget.FrameLayout", [240, 1504, 480, 1600], desc="Search", clickable=True),
        node("nav_profile", "android.widget.FrameLayout", [480, 1504, 720, 1600], desc="Profile", clickable=True),
    ]),
])
status = node("", "android.widget.FrameLayout", [0, 0, 720, 48], children=[
    node("com.android.systemui:id/clock", "android.widget.TextView", [32, 8, 112, 40], text="9:41"),
    node("com.android.systemui:id/battery", "android.widget.LinearLayout", [640, 8, 688, 40], desc="Battery 80 percent"),
])

def draw():
    image = Image.new("RGB", (W, H), BG)
    d = ImageDraw.Draw(image)
    d.rectangle([0, 0, W, 48], fill=(48, 63, 159))
    d.rectangle([0, 48, W, 160], fill=PURPLE)
    d.rounded_rectangle([32, 88, 200, 120], 8, fill=WHITE)
    d.ellipse([620, 80, 668, 128], fill=WHITE)
    d.rounded_rectangle([32, 200, 688, 520], 24, fill=WHITE)
    d.rounded_rectangle([64, 240, 520, 288], 12, fill=INK)
    d.rounded_rectangle([64, 320, 600, 344], 8, fill=GREY)
    d.rounded_rectangle([64, 360, 480, 384], 8, fill=GREY)
    d.rounded_rectangle([64, 424, 352, 496], 36, fill=PURPLE)
    for i in range(3):
        top = 560 + 144 * i
        d.ellipse([32, top + 32, 112, top + 112], fill=(255, 171, 64))
        d.rounded_rectangle([144, top + 52, 144 + 260 - 40 * i, top + 92], 10, fill=INK)
        d.line([32, top + 143, 720, top + 143], fill=GREY, width=2)
    d.rounded_rectangle([560, 744, 688, 808], 32, outline=PURPLE, width=4)
    d.ellipse([576, 1376, 688, 1488], fill=(255, 64, 129))
    d.rectangle([620, 1404, 644, 1460], fill=WHITE)
    d.rectangle([604, 1420, 660, 1444], fill=WHITE)
    d.rectangle([0, 1504, W, H], fill=WHITE)
    for i, colour in enumerate([PURPLE, GREY, GREY]):
        d.ellipse([96 + 240 * i, 1528, 144 + 240 * i, 1576], fill=colour)
    image.save(os.path.join(here, "android.png"), optimize=True)

def rid(n):
    return n["id"] if ":" in n["id"] or not n["id"] else f"{PKG}:id/{n['id']}"

def attrs(n, index, pkg=PKG):
    l, t, r, b = n["bounds"]
    return [("index", str(index)), ("text", n["text"]), ("resource-id", rid(n)), ("class", n["class"]), ("package", pkg),
            ("content-desc", n["desc"]), ("checkable", "false"), ("checked", "false"), ("clickable", str(n["clickable"]).lower()),
            ("enabled", "true"), ("focusable", str(n["clickable"]).lower()), ("focused", "false"), ("scrollable", "false"),
            ("long-clickable", "false"), ("password", "false"), ("selected", "false"), ("bounds", f"[{l},{t}][{r},{b}]")]

def esc(s):
    return s.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")

def uiautomator():
    def walk(n, i):
        inner = "".join(walk(c, j) for j, c in enumerate(n["children"]))
        a = " ".join(f'{k}="{esc(v)}"' for k, v in attrs(n, i))
        return f"<node {a}>{inner}</node>" if inner else f"<node {a} />"
    return f"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">{walk(app, 0)}</hierarchy>"

def windows():
    out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">']
    def walk(n, i, depth, pkg, order):
        a = attrs(n, i, pkg)
        a.insert(16, ("visible-to-user", "false" if n["bounds"][1] >= H else "true"))
        a += [("drawing-order", str(order)), ("hint", "")]
        pad = "  " * depth
        lines = [f"{pad}<node"] + [f'{pad}    {k}="{esc(v)}"' for k, v in a]
        if n["children"]:
            out.append("\n".join(lines) + ">")
            for j, c in enumerate(n["children"]):
                walk(c, j, depth + 1, pkg, j + 1)
            out.append(f"{pad}</node>")
        else:
            out.append("\n".join(lines) + " />")
    walk(status, 0, 1, "com.android.systemui", 0)
    walk(app, 0, 1, PKG, 0)
    out.append("</hierarchy>")
    return "\n".join(out) + "\n"

def appium(old=False):
    def walk(n, i, depth, counts):
        l, t, r, b = n["bounds"]
        cls = n["class"]
        counts[cls] = counts.get(cls, -1) + 1
        if old:
            a = [("index", str(i)), ("text", n["text"]), ("class", cls), ("package", PKG), ("content-desc", n["desc"]),
                 ("checkable", "false"), ("checked", "false"), ("clickable", str(n["clickable"]).lower()), ("enabled", "true"),
                 ("focusable", str(n["clickable"]).lower()), ("focused", "false"), ("scrollable", "false"), ("long-clickable", "false"),
                 ("password", "false"), ("selected", "false"), ("bounds", f"[{l},{t}][{r},{b}]"), ("resource-id", rid(n)),
                 ("instance", str(counts[cls]))]
        else:
            a = [("index", str(i)), ("package", PKG), ("class", cls), ("text", n["text"])]
            if n["id"]: a.append(("resource-id", rid(n)))
            if n["desc"]: a.append(("content-desc", n["desc"]))
            a += [("checkable", "false"), ("checked", "false"), ("clickable", str(n["clickable"]).lower()), ("enabled", "true"),
                  ("focusable", str(n["clickable"]).lower()), ("focused", "false"), ("long-clickable", "false"), ("password", "false"),
                  ("scrollable", "false"), ("selected", "false"), ("bounds", f"[{l},{t}][{r},{b}]"), ("displayed", "true")]
        pad = "  " * depth
        head = f"{pad}<{cls} " + " ".join(f'{k}="{esc(v)}"' for k, v in a)
        if not n["children"]:
            return [head + " />"]
        lines = [head + ">"]
        for j, c in enumerate(n["children"]):
            lines += walk(c, j, depth + 1, counts)
        return lines + [f"{pad}</{cls}>"]
    # The root's height is the display's app area (without the navigation bar), while the app
    # draws edge to edge: its bottom navigation lies below the root's height, as real dumps do.
    body = walk(app, 0, 1, {})
    root = '<hierarchy rotation="0">' if old else '<hierarchy index="0" class="hierarchy" rotation="0" width="720" height="1504">'
    return "\n".join(["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", root] + body + ["</hierarchy>"]) + "\n"

def maestro():
    def walk(n):
        l, t, r, b = n["bounds"]
        if t >= H: l = t = r = b = 0  # Maestro writes a node wholly off screen as [0,0][0,0]
        attributes = {"text": n["text"], "resource-id": rid(n), "accessibilityText": n["desc"], "class": n["class"],
                      "bounds": f"[{l},{t}][{r},{b}]", "hintText": "", "enabled": "true", "focused": "false",
                      "checked": "false", "selected": "false", "clickable": str(n["clickable"]).lower()}
        return {"attributes": attributes, "children": [walk(c) for c in n["children"]], "clickable": n["clickable"],
                "enabled": True, "focused": False, "checked": False, "selected": False}
    panel = node("com.samsung.android.app.cocktailbarservice:id/handle", "android.widget.FrameLayout", [700, 400, 720, 640])
    root = {"attributes": {}, "children": [walk(panel), walk(app)], "clickable": None, "enabled": None, "focused": None,
            "checked": None, "selected": None}
    return "Running on emulator-5554\n" + json.dumps(root, indent=2, separators=(",", " : ")) + "\n"

def gbk(appium_text):
    """A Chinese build's page source whose prolog says UTF-8 while the bytes are GBK (files
    like it exist: the server wrote the platform charset). Same screen, same bounds."""
    text = appium_text.replace('text="Tips"', 'text="小贴士"').replace('content-desc="Share"', 'content-desc="分享"')
    return text.replace('text="GET STARTED"', 'text="开始"').encode("gbk")

draw()
open(os.path.join(here, "android.appium-gbk.xml"), "wb").write(gbk(appium()))
for name, text in [("android.uiautomator.xml", uiautomator()), ("android.windows.xml", windows()), ("android.appium.xml", appium()),
                   ("android.appium-old.xml", appium(old=True)), ("android.maestro.json", maestro())]:
    with open(os.path.join(here, name), "w") as f:
        f.write(text)
