#!/usr/bin/env bash
# The preview server under load: 50 concurrent clients (wrk, on loopback) fetch the gallery, its
# state, its assets and every thumbnail and image for 20 s. Prints the request rate and the
# server's memory (RSS) before, during and after; fails on any error or non-2xx response, or if
# memory keeps growing under the load. Then 500 clients hold /events open at once (a stream
# flood) while /api/state is timed twice: streams are bounded apart from other requests, so the
# better of its two p90s must stay near the p90 of the same requests without the flood,
# measured just before, and its p99 under a quarter of a second. Last, 1,000 clients that ask
# for /events and never read: /api/state must still answer within 1 s.
# Usage: scripts/load-preview.sh [FUKIDASHI_BINARY]   (default .build/debug/fukidashi; the
# install test runs it with the installed, release one). LOAD_SECONDS changes the 20 s.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/debug/fukidashi}
seconds=${LOAD_SECONDS:-20}
work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

folders=(Fixtures/bubble Fixtures/placement Fixtures/tail Fixtures/style Fixtures/text Fixtures/script Fixtures/overlay Fixtures/circle Fixtures/cards Fixtures/localization Fixtures/tour)
"$bin" preview "${folders[@]}" --port 0 > "$work/out" 2> "$work/err" &
server=$!
port=""
for _ in $(seq 1 300); do
  port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/out")
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { echo "load-preview: the server did not start" >&2; cat "$work/err" >&2; exit 1; }
base="http://127.0.0.1:$port"

# Every spec rendered, then the URLs a gallery visit makes.
python3 - "$base" "$work/paths.lua" <<'PY'
import json, sys, time, urllib.request
base, out = sys.argv[1], sys.argv[2]
deadline = time.time() + 600
while True:
    state = json.load(urllib.request.urlopen(base + "/api/state"))
    if state["specs"] and all(s["rendered"] for s in state["specs"]):
        break
    if time.time() > deadline:
        sys.exit("load-preview: the specs did not finish rendering")
    time.sleep(0.2)
paths = ["/", "/api/state", "/assets/preview.css", "/assets/preview.js"]
for spec in state["specs"]:
    for image in spec["images"]:
        paths += [f"/thumb/{image['id']}?v={image['digest']}", f"/image/{image['id']}?v={image['digest']}", f"/detail/{image['id']}"]
images = sum(len(s["images"]) for s in state["specs"])
with open(out, "w") as f:
    f.write("paths = {" + ",".join(json.dumps(p) for p in paths) + "}\n")
    f.write("""counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end
""")
print(f"load-preview: {len(state['specs'])} specs, {images} images, {len(paths)} URLs")
PY

rss() { awk '/^VmRSS/ {print $2}' "/proc/$server/status"; }
before=$(rss)
wrk -t2 -c50 -d"${seconds}s" --timeout 10s -s "$work/paths.lua" "$base" > "$work/wrk.txt" &
load=$!
samples=()
for _ in $(seq 1 "$seconds"); do sleep 1; samples+=("$(rss)"); done
wait "$load"
sleep 1
after=$(rss)
cat "$work/wrk.txt"

rate=$(awk '/^Requests\/sec:/ {print $2}' "$work/wrk.txt")
errors=$(grep -E "Non-2xx|Socket errors" "$work/wrk.txt" || true)
half=$(( ${#samples[@]} / 2 ))
early=$(printf '%s\n' "${samples[@]:0:$half}" | sort -n | tail -1)
late=$(printf '%s\n' "${samples[@]:$half}" | sort -n | tail -1)
echo "load-preview: ${rate} requests/s from 50 clients over ${seconds} s; RSS ${before} kB before, at most ${early} kB in the first half, ${late} kB in the second, ${after} kB after"
kill -0 "$server" || { echo "load-preview: the server died" >&2; exit 1; }
if [ -n "$errors" ]; then echo "load-preview: errors under load: $errors" >&2; exit 1; fi
# Flat: the second half of the load may not use 20 % (and 16 MB) more than the first.
if [ "$late" -gt $(( early * 12 / 10 + 16384 )) ]; then echo "load-preview: memory grew under load" >&2; exit 1; fi

# The stream flood: 500 sockets ask for /events and are held open (the server keeps 32 streams
# and refuses the rest with 503), while wrk times /api/state twice; the better of the two
# counts. The same wrk run without the flood, just before, is the baseline. The p90s are
# compared, not the p99s: on a 2-core machine one stall of the load generator moves a p99
# whether or not there is a flood (runs here measured p99s of 11 to 84 ms alone and 15 to
# 116 ms under the flood, so one CI run failed 59 ms against 5 times 11 ms), while the p90
# stayed 8 to 10 ms in both (a single run reached 13.5 ms). Requests starved by the streams
# would queue behind them, and move the p90 as well as the p99 by far more than that.
percentile() { awk -v p="$1" '$1 == p"%" {v=$2; if (v ~ /us$/) {sub(/us$/, "", v); v=v/1000} else if (v ~ /ms$/) {sub(/ms$/, "", v)} else if (v ~ /s$/) {sub(/s$/, "", v); v=v*1000}; print v}' "$2"; }
wrk -t2 -c10 -d5s --latency --timeout 10s "$base/api/state" > "$work/state-alone.txt"
python3 - "$port" "$work/flood-ready" <<'PY' &
import socket, sys, time
port, ready = int(sys.argv[1]), sys.argv[2]
held, streams, refused = [], 0, 0
for _ in range(500):
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    s.settimeout(10)
    head = s.recv(64)
    if head.startswith(b"HTTP/1.1 200"): streams += 1
    elif head.startswith(b"HTTP/1.1 503"): refused += 1
    held.append(s)
open(ready, "w").write(f"{streams} {refused}\n")
time.sleep(16)
PY
flood=$!
for _ in $(seq 1 300); do [ -s "$work/flood-ready" ] && break; sleep 0.1; done
read -r streams refused < "$work/flood-ready"
wrk -t2 -c10 -d5s --latency --timeout 10s "$base/api/state" > "$work/state-flood.txt"
wrk -t2 -c10 -d5s --latency --timeout 10s "$base/api/state" >> "$work/state-flood.txt"
wait "$flood" || true
alone=$(percentile 90 "$work/state-alone.txt"); flooded=$(percentile 90 "$work/state-flood.txt" | sort -n | head -1)
alone99=$(percentile 99 "$work/state-alone.txt"); flooded99=$(percentile 99 "$work/state-flood.txt" | sort -n | head -1)
echo "load-preview: stream flood: ${streams} streams held, ${refused} refused with 503; /api/state p90 ${alone} ms alone, ${flooded} ms under the flood; p99 ${alone99} ms and ${flooded99} ms"
kill -0 "$server" || { echo "load-preview: the server died under the stream flood" >&2; exit 1; }
if grep -qE "Non-2xx|Socket errors" "$work/state-flood.txt"; then echo "load-preview: /api/state failed under the stream flood" >&2; cat "$work/state-flood.txt" >&2; exit 1; fi
if [ "$streams" -gt 32 ]; then echo "load-preview: more than 32 streams were held" >&2; exit 1; fi
# The burst: 1,000 clients connect at the same instant, each asking for /events, as a page
# reloaded in many tabs at once does. Every one must be answered (a stream, or 503 at once)
# within 1 s, and /api/state, asked every 50 ms meanwhile, within 1 s: the listen backlog is
# the system's (somaxconn), not Hummingbird's 256, so no connection waits for a SYN retry
# (the kernel's first is after 1 s; with a backlog of 256 the last answer came at 1.34 s).
python3 - "$port" > "$work/burst.txt" <<'PY'
import selectors, socket, sys, threading, time, urllib.request
port = int(sys.argv[1])
state_slowest = [0.0]
stop = threading.Event()
def ask_state():
    while not stop.is_set():
        began = time.monotonic()
        urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state", timeout=10).read()
        state_slowest[0] = max(state_slowest[0], time.monotonic() - began)
        time.sleep(0.05)
asker = threading.Thread(target=ask_state)
asker.start()
time.sleep(0.2)
selector = selectors.DefaultSelector()
began = time.monotonic()
sockets = []
for _ in range(1000):
    s = socket.socket()
    s.setblocking(False)
    s.connect_ex(("127.0.0.1", port))
    selector.register(s, selectors.EVENT_WRITE)
    sockets.append(s)
answered, slowest, codes = 0, 0.0, {}
deadline = began + 15
while answered < len(sockets) and time.monotonic() < deadline:
    for key, events in selector.select(timeout=0.5):
        s = key.fileobj
        if events & selectors.EVENT_WRITE:
            try:
                s.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            except OSError:
                pass
            selector.modify(s, selectors.EVENT_READ)
        else:
            try:
                head = s.recv(64)
            except OSError:
                head = b"error"
            code = head[9:12].decode(errors="replace") if head.startswith(b"HTTP/1.1") else "none"
            codes[code] = codes.get(code, 0) + 1
            answered += 1
            slowest = max(slowest, time.monotonic() - began)
            selector.unregister(s)
            if code != "200":
                s.close()  # as a client does after "Connection: close"
time.sleep(0.3)
stop.set()
asker.join()
for s in sockets:
    if s.fileno() >= 0:
        s.close()
print(answered, f"{slowest:.2f}", f"{state_slowest[0]:.2f}", " ".join(f"{c}:{n}" for c, n in sorted(codes.items())))
PY
read -r answered slowest state_slowest codes < "$work/burst.txt"
echo "load-preview: burst of 1000 connections: ${answered} answered (${codes}), the last after ${slowest} s; /api/state at most ${state_slowest} s meanwhile"
kill -0 "$server" || { echo "load-preview: the server died under the burst" >&2; exit 1; }
if [ "$answered" -lt 1000 ] || awk -v s="$slowest" -v t="$state_slowest" 'BEGIN { exit !(s > 1 || t > 1) }'; then
  echo "load-preview: the burst was not answered in time" >&2; exit 1
fi

# Clients that ask for /events and never read nor close (a hung tab, a stuck proxy): 1,000 at
# once, held. The server closes each refused one after its 503 and drops a stream that does not
# drain, so none holds a connection for long: /api/state, asked every 50 ms meanwhile, is
# answered within 1 s each time (it took 9 s after 300 such clients, when a 503's connection
# stayed open until the idle timeout).
python3 - "$port" > "$work/idle.txt" <<'PY'
import socket, sys, threading, time, urllib.request
port = int(sys.argv[1])
slowest, answers, failures = [0.0], [0], [0]
stop = threading.Event()
def ask_state():
    while not stop.is_set():
        began = time.monotonic()
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state", timeout=10).read()
            answers[0] += 1
        except OSError:
            failures[0] += 1
        slowest[0] = max(slowest[0], time.monotonic() - began)
        time.sleep(0.05)
held = []
for _ in range(1000):
    s = socket.socket()
    s.setblocking(False)
    s.connect_ex(("127.0.0.1", port))
    held.append(s)
time.sleep(0.3)
for s in held:
    try:
        s.send(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    except OSError:
        pass
asker = threading.Thread(target=ask_state)
asker.start()
time.sleep(5)
stop.set()
asker.join()
for s in held:
    s.close()
print(answers[0], failures[0], f"{slowest[0]:.2f}")
PY
read -r idle_answers idle_failures idle_slowest < "$work/idle.txt"
echo "load-preview: 1000 idle /events clients that never read: /api/state answered ${idle_answers} times, ${idle_failures} failed, the slowest in ${idle_slowest} s"
kill -0 "$server" || { echo "load-preview: the server died under the idle clients" >&2; exit 1; }
if [ "$idle_failures" -gt 0 ] || [ "$idle_answers" -lt 20 ] || awk -v s="$idle_slowest" 'BEGIN { exit !(s > 1) }'; then
  echo "load-preview: idle event streams held up other requests" >&2; exit 1
fi

# Near: a p90 within 3 times the p90 alone, or 25 ms, whichever is more; a p99 within 250 ms.
if awk -v a="$alone" -v f="$flooded" -v f99="$flooded99" 'BEGIN { limit = a * 3; if (limit < 25) limit = 25; exit !(f > limit || f99 > 250) }'; then
  echo "load-preview: /api/state slowed under the stream flood" >&2; exit 1
fi
