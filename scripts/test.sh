#!/usr/bin/env bash
# Every test: types, lint, unit, integration (SQLite and PostgreSQL), reliability, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
step() { printf '\n=== %s ===\n' "$1"; }

# The first steps leave most of a 2-core machine idle one by one (tsc and ESLint use one core, the
# integration suite runs one Payload at a time, the reliability suite mostly waits on the servers it
# starts and stops), so three lanes run side by side: types then lint; unit then integration; the
# production build, then the reliability suite, which runs it. The build starts once the types are
# checked: it rewrites next-env.d.ts and the .next/types it imports, which tsc reads. The suites keep
# apart: their PostgreSQL databases are named after the run, their Redis keys after each site's
# secret, and only the reliability suite listens on fixed ports (3401-3476). Each step's output is
# shown whole, in order, with the seconds it took, once every lane has ended; the run fails if any
# step did. The browser tests run last, alone, since a starved CPU can make a focus check miss.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
run() {
  local name=$1 started=$SECONDS
  shift
  local rc=0
  "$@" > "$logs/$name.log" 2>&1 || rc=$?
  echo "$((SECONDS - started))" > "$logs/$name.seconds"
  echo "$rc" > "$logs/$name.rc"
}
# The unit tests run again on the current Node.js LTS (scripts/node-lts.sh), as does the production
# artefact in the reliability suite (tests/reliability/artefact.test.ts), when it can be had.
SITE_TEST_NODE_LTS=$(bash scripts/node-lts.sh 2> "$logs/node-lts.why" || true)
export SITE_TEST_NODE_LTS
lts_node() {
  if [ -n "$SITE_TEST_NODE_LTS" ]; then
    "$SITE_TEST_NODE_LTS" node_modules/vitest/vitest.mjs run --project unit
  else
    cat "$logs/node-lts.why"
    echo "Skipped: no Node.js LTS binary (above: why)"
  fi
}
(run types npm run --silent typecheck; run lint npm run --silent lint; run unit-lts lts_node) &
(run unit npx vitest run --project unit; run integration npx vitest run --project int) &
(
  while [ ! -f "$logs/types.rc" ]; do sleep 1; done
  run build node --import tsx tests/support/build.ts
  if [ "$(cat "$logs/build.rc")" = 0 ]; then
    run reliability npx vitest run --project reliability --passWithNoTests
  else
    echo 'Not run: the build failed' > "$logs/reliability.log"
    echo 0 > "$logs/reliability.seconds"
    echo 1 > "$logs/reliability.rc"
  fi
) &
wait
failed=0
for name in types lint unit-lts unit integration build reliability; do
  step "$name ($(cat "$logs/$name.seconds") s)"
  cat "$logs/$name.log"
  rc=$(cat "$logs/$name.rc")
  if [ "$rc" != 0 ]; then
    echo "--- $name failed (exit $rc)"
    failed=1
  fi
done
[ "$failed" = 0 ] || exit 1

started=$SECONDS
step 'browser'
npx playwright test
echo "--- browser: $((SECONDS - started)) s"
