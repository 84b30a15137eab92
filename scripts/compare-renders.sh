#!/usr/bin/env bash
# Compares two render output folders byte for byte: every PNG under EXPECTED must be in
# ACTUAL with the same bytes, and more than 50 of them must match (so a run that rendered
# nothing cannot pass). Prints "N passed, M failed"; exits 1 on any difference.
# Usage: scripts/compare-renders.sh EXPECTED ACTUAL NAME [LOG]   (LOG is shown when too few rendered)
set -euo pipefail
expected=$1 actual=$2 name=$3 log=${4:-/dev/null}
passed=0 failed=0
while IFS= read -r png; do
  relative=${png#"$expected"/}
  if cmp -s "$png" "$actual/$relative"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "$name: $relative differs" >&2; fi
done < <(find "$expected" -name '*.png' | sort)
[ "$passed" -gt 50 ] || { echo "$name: only $passed images rendered" >&2; cat "$log" >&2; failed=$((failed + 1)); }
echo "$name: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
