#!/usr/bin/env bash
# Tests scripts/install.sh as a user meets it: install into a new prefix, then render from
# another folder with the checkout's Fonts/ hidden (a private mount namespace lays an empty
# folder over it), and compare every PNG byte for byte with the checkout's debug build.
# Usage: scripts/test-install.sh   (after `swift build`; CI runs it from scripts/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"

scripts/install.sh "$prefix" > "$work/install.log" 2>&1 || { cat "$work/install.log" >&2; exit 1; }
grep -q "^install: wrote $prefix/bin/fukidashi$" "$work/install.log"
grep -q "^install: wrote $prefix/bin/fukidashi-preview$" "$work/install.log"
grep -q "^install: wrote $prefix/share/fukidashi/Fonts/NotoSans-OFL.txt$" "$work/install.log"

# The specs a user would have: some with images, some with several locales, in a folder of their own.
mkdir -p "$work/project/specs"
cp -r Fixtures/bubble Fixtures/text Fixtures/script Fixtures/overlay Fixtures/circle "$work/project/specs/"
expected="$work/expected"
swift build --product fukidashi >/dev/null
.build/debug/fukidashi render "$work/project/specs" --out "$expected" 2>/dev/null

run_installed='cd "$1" && env -u FUKIDASHI_FONTS PATH="$2/bin:/usr/bin:/bin" fukidashi render specs --out out'
if unshare -m true 2>/dev/null; then
  # Only this command sees the empty folder over the checkout's fonts.
  unshare -m sh -c "mount -t tmpfs none '$checkout/Fonts' && $run_installed" sh "$work/project" "$prefix" 2>"$work/render.log"
  hidden="with the checkout's Fonts/ hidden"
else
  sh -c "$run_installed" sh "$work/project" "$prefix" 2>"$work/render.log"
  hidden="(unshare is not permitted here, so the checkout's Fonts/ stayed visible)"
fi

scripts/compare-renders.sh "$expected" "$work/project/out" test-install "$work/render.log"
echo "test-install: installed into a new prefix and rendered from another folder $hidden: the same bytes as the built tool"

# The installed preview server (release, static runtime) under 50 concurrent clients.
scripts/load-preview.sh "$prefix/bin/fukidashi"
