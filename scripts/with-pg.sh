#!/usr/bin/env bash
# `bash scripts/with-pg.sh <command...>`: runs the command with a throwaway PostgreSQL server.
# Starts a cluster on 127.0.0.1 in a temporary folder, exports PG_URL (a superuser connection to
# its `postgres` database), runs the command, then stops the server by its PID and removes the
# folder. Used by `npm run test:pg` and `npm run bench:search -- --pg`.
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/postgres" ]; then
  echo "this needs the PostgreSQL server: apt-get install -y postgresql" >&2
  exit 1
fi

tmp=$(mktemp -d /tmp/gd-pg-XXXXXX)
port=${PGPORT_TEST:-$(( 20000 + RANDOM % 20000 ))}
run_as=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root; the Debian package creates the postgres account.
  chown postgres:postgres "$tmp"
  run_as=(runuser -u postgres --)
fi

pid=""
cleanup() {
  # The server's own PID is the first line of postmaster.pid ($! may be runuser's).
  local server_pid
  server_pid=$(head -n 1 "$tmp/data/postmaster.pid" 2>/dev/null || true)
  for p in $server_pid $pid; do
    kill -0 "$p" 2>/dev/null || continue
    kill -INT "$p" 2>/dev/null || true # fast shutdown
    for _ in $(seq 1 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$p" 2>/dev/null || true
  done
  rm -rf "$tmp"
}
trap cleanup EXIT

"${run_as[@]}" "$pg_bin/initdb" -D "$tmp/data" -U gd --auth=trust -E UTF8 --locale=C.UTF-8 >"$tmp/initdb.log" 2>&1 ||
  { cat "$tmp/initdb.log" >&2; exit 1; }
"${run_as[@]}" "$pg_bin/postgres" -D "$tmp/data" -h 127.0.0.1 -p "$port" -k "$tmp" \
  -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 >"$tmp/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do
  "$pg_bin/pg_isready" -h 127.0.0.1 -p "$port" -q && break
  kill -0 "$pid" 2>/dev/null || { cat "$tmp/server.log" >&2; exit 1; }
  sleep 0.1
done
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (pid $(head -n 1 "$tmp/data/postmaster.pid"))"

export PG_URL="postgres://gd@127.0.0.1:$port/postgres"
# Fault tests stop and restart this server (scale/): its folder, port and binaries.
export PG_DATA_DIR="$tmp/data" PG_PORT="$port" PG_BIN="$pg_bin" PG_SOCKET_DIR="$tmp"
"$@"
