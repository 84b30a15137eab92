#!/usr/bin/env bash
# Builds the library's documentation with DocC and fails on any warning, and on any public
# symbol without a doc comment (compiler-synthesized ones, such as hash(into:), excepted).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/symbols"
# A scratch folder of its own: symbol graphs are written only when a module is compiled.
rm -rf .build-docs
swift build --target Fukidashi --scratch-path .build-docs \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/symbols" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
# The documented module is Fukidashi: its graph holds the stages' public types it re-exports.
# The stages' own graphs would document those types a second time, so they are left out.
find "$work/symbols" -name '*.symbols.json' ! -name 'Fukidashi.symbols.json' ! -name 'Fukidashi@*.symbols.json' -delete
python3 - "$work/symbols" <<'PY'
import glob, json, sys
missing = []
for path in sorted(glob.glob(sys.argv[1] + "/*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if symbol["accessLevel"] in ("public", "open") and "location" in symbol and not symbol.get("docComment"):
            missing.append(f"{symbol['location']['uri'].split('/Sources/')[-1]}: {'.'.join(symbol['pathComponents'])}")
if missing:
    print("check-docs: these public symbols have no doc comment:", *missing, sep="\n  ", file=sys.stderr)
    sys.exit(1)
PY
docc convert Sources/Fukidashi/Fukidashi.docc --additional-symbol-graph-dir "$work/symbols" \
  --fallback-display-name Fukidashi --fallback-bundle-identifier org.fukidashi.Fukidashi \
  --warnings-as-errors --output-path "$work/Fukidashi.doccarchive" > "$work/docc.log" 2>&1 \
  || { cat "$work/docc.log" >&2; echo "check-docs: DocC reported problems (above)" >&2; exit 1; }
echo "check-docs: every public symbol is documented, and DocC built the documentation without a warning"
