#!/usr/bin/env bash
# `npm run test:pg`: the API test suite against a real PostgreSQL server (a throwaway cluster,
# scripts/with-pg.sh). Vitest flags pass through; `npm run test:pg -- apps/api/test/search.test.ts`
# runs only the files named.
#
# Without file arguments it runs every API test file except those in PG_PROFILE_SKIP below: files
# whose subject is not SQL (OAuth handshakes, headers, configuration, image decoding, the embedded
# data folder), which the PGlite run already covers and which behave the same on either engine.
# `CI_PG_FULL=1 npm run test:pg` runs every file.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_PROFILE_SKIP=(
  auth-security auth community-auth community-handoff-csrf config health images openapi
  oauth-hostile-redirects oauth-linking oauth-providers oauth-redirects oauth-state ops-backup
  production-config production-defaults resize-hardening scale-settings security-headers test-clock
  ingest-fetch ingest-fetch-limits
)
if [ $# -eq 0 ] || [[ "$1" == -* ]]; then
  if [ "${CI_PG_FULL:-0}" != 1 ]; then
    for name in "${PG_PROFILE_SKIP[@]}"; do
      [ -f "apps/api/test/$name.test.ts" ] || { echo "test-pg.sh: no apps/api/test/$name.test.ts" >&2; exit 1; }
      set -- "$@" --exclude "apps/api/test/$name.test.ts"
    done
  fi
  set -- apps/api/test "$@"
fi
# shellcheck disable=SC2016 # PG_URL is set by with-pg.sh, for the inner shell to read
exec bash scripts/with-pg.sh bash -c 'TEST_DATABASE_URL="$PG_URL" npx vitest run "$@"' vitest "$@"
