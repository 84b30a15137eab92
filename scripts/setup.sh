#!/usr/bin/env bash
# Installs everything Fukidashi needs to build and test on a fresh Debian machine.
# Fonts are not installed: they are committed in Fonts/ so renders never depend on the machine.
set -euo pipefail

# hyphens: auto's patterns, one package a language (the list is shared with the release and image).
read -r -a hyphenation <<< "$(grep -v '^#' "$(dirname "$0")/hyphenation-packages.txt" | tr '\n' ' ')"

packages=(
  pkg-config
  libcairo2-dev      # drawing
  libfreetype-dev    # glyph loading and measurement
  libfontconfig-dev  # linked by cairo-ft
  libharfbuzz-dev    # text shaping
  libicu-dev         # line breaking, bidi, scripts; plural rules and number formats
  libxml2-dev        # Android resources, XLIFF and .stringsdict string tables
  libcmark-gfm-dev libcmark-gfm-extensions-dev  # Markdown in texts (cmark-gfm, as SwiftUI reads it)
  cmark-gfm          # tests read the GFM spec's examples it ships
  libturbojpeg0-dev  # JPEG screenshots (Cairo reads PNG only)
  libhyphen-dev      # hyphens: auto (libhyphen, opened when first needed), with LibreOffice's patterns:
  "${hyphenation[@]}"
  libdeflate-dev     # our PNG encoder's compressor
  zlib1g-dev         # the PNG encoder's compressor for photo-like images (BandedDeflate)
  libssl3            # SHA-256 (libcrypto, opened when first needed) for manifests and golden fingerprints
  chromium           # tests open `verify --report` and `fukidashi preview` in a real headless browser
  python3-jsonschema # tests check `fukidashi schema` with an independent validator
  python3-websocket  # the preview test drives Chromium over the DevTools protocol
  python3-junitparser # tests read `verify --junit` with an independent JUnit reader
  wrk                # the preview's load test (CI)
  strace             # tests read which flushes and threads a call makes
  aapt               # tests compile an Android res/ fixture and compare every string with what we read
  mmdebstrap         # the release's clean Debian root file system, and the container image's
  podman runc        # CI builds the container image and runs it (runc: this machine's cgroups),
  netavark aardvark-dns iptables containernetworking-plugins catatonit  # with the preview on a mapped port
  python3-venv       # the CI templates' linters (check-jsonschema and zizmor, from PyPI: Debian has neither)
  shellcheck         # the CI templates' scripts
  time python3-numpy python3-pil  # scripts/bench.sh: GNU time, and the benchmark's generated screenshot
  libxml2-utils      # xmllint: checks verify --junit against the xUnit schema where a copy is given (FUKIDASHI_JUNIT_XSD)
)

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

export DEBIAN_FRONTEND=noninteractive
sudo_if_needed apt-get update
sudo_if_needed apt-get install -y --no-install-recommends "${packages[@]}"

# check-jsonschema with its bundled GitHub and GitLab schemas, and zizmor (a wheel with its
# binary), pinned, in the build folder.
venv="$(cd "$(dirname "$0")/.." && pwd)/.build-venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check check-jsonschema==0.39.0 zizmor==1.32.0

command -v swift >/dev/null || { echo "setup: swift is not on PATH (Swift 6.1 or newer is needed)" >&2; exit 1; }
echo "setup: done ($(pkg-config --modversion cairo) cairo, $(pkg-config --modversion freetype2) freetype2)"
