#!/usr/bin/env bash
# Start a throw-away PostgreSQL server for the store tests and print its URL.
#
#   export PYRAMID_TEST_POSTGRES_URL="$(.ci/postgres.sh)"   # then run pytest tests/store
#   .ci/postgres.sh stop                                    # stop it and delete its data
#
# Installs PostgreSQL from Debian's packages if it is missing, runs the server as the
# postgres user on 127.0.0.1 on a free port with its data in a temporary folder, creates a
# database "pyramid_test" and prints postgresql+psycopg://postgres@127.0.0.1:PORT/pyramid_test
# on standard output (everything else goes to standard error): the superuser, which the club
# tests need to create logins and roles; local logins are trusted, so they connect as each. Exits non-zero, printing
# nothing on standard output, when no server can be started; the tests then skip with a
# visible reason.
set -euo pipefail

STATE=/tmp/pyramid-coach-postgres
log() { echo "postgres.sh: $*" >&2; }

if [ "${1:-}" = "stop" ]; then
  if [ -f "$STATE/dir" ]; then
    dir=$(cat "$STATE/dir")
    su postgres -s /bin/sh -c "\"$(cat "$STATE/bin")/pg_ctl\" -D \"$dir/data\" -m fast stop" \
      >&2 || true
    rm -rf "$dir"
  fi
  rm -rf "$STATE"
  exit 0
fi

find_bin() {
  local d
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/pg_ctl" ] && { echo "$d"; return 0; }
  done
  command -v pg_ctl >/dev/null && { dirname "$(command -v pg_ctl)"; return 0; }
  return 1
}

if ! bin=$(find_bin); then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    log "PostgreSQL is not installed and cannot be installed here (needs root and apt-get)"
    exit 1
  fi
  log "installing PostgreSQL from Debian's packages"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin=$(find_bin) || { log "pg_ctl not found after installing postgresql"; exit 1; }
fi

# Already running from an earlier call? Reuse it.
if [ -f "$STATE/url" ] && "$bin/pg_isready" -h 127.0.0.1 -p "$(cat "$STATE/port")" -q; then
  cat "$STATE/url"
  exit 0
fi

id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql postgres
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
dir=$(mktemp -d /tmp/pyramid-pg.XXXXXX)
chown postgres "$dir"
as_pg() { su postgres -s /bin/sh -c "$1" >&2; }
as_pg "\"$bin/initdb\" -D \"$dir/data\" -U postgres -A trust -E UTF8 --no-locale" \
  || { log "initdb failed"; exit 1; }
as_pg "\"$bin/pg_ctl\" -D \"$dir/data\" -l \"$dir/server.log\" -w -t 60 \
  -o \"-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off\" start" \
  || { log "the server did not start:"; cat "$dir/server.log" >&2 || true; exit 1; }
"$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -q -c "CREATE DATABASE pyramid_test" >&2

url="postgresql+psycopg://postgres@127.0.0.1:$port/pyramid_test"
mkdir -p "$STATE"
echo "$dir" > "$STATE/dir"; echo "$bin" > "$STATE/bin"; echo "$port" > "$STATE/port"
echo "$url" > "$STATE/url"
log "server running on port $port (data in $dir; stop with: .ci/postgres.sh stop)"
echo "$url"
