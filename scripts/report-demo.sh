#!/usr/bin/env bash
# Builds a `fukidashi verify` report from the bundled fixtures with one deliberate change
# (the reference bubble made 30 pt narrower, so its text reflows), then screenshots it in
# headless Chromium, for a person to look at. Usage: scripts/report-demo.sh [OUT_DIR]
set -uo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/report-demo}"
features=(bubble placement tail auto style text script overlay circle cards animation)
swift build -c release --product fukidashi >/dev/null || exit 1
bin="$(swift build -c release --show-bin-path)/fukidashi"

rm -rf "$out" && mkdir -p "$out/specs"
for f in "${features[@]}"; do cp -r "Fixtures/$f" "$out/specs/$f"; done
# The screenshot and photo specs only make input images; they have no goldens of their own.
rm -f "$out"/specs/overlay/screens/*.json "$out"/specs/cards/photos/*.json "$out"/specs/circle/photos/*.json
sed -i 's/"width": 300,/"width": 270,/' "$out/specs/bubble/seed-speech-bubble.json"

"$bin" verify "$out/specs" --golden "$out/specs" --report "$out/report" 2>"$out/verify.log"
echo "report-demo: verify exited $? (1 expected: one deliberate difference); log: $out/verify.log"
grep -v ': ok, ' "$out/verify.log" | grep -v ': warning: '

chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$out/chromium" \
  --window-size=1280,1500 --screenshot="$out/report.png" "file://$(realpath "$out/report/index.html")" 2>/dev/null
echo "report-demo: screenshot $out/report.png"
