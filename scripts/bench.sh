#!/usr/bin/env bash
# Benchmarks Fukidashi against the plain-C Cairo floor (Benchmarks/cairo-floor.c, which draws the
# reference picture with the bundled Noto Sans Bold), built and timed in the same run, and prints
# every figure as a ratio to it.
#   scripts/bench.sh            # N=1000 reference renders, batches of 1,000 and 10,000 specs
#   N=200 BIG=2000 scripts/bench.sh   # a quicker run
# RUNS=3 (the default) repeats each batch of 1,000 and the mixed batch, and reports the median.
# Needs: the set-up packages, GNU time (/usr/bin/time), and
# hyperfine for the one-call timings (without it they are timed, less exactly, with date).
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-1000}
BIG=${BIG:-10000}
floor_source=${FLOOR_SOURCE:-Benchmarks/cairo-floor.c}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
RUNS=${RUNS:-3}
ms() { date +%s%N; }

# median_batch RUNS OUT_PREFIX ARGS…: runs `fukidashi render ARGS --out OUT_PREFIX-k` RUNS times,
# each into a new folder, and prints the median wall seconds and the largest peak RSS (KB).
median_batch() {
  local runs=$1 out=$2
  shift 2
  for k in $(seq 1 "$runs"); do
    /usr/bin/time -f "%e %M" -o "$work/time" "$bin/fukidashi" render "$@" --out "$out-$k" 2>/dev/null || true
    tail -n 1 "$work/time"
  done | sort -n | awk '{w[NR] = $1; if ($2 > r) r = $2} END {print w[int((NR + 1) / 2)], r}'
}

[ -f "$floor_source" ] || { echo "bench: no C floor at $floor_source" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench: needs GNU time (apt-get install time)" >&2; exit 1; }

swift build -c release >/dev/null
bin=.build/release
cc -O2 -o "$work/cairo-floor" "$floor_source" $(pkg-config --cflags --libs cairo freetype2) -lm
mkdir -p "$work/floor"

echo "== reference picture, $N renders in one process (median ms per image)"
floor_out=$("$work/cairo-floor" "$N" "$work/floor")
echo "$floor_out"
floor_full=$(echo "$floor_out" | sed -n 's/^cairo-floor: .*, \([0-9.]*\) ms\/image/\1/p')
floor_png=$(echo "$floor_out" | sed -n 's/^cairo-floor png write only: .*, \([0-9.]*\) ms\/image/\1/p')
floor_bytes=$(stat -c %s "$work/floor/img_0000.png")
ours=$(FUKIDASHI_BENCH_STAGES=1 "$bin/FukidashiBench" Fixtures/bench/reference.json "$N" "$work/ours")
echo "$ours"
echo
printf "%-26s %10s %9s %10s\n" "" "ms/image" "× floor" "bytes"
printf "%-26s %10.3f %9.2f %10d\n" "C floor (Cairo PNG)" "$floor_full" 1 "$floor_bytes"
echo "$ours" | awk -v f="$floor_full" 'NR>1 && NF==5 && $1 !~ /^[0-9]/ { printf "%-26s %10.3f %9.2f %10d\n", "fukidashi --png " $1, $2, $2 / f, $5 }'
echo
echo "encoder alone vs cairo_surface_write_to_png ($floor_png ms in the floor):"
echo "$ours" | awk -v p="$floor_png" '/^[0-9]+ (none|adaptive|cairo)/ { printf "  level %-2s %-9s %7.3f ms  %6.2f× faster  %6d bytes\n", $1, $2, $5, p / $5, $6 }'

echo
echo "== mixed batch: every fixture, every locale"
specs="Fixtures/bubble Fixtures/placement Fixtures/tail Fixtures/auto Fixtures/style Fixtures/text Fixtures/script Fixtures/overlay Fixtures/circle Fixtures/cards"
# Every run writes into a new folder: deleting thousands of files just before makes ext4 hunt
# for inodes it may reuse, under a lock, which would measure the file system, not us.
for jobs in 1 2; do
  read -r wall rss < <(median_batch "$RUNS" "$work/mixed-$jobs" $specs --jobs "$jobs")
  count=$(find "$work/mixed-$jobs-1" -name '*.png' | wc -l)
  bytes=$(find "$work/mixed-$jobs-1" -name '*.png' -printf '%s\n' | awk '{s+=$1} END {print s}')
  echo "$jobs $wall $rss $count $bytes" >> "$work/mixed.txt"
  awk -v j="$jobs" -v w="$wall" -v r="$rss" -v c="$count" -v b="$bytes" -v f="$floor_full" -v n="$RUNS" \
    'BEGIN { printf "  --jobs %s: %d images in %.2f s (median of %d runs) = %.0f images/s (%.2f ms/image = %.2f× floor), peak RSS %.1f MB, %d bytes\n", j, c, w, n, c / w, 1000 * w / c, 1000 * w / c / f, r / 1024, b }'
done
awk 'NR==1 {r1 = $4 / $2} NR==2 {r2 = $4 / $2} END {printf "  --jobs 2 renders %.2f× the rate of --jobs 1\n", r2 / r1}' "$work/mixed.txt"
# One spec is about half of this batch's work; a worker renders a spec alone, so it bounds --jobs.
read -r longest _ < <(median_batch "$RUNS" "$work/longest" Fixtures/cards/swipe-animated.json)
awk -v l="$longest" 'BEGIN { printf "  its longest spec, cards/swipe-animated.json (an animation), takes %.2f s alone: no --jobs finishes sooner\n", l }'

echo
echo "== one CLI call for one image (process start, fonts, render, write)"
mkdir -p "$work/one"
# The Swift runtime linked statically starts faster: the build to use for one image a call.
swift build -c release --product fukidashi --static-swift-stdlib --scratch-path .build-static >/dev/null
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 5 -r 50 --export-json "$work/one.json" \
    "$bin/fukidashi render Fixtures/bench/reference.json --out $work/one" \
    ".build-static/release/fukidashi render Fixtures/bench/reference.json --out $work/one" \
    "$work/cairo-floor 1 $work/floor" >/dev/null
  python3 -c "
import json, sys
runs = json.load(open('$work/one.json'))['results']
floor = runs[2]['median']
for name, run in zip(['fukidashi (dynamic Swift runtime)', 'fukidashi (--static-swift-stdlib)', 'C floor, one image'], runs):
    print(f'  {name}: median {run[\"median\"] * 1000:.1f} ms over {len(run[\"times\"])} calls = {run[\"median\"] / floor:.2f}x the C floor in its own process')
"
else
  for build in "$bin/fukidashi" ".build-static/release/fukidashi"; do
    for i in $(seq 1 21); do
      s=$(ms); "$build" render Fixtures/bench/reference.json --out "$work/one" 2>/dev/null; e=$(ms)
      echo $(( (e - s) / 1000 ))
    done | sort -n | awk -v b="$build" '{a[NR]=$1} END {printf "  %s: median %.1f ms over %d calls (install hyperfine for exact figures)\n", b, a[int((NR+1)/2)] / 1000, NR}'
  done
fi
if ! command -v hyperfine >/dev/null; then
  for i in $(seq 1 21); do
    s=$(ms); "$work/cairo-floor" 1 "$work/floor" >/dev/null; e=$(ms)
    echo $(( (e - s) / 1000 ))
  done | sort -n | awk '{a[NR]=$1} END {printf "  C floor, one image in its own process: median %.1f ms\n", a[int((NR+1)/2)] / 1000}'
fi

echo
echo "== batches of the reference picture: --jobs 1 and 2, peak RSS from 1,000 to $BIG specs"
make_specs() {
  mkdir -p "$1"
  for i in $(seq 1 "$2"); do
    sed "s/Hello!/Hello $i!/" Fixtures/bench/reference.json > "$1/spec-$i.json"
  done
}
for run in "1000 1 $RUNS" "1000 2 $RUNS" "$BIG 2 1"; do
  read -r n jobs runs <<< "$run"
  [ -d "$work/batch-$n" ] || make_specs "$work/batch-$n" "$n"
  read -r wall rss < <(median_batch "$runs" "$work/batch-out-$n-$jobs" "$work/batch-$n" --jobs "$jobs")
  echo "$n $jobs $wall" >> "$work/batches.txt"
  awk -v n="$n" -v j="$jobs" -v w="$wall" -v r="$rss" -v f="$floor_full" -v k="$runs" \
    'BEGIN { printf "  %6d specs, --jobs %s: %.2f s (median of %d) = %.0f images/s (%.2f ms/image = %.2f× floor), peak RSS %.1f MB\n", n, j, w, k, n / w, 1000 * w / n, 1000 * w / n / f, r / 1024 }'
done
awk 'NR==1 {a = $1 / $3} NR==2 {b = $1 / $3} END {printf "  --jobs 2 renders %.2f× the rate of --jobs 1\n", b / a}' "$work/batches.txt"
