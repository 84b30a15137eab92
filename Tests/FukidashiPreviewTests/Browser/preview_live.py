#!/usr/bin/python3
"""Drives headless Chromium over the DevTools protocol against a running `fukidashi preview`.

Usage: preview_live.py BASE_URL PROJECT_FOLDER SCREENSHOT_FOLDER

It opens the gallery, edits a spec, a string table, and breaks then fixes a spec on disk, and
each time waits for the open page to show the change without a reload. It measures each
save-to-picture time (from the write to the new image's load event, both on this machine's
clock), takes screenshots of the gallery, the side-by-side view and the detail view, and
prints one JSON object of figures. Any failure exits non-zero with a message.
"""
import base64
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket  # Debian's python3-websocket


class Waits:
    """`until` for anything that can `evaluate` JavaScript in a page."""

    def until(self, expression, what, seconds=20):
        deadline = time.time() + seconds
        while time.time() < deadline:
            try:
                if self.evaluate(expression):
                    return
            except RuntimeError as error:
                # A page that is navigating (a link just clicked) drops the evaluation: ask again.
                if "navigated or closed" not in str(error) and "context" not in str(error).lower():
                    raise
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}")


class Browser(Waits):
    """One Chromium and one page, commanded over its DevTools WebSocket."""

    def __init__(self, extra_flags=()):
        self.profile = tempfile.mkdtemp(prefix="fukidashi-cdp-")
        binary = shutil.which("chromium") or shutil.which("chromium-browser")
        if not binary:
            sys.exit("Chromium is not installed; scripts/setup.sh installs it")
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-port=0",
             "--remote-allow-origins=*", f"--user-data-dir={self.profile}", "--window-size=1280,860", *extra_flags, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = None
        deadline = time.time() + 30
        while time.time() < deadline and port is None:
            line = self.process.stderr.readline()
            match = re.search(r"DevTools listening on ws://[^:]+:(\d+)/", line)
            if match:
                port = int(match.group(1))
        if port is None:
            self.close()
            sys.exit("Chromium did not start its DevTools server")
        self.devtools_port = port
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], suppress_origin=True, timeout=60)
        self.next_id = 0
        self.command("Page.enable")
        self.command("Runtime.enable")

    def send(self, method, params=None):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params or {}}))
        return self.next_id

    def wait(self, command_id):
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == command_id:
                if "error" in message:
                    raise RuntimeError(f"DevTools error: {message['error']}")
                return message.get("result", {})

    def command(self, method, params=None):
        return self.wait(self.send(method, params))

    def evaluate(self, expression, wait=True):
        params = {"expression": expression, "returnByValue": True, "awaitPromise": True}
        if not wait:
            return self.send("Runtime.evaluate", params)
        return self.value(self.command("Runtime.evaluate", params))

    @staticmethod
    def value(result):
        if "exceptionDetails" in result:
            raise RuntimeError(f"page error: {result['exceptionDetails']}")
        return result["result"].get("value")

    def navigate(self, url):
        self.command("Page.navigate", {"url": url})
        self.until("document.readyState === 'complete'", f"{url} to load")

    def screenshot(self, path, whole_page=False):
        params = {"format": "png"}
        if whole_page:
            size = self.command("Page.getLayoutMetrics")["cssContentSize"]
            params.update(captureBeyondViewport=True, clip={"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1})
        data = self.command("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))

    def close(self):
        try:
            self.process.kill()
            self.process.wait(10)
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)


def replace_in(path, old, new):
    """Returns an edit of `path` (for `wait_for_new_image`) that replaces `old` with `new`."""
    def edit():
        with open(path) as f:
            text = f.read()
        with open(path, "w") as f:
            f.write(text.replace(old, new, 1))
    return edit


def wait_for_new_image(browser, selector, old_src, write):
    """Starts waiting in the page for the image at `selector` to change from `old_src` and
    load, then calls `write` (the edit on disk); returns milliseconds from write to load."""
    # The card may be replaced more than once before its picture settles (a result, then
    # another), so the observer stays until a new picture has loaded in the page.
    script = """(() => new Promise(resolve => {
      setTimeout(() => resolve(-1), 20000);
      const armed = new WeakSet();
      const check = () => { const img = document.querySelector(%s); if (!img || img.getAttribute('src') === %s) return;
        if (img.complete && img.naturalWidth > 0) { resolve(Date.now()); return; }
        if (!armed.has(img)) { armed.add(img); img.addEventListener('load', () => { if (img.isConnected) resolve(Date.now()); else check(); }, {once: true}); } };
      check();
      new MutationObserver(check).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['src']});
    }))()""" % (json.dumps(selector), json.dumps(old_src))
    pending = browser.evaluate(script, wait=False)
    time.sleep(0.1)  # the observer is in place before the file changes
    written = time.time() * 1000
    write()
    loaded = browser.value(browser.wait(pending))
    if loaded == -1:
        page = browser.evaluate("JSON.stringify({generation: document.body.dataset.generation, connected: document.body.dataset.connected,"
                                f" src: (document.querySelector({json.dumps(selector)}) || {{}}).src || null,"
                                f" complete: (document.querySelector({json.dumps(selector)}) || {{}}).complete,"
                                f" width: (document.querySelector({json.dumps(selector)}) || {{}}).naturalWidth,"
                                f" rect: JSON.stringify(document.querySelector({json.dumps(selector)}).getBoundingClientRect())}})")
        base = browser.evaluate("location.origin")
        state = json.load(urllib.request.urlopen(base + "/api/state"))
        raise AssertionError(f"no new image at {selector} within 20 s; the page: {page}; was {old_src}; the server: "
                             + json.dumps([(s["name"], s["version"], s["errors"], [(i["id"], i["digest"]) for i in s["images"]]) for s in state["specs"]]))
    return loaded - written


def main():
    base, project, shots = sys.argv[1], sys.argv[2], sys.argv[3]
    # Each run writes text no earlier save had, so every save here is a real render, not a
    # cache hit (the fixed spec below is one on purpose: it goes back to a version seen before).
    run = str(int(time.time() * 1000) % 100000)
    os.makedirs(shots, exist_ok=True)
    deadline = time.time() + 300
    while not all(s["rendered"] for s in json.load(urllib.request.urlopen(base + "api/state"))["specs"]):
        if time.time() > deadline:
            sys.exit("the server did not finish its first renders")
        time.sleep(0.1)
    browser = Browser()
    figures = {}
    try:
        browser.navigate(base)
        state = json.load(urllib.request.urlopen(base + "api/state"))
        images = sum(len(s["images"]) for s in state["specs"])
        browser.until(f"document.querySelectorAll('#gallery img').length === {images} && "
                      "[...document.querySelectorAll('#gallery img')].every(i => i.complete && i.naturalWidth > 0)",
                      "every thumbnail")
        browser.evaluate("window.__sameDocument = 'yes'")
        browser.screenshot(os.path.join(shots, "gallery.png"))

        # 1. A spec saved: its card's picture changes in place.
        spec = os.path.join(project, "tour", "step.json")
        step = next(s for s in state["specs"] if s["path"] == "tour/step.json")
        english = next(i for i in step["images"] if i["locale"] == "en")
        selector = f"#gallery figure[data-id='{english['id']}'] img"
        old = browser.evaluate(f"document.querySelector({json.dumps(selector)}).getAttribute('src')")

        edit_spec = replace_in(spec, "Share your list", "Share your list " + run)
        figures["specSaveToImageMs"] = round(wait_for_new_image(browser, selector, old, edit_spec))

        # 2. A string table saved: the spec that reads it changes.
        greeting = next(s for s in state["specs"] if s["name"] == "greeting")
        greeting_en = next(i for i in greeting["images"] if i["locale"] == "en")
        selector = f"#gallery figure[data-id='{greeting_en['id']}'] img"
        old = browser.evaluate(f"document.querySelector({json.dumps(selector)}).getAttribute('src')")
        table = os.path.join(project, "Strings", "en.lproj", "Localizable.strings")

        edit_table = replace_in(table, "Welcome back", "Welcome back, Aiko " + run)
        figures["stringTableSaveToImageMs"] = round(wait_for_new_image(browser, selector, old, edit_table))
        browser.navigate(base + "detail/" + greeting_en["id"])
        if "Welcome back, Aiko " + run not in browser.evaluate("document.body.innerText"):
            raise AssertionError("the detail view's text lines do not show the edited string")
        browser.navigate(base)
        browser.until("document.querySelectorAll('#gallery img').length > 0", "the gallery again")
        browser.evaluate("window.__sameDocument = 'yes'")

        # 3. A spec broken, then fixed: its errors show where its image was, then the image returns.
        parts = os.path.join(project, "tour", "parts.json")
        with open(parts) as f:
            good = f.read()
        replace_in(parts, '"style": "bar"', '"style": "bars"')()
        browser.until(f"[...document.querySelectorAll('#gallery figure.failed')].some(f => f.dataset.spec === 'tour/parts.json' "
                      "&& f.textContent.includes('unknown progress style \"bars\"'))", "the broken spec's errors in place")
        browser.screenshot(os.path.join(shots, "gallery-error.png"))
        parts_spec = next(s for s in state["specs"] if s["path"] == "tour/parts.json")
        selector = f"#gallery figure[data-id='{parts_spec['images'][0]['id']}'] img"

        def fix():
            with open(parts, "w") as f:
                f.write(good)
        figures["fixedSpecToImageMs"] = round(wait_for_new_image(browser, selector, "(none)", fix))
        if browser.evaluate("window.__sameDocument") != "yes":
            raise AssertionError("the gallery reloaded")

        # 4. Every locale of a spec side by side.
        browser.evaluate("document.getElementById('sideBySide').click()")
        browser.until("document.querySelectorAll('#gallery .strip').length > 0", "the side-by-side view")
        browser.until("[...document.querySelectorAll('#gallery img')].every(i => i.complete && i.naturalWidth > 0)", "its images")
        browser.screenshot(os.path.join(shots, "side-by-side.png"))

        # 5. With --golden, the gallery shows only the images that differ from their goldens.
        browser.evaluate("document.getElementById('sideBySide').click()")
        browser.until("!document.getElementById('differsLabel').hidden", "the 'differs from its golden' filter")
        browser.evaluate("document.getElementById('differs').click()")
        browser.until(f"(() => {{ const cards = [...document.querySelectorAll('#gallery figure')];"
                      f" return cards.length > 0 && cards.every(f => f.classList.contains('differs'))"
                      f" && cards.some(f => f.dataset.id === '{english['id']}'); }})()",
                      "only the images that differ from their goldens")
        browser.evaluate("document.getElementById('differs').click()")

        # 6. The detail view of an image that differs from its golden, updated in place on a save.
        browser.navigate(base + "detail/" + english["id"])
        browser.until("[...document.images].every(i => i.complete && i.naturalWidth > 0) && !!document.querySelector('.compare')",
                      "the detail view with its golden")
        browser.evaluate("window.__sameDocument = 'yes'")
        browser.screenshot(os.path.join(shots, "detail.png"), whole_page=True)

        edit_again = replace_in(spec, "Share your list " + run, "Share your list, " + run)
        old = browser.evaluate("document.getElementById('actual').getAttribute('src')")
        figures["detailSaveToImageMs"] = round(wait_for_new_image(browser, "#actual", old, edit_again))
        browser.until("!!document.querySelector('.badge') && document.querySelector('.badge').textContent.includes('differs') && "
                      f"document.body.innerText.includes('Share your list, {run}')",
                      "the detail view to show the new text and the golden's verdict")
        if browser.evaluate("window.__sameDocument") != "yes":
            raise AssertionError("the detail view reloaded")
    finally:
        browser.close()
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
