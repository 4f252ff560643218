#!/usr/bin/env bash
# Every test: types, lint, unit, integration (SQLite and PostgreSQL), browser, reliability.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
step() { printf '\n=== %s ===\n' "$1"; }

# The first steps leave most of a 2-core machine idle one by one (tsc and ESLint use one core, the
# integration suite runs one Payload at a time), so three lanes run side by side: types then lint,
# unit then integration, and the production build the browser tests need. The build starts once the
# types are checked: it rewrites next-env.d.ts and the .next/types it imports, which tsc reads. Each
# step's output is shown whole, in order, once every lane has ended; the run fails if any step did.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
run() {
  local name=$1
  shift
  local rc=0
  "$@" > "$logs/$name.log" 2>&1 || rc=$?
  echo "$rc" > "$logs/$name.rc"
}
# The unit tests run again on the current Node.js LTS (scripts/node-lts.sh), as does the production
# artefact in the reliability suite (tests/reliability/artefact.test.ts), when it can be had.
lts_node() {
  local node
  if node=$(bash scripts/node-lts.sh); then
    "$node" node_modules/vitest/vitest.mjs run --project unit
  else
    echo "Skipped: no Node.js LTS binary (above: why)"
  fi
}
(run types npm run --silent typecheck; run lint npm run --silent lint; run unit-lts lts_node) &
(run unit npx vitest run --project unit; run integration npx vitest run --project int) &
(while [ ! -f "$logs/types.rc" ]; do sleep 1; done; run build node --import tsx tests/support/build.ts) &
wait
failed=0
for name in types lint unit-lts unit integration build; do
  step "$name"
  cat "$logs/$name.log"
  rc=$(cat "$logs/$name.rc")
  if [ "$rc" != 0 ]; then
    echo "--- $name failed (exit $rc)"
    failed=1
  fi
done
[ "$failed" = 0 ] || exit 1

step 'browser';     npx playwright test
SITE_TEST_NODE_LTS=$(bash scripts/node-lts.sh 2> /dev/null || true)
export SITE_TEST_NODE_LTS
step 'reliability'; npx vitest run --project reliability --passWithNoTests
