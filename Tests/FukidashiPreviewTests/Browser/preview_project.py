#!/usr/bin/python3
"""Drives headless Chromium against `fukidashi preview` serving a project (light and dark, 2x
and 3x, three locales), started with no PATH from inside the project.

Usage: preview_project.py BASE_URL PROJECT_FOLDER SCREENSHOT_FOLDER

It checks the appearance switch (both, then dark only: every card dark, the page dark), the
scale filter, every variant of a spec side by side, the detail view's links between variants,
a saved theme in the project file (only the dark images change), and a broken then fixed
project file (its error on the page, then gone). Screenshots go to SCREENSHOT_FOLDER. Any
failure exits non-zero with a message.
"""
import json
import os
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from preview_live import Browser, replace_in, wait_for_new_image  # noqa: E402


def state(base):
    return json.load(urllib.request.urlopen(base + "api/state"))


def cards(browser, extra=""):
    return browser.evaluate(f"[...document.querySelectorAll('#gallery figure{extra}')].length")


def settle(browser, count):
    """Waits for `count` cards, each picture on screen loaded (the rest load lazily, on scroll)."""
    browser.until(f"document.querySelectorAll('#gallery img').length === {count} && "
                  "[...document.querySelectorAll('#gallery img')].filter(i => i.getBoundingClientRect().top < innerHeight)"
                  ".every(i => i.complete && i.naturalWidth > 0)",
                  f"{count} thumbnails")


def main():
    base, project, shots = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(shots, exist_ok=True)
    deadline = time.time() + 300
    while not all(s["rendered"] for s in state(base)["specs"]):
        if time.time() > deadline:
            sys.exit("the server did not finish its first renders")
        time.sleep(0.1)
    first = state(base)
    images = [i for s in first["specs"] for i in s["images"]]
    variants = {(i["locale"], i["appearance"], i["scale"]) for i in images}
    expected = {(loc, look, scale) for loc in ("en", "ja", "ar") for look in ("light", "dark") for scale in (2, 3)}
    if variants != expected:
        raise AssertionError(f"the state's variants are {sorted(map(str, variants))}, not every locale x appearance x scale")
    if first["problems"]:
        raise AssertionError(f"problems at start: {first['problems']}")

    browser = Browser()
    try:
        # The gallery shows one scale by default (2x and 3x are the same picture): the smallest.
        smallest = [i for i in images if i["scale"] == 2]
        browser.navigate(base)
        settle(browser, len(smallest))
        if browser.evaluate("document.getElementById('scale').value") != "2":
            raise AssertionError("the gallery does not show one scale by default")
        # Filters live in the URL, so a view can be shared as a link, and a link opens it.
        browser.evaluate("const l = document.getElementById('locale'); l.value = 'ja'; l.dispatchEvent(new Event('change'))")
        browser.until("location.search.includes('locale=ja')", "the locale filter in the URL")
        shared = browser.evaluate("location.href")
        browser.navigate(base)
        settle(browser, len(smallest))
        browser.navigate(shared)
        ja = sum(1 for i in smallest if i["locale"] == "ja")
        settle(browser, ja)
        if browser.evaluate("document.getElementById('locale').value") != "ja":
            raise AssertionError(f"the link {shared} does not open the view it was shared from")
        browser.navigate(base + "?scale=")
        settle(browser, len(images))
        browser.evaluate("window.__sameDocument = 'yes'")
        if browser.evaluate("document.getElementById('appearanceSwitch').hidden"):
            raise AssertionError("no appearance switch for a project with appearances")
        if browser.evaluate("document.getElementById('scaleLabel').hidden"):
            raise AssertionError("no scale filter for a project with two scales")
        browser.screenshot(os.path.join(shots, "project-gallery.png"))

        # 1. The switch: dark only. Every card shown is a dark image, on a dark page.
        browser.evaluate("document.querySelector('input[name=appearance][value=dark]').click()")
        dark = sum(1 for i in images if i["appearance"] == "dark")
        settle(browser, dark)
        if cards(browser, "[data-appearance=dark]") != dark or browser.evaluate("document.body.dataset.appearance") != "dark":
            raise AssertionError("the dark switch shows other images, or the page is not dark")

        # 2. One scale, every variant side by side: a row per spec, its locales in dark at 3x.
        browser.evaluate("const s = document.getElementById('scale'); s.value = '3'; s.dispatchEvent(new Event('change'))")
        browser.evaluate("document.getElementById('sideBySide').click()")
        specs = len(first["specs"])
        browser.until(f"document.querySelectorAll('#gallery .strip').length === {specs} && "
                      "[...document.querySelectorAll('#gallery .strip')].every(s => s.children.length === 3)",
                      "a row of three dark 3x images per spec")
        settle(browser, specs * 3)
        captions = browser.evaluate("[...document.querySelectorAll('#gallery figcaption')].map(c => c.textContent)")
        if not all("dark" in c and "@3x" in c for c in captions):
            raise AssertionError(f"captions do not name the variant: {captions[:3]}")
        browser.screenshot(os.path.join(shots, "project-dark-side-by-side.png"))

        # 3. Both appearances side by side: light and dark of each locale next to each other.
        browser.evaluate("document.querySelector('input[name=appearance][value=\"\"]').click()")
        browser.until("[...document.querySelectorAll('#gallery .strip')].every(s => s.children.length === 6)",
                      "light and dark of each locale in a row")
        order = browser.evaluate("[...document.querySelector('#gallery .strip').children].map(f => f.dataset.appearance)")
        if order[:2] != ["light", "dark"]:
            raise AssertionError(f"light and dark of a locale are not side by side: {order}")
        settle(browser, specs * 6)
        browser.screenshot(os.path.join(shots, "project-both-side-by-side.png"))

        # 4. The detail view links every variant of its spec; a click goes to the dark one.
        step1 = next(s for s in first["specs"] if s["name"].endswith("step1"))
        light = next(i for i in step1["images"] if (i["locale"], i["appearance"], i["scale"]) == ("ja", "light", 2))
        dark_twin = next(i for i in step1["images"] if (i["locale"], i["appearance"], i["scale"]) == ("ja", "dark", 2))
        browser.navigate(base + "detail/" + light["id"])
        links = browser.evaluate("document.querySelectorAll('.variants a').length")
        if links != len(step1["images"]) - 1:
            raise AssertionError(f"the detail view links {links} other variants, not {len(step1['images']) - 1}")
        browser.evaluate(f"document.querySelector('.variants a[href=\"/detail/{dark_twin['id']}\"]').click()")
        browser.until(f"location.pathname === '/detail/{dark_twin['id']}' && document.readyState === 'complete' && !!document.getElementById('actual') && document.getElementById('actual').complete",
                      "the dark variant's detail view")
        if "ja · dark · @2x" not in browser.evaluate("document.querySelector('h1').textContent"):
            raise AssertionError("the detail view does not name its variant")
        browser.screenshot(os.path.join(shots, "project-detail-dark.png"))

        # 5. The theme's dark fill saved in the project file: the dark images change, the light stay.
        browser.navigate(base)
        settle(browser, len(smallest))
        browser.evaluate("window.__sameDocument = 'yes'")
        project_file = os.path.join(project, "fukidashi.json")
        with open(project_file) as f:
            good = f.read()
        dark_image = next(i for i in step1["images"] if i["appearance"] == "dark" and i["scale"] == 2)
        selector = f"#gallery figure[data-id='{dark_image['id']}'] img"
        old = browser.evaluate(f"document.querySelector({json.dumps(selector)}).getAttribute('src')")
        wait_for_new_image(browser, selector, old, replace_in(project_file, '"dark": "#2C2C2E"', '"dark": "#3A1C71"'))
        originals = json.dumps({i["id"]: i["digest"] for i in images})
        browser.until("(async () => { const s = await (await fetch('/api/state')).json();"
                      f" const d = {originals};"
                      " return s.specs.every(x => x.rendered && x.images.every(i => i.appearance !== 'dark' || d[i.id] !== i.digest)); })()",
                      "every dark image drawn with the new fill")
        now = state(base)
        digests = {i["id"]: i["digest"] for s in now["specs"] for i in s["images"]}
        for image in images:
            changed = digests[image["id"]] != image["digest"]
            if changed != (image["appearance"] == "dark"):
                raise AssertionError(f"after the dark fill changed, {image['id']} ({image['appearance']}) changed: {changed}")
        if browser.evaluate("window.__sameDocument") != "yes":
            raise AssertionError("the gallery reloaded")

        # 6. A broken project file: its error on the page, the last good images stay; fixed, gone.
        with open(project_file, "w") as f:
            f.write(good.replace('"appearances"', '"apearances"', 1))
        browser.until("document.getElementById('problems').textContent.includes('apearances')"
                      " && document.getElementById('problems').textContent.includes('fukidashi.json')",
                      "the project file's error on the page")
        if cards(browser) != len(smallest):
            raise AssertionError("a broken project file lost the images")
        browser.screenshot(os.path.join(shots, "project-broken.png"))
        with open(project_file, "w") as f:
            f.write(good)
        browser.until("document.getElementById('problems').children.length === 0", "the error gone once fixed")
        browser.until("(async () => { const s = await (await fetch('/api/state')).json();"
                      f" const d = {json.dumps({i['id']: i['digest'] for i in images})};"
                      " return s.specs.every(x => x.rendered && x.images.every(i => d[i.id] === i.digest)); })()",
                      "the first images again, with the first theme")
    finally:
        browser.close()
    print("ok")


if __name__ == "__main__":
    main()
