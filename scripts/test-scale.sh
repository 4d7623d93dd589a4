#!/usr/bin/env bash
# `npm run test:scale`: the scale-out and fault suites (scale/*.test.ts) against the built API
# (node:cluster, production mode) on a throwaway PostgreSQL (scripts/with-pg.sh) and Redis
# (scripts/with-redis.sh), both on 127.0.0.1 and stopped by PID at the end. Builds the API first
# (seconds), and the website only when its build in NEXT_DIST_DIR (default .next) is missing or older
# than its sources: the fault suite loads pages in Chromium while the database is down (CI's
# end-to-end run has built it already). SCALE_PROFILE=long runs the long fault profile; vitest
# flags and file names pass through.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/build.mjs --api
node --import tsx scale/build-website.ts
exec bash scripts/with-pg.sh bash scripts/with-redis.sh npx vitest run -c scale/vitest.config.ts "$@"
