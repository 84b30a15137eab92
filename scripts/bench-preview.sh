#!/usr/bin/env bash
# The preview at a real project's size: scripts/bench-project.sh's project (SCREENS screens x
# LOCALES locales x 2 appearances x 2 scales; 2,400 images at 2x and 3x by default) served by the
# release `fukidashi preview` with a fresh cache folder. Measures, and checks against the bars:
#   - the first image (the state's first spec with an image), and every image, after the start;
#   - the server's peak memory (VmHWM) over the whole first render and the gallery visit: < 600 MB;
#   - headless Chromium opening the gallery with every card, until the first screen of
#     thumbnails has loaded: < 2 s;
#   - a restart on the same files: every spec from the cache folder, none drawn again.
# Usage: SCREENS=20 LOCALES=30 scripts/bench-preview.sh   (SCREENS=4 LOCALES=6 for a quick run)
set -euo pipefail
cd "$(dirname "$0")/.."
SCREENS=${SCREENS:-20}
LOCALES=${LOCALES:-30}
JOBS=${JOBS:-2}
bin=${FUKIDASHI:-.build/release/fukidashi}
[ -x "$bin" ] || swift build -c release --product fukidashi --product fukidashi-preview >/dev/null
work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
MAKE_ONLY="$work/project" SCREENS=$SCREENS LOCALES=$LOCALES scripts/bench-project.sh
images=$((SCREENS * LOCALES * 4))
export FUKIDASHI_PREVIEW_CACHE="$work/cache"

# Starts the preview on the project; sets $server and $base.
start() {
  : > "$work/out"
  (cd "$work/project" && exec "$OLDPWD/$bin" preview --port 0 --jobs "$JOBS" > "$work/out" 2> "$work/err") &
  server=$!
  for _ in $(seq 1 600); do
    port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/out")
    [ -n "$port" ] && break
    sleep 0.05
  done
  [ -n "$port" ] || { echo "bench-preview: the server did not start" >&2; cat "$work/err" >&2; exit 1; }
  base="http://127.0.0.1:$port/"
}
# The preview runs as two processes (fukidashi runs fukidashi-preview): the server's memory.
server_pid() { pgrep -P "$server" -f fukidashi-preview || echo "$server"; }

began=$(date +%s%N)
start
/usr/bin/python3 - "$base" "$images" "$began" "$work/first.txt" <<'PY'
import json, sys, time, urllib.request
base, images, began, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) / 1e9, sys.argv[4]
first = None
deadline = time.time() + 1800
while True:
    state = json.load(urllib.request.urlopen(base + "api/state"))
    shown = sum(len(s["images"]) for s in state["specs"])
    if first is None and shown:
        first = time.time() - began
    if state["specs"] and all(s["rendered"] for s in state["specs"]) and shown == images:
        break
    if time.time() > deadline:
        sys.exit(f"bench-preview: {shown} of {images} images after 30 minutes")
    time.sleep(0.05)
open(out, "w").write(f"{first:.2f} {time.time() - began:.1f} {state['renders']['drawn']}\n")
PY
read -r first_s all_s drawn < "$work/first.txt"

# The gallery in Chromium, every scale shown (the page's default shows one): all the cards, and
# the first screen of thumbnails loaded.
PYTHONPATH=Tests/FukidashiPreviewTests/Browser /usr/bin/python3 - "$base" "$images" "$work/gallery.txt" <<'PY'
import sys, time
from preview_live import Browser
base, images, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
browser = Browser()
try:
    began = time.time()
    browser.navigate(base + "?scale=")
    browser.until(f"document.querySelectorAll('#gallery img').length === {images} && "
                  "[...document.querySelectorAll('#gallery img')].filter(i => i.getBoundingClientRect().top < innerHeight)"
                  ".every(i => i.complete && i.naturalWidth > 0)", "the first screen of thumbnails", seconds=60)
    first_screen = time.time() - began
    browser.screenshot(out + ".png")
    open(out, "w").write(f"{first_screen:.2f}\n")
finally:
    browser.close()
PY
read -r gallery_s < "$work/gallery.txt"
pid=$(server_pid)
peak_kb=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status")
cache_mb=$(du -sm "$work/cache" | cut -f1)
kill "$server"; wait "$server" 2>/dev/null || true

# The same files again: nothing is drawn, every spec comes from the cache folder.
began=$(date +%s%N)
start
/usr/bin/python3 - "$base" "$images" "$began" "$work/again.txt" <<'PY'
import json, sys, time, urllib.request
base, images, began, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) / 1e9, sys.argv[4]
while True:
    state = json.load(urllib.request.urlopen(base + "api/state"))
    if state["specs"] and all(s["rendered"] for s in state["specs"]) and sum(len(s["images"]) for s in state["specs"]) == images:
        break
    time.sleep(0.05)
open(out, "w").write(f"{time.time() - began:.2f} {state['renders']['drawn']} {state['renders']['fromDisk']}\n")
PY
read -r again_s again_drawn again_disk < "$work/again.txt"
again_peak_kb=$(awk '/^VmHWM/ {print $2}' "/proc/$(server_pid)/status")

verdict() { awk -v v="$1" -v l="$2" 'BEGIN { print v < l ? "met" : "MISSED" }'; }
peak_mb=$((peak_kb / 1024))
echo "bench-preview: $SCREENS screens x $LOCALES locales x 2 appearances x 2 scales = $images images, --jobs $JOBS"
echo "  first image after ${first_s} s (target < 5 s: $(verdict "$first_s" 5)); every image after ${all_s} s ($drawn specs drawn)"
echo "  peak memory of the server: ${peak_mb} MB (target < 600 MB: $(verdict "$peak_mb" 600)); cache folder: ${cache_mb} MB"
echo "  Chromium, gallery of $images cards: first screen of thumbnails after ${gallery_s} s (target < 2 s: $(verdict "$gallery_s" 2))"
echo "  restart on the same files: every image after ${again_s} s, ${again_drawn} specs drawn, ${again_disk} from the cache folder; peak $((again_peak_kb / 1024)) MB"
[ "$again_drawn" -eq 0 ] || { echo "bench-preview: the restart drew specs again" >&2; exit 1; }
