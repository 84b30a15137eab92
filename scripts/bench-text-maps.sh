#!/usr/bin/env bash
# Specs whose texts are locale maps, rendered by two builds in one run: 20 specs of four
# bubbles, each text a map of 30 locales (600 images). The baseline build and the one measured
# run alternately ROUNDS times; prints each one's median, the ratio, and whether every image
# is byte-identical between them. What it measures: a text's map chosen from in the resolve
# stage (one decode a spec) against the spec decoded again for each locale.
#   BASE=old/fukidashi FUKIDASHI=.build/release/fukidashi scripts/bench-text-maps.sh
set -euo pipefail
cd "$(dirname "$0")/.."
base=${BASE:?set BASE to the baseline build\'s fukidashi}
bin=${FUKIDASHI:-.build/release/fukidashi}
rounds=${ROUNDS:-9}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/specs"
python3 - "$work/specs" <<'PY'
import json, sys
tags = ["en", "ja", "ar", "de", "fr", "es", "it", "pt-BR", "ko", "zh-Hans", "zh-Hant", "ru", "nl", "sv", "da", "fi", "nb", "pl",
        "tr", "cs", "hu", "ro", "el", "he", "th", "vi", "id", "ms", "uk", "hi"]
for screen in range(20):
    bubbles = [{"type": "bubble", "text": {tag: f"Step {screen} hint {hint} in {tag}" for tag in tags},
                "focus": [60 + hint * 60, 40 + hint * 50], "maxWidth": 200} for hint in range(4)]
    spec = {"version": 1, "canvas": {"width": 390, "height": 300, "background": "#F2F2F7"}, "elements": bubbles}
    with open(f"{sys.argv[1]}/s{screen:02}.json", "w") as file:
        json.dump(spec, file, ensure_ascii=False)
PY
# Seconds for one render of the specs by $1 into $2.
run() {
  rm -rf "$2"
  local start end
  start=$(date +%s%N)
  "$1" render "$work/specs" --out "$2" --jobs 2 >/dev/null 2>&1
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}
base_ms=() new_ms=()
for _ in $(seq "$rounds"); do
  base_ms+=("$(run "$base" "$work/base")")
  new_ms+=("$(run "$bin" "$work/new")")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
b=$(median "${base_ms[@]}") n=$(median "${new_ms[@]}")
echo "text maps, 600 images: baseline ${base_ms[*]} ms (median $b), measured ${new_ms[*]} ms (median $n)"
awk -v b="$b" -v n="$n" 'BEGIN { printf "measured / baseline: %.3fx\n", n / b }'
if diff -r "$work/base" "$work/new" >/dev/null; then echo "images: byte-identical"; else echo "images: differ" >&2; exit 1; fi
