#!/usr/bin/env bash
# Writes a release download: scripts/release.sh [DIR]   (default dist/)
#   DIR/fukidashi-<version>-linux-x86_64.tar.gz   bin/fukidashi, bin/fukidashi-preview (the Swift
#       runtime linked statically, symbols stripped), share/fukidashi/Fonts/ with the fonts' licences, LICENSE,
#       the Swift runtime's licence, RUNTIME.txt (the Debian packages it needs) and SHA256SUMS
#       of every file in it
#   DIR/SHA256SUMS                                the tarball's own sum
# The tarball is the same bytes for the same commit: files sorted, owners and times fixed to
# SOURCE_DATE_EPOCH (default: the commit's time), gzip without a name or time. The last line
# printed is the tarball's path.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=${1:-dist}
mkdir -p "$dist"
dist=$(cd "$dist" && pwd)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The same static build scripts/install.sh makes (and CI's install test has made already).
scripts/install.sh "$work/prefix" > "$work/install.log" 2>&1 || { cat "$work/install.log" >&2; exit 1; }
version=$("$work/prefix/bin/fukidashi" --version)
name="fukidashi-$version-linux-$(uname -m)"
root="$work/$name"
mv "$work/prefix" "$root"
# Symbol tables off: half of each binary, and nothing it runs with (Swift's metadata stays).
strip "$root/bin/fukidashi" "$root/bin/fukidashi-preview"
cp LICENSE "$root/LICENSE"
# The Swift standard library is in the binaries: its licence (Apache 2.0 with the Runtime
# Library Exception) goes with them.
swift_license=$(dirname "$(dirname "$(command -v swift)")")/share/swift/LICENSE.txt
[ -f "$swift_license" ] || { echo "release: no Swift licence at $swift_license" >&2; exit 1; }
cp "$swift_license" "$root/LICENSE-Swift.txt"
{
  echo "fukidashi $version needs these Debian (bookworm) packages at run time:"
  "$root/bin/fukidashi" components | sed -n 's/^\([^ ]*\) [^:]*: \([^ ]*\) (\([^,]*\), \(.*\)): \(.*\)$/  \3  (\1, \4: \5)/p' | sort -u
  echo
  echo "apt-get install $("$root/bin/fukidashi" components | sed -n 's/^[^(]*(\([^,]*\),.*/\1/p' | sort -u | tr '\n' ' ')"
  echo
  echo "hyphens: auto reads LibreOffice's patterns, one package a language (a language without its package"
  echo "is drawn unhyphenated, with a warning); the container image carries them all:"
  echo "hyphenation: $(grep -v '^#' scripts/hyphenation-packages.txt | tr '\n' ' ')"
} > "$root/RUNTIME.txt"
(cd "$root" && find . -type f ! -name SHA256SUMS -printf '%P\n' | LC_ALL=C sort | xargs -d '\n' sha256sum > SHA256SUMS)
tarball="$dist/$name.tar.gz"
tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner --mode='u+rw,go+r,go-w' \
  -C "$work" -cf - "$name" | gzip -9n > "$tarball.part"
mv "$tarball.part" "$tarball"
(cd "$dist" && sha256sum "$name.tar.gz" > SHA256SUMS)
echo "release: $(du -h "$tarball" | cut -f1) $(cut -d' ' -f1 "$dist/SHA256SUMS")" >&2
echo "$tarball"
