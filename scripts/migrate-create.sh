#!/usr/bin/env bash
# Writes a migration for SQLite and one for PostgreSQL from the current config.
# Needs a PostgreSQL server for the second (PG_ADMIN_URL, default the local one).
set -euo pipefail
name=${1:?usage: npm run migrate:create -- <name>}
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# create <sqlite|postgres> VAR=value...: the CLI can exit 0 without writing, so check that it wrote.
create() {
  local dir=$1 before
  shift
  before=$(ls "src/migrations/$dir" | wc -l)
  env "$@" node_modules/.bin/payload migrate:create "$name"
  [ "$(ls "src/migrations/$dir" | wc -l)" -gt "$before" ] || { echo "No $dir migration was written: no schema change, or drizzle asked whether a table was created or renamed (run this in a terminal to answer)" >&2; exit 1; }
}
create sqlite DATA_DIR="$tmp"
admin=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
db=site_migrate_$$
psql "$admin" -qc "CREATE DATABASE $db"
trap 'rm -rf "$tmp"; psql "$admin" -qc "DROP DATABASE IF EXISTS $db"' EXIT
create postgres DATA_DIR="$tmp" DATABASE_URL="${admin%/*}/$db"
node scripts/fix-migrations.mjs
