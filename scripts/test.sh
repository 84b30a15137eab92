#!/usr/bin/env bash
# The project's test command (README, CI): declared imports and format, then every test.
#   scripts/test.sh --fast   the loop to run while working: the stages' unit tests only.
# FUKIDASHI_LEAVE_OUT=aapt,chromium,compiledOracle leaves out the tests that need those tools.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--fast" ]; then
  shift
  # Geometry, layout, decode and resolve are test targets of their own; the suites of
  # FukidashiTests that test one stage (strings, compare, encode, text) carry the tag `stage`.
  stages=$(awk '/\.tags\(\.stage\)/ { tagged = 1 }
    tagged && /^(struct|enum|final class) / { sub(/^final class /, ""); sub(/^(struct|enum) /, ""); sub(/[^A-Za-z0-9_].*/, ""); print; tagged = 0 }' \
    Tests/FukidashiTests/*.swift | paste -sd'|' -)
  exec swift test --filter "^(FukidashiGeometryTests|FukidashiLayoutTests|FukidashiSpecTests)\.|^FukidashiTests\.($stages)/" "$@"
fi

# The stages are targets, so the compiler keeps them apart (only FukidashiBackend sees C, and
# it does not see the spec format); this checks that each target declares what it imports.
python3 scripts/check-imports.py
# At most ten error types, each turned into a Diagnostic where it is said; none printed by hand.
python3 scripts/check-errors.py
# docs/architecture.md's drawing of the targets is Package.swift's.
python3 scripts/architecture.py --check
# The code's format is the toolchain's swift-format with the project's .swift-format.
swift format lint --strict --recursive Sources Tests Package.swift
# The GitHub Action and the GitLab template, against those CIs' schemas.
scripts/lint-ci-templates.sh

# The CLI's tests run the command in process; the preview's, and the few CLI tests that need a
# process of its own (the libraries it opens, an interrupt, the flush before exit), start the
# tool as a user has it: installed by scripts/install.sh (a release build), which renders about
# three times as fast as the debug build that a bare `swift test` starts. test-install.sh below
# builds nothing again.
tool="$PWD/.build/test-tool"
mkdir -p "$tool"
scripts/install.sh "$tool" >/dev/null 2>"$tool.log" || { cat "$tool.log" >&2; exit 1; }
FUKIDASHI_TEST_TOOL="$tool/bin/fukidashi" swift test "$@"

# The install a new user runs, checked end to end; and the bench's C baseline still builds and draws.
scripts/test-install.sh
floor=$(mktemp -d)
cc -O2 -Wall -Werror -o "$floor/cairo-floor" Benchmarks/cairo-floor.c $(pkg-config --cflags --libs cairo freetype2) -lm
"$floor/cairo-floor" 2 "$floor" >/dev/null
rm -rf "$floor"

# CI also unpacks the release download in a clean Debian system and renders there, builds the
# container image twice and runs it with podman (both need root and Debian's mirror), builds
# the documentation (DocC, warnings are errors, every public symbol documented), renders and
# verifies a batch under the thread sanitizer, then fuzzes briefly, with a fixed seed so a run
# can be repeated (scripts/fuzz.sh for more).
if [ "${CI:-}" = "true" ]; then
  scripts/test-release.sh
  scripts/test-image.sh
  scripts/check-docs.sh
  scripts/tsan-batch.sh
  FUZZ_SEED=1 scripts/fuzz.sh "${FUKIDASHI_CI_FUZZ_SECONDS:-20}"
fi
