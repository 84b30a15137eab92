#!/usr/bin/env bash
# Copies the bundled examples, the Fixtures folders the README's render command names, into
# DEST: what the release and image tests render and compare with the checkout's build.
# Usage: scripts/bundled-examples.sh DEST
set -euo pipefail
cd "$(dirname "$0")/.."
dest=$1
examples=$(grep '^swift run -c release fukidashi render' README.md | grep -o 'Fixtures/[a-z]*')
[ "$(echo "$examples" | wc -l)" -ge 10 ] || { echo "bundled-examples: the README names no examples" >&2; exit 1; }
mkdir -p "$dest"
# shellcheck disable=SC2086
cp -r $examples "$dest/"
