#!/usr/bin/env bash
# Specs with locale maps, rendered by two builds in one run, 600 images each way:
#   - texts: 20 specs of four bubbles, each text a map of 30 locales;
#   - values: the same specs with each bubble's focus a map for en and de (the usual case:
#     only the locales whose screens differ are listed).
# The baseline build and the one measured run alternately ROUNDS times; prints each one's
# median, the ratio, and whether every image is byte-identical between them. What it measures:
# a text's map chosen from in the resolve stage, and a decode shared by the locales that take
# the same entries, against the spec decoded again for each locale.
#   BASE=old/fukidashi FUKIDASHI=.build/release/fukidashi scripts/bench-text-maps.sh
set -euo pipefail
cd "$(dirname "$0")/.."
base=${BASE:?set BASE to the baseline build\'s fukidashi}
bin=${FUKIDASHI:-.build/release/fukidashi}
rounds=${ROUNDS:-9}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/texts" "$work/values"
python3 - "$work" <<'PY'
import json, sys
tags = ["en", "ja", "ar", "de", "fr", "es", "it", "pt-BR", "ko", "zh-Hans", "zh-Hant", "ru", "nl", "sv", "da", "fi", "nb", "pl",
        "tr", "cs", "hu", "ro", "el", "he", "th", "vi", "id", "ms", "uk", "hi"]
for kind in ["texts", "values"]:
    for screen in range(20):
        bubbles = []
        for hint in range(4):
            focus = [60 + hint * 60, 40 + hint * 50]
            if kind == "values":
                focus = {"en": focus, "de": [focus[0] + 10, focus[1]]}
            bubbles.append({"type": "bubble", "text": {tag: f"Step {screen} hint {hint} in {tag}" for tag in tags},
                            "focus": focus, "maxWidth": 200})
        spec = {"version": 1, "canvas": {"width": 390, "height": 300, "background": "#F2F2F7"}, "elements": bubbles}
        with open(f"{sys.argv[1]}/{kind}/s{screen:02}.json", "w") as file:
            json.dump(spec, file, ensure_ascii=False)
PY
# Milliseconds for one render of the specs in $2 by $1 into $3.
run() {
  rm -rf "$3"
  local start end
  start=$(date +%s%N)
  "$1" render "$2" --out "$3" --jobs 2 >/dev/null 2>&1
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for kind in texts values; do
  base_ms=() new_ms=()
  for _ in $(seq "$rounds"); do
    base_ms+=("$(run "$base" "$work/$kind" "$work/base-$kind")")
    new_ms+=("$(run "$bin" "$work/$kind" "$work/new-$kind")")
  done
  b=$(median "${base_ms[@]}") n=$(median "${new_ms[@]}")
  echo "$kind, 600 images: baseline ${base_ms[*]} ms (median $b), measured ${new_ms[*]} ms (median $n)"
  awk -v b="$b" -v n="$n" -v kind="$kind" 'BEGIN { printf "%s: measured / baseline %.3fx\n", kind, n / b }'
  [ "$(find "$work/new-$kind" -name '*.png' | wc -l)" -eq 600 ] || { echo "$kind: not 600 images" >&2; exit 1; }
  if diff -r "$work/base-$kind" "$work/new-$kind" >/dev/null; then echo "$kind: byte-identical"; else echo "$kind: images differ" >&2; exit 1; fi
done
