#!/usr/bin/env bash
# `bash scripts/with-redis.sh <command...>`: runs the command with a throwaway Redis server.
# Starts Debian's redis-server on 127.0.0.1 in a temporary folder (no persistence), exports
# REDIS_URL, REDIS_PORT and REDIS_PID_FILE (tests that stop and restart it use these), runs the
# command, then stops the server by the PID in that file and removes the folder. With
# scripts/with-pg.sh around it: `npm run test:scale`.
set -euo pipefail

redis_bin=$(command -v redis-server || true)
if [ -z "$redis_bin" ]; then
  echo "this needs the Redis server: apt-get install -y redis-server" >&2
  exit 1
fi

tmp=$(mktemp -d /tmp/gd-redis-XXXXXX)
port=${REDIS_PORT_TEST:-$(( 20000 + RANDOM % 20000 ))}
cleanup() {
  local pid
  pid=$(cat "$tmp/redis.pid" 2>/dev/null || true)
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

"$redis_bin" --bind 127.0.0.1 --port "$port" --dir "$tmp" --pidfile "$tmp/redis.pid" --save '' --appendonly no \
  --daemonize no --logfile "$tmp/redis.log" &
for _ in $(seq 1 100); do
  [ -s "$tmp/redis.pid" ] && (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
  sleep 0.1
done
echo "Redis $("$redis_bin" --version | awk '{print $3}') on 127.0.0.1:$port (pid $(cat "$tmp/redis.pid"))"

export REDIS_URL="redis://127.0.0.1:$port"
export REDIS_PORT="$port"
export REDIS_PID_FILE="$tmp/redis.pid"
export REDIS_DIR="$tmp"
"$@"
