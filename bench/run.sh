#!/usr/bin/env bash
# Every benchmark, one after the other (each starts its own production site on a fresh data
# folder). The figures are printed and kept as JSON in bench/results/. Not part of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
for b in start serve submit upload weight islands lighthouse admin; do
  printf '\n=== bench:%s ===\n' "$b"
  node --import tsx "bench/$b.ts"
done
