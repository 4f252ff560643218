#!/bin/sh
# The official image's first start, in short: an empty data folder gets a cluster whose superuser is
# POSTGRES_USER (postgres) with POSTGRES_PASSWORD, a database POSTGRES_DB (the user's name), logins
# from the network by password (scram-sha-256); then postgres runs as the postgres user.
set -eu
if [ "${1:-}" != postgres ]; then exec "$@"; fi
user=${POSTGRES_USER:-postgres}
db=${POSTGRES_DB:-$user}
mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 0700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "postgres stand-in: POSTGRES_PASSWORD is required" >&2
    exit 1
  fi
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
  chown postgres "$pwfile"
  runuser -u postgres -- initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 > /dev/null
  rm -f "$pwfile"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    runuser -u postgres -- pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start > /dev/null
    runuser -u postgres -- createdb -U "$user" -O "$user" "$db"
    runuser -u postgres -- pg_ctl -D "$PGDATA" -m fast -w stop > /dev/null
  fi
  echo "postgres stand-in: made the cluster, user $user, database $db"
fi
exec runuser -u postgres -- "$@" -D "$PGDATA"
