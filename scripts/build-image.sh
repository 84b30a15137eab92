#!/usr/bin/env bash
# Builds fukidashi's OCI image from Debian's packages alone, with no base image from a registry:
#   scripts/build-image.sh [TAG]   (default fukidashi:<version>); the last line printed is the
#   image's reference with its digest.
# The root file system is exactly the run-time packages the release download's RUNTIME.txt
# names (with every hyphenation pattern package it lists) and what they depend on (C library included), unpacked by mmdebstrap's extract
# variant, and busybox for a shell: no package manager and none of Debian's essential tools
# (Perl, coreutils, dpkg), which fukidashi never runs; scripts/release.sh's download is
# unpacked in /opt/fukidashi. Documentation,
# manuals, locales, the package caches and the fonts fontconfig pulls in (fukidashi draws
# only with its own) are left out. With
# SOURCE_DATE_EPOCH (default: the commit's time) two builds of one commit give one digest.
# The entry point is fukidashi, the working folder /work. It starts as root and becomes the
# owner of the folder it runs in (FUKIDASHI_RUN_AS_FOLDER_OWNER): a checkout that GitLab's
# Docker executor made as root, or as its runner's uid, gets files of that owner; the image's
# own empty /work is root's, so a run with nothing mounted there stays root. `--user` overrides;
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
# Besides what fukidashi opens, busybox: a shell and the basic tools, since GitLab runs a job's
# script with its image's sh (docs/ci/gitlab-ci.yml), and a shell is how one looks inside.
# And every language's hyphenation patterns, so `hyphens: auto` hyphenates in CI as on a desktop.
packages=$(sed -n 's/^\(apt-get install\|hyphenation:\) //p' "$work/$name/RUNTIME.txt" | tr ' \n' ',,' | sed 's/,,*/,/g; s/,$//'),busybox

# Only what the program opens at run time: no documentation, manuals or translations, no
# package state (extract installs nothing; mmdebstrap removes its apt caches), no logs. The merged-/usr hook
# lays out /lib as a link to /usr/lib, as an installed bookworm has it. The extract variant runs
# no customize hook, so what is added runs once the packages are extracted.
mmdebstrap --quiet --variant=extract --include="$packages" --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
  --extract-hook='mkdir -p "$1/opt" && tar -xzf "'"$tarball"'" -C "$1/opt" && mv "$1/opt/'"$name"'" "$1/opt/fukidashi"' \
  --extract-hook='mkdir -p "$1/usr/local/bin" && ln -s /opt/fukidashi/bin/fukidashi "$1/usr/local/bin/fukidashi"' \
  --extract-hook='ln -s /opt/fukidashi/bin/fukidashi-preview "$1/usr/local/bin/fukidashi-preview"' \
  --extract-hook='printf "root:x:0:0:root:/root:/usr/sbin/nologin\nfukidashi:x:1000:1000:fukidashi:/work:/usr/sbin/nologin\n" > "$1/etc/passwd"' \
  --extract-hook='printf "root:x:0:\nfukidashi:x:1000:\n" > "$1/etc/group"' \
  --extract-hook='mkdir -p "$1/work" && chmod 1777 "$1/tmp"' \
  --extract-hook='rm -rf "$1"/var/log/*' \
  --extract-hook='chroot "$1" /bin/busybox --install -s' \
  --extract-hook='rm -rf "$1"/usr/share/doc "$1"/usr/share/man "$1"/usr/share/info "$1"/usr/share/locale "$1"/usr/share/lintian' \
  --extract-hook='rm -rf "$1"/usr/share/fonts "$1"/usr/share/gcc "$1"/usr/share/gdb "$1"/usr/share/perl5' \
  --extract-hook='mkdir -p "$1/var/cache/fukidashi" && chmod 1777 "$1/var/cache/fukidashi"' \
  bookworm "$work/rootfs.tar" >"$work/mmdebstrap.log" 2>&1 || { cat "$work/mmdebstrap.log" >&2; exit 1; }

cat > "$work/Containerfile" <<CONTAINERFILE
FROM scratch
ADD rootfs.tar /
ENV HOME=/tmp XDG_CACHE_HOME=/var/cache/fukidashi FUKIDASHI_RUN_AS_FOLDER_OWNER=1
USER 0:0
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
