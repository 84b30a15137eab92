#!/usr/bin/env bash
# Records golden PNGs on purpose. Usage: scripts/record-goldens.sh [missing|failed|all] [swift test args]
#   missing (default): only cases without a golden; failed: also replace failing ones; all: every one.
# The recording run reports each recorded file as a test issue, so it ends with failures:
# open every recorded PNG, check it, then run scripts/test.sh again, which must pass.
set -uo pipefail
cd "$(dirname "$0")/.."
mode="${1:-missing}"
case "$mode" in missing|failed|all) shift || true ;; *) echo "usage: $0 [missing|failed|all]" >&2; exit 64 ;; esac
FUKIDASHI_RECORD="$mode" swift test --filter 'GoldenTests|HelpReferenceTests|FuzzRegressionTests' "$@"
echo
echo "record-goldens: changed or new goldens and sidecars (look at each PNG before committing):"
git status --porcelain -- Fixtures docs README.md | grep -E '\.(png(\.json)?|txt|md)$' || echo "  (none)"
