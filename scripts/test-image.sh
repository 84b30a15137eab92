#!/usr/bin/env bash
# Tests scripts/build-image.sh's image as a user runs it, with real podman:
#   - two builds of one commit give one digest;
#   - `fukidashi components` in it finds every library of the run-time table and the fonts;
#   - a script runs in its sh, as a GitLab job's does;
#   - it renders the bundled examples (the README's), mounted read-only, into another mount, byte for byte as
#     the checkout's build does, as the caller's user (--user);
#   - `hyphens: auto` hyphenates in it, as the checkout's build does (the image carries the patterns);
#   - it renders Fixtures/project mounted read-only into an asset catalog on another mount;
#   - as GitLab's Docker executor runs it (the image's user, in a checkout of another uid's or
#     root's), it writes into the checkout as the checkout's owner;
#   - its preview answers Chromium through a mapped port, and still refuses another Host name.
# On a machine where podman's defaults fail (hybrid cgroups, setrlimit refused), the runtime,
# cgroup manager and limits are given explicitly, no higher than this shell's.
# Usage: scripts/test-image.sh   (CI runs it from scripts/test.sh; needs root or rootless podman)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
podman=(podman --runtime runc --cgroup-manager cgroupfs)
# Raising a limit in the container to the very value it has here is refused (EPERM), so the
# process limit is this shell's or 4096, whichever is lower.
nproc=$(ulimit -u)
[ "$nproc" = unlimited ] || [ "$nproc" -gt 4096 ] && nproc=4096
limits=(--ulimit "nofile=$(ulimit -n):$(ulimit -n)" --ulimit "nproc=$nproc:$nproc")
cleanup() {
  "${podman[@]}" rm -f fukidashi-test-preview >/dev/null 2>&1 || true
  "${podman[@]}" rmi -f fukidashi:test-a fukidashi:test-b >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
export FUKIDASHI_PODMAN_ARGS="--runtime runc --cgroup-manager cgroupfs"

start=$(date +%s)
first=$(scripts/build-image.sh fukidashi:test-a 2>"$work/build-a.log" | tail -1)
second=$(scripts/build-image.sh fukidashi:test-b 2>"$work/build-b.log" | tail -1)
built=$(date +%s)
[ "${first#*@}" = "${second#*@}" ] || { echo "test-image: two builds gave $first and $second" >&2; exit 1; }
image=fukidashi:test-a
size=$("${podman[@]}" image inspect --format '{{.Size}}' "$image")
run=("${podman[@]}" run --rm "${limits[@]}")

"${run[@]}" "$image" components > "$work/components.txt" || { cat "$work/components.txt" >&2; echo "test-image: components missing" >&2; exit 1; }
# As GitLab runs a job in it: its script through the image's sh, with the basic tools.
shell=$("${run[@]}" --entrypoint sh "$image" -c 'mkdir -p /tmp/job && cd /tmp/job && fukidashi --version && ls /opt/fukidashi/bin | wc -l' 2>&1) \
  || { echo "test-image: a job's script cannot run in the image's sh: $shell" >&2; exit 1; }
[ "$(echo "$shell" | tr '\n' ' ')" = "$("${run[@]}" "$image" --version) 2 " ] || { echo "test-image: a job's script in the image's sh gave: $shell" >&2; exit 1; }

# The bundled examples, read-only, rendered into another mount as the caller.
mkdir -p "$work/out"
scripts/bundled-examples.sh "$work/specs"
"${run[@]}" --user "$(id -u):$(id -g)" -v "$work/specs:/specs:ro" -v "$work/out:/work" "$image" render /specs --out /work 2>"$work/render.log" \
  || { cat "$work/render.log" >&2; exit 1; }
[ "$(stat -c %u "$work/out/bubble")" = "$(id -u)" ] || { echo "test-image: the output is not the caller's" >&2; exit 1; }
swift build --product fukidashi >/dev/null
.build/debug/fukidashi render "$work/specs" --out "$work/expected" 2>/dev/null
result=$(scripts/compare-renders.sh "$work/expected" "$work/out" test-image "$work/render.log")

# hyphens: auto hyphenates in the image: the hyphenation fixture, byte for byte as the checkout
# (with setup.sh's patterns) draws it, and no language said to lack its patterns.
mkdir -p "$work/hyphens" "$work/hyphens-out" "$work/hyphens-expected"
cp Fixtures/balloon/hyphens.json "$work/hyphens/"
"${run[@]}" --user "$(id -u):$(id -g)" -v "$work/hyphens:/specs:ro" -v "$work/hyphens-out:/work" "$image" render /specs --out /work \
  2>"$work/hyphens.log" || { cat "$work/hyphens.log" >&2; exit 1; }
! grep -q "no hyphenation patterns" "$work/hyphens.log" || { cat "$work/hyphens.log" >&2; echo "test-image: hyphenation patterns missing" >&2; exit 1; }
.build/debug/fukidashi render "$work/hyphens" --out "$work/hyphens-expected" 2>/dev/null
hyphenated=0
for png in "$work/hyphens-expected"/*.png; do
  cmp -s "$png" "$work/hyphens-out/$(basename "$png")" || { echo "test-image: $(basename "$png") differs from the checkout's" >&2; exit 1; }
  hyphenated=$((hyphenated + 1))
done
[ "$hyphenated" -ge 3 ] || { echo "test-image: only $hyphenated hyphenation images" >&2; exit 1; }

# A project mounted read-only, its catalog written to another mount.
mkdir -p "$work/catalog"
"${run[@]}" --user "$(id -u):$(id -g)" -v "$PWD/Fixtures/project:/project:ro" -v "$work/catalog:/out" "$image" \
  render --project /project/fukidashi.json --out /out/Tutorials.xcassets 2>"$work/project.log" || { cat "$work/project.log" >&2; exit 1; }
pngs=$(find "$work/catalog/Tutorials.xcassets" -name '*.png' | wc -l)
[ "$pngs" -eq 60 ] || { echo "test-image: the project wrote $pngs images, not 60" >&2; cat "$work/project.log" >&2; exit 1; }
[ -f "$work/catalog/TutorialsLabels.xcstrings" ] || { echo "test-image: no labels beside the catalog" >&2; exit 1; }

# As GitLab's Docker executor runs a job: the image's own user, in a checkout that belongs to
# someone else (its runner's uid, 2345 here; and root's), writing into it. fukidashi becomes the
# folder's owner, so the files are that owner's and the write is not refused.
checkout="$work/checkout"
mkdir -p "$checkout"
cp -r Fixtures/bubble "$checkout/specs"
chown -R 2345:2345 "$checkout"
chmod 755 "$checkout"
"${run[@]}" -v "$checkout:/builds/app" -w /builds/app "$image" render specs --out out 2>"$work/gitlab.log" \
  || { cat "$work/gitlab.log" >&2; echo "test-image: a checkout owned by 2345 could not be written" >&2; exit 1; }
owners=$(find "$checkout/out" -printf '%u:%g\n' | sort -u | tr '\n' ' ')
[ "$owners" = "2345:2345 " ] || { echo "test-image: the output in a checkout of 2345's belongs to $owners" >&2; exit 1; }
mkdir -p "$work/rootcheckout" && cp -r Fixtures/bubble "$work/rootcheckout/specs" && chmod 755 "$work/rootcheckout"
"${run[@]}" -v "$work/rootcheckout:/builds/app" -w /builds/app "$image" render specs --out out 2>"$work/gitlab-root.log" \
  || { cat "$work/gitlab-root.log" >&2; echo "test-image: a checkout of root's could not be written" >&2; exit 1; }
[ "$(stat -c %u "$work/rootcheckout/out")" = 0 ] || { echo "test-image: the output in root's checkout is not root's" >&2; exit 1; }

# The preview through a mapped port (the same number inside and out: its Host check wants it).
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"${podman[@]}" run -d --rm --name fukidashi-test-preview "${limits[@]}" -p "127.0.0.1:$port:$port" -v "$work/specs:/specs:ro" \
  "$image" preview /specs --host 0.0.0.0 --port "$port" >/dev/null
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/" -o "$work/page.html" && break; sleep 0.2; done
grep -qi "<html" "$work/page.html" || { echo "test-image: the preview did not answer on port $port" >&2; "${podman[@]}" logs fukidashi-test-preview >&2; exit 1; }
# The container draws every spec first (slower on a loaded CI machine than here); the gallery is
# looked at once the state says all are drawn, so the count does not race the drawing.
drawn=false
for _ in $(seq 1 600); do
  if curl -sf "http://127.0.0.1:$port/api/state" | python3 -c 'import json,sys; s=json.load(sys.stdin)["specs"]; sys.exit(0 if s and all(x["rendered"] for x in s) else 1)'; then drawn=true; break; fi
  sleep 0.5
done
[ "$drawn" = true ] || { echo "test-image: the preview had not drawn every spec after 300 s" >&2; "${podman[@]}" logs fukidashi-test-preview >&2; exit 1; }
# A browser on the host sees the gallery fill with the examples' cards.
dom=$(timeout 120 chromium --headless=new --no-sandbox --disable-gpu --virtual-time-budget=20000 --dump-dom "http://127.0.0.1:$port/" 2>/dev/null || true)
cards=$(grep -o 'class="card' <<< "$dom" | wc -l)
[ "$cards" -gt 100 ] || { echo "test-image: Chromium saw $cards cards in the gallery" >&2; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' -H "Host: evil.example:$port" "http://127.0.0.1:$port/")
[ "$status" = 421 ] || { echo "test-image: a request for evil.example got $status, not 421" >&2; exit 1; }
"${podman[@]}" rm -f fukidashi-test-preview >/dev/null

echo "test-image: one digest from two builds (${first#*@}, $((built - start)) s for both); $((size / 1000000)) MB; components all found; a job's script ran in its sh; $result, read-only mounts, owned by the caller; $hyphenated images hyphenated as the checkout does; Fixtures/project into a catalog (60 images and its labels); a checkout of uid 2345's and one of root's written as their owners; the preview through port $port ($cards cards in Chromium's gallery), another Host refused with 421"
