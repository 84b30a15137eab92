#!/usr/bin/python3
"""What the preview refuses and what it must never show stale, in a real Chromium.

Usage: preview_guard.py FUKIDASHI PROJECT_FOLDER

It starts `FUKIDASHI preview PROJECT_FOLDER --port N` itself (so it can stop and start the
server on the same port), then:
1. DNS rebinding: Chromium resolves rebind.example to 127.0.0.1; a page of that origin gets
   421 for the gallery and for /api/state, and reads no spec;
2. eight tabs of the gallery (more than HTTP/1.1's six connections to one host) all show an
   edit, because the tabs share one event stream;
3. a spec deleted and made again with other text: the card shows the new picture;
4. the server stopped: the page says so; started again: the banner goes and the page shows
   an edit made while it was down.
Any failure exits non-zero with a message.
"""
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import websocket  # Debian's python3-websocket

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from preview_live import Browser, Waits  # noqa: E402


class Tab(Waits):
    """Another page of the same Chromium, on its own DevTools connection."""

    def __init__(self, devtools_port, url):
        request = urllib.request.Request(f"http://127.0.0.1:{devtools_port}/json/new?{url}", method="PUT")
        target = json.load(urllib.request.urlopen(request))
        self.ws = websocket.create_connection(target["webSocketDebuggerUrl"], suppress_origin=True, timeout=60)
        self.next_id = 0

    def evaluate(self, expression):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": "Runtime.evaluate",
                                 "params": {"expression": expression, "returnByValue": True, "awaitPromise": True}}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                return message.get("result", {}).get("result", {}).get("value")



def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(binary, project, port):
    server = subprocess.Popen([binary, "preview", project, "--port", str(port)], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline()
    if "serving" not in line:
        server.kill()
        sys.exit(f"the preview did not start: {line}")
    base = f"http://127.0.0.1:{port}/"
    deadline = time.time() + 120
    while not all(s["rendered"] for s in json.load(urllib.request.urlopen(base + "api/state"))["specs"]):
        if time.time() > deadline:
            sys.exit("the server did not finish its first renders")
        time.sleep(0.1)
    return server


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def spec_text(words):
    return json.dumps({"version": 1, "canvas": {"width": 240, "height": 60, "scale": 2, "background": "#FFFFFF"},
                       "elements": [{"type": "bubble", "text": words, "tail": None, "at": [8, 8]}]})


def main():
    binary, project = sys.argv[1], sys.argv[2]
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    note = os.path.join(project, "note.json")
    write(note, spec_text("First words"))
    server = start_server(binary, project, port)
    browser = Browser(extra_flags=[f"--host-resolver-rules=MAP rebind.example 127.0.0.1"])
    tabs = []
    try:
        # 1. A page on a rebinding domain reaches the server's address, and is refused.
        browser.navigate(f"http://rebind.example:{port}/")
        text = browser.evaluate("document.body ? document.body.innerText : ''")
        if "answers only requests addressed to it" not in text or "Fukidashi preview" in text:
            raise AssertionError(f"the rebinding page was served: {text[:200]}")
        status = browser.evaluate("fetch('/api/state').then(r => r.status + ' ' + r.headers.get('content-type'))")
        if not status.startswith("421"):
            raise AssertionError(f"/api/state from rebind.example gave {status}")

        # 2. Eight tabs, one stream: every tab shows an edit.
        browser.navigate(base)
        browser.until("document.querySelectorAll('#gallery img').length > 0", "the gallery")
        tabs = [Tab(browser.devtools_port, base) for _ in range(7)]
        for tab in tabs:
            tab.until("document.readyState === 'complete' && document.querySelectorAll('#gallery img').length > 0", "a tab's gallery", seconds=30)
        generations = [int(t.evaluate("document.body.dataset.generation")) for t in tabs]
        write(note, spec_text("Second words, seen in every tab"))
        for index, tab in enumerate(tabs):
            tab.until(f"+document.body.dataset.generation > {generations[index]} && "
                      "[...document.querySelectorAll('#gallery figure')].some(f => f.textContent.includes('note'))",
                      f"tab {index + 2} to show the edit", seconds=30)
        browser.until("document.body.dataset.connected === 'yes'", "the first tab's stream")

        # 3. Deleted, then made again with other text: a new picture, not the old one.
        state = json.load(urllib.request.urlopen(base + "api/state"))
        before = next(s for s in state["specs"] if s["name"] == "note")["images"][0]
        thumb_before = urllib.request.urlopen(f"{base}thumb/{before['id']}?v={before['digest']}").read()
        os.remove(note)
        browser.until(f"!document.querySelector(\"#gallery figure[data-id='{before['id']}']\")", "the deleted spec's card to go")
        write(note, spec_text("Third words, made anew"))
        deadline = time.time() + 20
        while True:
            specs = json.load(urllib.request.urlopen(base + "api/state"))["specs"]
            after = next((s["images"][0] for s in specs if s["name"] == "note" and s["images"]), None)
            if after and after["digest"] != before["digest"]:
                break
            if time.time() > deadline:
                raise AssertionError("the re-created spec was not rendered anew")
            time.sleep(0.1)
        # Its version starts again at 1, as before: the card and its thumbnail are named by
        # the picture's digest, so the page cannot keep the old one.
        browser.until(f"(() => {{ const img = document.querySelector(\"#gallery figure[data-id='{before['id']}'] img\");"
                      f" return !!img && img.getAttribute('src').includes('{after['digest']}'); }})()",
                      "the re-created spec's new picture")
        if urllib.request.urlopen(f"{base}thumb/{after['id']}?v={after['digest']}").read() == thumb_before:
            raise AssertionError("the server gave the re-created spec the old thumbnail")

        # 4. The server stops: the page says so. It starts again: the page catches up.
        server.terminate()
        server.wait(20)
        browser.until("!document.getElementById('connection').hidden", "the banner saying the server is gone")
        write(note, spec_text("Fourth words, while it was down"))
        server = start_server(binary, project, port)
        browser.until("document.getElementById('connection').hidden", "the banner to go when the server is back", seconds=40)
        fresh = next(s for s in json.load(urllib.request.urlopen(base + "api/state"))["specs"] if s["name"] == "note")["images"][0]
        browser.until(f"!!document.querySelector(\"#gallery img[src*='{fresh['digest']}']\")", "the edit made while it was down")
    finally:
        for tab in tabs:
            tab.ws.close()
        browser.close()
        server.terminate()
        server.wait(20)
        if os.path.exists(note):
            os.remove(note)
    print("ok")


if __name__ == "__main__":
    main()
