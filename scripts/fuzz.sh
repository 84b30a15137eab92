#!/usr/bin/env bash
# Fuzzes the spec decoder, decode + render, the string table readers, golden sidecars and UI hierarchy
# dumps with libFuzzer (from the Swift toolchain), seeded from every spec, string table and dump in Fixtures/. Usage: scripts/fuzz.sh [SECONDS per target, default 60]
# FUZZ_SEED=N repeats a run exactly (CI uses a fixed seed; 0 means a random one).
# A crash is saved under .build-fuzz/crashes/ and fails the run (after every target has run): add
# it to Fixtures/fuzz/ (replayed by the tests) once fixed. An input slower than 10 s is saved there
# too and said as a timeout, which does not fail the run. Each target prints its inputs a second.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
toolchain=$(dirname "$(dirname "$(command -v swift)")")
runtime=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -n 1)
[ -n "$runtime" ] || { echo "fuzz: no libFuzzer runtime in $toolchain" >&2; exit 1; }

# Address sanitizer with coverage for the Swift code, optimised (a debug build renders a bundled
# animation in 14 s, so the render target would spend its time on its seeds); the driver comes
# from libFuzzer's no-main runtime, because SwiftPM owns the executable's main.
mkdir -p .build-fuzz
if ! swift build -c release --product FukidashiFuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xswiftc -DFUZZING -Xswiftc -use-ld=lld -Xlinker "$runtime" -Xlinker -lstdc++ > .build-fuzz/build.log 2>&1; then
  tail -n 40 .build-fuzz/build.log >&2
  echo "fuzz: the fuzzer did not build" >&2
  exit 1
fi
fuzzer=.build-fuzz/release/FukidashiFuzz

mkdir -p .build-fuzz/crashes
export LSAN_OPTIONS="suppressions=$(pwd)/scripts/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
crashed=()
slow=()
for target in decode render strings sidecar hierarchy; do
  corpus=$(mktemp -d)
  if [ "$target" = sidecar ]; then
    n=0
    while IFS= read -r -d '' file; do n=$((n + 1)); cp "$file" "$corpus/$n.json"; done < <(find Fixtures -name '*.png.json' -print0)
  elif [ "$target" = hierarchy ]; then
    n=0
    while IFS= read -r -d '' file; do n=$((n + 1)); cp "$file" "$corpus/$n.$(basename "$file")"; done \
      < <(find Fixtures/anchors/screens Fixtures/project/screens Fixtures/errors/images docs/examples -type f \
          \( -name '*.xml' -o -name '*.txt' -o -name '*.maestro.json' \) -print0)
  elif [ "$target" = strings ]; then
    n=0
    while IFS= read -r -d '' file; do n=$((n + 1)); cp "$file" "$corpus/$n.$(basename "$file")"; done \
      < <(find Fixtures docs -type f \( -name '*.xcstrings' -o -name '*.strings' -o -name '*.stringsdict' -o -name '*.xml' -o -name '*.xliff' \) -print0)
  else
    find Fixtures -name '*.json' ! -name '*.png.json' -exec cp {} "$corpus/" \;
  fi
  echo "fuzz: $target for ${seconds}s, seeded with $(ls "$corpus" | wc -l) inputs"
  # A timeout (an input slower than 10 s) is not a crash: it is saved and said, and the other
  # targets still run; a crash fails the run once every target has had its time.
  status=0
  FUKIDASHI_FUZZ_TARGET=$target "$fuzzer" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -seed="${FUZZ_SEED:-0}" \
    -artifact_prefix=.build-fuzz/crashes/$target- -print_final_stats=1 > ".build-fuzz/$target.log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' ".build-fuzz/$target.log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' ".build-fuzz/$target.log")
  if [ "$status" -ne 0 ] && grep -q "ERROR: libFuzzer: timeout" ".build-fuzz/$target.log"; then
    input=$(sed -n 's/^artifact_prefix=.*Test unit written to //p' ".build-fuzz/$target.log" | tail -n 1)
    echo "fuzz: $target: an input took over 10 s (a timeout, not a crash), saved as ${input:-.build-fuzz/crashes/$target-timeout-*}" >&2
    slow+=("$target")
  elif [ "$status" -ne 0 ]; then
    tail -n 30 ".build-fuzz/$target.log" >&2
    echo "fuzz: $target found a crash (saved in .build-fuzz/crashes/)" >&2
    crashed+=("$target")
  fi
  echo "  $target: ${runs:-0} inputs, ${rate:-0} a second$(grep -E '^stat::peak_rss_mb' ".build-fuzz/$target.log" | sed 's/^stat::peak_rss_mb: */, peak RSS /; s/$/ MB/')"
  rm -rf "$corpus"
done
if [ ${#slow[@]} -gt 0 ]; then echo "fuzz: slow inputs (timeouts) in: ${slow[*]}" >&2; fi
if [ ${#crashed[@]} -gt 0 ]; then echo "fuzz: crashes in: ${crashed[*]}" >&2; exit 1; fi
echo "fuzz: no crash"
