#!/usr/bin/env bash
# Builds fukidashi's OCI image from Debian's packages alone, with no base image from a registry:
#   scripts/build-image.sh [TAG]   (default fukidashi:<version>); the last line printed is the
#   image's reference with its digest.
# The root file system is mmdebstrap's essential variant plus exactly the run-time packages the
# release download's RUNTIME.txt names, with scripts/release.sh's download unpacked in
# /opt/fukidashi; documentation, manuals, locales and the package caches are left out. With
# SOURCE_DATE_EPOCH (default: the commit's time) two builds of one commit give one digest.
# The entry point is fukidashi, the working folder /work, the user 1000 (`--user` overrides);
# the preview's cache is /var/cache/fukidashi (writable by any user; mount a volume to keep it).
# podman or buildah does the build; on a machine whose cgroups or limits podman cannot use
# by default, FUKIDASHI_PODMAN_ARGS adds what it needs (scripts/test-image.sh sets it).
set -euo pipefail
cd "$(dirname "$0")/.."
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

tarball=$(scripts/release.sh "$work/dist" | tail -1)
name=$(basename "$tarball" .tar.gz)
version=${name#fukidashi-}
version=${version%%-linux-*}
tag=${1:-fukidashi:$version}
tar -xzf "$tarball" -C "$work"
packages=$(sed -n 's/^apt-get install //p' "$work/$name/RUNTIME.txt" | tr ' ' ',' | sed 's/,$//')

# Only what the program opens at run time: no documentation, manuals or translations of
# Debian's tools, no apt lists or caches, no logs with times in them.
# mmdebstrap's merged-/usr hook installs usr-is-merged, where plain would pull in usrmerge
# and, with it, all of Perl (50 MB).
mmdebstrap --quiet --variant=essential --include="$packages" --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
  --dpkgopt='path-exclude=/usr/share/info/*' --dpkgopt='path-exclude=/usr/share/locale/*' \
  --dpkgopt='path-exclude=/usr/share/lintian/*' \
  --customize-hook='tar -xzf "'"$tarball"'" -C "$1/opt" && mv "$1/opt/'"$name"'" "$1/opt/fukidashi"' \
  --customize-hook='ln -s /opt/fukidashi/bin/fukidashi "$1/usr/local/bin/fukidashi"' \
  --customize-hook='ln -s /opt/fukidashi/bin/fukidashi-preview "$1/usr/local/bin/fukidashi-preview"' \
  --customize-hook='echo "fukidashi:x:1000:1000:fukidashi:/work:/usr/sbin/nologin" >> "$1/etc/passwd"' \
  --customize-hook='echo "fukidashi:x:1000:" >> "$1/etc/group"' \
  --customize-hook='mkdir -p "$1/work" && chown 1000:1000 "$1/work"' \
  --customize-hook='rm -rf "$1"/var/cache/* "$1"/var/lib/apt/lists/* "$1"/var/log/* "$1"/usr/share/doc/* "$1"/usr/share/man/*' \
  --customize-hook='mkdir -p "$1/var/cache/fukidashi" && chmod 1777 "$1/var/cache/fukidashi"' \
  bookworm "$work/rootfs.tar" >"$work/mmdebstrap.log" 2>&1 || { cat "$work/mmdebstrap.log" >&2; exit 1; }

cat > "$work/Containerfile" <<CONTAINERFILE
FROM scratch
ADD rootfs.tar /
ENV HOME=/tmp XDG_CACHE_HOME=/var/cache/fukidashi
USER 1000:1000
WORKDIR /work
EXPOSE 8080
ENTRYPOINT ["fukidashi"]
LABEL org.opencontainers.image.title="fukidashi" org.opencontainers.image.version="$version"
CONTAINERFILE
# shellcheck disable=SC2086
if command -v podman >/dev/null; then
  podman ${FUKIDASHI_PODMAN_ARGS:-} build --quiet --timestamp "$SOURCE_DATE_EPOCH" -t "$tag" "$work" >"$work/build.log" 2>&1 \
    || { cat "$work/build.log" >&2; exit 1; }
  digest=$(podman ${FUKIDASHI_PODMAN_ARGS:-} image inspect --format '{{.Digest}}' "$tag")
  size=$(podman ${FUKIDASHI_PODMAN_ARGS:-} image inspect --format '{{.Size}}' "$tag")
else
  buildah build --quiet --timestamp "$SOURCE_DATE_EPOCH" -t "$tag" "$work" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
  digest=$(buildah inspect --type image --format '{{.FromImageDigest}}' "$tag")
  size=$(stat -c %s "$work/rootfs.tar")
fi
echo "build-image: $tag, $((size / 1000000)) MB uncompressed" >&2
echo "$tag@$digest"
