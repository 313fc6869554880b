#!/bin/sh
# The official image's first-start behaviour, in short: as root, own the data directory and drop to
# postgres; on an empty data directory, initdb with POSTGRES_USER and POSTGRES_PASSWORD, create
# POSTGRES_DB, accept passwords from the network.
set -eu
if [ "${1:-}" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user=${POSTGRES_USER:-postgres}
  database=${POSTGRES_DB:-$user}
  passwordFile=$(mktemp)
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$passwordFile"
  initdb --username="$user" --pwfile="$passwordFile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$passwordFile"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\" OWNER \"$user\";" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "PostgreSQL init process complete; ready for start up."
fi
exec "$@"
