#!/usr/bin/env bash
# Every test: lint, types, unit, integration (SQLite and PostgreSQL), browser, reliability.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
step() { printf '\n=== %s ===\n' "$1"; }
step 'lint';        npm run --silent lint
step 'types';       npm run --silent typecheck
step 'unit';        npx vitest run --project unit
step 'integration'; npx vitest run --project int
step 'browser';     npx playwright test
step 'reliability'; npx vitest run --project reliability --passWithNoTests
