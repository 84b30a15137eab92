#!/usr/bin/env bash
# Times text layout in each textWrap mode (issue 56): 1,000 bubbles of three to six lines in
# English, German and Japanese, from the line-breaking reference's strings, laid out in turn
# as greedy, pretty, balance and optimal, ROUNDS times (default 15); prints each mode's median
# and its ratio to greedy against the goals (pretty ≤ 1.15×, balance and optimal ≤ 1.3×).
#   scripts/bench-text.sh
#   ROUNDS=5 scripts/bench-text.sh   # quicker
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product FukidashiBench >/dev/null
.build/release/FukidashiBench text Tests/FukidashiTests/Reference/line-breaking.json "${ROUNDS:-15}"
