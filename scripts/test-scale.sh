#!/usr/bin/env bash
# `npm run test:scale`: the scale-out and fault suites (scale/*.test.ts) against the built API
# (node:cluster, production mode) on a throwaway PostgreSQL (scripts/with-pg.sh) and Redis
# (scripts/with-redis.sh), both on 127.0.0.1 and stopped by PID at the end. Builds the API first
# (seconds; the website is not needed). SCALE_PROFILE=long runs the long fault profile; vitest
# flags and file names pass through.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/build.mjs --api
exec bash scripts/with-pg.sh bash scripts/with-redis.sh npx vitest run -c scale/vitest.config.ts "$@"
