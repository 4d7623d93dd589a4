#!/usr/bin/env bash
# `npm run test:pg`: the API test suite against a real PostgreSQL server (a throwaway cluster,
# scripts/with-pg.sh). Vitest flags pass through; `npm run test:pg -- apps/api/test/search.test.ts`
# runs only the files named.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ] || [[ "$1" == -* ]]; then set -- apps/api/test "$@"; fi
# shellcheck disable=SC2016 # PG_URL is set by with-pg.sh, for the inner shell to read
exec bash scripts/with-pg.sh bash -c 'TEST_DATABASE_URL="$PG_URL" npx vitest run "$@"' vitest "$@"
