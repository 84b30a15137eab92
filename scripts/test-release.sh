#!/usr/bin/env bash
# Tests scripts/release.sh as a user meets its download: a clean Debian root file system
# (mmdebstrap, essential packages and the run-time libraries RUNTIME.txt names, none of the
# build's), the tarball unpacked in it, its sums checked, and the bundled examples rendered
# there byte for byte as the checkout's debug build renders them. Needs root (chroot), and
# network access to Debian's mirror. Also checks that two builds give the same tarball.
# Usage: scripts/test-release.sh   (CI runs it from scripts/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" -eq 0 ] || { echo "test-release: needs root, to chroot into the clean Debian system" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

start=$(date +%s)
tarball=$(scripts/release.sh "$work/dist" | tail -1)
again=$(scripts/release.sh "$work/again" | tail -1)
cmp -s "$tarball" "$again" || { echo "test-release: two builds of one commit gave different tarballs" >&2; exit 1; }
built=$(date +%s)

# The packages the download says it needs, and nothing else of ours.
name=$(basename "$tarball" .tar.gz)
tar -xzf "$tarball" -C "$work"
packages=$(sed -n 's/^apt-get install //p' "$work/$name/RUNTIME.txt" | tr ' ' ',' | sed 's/,$//')
[ -n "$packages" ] || { echo "test-release: RUNTIME.txt names no packages" >&2; exit 1; }
# The README names the same packages a user installs.
readme=$(grep '^apt-get install ' README.md | head -1)
[ "$readme " = "$(grep '^apt-get install ' "$work/$name/RUNTIME.txt")" ] \
  || { echo "test-release: README's '$readme' is not RUNTIME.txt's: $(grep '^apt-get install ' "$work/$name/RUNTIME.txt")" >&2; exit 1; }
root="$work/root"
mmdebstrap --quiet --variant=essential --include="$packages" bookworm "$root" >"$work/mmdebstrap.log" 2>&1 \
  || { cat "$work/mmdebstrap.log" >&2; exit 1; }
made=$(date +%s)

# Unpacked where a user would put it, and checked against its own sums.
tar -xzf "$tarball" -C "$root/opt"
# As a system runs it: with /proc (the tool finds its fonts beside its own executable), in a
# mount namespace of its own, so nothing stays mounted.
in_root() { unshare -m sh -c 'mount -t proc proc "$0/proc" && exec chroot "$0" "$@"' "$root" "$@"; }
in_root sh -c "cd /opt/$name && sha256sum --quiet -c SHA256SUMS"
scripts/bundled-examples.sh "$root/home/user/specs"
in_root env -i PATH="/opt/$name/bin:/usr/bin:/bin" HOME=/home/user sh -c \
  'cd /home/user && fukidashi components > components.txt && fukidashi-preview --help > /dev/null && fukidashi render specs --out out' 2>"$work/render.log" \
  || { cat "$work/render.log" "$root/home/user/components.txt" >&2; exit 1; }

expected="$work/expected"
swift build --product fukidashi >/dev/null
.build/debug/fukidashi render "$root/home/user/specs" --out "$expected" 2>/dev/null
result=$(scripts/compare-renders.sh "$expected" "$root/home/user/out" test-release "$work/render.log")
echo "test-release: a $(du -h "$tarball" | cut -f1) tarball, the same bytes from two builds; a clean bookworm ($(du -sh "$root" | cut -f1)) with the $(echo "$packages" | tr ',' '\n' | wc -l) run-time packages it names rendered the bundled examples byte-identical to the checkout's ($result) (two releases $((built - start)) s, the root file system $((made - built)) s)"
