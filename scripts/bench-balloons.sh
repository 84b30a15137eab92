#!/usr/bin/env bash
# Times a comic page of 20 balloons (issue 58) against the same page of rounded rectangles, and
# a manga page of 20 balloons of Japanese in columns against rounded ones in columns:
# each rendered whole, in turn, ROUNDS times (default 31); prints the medians and the ratio
# against the goal (≤ 1.5×), and layout alone beside it.
#   scripts/bench-balloons.sh
#   ROUNDS=11 scripts/bench-balloons.sh   # quicker
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product FukidashiBench >/dev/null
.build/release/FukidashiBench balloons "${ROUNDS:-31}"
