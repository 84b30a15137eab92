#!/usr/bin/env bash
# Installs fukidashi: scripts/install.sh [PREFIX]   (default /usr/local)
#   PREFIX/bin/fukidashi                 a release build with the Swift runtime linked statically
#   PREFIX/bin/fukidashi-preview         the design-review server `fukidashi preview` runs, built alike
#   PREFIX/share/fukidashi/Fonts/        the bundled fonts, their licences and provenance
# The installed tool finds its fonts there by itself; no checkout is needed to run it.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-/usr/local}
install -d "$prefix/bin" "$prefix/share/fukidashi/Fonts"
for product in fukidashi fukidashi-preview; do
  build=(swift build -c release --product "$product" --static-swift-stdlib --scratch-path .build-static)
  echo "install: building (${build[*]})" >&2
  "${build[@]}" >&2
  install -m 0755 "$("${build[@]}" --show-bin-path)/$product" "$prefix/bin/$product"
  echo "install: wrote $prefix/bin/$product"
done
for file in Fonts/*; do
  install -m 0644 "$file" "$prefix/share/fukidashi/Fonts/"
  echo "install: wrote $prefix/share/fukidashi/Fonts/$(basename "$file")"
done
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "install: $prefix/bin is not on your PATH; add it: export PATH=\"$prefix/bin:\$PATH\"" >&2 ;;
esac
