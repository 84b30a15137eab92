#!/usr/bin/env bash
# The project's test command (README, CI): architecture checks, then every test.
set -euo pipefail
cd "$(dirname "$0")/.."

# Only the backend may see C types: everything above it is plain Swift.
if leaks=$(grep -rlE 'import (CCairo|CICU|CXML|CJPEG|CMarkdown)' Sources | grep -v '^Sources/Fukidashi/Backend/'); then
  echo "test.sh: these files import C modules outside Sources/Fukidashi/Backend:" >&2
  echo "$leaks" >&2
  exit 1
fi
if grep -rnE 'public.*(OpaquePointer|cairo_|FT_)' Sources --include='*.swift'; then
  echo "test.sh: a public signature exposes a C type (above)" >&2
  exit 1
fi
# The backend draws the scene and knows nothing of the spec format.
if grep -rl 'import FukidashiSpec' Sources/Fukidashi/Backend Sources/Fukidashi/Scene; then
  echo "test.sh: the files above import FukidashiSpec; the backend and the scene have their own types" >&2
  exit 1
fi
# The folders of the library form layers, not a circle.
python3 scripts/check-architecture.py

swift test "$@"

# The install a new user runs, checked end to end; and the bench's C baseline still builds and draws.
scripts/test-install.sh
floor=$(mktemp -d)
cc -O2 -Wall -Werror -o "$floor/cairo-floor" Benchmarks/cairo-floor.c $(pkg-config --cflags --libs cairo freetype2) -lm
"$floor/cairo-floor" 2 "$floor" >/dev/null
rm -rf "$floor"

# CI also builds the documentation (DocC, warnings are errors, every public symbol documented),
# renders and verifies a batch under the thread sanitizer, then fuzzes briefly, with a fixed
# seed so a run can be repeated (scripts/fuzz.sh for more).
if [ "${CI:-}" = "true" ]; then
  scripts/check-docs.sh
  scripts/tsan-batch.sh
  FUZZ_SEED=1 scripts/fuzz.sh "${FUKIDASHI_CI_FUZZ_SECONDS:-20}"
fi
