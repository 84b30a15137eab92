#!/usr/bin/env bash
# A thread-sanitized batch: builds fukidashi with --sanitize=thread, then renders six batches of
# 120 reference specs and every fixture folder, verifies them (with --report, then with
# --record missing), all with --jobs 2. Any report from the sanitizer fails the script (CI runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --sanitize=thread --scratch-path .build-tsan --product fukidashi >/dev/null
bin=.build-tsan/release/fukidashi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 report_signal_unsafe=0"
# The sanitizer slows rendering 5 to 15 times: the per-spec time budget (a product limit, not
# what this checks) is raised so the longest animation is not cut off on a busy machine.
budget=(--time-budget 300)
# Every fixture folder that holds specs to render (errors and fuzz hold bad input on purpose).
specs=()
for folder in Fixtures/*/; do
  # The project's specs need their project file: they render below, with it.
  case "$folder" in Fixtures/errors/|Fixtures/fuzz/|Fixtures/bench/|Fixtures/project/) continue ;; esac
  specs+=("${folder%/}")
done

status=0
# Many small specs on two workers: the claim-and-finish path runs hundreds of times a batch.
mkdir -p "$work/reference"
for i in $(seq 1 120); do sed "s/Hello!/Hello $i!/" Fixtures/bench/reference.json > "$work/reference/spec-$i.json"; done
for round in 1 2 3 4 5 6; do
  "$bin" render "$work/reference" --jobs 2 --out "$work/reference-out" --manifest "$work/reference-$round.jsonl" 2>"$work/reference.log" || status=$?
  if [ "$status" -ne 0 ]; then cat "$work/reference.log" >&2; echo "tsan-batch: reference batch $round exited $status" >&2; exit 1; fi
done
"$bin" render "${specs[@]}" "${budget[@]}" --jobs 2 --out "$work/out" --manifest "$work/manifest.jsonl" 2>"$work/render.log" || status=$?
# Exit 1 would be a spec that failed; 66 is a sanitizer report.
if [ "$status" -ne 0 ]; then cat "$work/render.log" >&2; echo "tsan-batch: render exited $status" >&2; exit 1; fi
# The batch just rendered is the golden set: verify renders everything again, on two workers, and
# must find every image the same.
"$bin" verify "${specs[@]}" "${budget[@]}" --golden "$work/out" --jobs 2 --report "$work/report" 2>"$work/verify.log" || status=$?
if [ "$status" -ne 0 ]; then cat "$work/verify.log" >&2; echo "tsan-batch: verify exited $status" >&2; exit 1; fi
# Recording what is missing writes goldens from the workers: half the set is removed first.
find "$work/out" -name '*.png' | sort | awk 'NR % 2 == 0' | xargs rm -f
"$bin" verify "${specs[@]}" "${budget[@]}" --golden "$work/out" --jobs 2 --record missing 2>"$work/record.log" || status=$?
if [ "$status" -ne 0 ]; then cat "$work/record.log" >&2; echo "tsan-batch: verify --record missing exited $status" >&2; exit 1; fi
# The project: every locale × appearance × scale into an asset catalog, then its goldens.
"$bin" render --project Fixtures/project/fukidashi.json "${budget[@]}" --jobs 2 --out "$work/catalog.xcassets" 2>"$work/project.log" || status=$?
if [ "$status" -ne 0 ]; then cat "$work/project.log" >&2; echo "tsan-batch: the project exited $status" >&2; exit 1; fi
"$bin" verify --project Fixtures/project/fukidashi.json "${budget[@]}" --jobs 2 2>"$work/project-verify.log" || status=$?
if [ "$status" -ne 0 ]; then cat "$work/project-verify.log" >&2; echo "tsan-batch: the project's verify exited $status" >&2; exit 1; fi
# One animated spec alone: its frames are shared between two renderers (FrameHelpers), one
# made on the helper's thread. Its frames must come out as the batch's did.
"$bin" render Fixtures/cards/swipe-animated.json "${budget[@]}" --jobs 2 --frames --out "$work/alone" 2>"$work/alone.log" || status=$?
if [ "$status" -ne 0 ]; then cat "$work/alone.log" >&2; echo "tsan-batch: the animation alone exited $status" >&2; exit 1; fi
cmp "$work/alone/swipe-animated.png" "$work/out/swipe-animated.png"
images=$(find "$work/out" -name '*.png' | wc -l)
echo "tsan-batch: 6 batches of 120 reference specs, then $images images from ${#specs[@]} fixture folders rendered, verified and half re-recorded, with --jobs 2: no thread-sanitizer report"
