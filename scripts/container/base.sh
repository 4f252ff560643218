#!/usr/bin/env bash
# Builds the container base image from Debian's packages alone: Debian trixie (minbase) with
# Node.js, CA certificates and tini. For machines that reach Debian's mirror but no image
# registry; elsewhere the Dockerfile's default base (the official node image) needs none of this.
#
#   bash scripts/container/base.sh [IMAGE]     (default localhost/signalpost-base:trixie; as root)
#
# Needs debootstrap and podman (apt-get install debootstrap podman). Takes about a minute.
set -euo pipefail

IMAGE=${1:-localhost/signalpost-base:trixie}
SUITE=trixie
MIRROR=http://deb.debian.org/debian

[ "$(id -u)" = 0 ] || { echo "base.sh: run as root (debootstrap needs it)" >&2; exit 1; }
for tool in debootstrap podman; do
  command -v "$tool" >/dev/null || { echo "base.sh: $tool is missing (apt-get install $tool)" >&2; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/var/tmp}/signalpost-base.XXXXXX")
rootfs=$work/rootfs
cleanup() {
  mountpoint -q "$rootfs/proc" && umount "$rootfs/proc"
  rm -rf "$work"
}
trap cleanup EXIT

# npm is not included: debootstrap's resolver cannot place its dependencies; the Dockerfile's
# build stage installs it with apt, and the runtime stage never needs it.
debootstrap --variant=minbase --include=nodejs,ca-certificates,tini "$SUITE" "$rootfs" "$MIRROR"

# Security and point-release updates, applied now and available to the image's own apt-get.
cat >"$rootfs/etc/apt/sources.list" <<SOURCES
deb $MIRROR $SUITE main
deb $MIRROR $SUITE-updates main
deb http://deb.debian.org/debian-security $SUITE-security main
SOURCES
# As Debian's own slim images do: packages installed later leave out documentation and
# translations, and apt keeps no package files.
cat >"$rootfs/etc/dpkg/dpkg.cfg.d/01-slim" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
DPKG
cat >"$rootfs/etc/apt/apt.conf.d/01-slim" <<'APT'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
Binary::apt::APT::Keep-Downloaded-Packages "false";
APT
cp /etc/resolv.conf "$rootfs/etc/resolv.conf"
mount -t proc proc "$rootfs/proc"
chroot "$rootfs" apt-get update -qq
DEBIAN_FRONTEND=noninteractive chroot "$rootfs" apt-get -y -qq upgrade
chroot "$rootfs" apt-get clean
umount "$rootfs/proc"

version=$(chroot "$rootfs" node -p 'process.versions.node')
node_ok=$(chroot "$rootfs" node -p "const [a, b] = process.versions.node.split('.').map(Number); a > 20 || (a === 20 && b >= 19)")
[ "$node_ok" = true ] || { echo "base.sh: Node.js $version is older than the site needs (20.19)" >&2; exit 1; }

# What an image needs none of: apt's lists (the build stage fetches fresh ones), documentation,
# translations, logs of the bootstrap, and this machine's resolver (the runtime supplies one).
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/* "$rootfs"/var/log/* \
  "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/*
find "$rootfs/usr/share/doc" -mindepth 2 ! -name copyright -delete 2>/dev/null || true
find "$rootfs/usr/share/doc" -mindepth 1 -type d -empty -delete 2>/dev/null || true
: >"$rootfs/etc/resolv.conf"

tar --numeric-owner -C "$rootfs" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  --message "Debian $SUITE minbase with Node.js $version, ca-certificates and tini" \
  - "$IMAGE" >/dev/null
echo "base.sh: $IMAGE (Node.js $version) $(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{ printf "%.0f MB", $1 / 1e6 }')"
