#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh npx vitest run --project server
# If TEST_DATABASE_URL is already set, the command simply runs against it. Otherwise a fresh cluster
# is created in a temporary directory (trust auth, 127.0.0.1:${PG_TEST_PORT:-55432} plus a socket in
# that directory), database wfm_test is created, the command runs, and the server and directory are
# removed on exit. The command's exit code is kept. Without PostgreSQL binaries the command runs
# without a database (server/postgres.test.ts then skips, or fails when CI=true).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args…]" >&2
  exit 2
fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi

find_pg_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
    return
  fi
  local dir
  # Newest major version first.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return
    fi
  done
}

pg_bin=$(find_pg_bin || true)
if [ -z "$pg_bin" ]; then
  echo "with-postgres: no PostgreSQL binaries (initdb, pg_ctl) found; running without TEST_DATABASE_URL." >&2
  echo "with-postgres: install PostgreSQL (apt-get install postgresql) or set TEST_DATABASE_URL." >&2
  exec "$@"
fi

port="${PG_TEST_PORT:-55432}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wfm-pg.XXXXXX")
data="$tmp/data"

# PostgreSQL refuses to run as root: as root, run the server as the `postgres` system user
# (Debian's postgresql package creates it).
as_pg() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres: running as root but there is no 'postgres' user to run PostgreSQL as." >&2
    rm -rf "$tmp"
    exit 1
  fi
  chown postgres: "$tmp"
  if command -v runuser >/dev/null 2>&1; then
    as_pg() { runuser -u postgres -- "$@"; }
  else
    as_pg() { su -s /bin/sh postgres -c "$(printf '%q ' "$@")"; }
  fi
fi

started=0
cleanup() {
  if [ "$started" -eq 1 ]; then
    as_pg "$pg_bin/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if ! as_pg "$pg_bin/initdb" -D "$data" -U postgres -A trust -E UTF8 --no-locale >"$tmp/initdb.log" 2>&1; then
  echo "with-postgres: initdb failed:" >&2
  cat "$tmp/initdb.log" >&2
  exit 1
fi

# fsync off: a throwaway cluster does not need to survive a power cut, and tests run faster.
if ! as_pg "$pg_bin/pg_ctl" -D "$data" -l "$tmp/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null; then
  echo "with-postgres: PostgreSQL did not start on 127.0.0.1:$port (set PG_TEST_PORT to use another port):" >&2
  cat "$tmp/server.log" >&2 || true
  exit 1
fi
started=1

as_pg "$pg_bin/psql" -h "$tmp" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q -c 'CREATE DATABASE wfm_test' >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/wfm_test"
echo "with-postgres: PostgreSQL $("$pg_bin/pg_ctl" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
