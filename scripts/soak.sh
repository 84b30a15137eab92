#!/usr/bin/env bash
# Soak: a batch of N specs (default 10,000) in nested folders, 5 % of them broken in different
# ways, rendered with --jobs 2. Every good spec must render, every bad one must be reported
# once, the exit status must be 1, and no temporary file may be left. Prints peak RSS.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product fukidashi >/dev/null
broken_kinds=('{"version": 1, "canvas": {"width": 100' \
  '{"version": 1, "canvas": {"width": 100, "height": 100}, "elements": [{"type": "bubble", "text": "x", "focus": [1, 1], "placment": "above"}]}' \
  '{"version": 1, "canvas": {"width": 100, "height": 100}, "elements": [{"type": "bubble", "text": "x", "focus": [1, 1], "style": {"fill": "red"}}]}' \
  '{"version": 1, "canvas": {"width": 90000, "height": 100}, "elements": []}' \
  '{"version": 1, "canvas": {"width": 100, "height": 100, "background": {"image": "missing.png"}}, "elements": []}')
bad=0
for i in $(seq 1 "$n"); do
  folder="$work/specs/group-$(( i % 37 ))"
  mkdir -p "$folder"
  if (( i % 20 == 0 )); then
    printf '%s\n' "${broken_kinds[$(( (i / 20) % ${#broken_kinds[@]} ))]}" > "$folder/spec-$i.json"
    bad=$(( bad + 1 ))
  else
    sed "s/Hello!/Hello $i!/" Fixtures/bench/reference.json > "$folder/spec-$i.json"
  fi
done
good=$(( n - bad ))
set +e
/usr/bin/time -f "%e %M" -o "$work/time" .build/release/fukidashi render "$work/specs" --jobs 2 --out "$work/out" 2> "$work/stderr"
status=$?
set -e
read -r wall rss < <(tail -n 1 "$work/time")
pngs=$(find "$work/out" -name '*.png' | wc -l)
failed_specs=$(grep ': error: ' "$work/stderr" | cut -d: -f1 | sort -u | wc -l)
leftovers=$(find "$work/out" -name '.*.tmp-*' | wc -l)
echo "soak: $n specs ($bad broken) in $wall s, peak RSS $(( rss / 1024 )) MB"
echo "soak: exit $status, $pngs PNGs for $good good specs, $failed_specs specs reported, $leftovers temporary files left"
tail -n 1 "$work/stderr"
[ "$status" -eq 1 ] && [ "$pngs" -eq "$good" ] && [ "$failed_specs" -eq "$bad" ] && [ "$leftovers" -eq 0 ] \
  && echo "soak: passed" || { echo "soak: FAILED" >&2; exit 1; }
