#!/usr/bin/env bash
# Writes a migration for SQLite and one for PostgreSQL from the current config.
# Needs a PostgreSQL server for the second (PG_ADMIN_URL, default the local one).
set -euo pipefail
name=${1:?usage: npm run migrate:create -- <name>}
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
DATA_DIR=$tmp node_modules/.bin/payload migrate:create "$name"
admin=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
db=site_migrate_$$
psql "$admin" -qc "CREATE DATABASE $db"
trap 'rm -rf "$tmp"; psql "$admin" -qc "DROP DATABASE IF EXISTS $db"' EXIT
DATA_DIR=$tmp DATABASE_URL="${admin%/*}/$db" node_modules/.bin/payload migrate:create "$name"
node scripts/fix-migrations.mjs
